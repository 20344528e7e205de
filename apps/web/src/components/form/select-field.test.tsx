import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormSelectField } from './select-field';

const OFFICES = [
  { value: 'lon', label: 'London' },
  { value: 'man', label: 'Manchester' },
];
const schema = z.object({ office: z.string().min(1, 'This field is required') });

function Harness({ searchable = false }: { searchable?: boolean }) {
  const form = useForm({ defaultValues: { office: '' }, resolver: zodResolver(schema) });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <FormSelectField
        control={form.control}
        name="office"
        label="Office"
        options={OFFICES}
        required
        searchable={searchable}
      />
      <output>value:{form.watch('office')}</output>
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormSelectField', () => {
  it("shows 'Select Option' while empty, the asterisk, and the error below", async () => {
    render(<Harness />);
    expect(screen.getByRole('combobox', { name: /office/i })).toHaveTextContent('Select Option');
    expect(screen.getByText(/Office/, { selector: 'label' })).toHaveTextContent('Office *');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /office/i }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Manchester' }));
    expect(screen.getByRole('status')).toHaveTextContent('value:man');
    expect(screen.getByRole('combobox', { name: /office/i })).toHaveTextContent('Manchester');
  });

  it("narrows by typing when searchable, and says 'No option' when nothing matches", async () => {
    render(<Harness searchable />);
    const input = screen.getByRole('combobox', { name: /office/i });
    expect(input).toHaveAttribute('placeholder', 'Select Option');
    expect(input).toBeRequired();
    await userEvent.type(input, 'man');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Manchester']);
    await userEvent.click(screen.getByRole('option', { name: 'Manchester' }));
    expect(screen.getByRole('status')).toHaveTextContent('value:man');
    await userEvent.clear(input);
    await userEvent.type(input, 'Paris');
    expect(screen.getByText('No option')).toBeInTheDocument();
  });
});
