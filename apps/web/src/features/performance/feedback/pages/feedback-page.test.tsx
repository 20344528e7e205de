import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi } from '../../../platform/auth/components/test-kit';
import { renderAs } from '../../../../test/render-as';
import FeedbackPage from './feedback-page';

beforeAll(() => connectRealApi());

const routes = [{ path: '/performance/feedback', element: <FeedbackPage /> }];
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** Types by pasting (the suite runs two files at a time beside one server). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Finds a colleague in a people picker by name and picks them. */
async function pickPerson(dialog: HTMLElement, label: string | RegExp, search: string, name: string) {
  await fill(within(dialog).getByRole('combobox', { name: label }), search);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(name) }, { timeout: 5000 }));
}

describe('feedback', () => {
  it('lets the report praise a colleague with a value, and the praise appears on the wall', async () => {
    const words = unique('Thanks for the calm cut-over');
    await renderAs('employee@example.com', routes, '/performance/feedback');
    const wall = await screen.findByRole('region', { name: 'Praise wall' });
    expect(within(wall).getAllByRole('article').length).toBeGreaterThan(5);

    await userEvent.click(await screen.findByRole('button', { name: 'Give feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Give feedback' });
    await pickPerson(dialog, /Who are you praising/, 'Priya', 'Priya Sharma');
    // The value is required while the company has values.
    await fill(within(dialog).getByRole('textbox', { name: /What did they do well/ }), words);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post praise' }));
    expect(await within(dialog).findByText('Choose one of the company values')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Better together' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post praise' }));
    expect(await screen.findByText('Praise posted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const posted = await within(wall).findByRole('article', {
      name: 'Praise from Ethan Brooks to Priya Sharma',
    });
    expect(within(posted).getByText(words)).toBeInTheDocument();
    expect(within(posted).getByText('Better together')).toBeInTheDocument();
    // A reaction is a toggle, pressed once given.
    await userEvent.click(within(posted).getByRole('button', { name: 'Add a reaction' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Celebrate/ }));
    expect(await within(posted).findByRole('button', { name: 'Celebrate: 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('lets the manager ask a colleague about her report, who answers, and shows her the answer', async () => {
    const question = unique('How did Ethan run the design review?');
    const answer = unique('Clear agenda, and he let everyone finish their point.');
    await renderAs('manager@example.com', routes, '/performance/feedback');
    await userEvent.click(await screen.findByRole('button', { name: 'Request feedback' }));
    let dialog = await screen.findByRole('dialog', { name: 'Request feedback' });
    await userEvent.click(await within(dialog).findByRole('combobox', { name: /About/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ethan Brooks' }));
    await pickPerson(dialog, /Whom to ask/, 'Hannah', 'Hannah Kowalski');
    await fill(within(dialog).getByRole('textbox', { name: /What would you like feedback on/ }), question);
    expect(within(dialog).getByRole('radio', { name: /Their managers only/ })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/Feedback requested/)).toBeInTheDocument();
    cleanup();

    await renderAs('hannah.kowalski@example.com', routes, '/performance/feedback?tab=requests');
    const asked = await screen.findByRole('region', { name: 'Requests asked of me' });
    const card = (
      await within(asked).findAllByRole('article', { name: 'Maya Lindqvist asks about Ethan Brooks' })
    ).find((article) => within(article).queryByText(`“${question}”`))!;
    await userEvent.click(within(card).getByRole('button', { name: 'Answer' }));
    dialog = await screen.findByRole('dialog', { name: 'Feedback about Ethan Brooks' });
    expect(within(dialog).getByText(/Ethan Brooks does not/)).toBeInTheDocument();
    await fill(within(dialog).getByRole('textbox', { name: /Your feedback/ }), answer);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Feedback sent to Maya Lindqvist')).toBeInTheDocument();
    cleanup();

    await renderAs('manager@example.com', routes, '/performance/feedback?tab=requests');
    await userEvent.click(await screen.findByRole('button', { name: 'I asked' }));
    const mine = await screen.findByRole('region', { name: 'Requests I made' });
    const made = (await within(mine).findAllByRole('article', { name: 'Feedback about Ethan Brooks' })).find(
      (article) => within(article).queryByText(`“${question}”`),
    )!;
    expect(within(made).getByText('Answered')).toBeInTheDocument();
    await userEvent.click(within(made).getByRole('button', { name: 'Read 1 answer' }));
    const answers = await screen.findByRole('dialog', { name: 'Answers' });
    expect(await within(answers).findByText(answer)).toBeInTheDocument();
  });

  it("shows a manager her team's feedback and HR everyone's, saying who reads what", async () => {
    await renderAs('manager@example.com', routes, '/performance/feedback?tab=team');
    const team = await screen.findByRole('region', { name: 'Feedback my team received' });
    expect(
      await within(team).findByText(/Ethan is ready for a bigger cross-team project/),
    ).toBeInTheDocument();
    // Private to Ethan: never in his manager's view.
    expect(within(team).queryByText(/answer before the question is finished/)).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Everyone' })).toBeNull();
    cleanup();

    await renderAs('hr.admin@example.com', routes, '/performance/feedback?tab=all');
    expect(await screen.findByText(/you read every kind of feedback here/)).toBeInTheDocument();
    const everyone = await screen.findByRole('region', { name: "Everyone's feedback" });
    await waitFor(() => expect(within(everyone).getAllByRole('article').length).toBeGreaterThan(3));
  });

  it('keeps private notes to their author', async () => {
    await renderAs('manager@example.com', routes, '/performance/feedback?tab=notes');
    const notes = await screen.findByRole('region', { name: 'Private notes' });
    expect(within(notes).getByRole('article', { name: 'Note about Ethan Brooks' })).toBeInTheDocument();
    expect(screen.getByText(/not they, their managers or HR can read them/)).toBeInTheDocument();
  });
});
