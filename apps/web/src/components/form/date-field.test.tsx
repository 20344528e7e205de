import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormDateField, toDateValue } from './date-field';

const schema = z.object({ startDate: z.string({ message: 'This field is required' }) });

function Harness({ startDate }: { startDate: string | null }) {
  const form = useForm<{ startDate: string | null }>({
    defaultValues: { startDate },
    resolver: zodResolver(schema) as never,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <FormDateField control={form.control} name="startDate" label="Start date" required />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormDateField', () => {
  it('gives the form YYYY-MM-DD, or null for no or an unfinished date', () => {
    expect(toDateValue(dayjs('2026-03-09T15:00:00'))).toBe('2026-03-09');
    expect(toDateValue(null)).toBeNull();
    expect(toDateValue(dayjs('not a date'))).toBeNull();
  });

  it('shows the stored date, the required asterisk and the error below', async () => {
    const { unmount } = render(<Harness startDate="2026-03-09" />);
    expect(screen.getByRole('group', { name: /start date/i })).toHaveTextContent('09/03/2026');
    unmount();
    render(<Harness startDate={null} />);
    expect(screen.getByText(/Start date/, { selector: 'label' })).toHaveTextContent('Start date *');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
  });
});
