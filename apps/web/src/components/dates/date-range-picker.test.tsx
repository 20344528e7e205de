import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DateRange } from './date-formats';
import { defaultDateRange } from './date-range-presets';
import { DateRangePicker } from './date-range-picker';

function Harness({ months, onChange }: { months?: 1 | 2; onChange: (range: DateRange) => void }) {
  const [value, setValue] = useState<DateRange | null>(() => (months === 1 ? null : defaultDateRange()));
  return (
    <DateRangePicker
      label="Created"
      months={months}
      value={value}
      onChange={(range) => {
        setValue(range);
        onChange(range);
      }}
    />
  );
}

const field = () => screen.getByRole('combobox', { name: 'Created' });
const dialog = () => screen.getByRole('dialog', { name: 'Created' });
const day = (grid: HTMLElement, date: string) => within(grid).getByRole('gridcell', { name: date });

describe('DateRangePicker', () => {
  beforeEach(() => {
    // Only the clock is fixed; timers stay real so user-event and MUI transitions run as usual.
    vi.useFakeTimers({ now: new Date('2026-03-11T15:00:00'), toFake: ['Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the default last 7 days as MM/DD/YYYY - MM/DD/YYYY', () => {
    render(<Harness onChange={vi.fn()} />);
    expect(field()).toHaveValue('03/05/2026 - 03/11/2026');
  });

  it('offers every preset, marks the current one and applies a picked one at once', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(field());
    const presets = within(dialog()).getByRole('list', { name: 'Presets' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['Today', 'Last 7 Days', 'Last 30 Days', 'This Week', 'This Month', 'Custom']);
    expect(within(presets).getByRole('button', { name: 'Last 7 Days' })).toHaveClass('Mui-selected');
    await user.click(within(presets).getByRole('button', { name: 'This Month' }));
    expect(onChange).toHaveBeenCalledWith({ startDate: '2026-03-01', endDate: '2026-03-31' });
    expect(field()).toHaveValue('03/01/2026 - 03/31/2026');
  });

  it('two months: applies a custom range only once an end different from the start is picked', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(field());
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const [march, april] = within(dialog()).getAllByRole('grid');
    expect(april).toBeDefined();
    await user.click(day(march!, '20'));
    await user.click(day(march!, '20'));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(day(april!, '2'));
    expect(onChange).toHaveBeenCalledWith({ startDate: '2026-03-20', endDate: '2026-04-02' });
    expect(field()).toHaveValue('03/20/2026 - 04/02/2026');
  });

  it('two months: the header and the keyboard move both months together', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={vi.fn()} />);
    await user.click(field());
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const months = () =>
      within(dialog())
        .getAllByText(/^\w+ 2026$/)
        .map((title) => title.textContent);
    expect(months()).toEqual(['March 2026', 'April 2026']);
    await user.click(within(dialog()).getByRole('button', { name: 'Next month' }));
    expect(months()).toEqual(['April 2026', 'May 2026']);
    await user.click(within(dialog()).getByRole('button', { name: 'Previous month' }));

    // An arrow past the left month's last day moves on a month; the right one follows.
    const [march] = within(dialog()).getAllByRole('grid');
    await user.click(day(march!, '31'));
    await user.keyboard('{ArrowRight}');
    expect(months()).toEqual(['April 2026', 'May 2026']);
    // The calendar slides to the new month: the old one stays in the page until the slide ends.
    await waitFor(() => {
      const [april, may] = within(dialog()).getAllByRole('grid');
      expect(day(april!, '1')).toHaveFocus();
      expect(day(may!, '31')).toBeInTheDocument();
    });
  });

  it('two months: an end before the start makes the earlier day the start', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await user.click(field());
    const [march] = within(dialog()).getAllByRole('grid');
    await user.click(day(march!, '12'));
    await user.click(day(march!, '3'));
    expect(onChange).toHaveBeenCalledWith({ startDate: '2026-03-03', endDate: '2026-03-12' });
  });

  it('one month: offers only Today and Custom and applies the picked day as both ends', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness months={1} onChange={onChange} />);
    expect(field()).toHaveValue('');
    await user.click(field());
    const presets = within(dialog()).getByRole('list', { name: 'Presets' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['Today', 'Custom']);
    const grids = within(dialog()).getAllByRole('grid');
    expect(grids).toHaveLength(1);
    await user.click(day(grids[0]!, '4'));
    expect(onChange).toHaveBeenCalledWith({ startDate: '2026-03-04', endDate: '2026-03-04' });
    expect(field()).toHaveValue('03/04/2026 - 03/04/2026');
  });

  it('one month: Today applies today as both ends', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness months={1} onChange={onChange} />);
    await user.click(field());
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(onChange).toHaveBeenCalledWith({ startDate: '2026-03-11', endDate: '2026-03-11' });
  });
});
