import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AsyncFilterOption, AsyncOptionsFetcher } from '../filter-types';
import { AsyncMultiselectFilter } from './async-multiselect-filter';

const PEOPLE = Array.from({ length: 25 }, (_, index) => ({ _id: `u${index}`, fullName: `Member ${index}` }));

/** A paged directory: 10 at a time from the offset, matching the text. */
const directory = vi.fn<AsyncOptionsFetcher>(async (text, offset) => {
  const matching = PEOPLE.filter((person) => person.fullName.includes(text));
  return { options: matching.slice(offset, offset + 10), hasMore: offset + 10 < matching.length };
});

function Harness({ onChange }: { onChange?: (value: AsyncFilterOption[]) => void }) {
  const [value, setValue] = useState<AsyncFilterOption[]>([]);
  return (
    <AsyncMultiselectFilter
      label="Managers"
      value={value}
      fetchOptions={directory}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const scrollToBottom = (list: HTMLElement) => {
  Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(list, 'clientHeight', { configurable: true, value: 300 });
  list.scrollTop = 700;
  fireEvent.scroll(list);
};

describe('AsyncMultiselectFilter', () => {
  afterEach(() => {
    vi.useRealTimers();
    directory.mockClear();
  });

  it('fetches with no text on opening, then the next page (offset +10) at the bottom of the list', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Managers' }));
    expect(directory).toHaveBeenCalledWith('', 0);
    expect(await screen.findAllByRole('option')).toHaveLength(10);
    scrollToBottom(screen.getByRole('listbox'));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(20));
    expect(directory).toHaveBeenLastCalledWith('', 10);
    scrollToBottom(screen.getByRole('listbox'));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(25));
    expect(directory).toHaveBeenLastCalledWith('', 20);
    // Nothing more to load: the bottom asks no further.
    scrollToBottom(screen.getByRole('listbox'));
    expect(directory).toHaveBeenCalledTimes(3);
  });

  it('waits 600 ms after the last key, then fetches the first page of the text', () => {
    vi.useFakeTimers();
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Managers' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(directory).toHaveBeenCalledWith('', 0);
    directory.mockClear();
    fireEvent.change(input, { target: { value: '1' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: '12' } });
    act(() => vi.advanceTimersByTime(599));
    expect(directory).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(directory).toHaveBeenCalledTimes(1);
    expect(directory).toHaveBeenCalledWith('12', 0);
  });

  it('keeps whole options as the value, labelled by fullName, showing one tag then +N', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Managers' }));
    await user.click(await screen.findByRole('option', { name: 'Member 3' }));
    await user.click(screen.getByRole('option', { name: 'Member 4' }));
    expect(onChange).toHaveBeenLastCalledWith([PEOPLE[3], PEOPLE[4]]);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Member 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Member 4' })).not.toBeInTheDocument();
    expect(screen.getByText('+1')).toBeInTheDocument();
  });
});
