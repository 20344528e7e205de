import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NewHireTask } from '@atrium/shared/schemas/onboarding/tasks';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import {
  chooseOption,
  createHire,
  daysFromToday,
  idNamed,
  pasteInto,
  renderAs,
  typeDate,
  unique,
} from '../../onboarding-test-kit';
import NewHirePage from './new-hire-page';

beforeAll(() => connectRealApi());

const routes = [{ path: '/onboarding/new-hires/:id', element: <NewHirePage /> }];

/** A hire of this test's own in Engineering, London, starting in 20 days, with their plan assembled. */
async function arrange() {
  const { authToken: token } = await signInByApi('admin@example.com');
  const last = unique('Curie');
  const hire = await createHire(token, {
    legalFirstName: 'Marie',
    legalLastName: last,
    personalEmail: `marie.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.net`,
    startDate: daysFromToday(20),
    departmentId: await idNamed(token, 'departments', 'Engineering'),
    locationId: await idNamed(token, 'locations', 'London HQ'),
  });
  return { hire, token, name: `Marie ${last}` };
}
const open = (id: string) => renderAs('admin@example.com', routes, `/onboarding/new-hires/${id}`);
const plan = () => screen.findByRole('region', { name: 'Onboarding plan' });
const tasksOf = async (id: string, token: string) =>
  (await api<NewHireTask[]>('GET', `onboarding/new-hires/${id}/tasks`, undefined, token)).body.data!;
const CONTRACT = 'Sign your contract and our policies';

describe('A new hire’s page', () => {
  it('shows their details and plan, completes and reopens a task, and invites them', async () => {
    const { hire, name } = await arrange();
    await open(hire.id);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(details).toHaveTextContent(hire.personalEmail);
    expect(details).toHaveTextContent('London HQ');

    const paperwork = await within(await plan()).findByRole('region', { name: 'Paperwork' });
    expect(within(paperwork).getByText(CONTRACT)).toBeInTheDocument();
    await userEvent.click(within(paperwork).getByRole('checkbox', { name: `Complete ${CONTRACT}` }));
    expect(await within(paperwork).findByRole('checkbox', { name: `Reopen ${CONTRACT}` })).toBeChecked();
    expect(await within(await plan()).findByText(`1 of ${hire.tasks.total} tasks done`)).toBeInTheDocument();
    await userEvent.click(within(paperwork).getByRole('checkbox', { name: `Reopen ${CONTRACT}` }));
    expect(
      await within(paperwork).findByRole('checkbox', { name: `Complete ${CONTRACT}` }),
    ).not.toBeChecked();

    // By assignee: the hire's own tasks wait for them; the IT tasks are Raj's.
    await userEvent.click(within(await plan()).getByRole('button', { name: 'By assignee' }));
    expect(within(await plan()).getByRole('region', { name: 'New hire' })).toHaveTextContent(CONTRACT);
    expect(within(await plan()).getByRole('region', { name: 'Raj Kapoor' })).toBeInTheDocument();

    // Only what the state allows, each asked first.
    expect(screen.queryByRole('button', { name: 'Mark complete' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Invite new hire' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByRole('button', { name: 'Mark complete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
    expect(screen.getByText('Onboarding', { selector: '.MuiChip-label' })).toBeInTheDocument();
  });

  it('asks whether a new start date moves the open tasks, and moves them', async () => {
    const { hire, token } = await arrange();
    const before = await tasksOf(hire.id, token);
    await open(hire.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit new hire' });

    // A bad phone number is refused under its field, with the contract's message.
    await pasteInto(within(dialog).getByRole('textbox', { name: 'Phone' }), 'call me');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a valid phone number')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Phone' }));

    await typeDate(within(dialog).getByRole('group', { name: /start date/i }), daysFromToday(27));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const question = await screen.findByRole('dialog', { name: 'Move the due dates too?' });
    expect(question).toHaveTextContent('7 days later');
    await userEvent.click(within(question).getByRole('button', { name: 'Move due dates' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const after = await tasksOf(hire.id, token);
    const moved = (date: string) => {
      const next = new Date(`${date}T12:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 7);
      return next.toISOString().slice(0, 10);
    };
    for (const task of before) {
      expect(after.find((item) => item.id === task.id)!.dueDate, task.name).toBe(moved(task.dueDate!));
    }
  });

  it('adds a task for this hire alone (a group gone meanwhile named under its field), edits and deletes it', async () => {
    const { hire, token } = await arrange();
    const groupName = unique('Pop-up group');
    const group = await api<{ id: string }>('POST', 'admin/groups', { name: groupName }, token);
    expect(group.status).toBe(201);
    await open(hire.id);
    await userEvent.click(await within(await plan()).findByRole('button', { name: 'Add task' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add task' });
    const taskName = unique('Order business cards');
    await pasteInto(within(dialog).getByRole('textbox', { name: /task name/i }), taskName);
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Assigned to' }), 'A group');
    await chooseOption(within(dialog).getByRole('combobox', { name: /^Group/ }), groupName);
    expect((await api('DELETE', `admin/groups/${group.body.data!.id}`, undefined, token)).status).toBe(200);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    expect(await within(dialog).findByText('Group not found')).toBeInTheDocument();

    await chooseOption(within(dialog).getByRole('combobox', { name: 'Assigned to' }), 'Manager');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const other = await within(await plan()).findByRole('region', { name: 'Other' });
    const item = within(other).getByRole('listitem', { name: taskName });
    expect(item).toHaveTextContent('Unassigned (Manager)');

    await userEvent.click(within(item).getByRole('button', { name: `Edit ${taskName}` }));
    const edit = await screen.findByRole('dialog', { name: 'Edit task' });
    await pasteInto(within(edit).getByRole('textbox', { name: /task name/i }), ' (200)');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    const renamed = `${taskName} (200)`;
    expect(await within(await plan()).findByRole('listitem', { name: renamed })).toBeInTheDocument();

    await userEvent.click(within(await plan()).getByRole('button', { name: `Delete ${renamed}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete task' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: renamed })).toBeNull());
  });

  it('cancels onboarding after asking; the plan can then no longer be worked on', async () => {
    const { hire } = await arrange();
    await open(hire.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel onboarding' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel onboarding' });
    expect(confirm).toHaveTextContent('cannot be undone');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel onboarding' }));
    expect(await screen.findByText('Cancelled', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel onboarding' })).toBeNull();
    const paperwork = await within(await plan()).findByRole('region', { name: 'Paperwork' });
    expect(within(paperwork).getByRole('checkbox', { name: `Complete ${CONTRACT}` })).toBeDisabled();
    expect(within(await plan()).queryByRole('button', { name: 'Add task' })).toBeNull();
  });

  it('sends a reminder of an open task to whoever it is assigned to, and says why one cannot go', async () => {
    const { hire, token } = await arrange();
    const task = (await tasksOf(hire.id, token)).find(
      (item) => item.status === 'open' && item.assignee !== null && item.assignee.name !== 'Amelia Hart',
    )!;
    const button = `Send reminder about ${task.name}`;
    await open(hire.id);
    await userEvent.click(await within(await plan()).findByRole('button', { name: button }));
    expect(await screen.findByText(`Reminder sent to ${task.assignee!.name}`)).toBeInTheDocument();
    // No reminder of a task nobody holds yet (the hire's own, or a role not filled).
    for (const unassigned of (await tasksOf(hire.id, token)).filter(
      (item) => !item.assignee && !item.assigneeGroup,
    ))
      expect(
        within(await plan()).queryByRole('button', { name: `Send reminder about ${unassigned.name}` }),
      ).toBeNull();

    // Done meanwhile: the server's reason, and the plan catches up.
    expect((await api('POST', `onboarding/tasks/${task.id}/complete`, undefined, token)).status).toBe(200);
    await userEvent.click(within(await plan()).getByRole('button', { name: button }));
    expect(await screen.findByText('This task is already done')).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await plan()).queryByRole('button', { name: button })).toBeNull(),
    );
  });

  it('offers no reminders to someone who may not send them', async () => {
    const { hire } = await arrange();
    await renderAs('admin@example.com', routes, `/onboarding/new-hires/${hire.id}`, {
      isWithheld: (permission) => permission === 'onb.module.tasks.reminder.send',
    });
    await within(await plan()).findByRole('region', { name: 'Paperwork' });
    expect(within(await plan()).queryAllByRole('button', { name: /^Send reminder/ })).toEqual([]);
  });
});
