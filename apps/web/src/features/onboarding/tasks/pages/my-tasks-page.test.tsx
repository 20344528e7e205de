import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import { createHire, daysFromToday, renderAs, unique } from '../../onboarding-test-kit';
import MyTasksPage from './my-tasks-page';

beforeAll(() => connectRealApi());

const routes = [{ path: '/onboarding/my-tasks', element: <MyTasksPage /> }];
const list = () => screen.findByRole('list', { name: 'Tasks' });
/** The item of a task of one hire (several hires have tasks of the same name). */
const itemOf = async (task: string, hireName: string) => {
  await waitFor(async () =>
    expect(
      within(await list())
        .queryAllByRole('listitem', { name: task })
        .some((item) => item.textContent?.includes(hireName)),
    ).toBe(true),
  );
  return within(await list())
    .getAllByRole('listitem', { name: task })
    .find((item) => item.textContent?.includes(hireName))!;
};
const LUNCH = 'Welcome lunch with the team';

describe('My tasks', () => {
  it('lists my tasks overdue first, completes one from the list, and shows it again among the done', async () => {
    // A hire who started three days ago, managed by Maya: her first-week tasks are overdue.
    const { authToken } = await signInByApi('admin@example.com');
    const maya = (await signInByApi('manager@example.com')).user;
    const last = unique('Noether');
    await createHire(authToken, {
      legalFirstName: 'Emmy',
      legalLastName: last,
      personalEmail: `emmy.${Date.now()}@example.net`,
      startDate: daysFromToday(-3),
      managerUserId: maya.id,
    });
    const hireName = `Emmy ${last}`;
    await renderAs('manager@example.com', routes, '/onboarding/my-tasks');

    const first = within(await list()).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Overdue');
    const lunch = await itemOf(LUNCH, hireName);
    expect(lunch).toHaveTextContent('Overdue');
    // Maya does not see the new hires list: the hire is named, not linked.
    expect(within(lunch).queryByRole('link', { name: hireName })).toBeNull();
    // Nor everyone's tasks, nor sending reminders.
    expect(screen.queryByRole('group', { name: 'Assignee' })).toBeNull();
    expect(within(lunch).queryByRole('button', { name: /^Send reminder/ })).toBeNull();

    await userEvent.click(within(lunch).getByRole('checkbox', { name: `Complete ${LUNCH}` }));
    await waitFor(async () =>
      expect(
        within(await list())
          .queryAllByRole('listitem', { name: LUNCH })
          .some((item) => item.textContent?.includes(hireName)),
      ).toBe(false),
    );

    await userEvent.click(screen.getByRole('switch', { name: 'Show done tasks' }));
    const done = await itemOf(LUNCH, hireName);
    expect(within(done).getByRole('checkbox', { name: `Reopen ${LUNCH}` })).toBeChecked();
    expect(done).toHaveTextContent('Done by Maya Lindqvist');
  });

  it('shows everyone’s tasks, or one person’s, to someone who may see them all, a page at a time', async () => {
    const { router } = await renderAs('admin@example.com', routes, '/onboarding/my-tasks');
    const assignee = await screen.findByRole('group', { name: 'Assignee' });
    await userEvent.click(within(assignee).getByRole('button', { name: 'Everyone' }));
    await waitFor(() => expect(router.state.location.search).toContain('assignee=all'));
    expect(
      await within(await list()).findAllByRole('listitem', { name: 'Prepare a laptop and accounts' }),
    ).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Showing 2 of/)).toBeInTheDocument();

    await userEvent.click(within(assignee).getByRole('button', { name: 'A person' }));
    expect(await screen.findByText('Choose a person')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: 'Person' }), 'Raj');
    await userEvent.click(await screen.findByRole('option', { name: 'Raj Kapoor' }));
    await waitFor(() => expect(router.state.location.search).toContain('assigneeName=Raj'));
    // The rows shown meanwhile stay under a progress bar until Raj's arrive.
    await waitFor(async () => {
      const items = within(await list()).getAllByRole('listitem');
      for (const item of items) expect(item).toHaveTextContent('Raj Kapoor');
    });
  });

  it('completes an upload task by handing in its document, then offers it for download', async () => {
    const { authToken } = await signInByApi('admin@example.com');
    const ethan = (await signInByApi('employee@example.com')).user;
    const last = unique('Franklin');
    const hire = await createHire(authToken, {
      legalFirstName: 'Rosalind',
      legalLastName: last,
      personalEmail: `rosalind.${Date.now()}@example.net`,
      startDate: daysFromToday(5),
    });
    const task = unique('Upload the signed NDA');
    const added = await api(
      'POST',
      `onboarding/new-hires/${hire.id}/tasks`,
      { name: task, kind: 'upload', assigneeRole: 'person', assigneeUserId: ethan.id, dueOffsetDays: -1 },
      authToken,
    );
    expect(added.status).toBe(201);
    await renderAs('employee@example.com', routes, '/onboarding/my-tasks');
    const item = await itemOf(task, `Rosalind ${last}`);
    // No tick for an upload task: the document completes it.
    expect(within(item).getByRole('checkbox', { name: `Complete ${task}` })).toBeDisabled();
    const pdf = new File(
      ['%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'],
      'nda.pdf',
      {
        type: 'application/pdf',
      },
    );
    await userEvent.upload(within(item).getByLabelText(`Document for ${task}`), pdf);
    expect(await screen.findByText('Document uploaded and task completed')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Show done tasks' }));
    const done = await itemOf(task, `Rosalind ${last}`);
    expect(within(done).getByRole('button', { name: 'Download document: nda.pdf' })).toBeInTheDocument();
  });

  it('sends a reminder of a colleague’s task to them', async () => {
    const { authToken } = await signInByApi('admin@example.com');
    const maya = (await signInByApi('manager@example.com')).user;
    const last = unique('Hamilton');
    await createHire(authToken, {
      legalFirstName: 'Margaret',
      legalLastName: last,
      personalEmail: `margaret.${Date.now()}@example.net`,
      startDate: daysFromToday(2),
      managerUserId: maya.id,
    });
    await renderAs(
      'admin@example.com',
      routes,
      `/onboarding/my-tasks?assignee=${maya.id}&assigneeName=${encodeURIComponent('Maya Lindqvist')}`,
    );
    const lunch = await itemOf(LUNCH, `Margaret ${last}`);
    await userEvent.click(within(lunch).getByRole('button', { name: `Send reminder about ${LUNCH}` }));
    expect(await screen.findByText('Reminder sent to Maya Lindqvist')).toBeInTheDocument();
  });
});
