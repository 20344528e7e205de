import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { formatPrecisionValue, parsePrecisionValue, RestrictedDatePicker } from './restricted-date-picker';

describe('RestrictedDatePicker', () => {
  it.each([
    ['year', '2026', '2026'],
    ['month', '03', 'March'],
    ['monthYear', '2026-03', '03/2026'],
    ['day', '2026-03-09', '03/09/2026'],
  ] as const)('%s: the value %s reads as %s', (precision, value, shown) => {
    render(<RestrictedDatePicker label="When" precision={precision} value={value} onChange={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'When' })).toHaveTextContent(shown);
  });

  it('gives values in the format of its precision and refuses others', () => {
    const date = dayjs('2026-03-09');
    expect(formatPrecisionValue(date, 'year')).toBe('2026');
    expect(formatPrecisionValue(date, 'month')).toBe('03');
    expect(formatPrecisionValue(date, 'monthYear')).toBe('2026-03');
    expect(formatPrecisionValue(date, 'day')).toBe('2026-03-09');
    expect(parsePrecisionValue('2026-03', 'year')).toBeNull();
    expect(parsePrecisionValue('13', 'month')).toBeNull();
    expect(parsePrecisionValue('2026-03', 'monthYear')?.format('YYYY-MM-DD')).toBe('2026-03-01');
  });

  it('a year picker shows only years and gives the picked year', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<RestrictedDatePicker label="Year" precision="year" value="2026" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /choose date/i }));
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: '2024' }));
    expect(onChange).toHaveBeenLastCalledWith('2024');
  });
});
