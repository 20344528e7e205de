import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reorder } from './reorder';
import { SortableList } from './sortable-list';

interface Stage {
  id: string;
  name: string;
}
const STAGES: Stage[] = [
  { id: 's1', name: 'Application review' },
  { id: 's2', name: 'Phone screen' },
  { id: 's3', name: 'Onsite' },
];

function Harness() {
  const [stages, setStages] = useState(STAGES);
  return (
    <SortableList
      label="Interview stages"
      items={stages}
      getId={(stage) => stage.id}
      getLabel={(stage) => stage.name}
      onReorder={setStages}
      renderItem={(stage) => stage.name}
    />
  );
}

const ROW_HEIGHT = 60;
const order = () =>
  within(screen.getByRole('list', { name: 'Interview stages' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('reorder', () => {
  const id = (stage: Stage) => stage.id;
  it('moves an item down or up to the target position', () => {
    expect(reorder(STAGES, id, 's1', 's3').map(id)).toEqual(['s2', 's3', 's1']);
    expect(reorder(STAGES, id, 's3', 's2').map(id)).toEqual(['s1', 's3', 's2']);
  });
  it('leaves the list alone for unknown ids', () => {
    expect(reorder(STAGES, id, 's1', 'nope')).toEqual(STAGES);
  });
});

describe('SortableList keyboard sorting', () => {
  // jsdom does no layout: give each row the box it would have, stacked by its index.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const row = this.closest('[data-sortable-index]');
      const index = row ? Number(row.getAttribute('data-sortable-index')) : 0;
      const isHandle = row !== this;
      const top = index * ROW_HEIGHT + (isHandle ? 10 : 0);
      const height = isHandle ? 30 : ROW_HEIGHT - 8;
      return new DOMRect(0, top, isHandle ? 30 : 400, height);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('picks up with Space, moves with the arrow keys, drops with Space, and announces each step', async () => {
    render(<Harness />);
    const handle = screen.getByRole('button', { name: 'Reorder Application review' });
    act(() => handle.focus());
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await act(async () => undefined);
    expect(document.body).toHaveTextContent('Picked up Application review, at position 1 of 3.');
    fireEvent.keyDown(document, { key: 'ArrowDown', code: 'ArrowDown' });
    await act(async () => undefined);
    expect(document.body).toHaveTextContent('Application review moved to position 2 of 3.');
    fireEvent.keyDown(document, { key: ' ', code: 'Space' });
    await act(async () => undefined);
    expect(order()).toEqual(['Phone screen', 'Application review', 'Onsite']);
  });

  it('puts the item back on Escape', async () => {
    render(<Harness />);
    const handle = screen.getByRole('button', { name: 'Reorder Phone screen' });
    act(() => handle.focus());
    fireEvent.keyDown(handle, { key: 'Enter', code: 'Enter' });
    await act(async () => undefined);
    fireEvent.keyDown(document, { key: 'ArrowDown', code: 'ArrowDown' });
    await act(async () => undefined);
    fireEvent.keyDown(document, { key: 'Escape', code: 'Escape' });
    await act(async () => undefined);
    expect(document.body).toHaveTextContent('Moving cancelled. Phone screen is back at position 2 of 3.');
    expect(order()).toEqual(['Application review', 'Phone screen', 'Onsite']);
  });
});
