import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormCheckboxField } from './checkbox-field';
import { FormRadioGroupField } from './radio-group-field';
import { FormSwitchField } from './switch-field';

const schema = z.object({
  consent: z.literal(true, { message: 'Please accept the terms' }),
  remote: z.boolean().refine((on) => on, 'Remote must be on for this role'),
  type: z.string().min(1, 'This field is required'),
});
type Values = { consent: boolean; remote: boolean; type: string };

function Harness() {
  const form = useForm<Values>({
    defaultValues: { consent: false, remote: false, type: '' },
    resolver: zodResolver(schema) as never,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <FormCheckboxField control={form.control} name="consent" label="I accept the terms" required />
      <FormSwitchField control={form.control} name="remote" label="Remote" required />
      <FormRadioGroupField
        control={form.control}
        name="type"
        label="Employment type"
        required
        options={[
          { value: 'full', label: 'Full time' },
          { value: 'part', label: 'Part time' },
        ]}
      />
      <output>{JSON.stringify(form.watch())}</output>
      <button type="submit">Save</button>
    </form>
  );
}

describe('checkbox, switch and radio fields', () => {
  it('show the required asterisk and each error below its field, then keep the chosen values', async () => {
    render(<Harness />);
    expect(screen.getByText(/I accept the terms/).closest('label')).toHaveTextContent('I accept the terms *');
    expect(screen.getByText(/Employment type/)).toHaveTextContent('Employment type *');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const consent = screen.getByRole('checkbox', { name: /I accept the terms/ });
    expect(consent).toHaveAccessibleDescription('Please accept the terms');
    expect(screen.getByRole('switch', { name: /remote/i })).toHaveAccessibleDescription(
      'Remote must be on for this role',
    );
    expect(screen.getByRole('radiogroup', { name: /employment type/i })).toHaveAccessibleDescription(
      'This field is required',
    );
    await userEvent.click(consent);
    await userEvent.click(screen.getByRole('switch', { name: /remote/i }));
    await userEvent.click(screen.getByRole('radio', { name: 'Part time' }));
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({
      consent: true,
      remote: true,
      type: 'part',
    });
    expect(screen.queryByText('Please accept the terms')).not.toBeInTheDocument();
  });
});
