import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultFilterValues } from './filter-defaults';
import { FilterHeader } from './filter-header';
import type { FilterField, FilterValues } from './filter-types';

const DEPARTMENTS = ['Engineering', 'Finance', 'People', 'Sales'].map((label) => ({
  _id: label.toLowerCase(),
  label,
}));

function Harness({
  fields,
  onValues,
  onClear,
}: {
  fields: FilterField[];
  onValues?: (values: FilterValues) => void;
  onClear?: (defaults: FilterValues) => void;
}) {
  const [values, setValues] = useState(() => defaultFilterValues(fields));
  return (
    <FilterHeader
      fields={fields}
      values={values}
      defaultOpen
      onValuesChange={(next) => {
        setValues(next);
        onValues?.(next);
      }}
      onClear={(defaults) => {
        setValues(defaults);
        onClear?.(defaults);
      }}
    />
  );
}

describe('FilterHeader', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-11T15:00:00'), toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('opens and closes the filter panel from its toggle', async () => {
    const user = userEvent.setup();
    render(
      <FilterHeader
        fields={[{ type: 'checkbox', name: 'remote', label: 'Remote only' }]}
        values={{}}
        onValuesChange={vi.fn()}
        onClear={vi.fn()}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Filters' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Filters' }));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument());
  });

  it('reports a checkbox at once and counts active filters on the toggle', async () => {
    const onValues = vi.fn();
    const user = userEvent.setup();
    render(
      <Harness fields={[{ type: 'checkbox', name: 'remote', label: 'Remote only' }]} onValues={onValues} />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Remote only' }));
    expect(onValues).toHaveBeenCalledWith({ remote: true });
    expect(screen.getByRole('button', { name: 'Hide Filters, 1 active' })).toBeInTheDocument();
  });

  it('multiselect shows one tag at a time, then +N', async () => {
    const onValues = vi.fn();
    const user = userEvent.setup();
    render(
      <Harness
        fields={[{ type: 'multiselect', name: 'departments', label: 'Departments', options: DEPARTMENTS }]}
        onValues={onValues}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Departments' });
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Finance' }));
    await user.click(screen.getByRole('option', { name: 'Sales' }));
    await user.click(screen.getByRole('option', { name: 'People' }));
    expect(onValues).toHaveBeenLastCalledWith({ departments: ['finance', 'sales', 'people'] });
    await user.keyboard('{Escape}');
    const field = input.closest('.MuiAutocomplete-root') as HTMLElement;
    expect(within(field).getAllByRole('button', { name: /Finance|Sales|People/ })).toHaveLength(1);
    expect(within(field).getByText('+2')).toBeInTheDocument();
  });

  it('Clear Filters puts every field back to its default and tells the parent', async () => {
    const onClear = vi.fn();
    const user = userEvent.setup();
    const fields: FilterField[] = [
      { type: 'checkbox', name: 'remote', label: 'Remote only' },
      { type: 'select', name: 'status', label: 'Status', options: [{ _id: 'active', label: 'Active' }] },
      { type: 'dateRange', name: 'created', label: 'Created' },
      { type: 'singleCustomDateRange', name: 'on', label: 'On day' },
      { type: 'search', name: 'skills', label: 'Skills' },
    ];
    render(<Harness fields={fields} onClear={onClear} />);
    expect(screen.getByRole('combobox', { name: 'Created' })).toHaveValue('03/05/2026 - 03/11/2026');
    await user.click(screen.getByRole('checkbox', { name: 'Remote only' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(onClear).toHaveBeenCalledWith({
      remote: false,
      status: '',
      created: { startDate: '2026-03-05', endDate: '2026-03-11' },
      on: { startDate: null, endDate: null },
      skills: '',
    });
    expect(screen.getByRole('checkbox', { name: 'Remote only' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();
  });

  it('bounds a date filter by the values of other date fields', async () => {
    const fields: FilterField[] = [
      { type: 'date', name: 'from', label: 'From' },
      { type: 'date', name: 'until', label: 'Until', minDateFrom: 'from' },
    ];
    function Bounded() {
      return (
        <FilterHeader
          fields={fields}
          values={{ from: '2026-03-10', until: null }}
          defaultOpen
          onValuesChange={vi.fn()}
          onClear={vi.fn()}
        />
      );
    }
    const user = userEvent.setup();
    render(<Bounded />);
    const until = screen.getByRole('group', { name: 'Until' });
    await user.click(within(until.parentElement!).getByRole('button', { name: /choose date/i }));
    const grid = await screen.findByRole('grid');
    expect(within(grid).getByRole('gridcell', { name: '9' })).toBeDisabled();
    expect(within(grid).getByRole('gridcell', { name: '10' })).toBeEnabled();
  });
});

describe('search filter in the panel', () => {
  afterEach(() => vi.useRealTimers());

  it('reports typed text after 1000 ms by default, and at once on Enter', () => {
    vi.useFakeTimers();
    const onValues = vi.fn();
    render(<Harness fields={[{ type: 'search', name: 'skills', label: 'Skills' }]} onValues={onValues} />);
    const box = screen.getByRole('searchbox', { name: 'Skills' });
    fireEvent.change(box, { target: { value: 'react' } });
    act(() => vi.advanceTimersByTime(999));
    expect(onValues).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onValues).toHaveBeenCalledWith({ skills: 'react' });
    fireEvent.change(box, { target: { value: 'react native' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onValues).toHaveBeenLastCalledWith({ skills: 'react native' });
    act(() => vi.advanceTimersByTime(1000));
    expect(onValues).toHaveBeenCalledTimes(2);
  });

  it('drops text still waiting when Clear Filters empties the field', () => {
    vi.useFakeTimers();
    const onValues = vi.fn();
    render(<Harness fields={[{ type: 'search', name: 'skills', label: 'Skills' }]} onValues={onValues} />);
    const box = screen.getByRole('searchbox', { name: 'Skills' });
    fireEvent.change(box, { target: { value: 'go' } });
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.change(box, { target: { value: 'golang' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    act(() => vi.advanceTimersByTime(2000));
    expect(box).toHaveValue('');
    expect(onValues.mock.calls.map(([values]) => values.skills)).toEqual(['go']);
  });
});
