import { describe, expect, it } from 'vitest';
import { auditDiff, formatAuditValue, isSameValue, WHOLE_VALUE_KEY } from './audit-diff';

describe('auditDiff', () => {
  it('lines up an update key by key and marks what changed', () => {
    const before = { name: 'Recruiters', description: '', permissions: ['a', 'b'] };
    const after = { name: 'Hiring team', description: '', permissions: ['a', 'b'] };
    expect(auditDiff(before, after)).toEqual([
      { key: 'name', before: 'Recruiters', after: 'Hiring team', isChanged: true },
      { key: 'description', before: '', after: '', isChanged: false },
      { key: 'permissions', before: ['a', 'b'], after: ['a', 'b'], isChanged: false },
    ]);
  });

  it('treats a create (no before) and a delete (no after) as every key changed', () => {
    expect(auditDiff(null, { name: 'Hiring' })).toEqual([
      { key: 'name', before: undefined, after: 'Hiring', isChanged: true },
    ]);
    expect(auditDiff({ name: 'Hiring' }, null)).toEqual([
      { key: 'name', before: 'Hiring', after: undefined, isChanged: true },
    ]);
  });

  it('lists keys only one side has after the shared ones, as changed', () => {
    const rows = auditDiff({ a: 1, b: 2 }, { b: 2, c: 3 });
    expect(rows.map((row) => [row.key, row.isChanged])).toEqual([
      ['a', true],
      ['b', false],
      ['c', true],
    ]);
  });

  it('compares nested values deeply, whatever the key order', () => {
    expect(
      auditDiff({ x: { a: 1, b: [1, { c: 2 }] } }, { x: { b: [1, { c: 2 }], a: 1 } })[0]?.isChanged,
    ).toBe(false);
    expect(auditDiff({ x: [1, 2] }, { x: [2, 1] })[0]?.isChanged).toBe(true);
    expect(isSameValue(null, undefined)).toBe(false);
  });

  it('shows a snapshot that is not an object as one whole value', () => {
    expect(auditDiff(['a'], ['a', 'b'])).toEqual([
      { key: WHOLE_VALUE_KEY, before: ['a'], after: ['a', 'b'], isChanged: true },
    ]);
    expect(auditDiff(null, null)).toEqual([]);
  });
});

describe('formatAuditValue', () => {
  it('shows text as it is, absent as a dash and the rest as JSON', () => {
    expect(formatAuditValue('Ada')).toBe('Ada');
    expect(formatAuditValue(undefined)).toBe('—');
    expect(formatAuditValue(null)).toBe('null');
    expect(formatAuditValue(['a'])).toBe('[\n  "a"\n]');
  });
});
