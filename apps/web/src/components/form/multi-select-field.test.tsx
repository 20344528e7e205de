import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormMultiSelectField } from './multi-select-field';

const OPTIONS = [
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'French' },
  { value: 'de', label: 'German' },
];

let latest: string[] = [];
function Harness({ initial }: { initial: string[] }) {
  const { control, watch } = useForm<{ languages: string[] }>({ defaultValues: { languages: initial } });
  latest = watch('languages');
  return <FormMultiSelectField control={control} name="languages" label="Languages" options={OPTIONS} />;
}

describe('FormMultiSelectField', () => {
  it('shows the stored values as chips, adds picks in list order and removes a chip', async () => {
    render(<Harness initial={['fr']} />);
    expect(screen.getByRole('button', { name: 'French' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Languages' }));
    await userEvent.click(await screen.findByRole('option', { name: 'English' }));
    expect(latest).toEqual(['en', 'fr']);
    await userEvent.keyboard('{Escape}');
    const chip = screen.getByRole('button', { name: 'French' });
    await userEvent.click(within(chip).getByTestId('CancelIcon'));
    expect(latest).toEqual(['en']);
  });

  it('narrows the list as you type and says so when nothing matches', async () => {
    render(<Harness initial={[]} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Languages' }), 'ger');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['German']);
    await userEvent.type(screen.getByRole('combobox', { name: 'Languages' }), 'x');
    expect(await screen.findByText('No option')).toBeInTheDocument();
  });
});
