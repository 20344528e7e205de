import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { RICH_TEXT_ALLOW_LIST } from '@atrium/shared/rich-text/allow-list';
import { sanitizeRichText } from '@atrium/shared/rich-text/sanitize';
import { FormRichTextField } from './rich-text-field';

const PEOPLE = [
  { id: 'u1', display: 'Ada Lovelace' },
  { id: 'u2', display: 'Grace Hopper' },
];

/** The same markup with every element's attributes in name order (their order means nothing). */
function withSortedAttributes(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll('*').forEach((element) => {
    const attributes = [...element.attributes].map(({ name, value }) => [name, value] as const).sort();
    attributes.forEach(([name]) => element.removeAttribute(name));
    attributes.forEach(([name, value]) => element.setAttribute(name, value));
  });
  return template.innerHTML;
}

function Harness({ value = '' }: { value?: string }) {
  const form = useForm({ defaultValues: { notes: value } });
  const { isDirty } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(
        () => undefined,
        () => undefined,
      )}
    >
      <FormRichTextField control={form.control} name="notes" label="Notes" required mentions={PEOPLE} />
      <output>{form.watch('notes')}</output>
      <p>{isDirty ? 'dirty' : 'pristine'}</p>
      <button type="button" onClick={() => form.setError('notes', { message: 'notes are required' })}>
        Fail
      </button>
    </form>
  );
}

// jsdom does no layout; ProseMirror measures ranges to scroll the caret into view.
beforeAll(() => {
  const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= emptyRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  (Text.prototype as unknown as Range).getClientRects ??= emptyRects;
});

const editorBox = () => screen.findByRole('textbox', { name: /notes/i }, { timeout: 5000 });
const stored = () => screen.getByRole('status').textContent;

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, {
    clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : ''), types: ['text/plain'] },
  });
}

describe('FormRichTextField', () => {
  it('loads the editor with the placeholder, the asterisk and a capitalised error', async () => {
    render(<Harness />);
    const editor = await editorBox();
    expect(editor.querySelector('p')).toHaveAttribute('data-placeholder', 'Write something awesome...');
    expect(screen.getByText(/Notes/, { selector: 'label' })).toHaveTextContent('Notes *');
    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Text style' })).toHaveTextContent('Paragraph');
    await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByText('Notes are required')).toBeInTheDocument();
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveAccessibleDescription('Notes are required');
  });

  it('shows stored mentions as mentions, keeping the stored value untouched', async () => {
    render(<Harness value="<p>Ask @[Ada Lovelace](u1) and @[Hiring team]</p>" />);
    const editor = await editorBox();
    const mentions = editor.querySelectorAll('[data-type="mention"]');
    expect([...mentions].map((mention) => mention.textContent)).toEqual(['@Ada Lovelace', '@Hiring team']);
    expect(stored()).toBe('<p>Ask @[Ada Lovelace](u1) and @[Hiring team]</p>');
  });

  it('does not dirty the form by loading content, even content it would write differently', async () => {
    render(<Harness value="Plain note from the old system" />);
    expect(await editorBox()).toHaveTextContent('Plain note from the old system');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('pristine')).toBeInTheDocument();
    expect(stored()).toBe('Plain note from the old system');
  });

  it('offers people after "@" and stores the picked one as @[display](id)', async () => {
    render(<Harness />);
    const editor = await editorBox();
    await act(async () => {
      editor.focus();
      paste(editor, 'Thanks @gra');
    });
    const option = await screen.findByRole('option', { name: /Grace Hopper/ });
    expect(screen.queryByRole('option', { name: /Ada Lovelace/ })).not.toBeInTheDocument();
    fireEvent.keyDown(editor, { key: 'Enter' });
    await waitFor(() => expect(stored()).toContain('Thanks @[Grace Hopper](u2)'));
    expect(option).not.toBeInTheDocument();
  });

  it('applies paste rules: **bold** becomes bold and a pasted web address becomes a safe link', async () => {
    render(<Harness />);
    const editor = await editorBox();
    await act(async () => {
      editor.focus();
      paste(editor, 'Read **this** at https://atrium.example/jobs');
    });
    await waitFor(() => expect(stored()).toContain('<strong>this</strong>'));
    const link = editor.querySelector('a');
    expect(link).toHaveAttribute('href', 'https://atrium.example/jobs');
    expect(link).toHaveAttribute('rel', RICH_TEXT_ALLOW_LIST.link.rel);
    // What the editor makes is inside the shared allow-list: cleaning it changes nothing that matters.
    expect(withSortedAttributes(sanitizeRichText(stored()))).toBe(withSortedAttributes(stored()));
  });

  it('stores an emptied editor as an empty string, so "required" can catch it', async () => {
    render(<Harness value="<p>Draft</p>" />);
    const editor = await editorBox();
    await act(async () => editor.focus());
    fireEvent.keyDown(editor, { key: 'a', ctrlKey: true });
    fireEvent.keyDown(editor, { key: 'Backspace' });
    await waitFor(() => expect(stored()).toBe(''));
  });

  it('formats the selection from the toolbar and reflects it in the pressed state', async () => {
    render(<Harness value="<p>Draft</p>" />);
    const editor = await editorBox();
    await act(async () => editor.focus());
    fireEvent.keyDown(editor, { key: 'a', ctrlKey: true });
    await userEvent.click(screen.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(stored()).toBe('<p><strong>Draft</strong></p>'));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(stored()).toBe('<p>Draft</p>'));
  });
});
