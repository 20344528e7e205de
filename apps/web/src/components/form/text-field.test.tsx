import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormTextField } from './text-field';

const schema = z.object({ title: z.string().min(1, 'This field is required') });

function Harness() {
  const form = useForm({ defaultValues: { title: '' }, resolver: zodResolver(schema) });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <FormTextField control={form.control} name="title" label="Job title" required helperText="As posted" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormTextField', () => {
  it('marks a required field with an asterisk and shows its error below in place of the helper text', async () => {
    render(<Harness />);
    expect(screen.getByText(/Job title/, { selector: 'label' })).toHaveTextContent('Job title *');
    expect(screen.getByText('As posted')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByRole('textbox', { name: /job title/i });
    expect(input).toHaveAccessibleDescription('This field is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('As posted')).not.toBeInTheDocument();
    await userEvent.type(input, 'Designer');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  });
});
