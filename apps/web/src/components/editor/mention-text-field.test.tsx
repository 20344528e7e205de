import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormMentionTextField } from './mention-text-field';
import { activeMentionQuery, markupToShownText, shownTextToMarkup } from './mention-text';

const PEOPLE = [
  { id: 'u1', display: 'Ada Lovelace' },
  { id: 'u2', display: 'Ada' },
  { id: 'u3', display: 'Grace Hopper' },
];

function Harness({ value = '' }: { value?: string }) {
  const form = useForm({ defaultValues: { note: value } });
  return (
    <>
      <FormMentionTextField control={form.control} name="note" label="Note" mentions={PEOPLE} required />
      <output>{form.watch('note')}</output>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: /note/i });
const stored = () => screen.getByRole('status').textContent;

describe('mention text conversions', () => {
  it('shows markup as @names and turns known @names back into markup, longest name first', () => {
    expect(markupToShownText('Hi @[Ada Lovelace](u1) and @[Team]')).toBe('Hi @Ada Lovelace and @Team');
    expect(shownTextToMarkup('Hi @Ada Lovelace and @Ada', PEOPLE)).toBe(
      'Hi @[Ada Lovelace](u1) and @[Ada](u2)',
    );
    expect(shownTextToMarkup('mail me @home', PEOPLE)).toBe('mail me @home');
  });

  it('finds the @query before the caret only at the start of a word', () => {
    expect(activeMentionQuery('Thanks @gr', 10)).toEqual({ start: 7, query: 'gr' });
    expect(activeMentionQuery('mail@gr', 7)).toBeNull();
    expect(activeMentionQuery('@gr done', 8)).toBeNull();
  });
});

describe('FormMentionTextField', () => {
  it('has the "Note" placeholder and suggests people after "@", storing the pick as markup', async () => {
    render(<Harness />);
    expect(input()).toHaveAttribute('placeholder', 'Note');
    await userEvent.type(input(), 'Thanks @gr');
    expect(input()).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(input()).toHaveAttribute('aria-activedescendant', screen.getByRole('option').id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['GHGrace Hopper']);
    await userEvent.keyboard('{Enter}');
    expect(input()).toHaveValue('Thanks @Grace Hopper ');
    expect(stored()).toBe('Thanks @[Grace Hopper](u3) ');
    await userEvent.type(input(), 'and @ad{ArrowDown}{Enter}');
    expect(stored()).toBe('Thanks @[Grace Hopper](u3) and @[Ada](u2) ');
  });

  it('closes the list on Escape and keeps the typed text', async () => {
    render(<Harness value="Ping @[Ada Lovelace](u1)" />);
    expect(input()).toHaveValue('Ping @Ada Lovelace');
    await userEvent.type(input(), ' @x{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(stored()).toBe('Ping @[Ada Lovelace](u1) @x');
  });
});
