import { describe, expect, it } from 'vitest';
import { fieldAfterKey, keptInPage, newField } from './field-geometry';

describe('field geometry', () => {
  it('places a new field centred on the point, inside the page', () => {
    const field = newField('signature', 'new_hire', 1, { x: 0.99, y: 0.01 });
    expect(field).toMatchObject({ page: 1, x: 0.7, y: 0, width: 0.3, height: 0.07, required: true });
  });

  it('moves with the arrows, resizes with Alt, and never leaves the page', () => {
    const field = newField('checkbox', 'new_hire', 0, { x: 0.5, y: 0.5 });
    expect(fieldAfterKey(field, 'ArrowRight', { isLarge: false, isResize: false })!.x).toBeCloseTo(
      field.x + 0.004,
    );
    expect(fieldAfterKey(field, 'ArrowDown', { isLarge: true, isResize: true })!.height).toBeCloseTo(
      field.height + 0.02,
    );
    expect(fieldAfterKey(field, 'Enter', { isLarge: false, isResize: false })).toBeNull();
    expect(keptInPage({ ...field, x: -1, y: 2 })).toMatchObject({ x: 0, y: 1 - field.height });
  });
});
