import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi } from '../../../platform/auth/components/test-kit';
import { renderAs } from '../../../../test/render-as';
import PersonProfilePage from '../../directory/pages/person-profile-page';
import UpdatePage from './update-page';
import UpdatesPage from './updates-page';

beforeAll(() => connectRealApi());

const routes = [
  { path: '/performance/updates', element: <UpdatesPage /> },
  { path: '/performance/updates/:id', element: <UpdatePage /> },
  { path: '/performance/directory/:id', element: <PersonProfilePage /> },
];
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

describe('Updates', () => {
  it('the report shares this week’s update; the manager comments and marks it reviewed', async () => {
    const done = unique('Shipped the export');
    const comment = unique('Great week');
    await renderAs('employee@example.com', routes, '/performance/updates');
    const mine = await screen.findByRole('region', { name: /^Your update for / });
    // Maya's own questions, and last week's open priorities carried over.
    expect(
      within(mine).getByRole('textbox', { name: 'What did you ship since your last update?' }),
    ).toBeInTheDocument();
    expect(within(mine).getAllByText('Carried over from your last update').length).toBeGreaterThan(0);
    // No sentiment yet: sharing asks for one and sends nothing.
    await userEvent.click(within(mine).getByRole('button', { name: 'Share with manager' }));
    expect(
      await within(mine).findByText('Choose how you feel about this period before sharing'),
    ).toBeInTheDocument();

    await userEvent.click(within(mine).getByRole('radio', { name: 'Good' }));
    // Pasted rather than typed: the suite runs two files at a time beside one server.
    await userEvent.click(within(mine).getByRole('textbox', { name: 'What did you get done?' }));
    await userEvent.paste(done);
    await userEvent.click(within(mine).getByRole('textbox', { name: 'Add a priority' }));
    await userEvent.paste('Plan the Q1 roadmap');
    await userEvent.click(within(mine).getByRole('button', { name: 'Add' }));
    await userEvent.click(within(mine).getByRole('button', { name: 'Share with manager' }));
    expect(await screen.findByText('Update shared')).toBeInTheDocument();
    expect(await within(mine).findByText(done)).toBeInTheDocument();
    expect(within(mine).getByText('Shared')).toBeInTheDocument();
    cleanup();

    await renderAs('manager@example.com', routes, '/performance/updates?view=team&direct=1');
    const team = await screen.findByRole('table', { name: "Your team's updates" });
    await userEvent.click(await within(team).findByRole('link', { name: "Ethan Brooks's update" }));
    expect(
      await screen.findByRole('heading', { level: 1, name: "Ethan Brooks's update" }),
    ).toBeInTheDocument();
    expect(screen.getByText(done)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sentiment 4 of 5: Good' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: 'Add a comment' }));
    await userEvent.paste(comment);
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(
      await within(await screen.findByRole('list', { name: 'Comments' })).findByText(comment),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark reviewed' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Mark this update reviewed?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Mark reviewed' }));
    expect(await screen.findByText('Marked as reviewed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark reviewed' })).toBeNull());
    expect(screen.getByText('Reviewed')).toBeInTheDocument();
    cleanup();

    // Ethan reads the comment on his own profile's update list and on the update.
    const ethan = await renderAs('employee@example.com', routes, '/performance/updates');
    cleanup();
    await renderAs('employee@example.com', routes, `/performance/directory/${ethan.user.id}`);
    const section = await screen.findByRole('region', { name: 'Updates' });
    const list = await within(section).findByRole('list', { name: 'Updates of Ethan Brooks' });
    await userEvent.click(within(list).getAllByRole('link')[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your update' })).toBeInTheDocument();
    expect(await screen.findByText(comment)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it("shows a manager their team's week with sentiment over time, and their own settings for the team", async () => {
    await renderAs('manager@example.com', routes, '/performance/updates?view=team');
    const team = await screen.findByRole('table', { name: "Your team's updates" });
    // The whole tree: her reports, each with a status for this week.
    expect(await within(team).findByText('Priya Sharma')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveTextContent('(current)');
    expect(await screen.findByRole('table', { name: 'Sentiment per period' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Team settings' }));
    const dialog = await screen.findByRole('dialog', { name: "Your team's updates" });
    expect(await within(dialog).findByRole('textbox', { name: /Questions/ })).toHaveValue(
      [
        'What did you ship since your last update?',
        'Where are you blocked, and who could unblock you?',
        'What is one thing I could do better as your manager?',
      ].join('\n'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Team settings saved')).toBeInTheDocument();
  });

  it("shows HR everyone's status for a period, never a draft", async () => {
    await renderAs('hr.admin@example.com', routes, '/performance/updates?view=all');
    const table = await screen.findByRole('table', { name: "Everyone's updates" });
    expect(
      await within(table).findByRole('row', { name: /^Daniel Whitaker VP Engineering/ }),
    ).toBeInTheDocument();
    // Last week: James missed his update.
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    const options = await screen.findAllByRole('option');
    await userEvent.click(options[1]!);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), "O'Connor{Enter}");
    const james = await within(table).findByRole('row', { name: /James O'Connor/ });
    expect(within(james).getByText('Missed')).toBeInTheDocument();
  });
});
