import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormNumberField, parseNumberInput } from './number-field';

const schema = z.object({ openings: z.number({ message: 'This field is required' }).int().min(1) });
type Values = { openings: number | null };

function Harness({ isInteger = false }: { isInteger?: boolean }) {
  const form = useForm<Values>({
    defaultValues: { openings: null },
    resolver: zodResolver(schema) as never,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <FormNumberField
        control={form.control}
        name="openings"
        label="Openings"
        required
        isInteger={isInteger}
      />
      <output>{JSON.stringify(form.watch('openings'))}</output>
      <button type="submit">Save</button>
    </form>
  );
}

const input = () => screen.getByRole('textbox', { name: /openings/i });

describe('parseNumberInput', () => {
  it.each([
    ['', null],
    ['-', null],
    ['.', null],
    ['12', 12],
    ['-3.5', -3.5],
    ['2,5', 2.5],
  ])('reads %j as %j', (text, expected) => expect(parseNumberInput(text)).toBe(expected));
});

describe('FormNumberField', () => {
  it('keeps a number in the form, refuses letters, and shows the required asterisk and error', async () => {
    render(<Harness />);
    expect(screen.getByText(/Openings/, { selector: 'label' })).toHaveTextContent('Openings *');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(input()).toHaveAccessibleDescription('This field is required');
    await userEvent.type(input(), '1a2.5');
    expect(input()).toHaveValue('12.5');
    expect(screen.getByRole('status')).toHaveTextContent('12.5');
  });

  it('refuses a decimal point when only whole numbers are allowed', async () => {
    render(<Harness isInteger />);
    await userEvent.type(input(), '3.7');
    expect(input()).toHaveValue('37');
    expect(input()).toHaveAttribute('inputmode', 'numeric');
  });
});
