import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { normaliseLinkAddress } from './link-button';
import RichTextEditor from './rich-text-editor';

beforeAll(() => {
  // jsdom does no layout; ProseMirror measures ranges to scroll the caret into view.
  const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= emptyRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});
afterEach(() => vi.restoreAllMocks());

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="label">Feedback</span>
      <RichTextEditor value={value} onChange={setValue} labelledBy="label" />
      <output>{value}</output>
    </>
  );
}

const stored = () => screen.getByRole('status').textContent;
const paste = (target: HTMLElement, text: string) =>
  fireEvent.paste(target, {
    clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : ''), types: ['text/plain'] },
  });

describe('RichTextEditor', () => {
  it('offers paragraph and headings 1 to 6, and turns the line into the chosen one', async () => {
    render(<Harness initial="<p>Summary</p>" />);
    const editor = screen.getByRole('textbox', { name: 'Feedback' });
    await act(async () => editor.focus());
    await userEvent.click(screen.getByRole('combobox', { name: 'Text style' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Paragraph',
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Heading 5',
      'Heading 6',
    ]);
    await userEvent.click(options[6]!);
    await waitFor(() => expect(stored()).toBe('<h6>Summary</h6>'));
  });

  it('groups edits made within 500 ms into one undo step, and keeps later ones apart', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    render(<Harness />);
    const editor = screen.getByRole('textbox', { name: 'Feedback' });
    await act(async () => editor.focus());
    await act(async () => paste(editor, 'Strong'));
    now += 200;
    await act(async () => paste(editor, ' hire'));
    now += 700;
    await act(async () => paste(editor, ', no doubt'));
    expect(stored()).toBe('<p>Strong hire, no doubt</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(stored()).toBe('<p>Strong hire</p>'));
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(stored()).toBe(''));
    await userEvent.click(screen.getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect(stored()).toBe('<p>Strong hire</p>'));
  });

  it('links the selected text to a checked address from the link button', async () => {
    render(<Harness initial="<p>Portfolio</p>" />);
    const editor = screen.getByRole('textbox', { name: 'Feedback' });
    await act(async () => editor.focus());
    fireEvent.keyDown(editor, { key: 'a', ctrlKey: true });
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit link' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Link address' }),
      'javascript:alert(1)',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByText('Enter a web or email address')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Link address' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Link address' }), 'ada.example/work');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(stored()).toContain('href="https://ada.example/work"'));
    expect(stored()).toContain('>Portfolio</a>');
  });
});

describe('normaliseLinkAddress', () => {
  it.each([
    ['https://atrium.example', 'https://atrium.example'],
    ['atrium.example/jobs', 'https://atrium.example/jobs'],
    ['mailto:hr@atrium.example', 'mailto:hr@atrium.example'],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>', null],
    ['   ', null],
  ])('%j -> %j', (input, expected) => expect(normaliseLinkAddress(input)).toBe(expected));
});
