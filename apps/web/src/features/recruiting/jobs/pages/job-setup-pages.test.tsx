import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '@atrium/shared/schemas/recruiting/jobs';
import type { Scorecard, StageTransition } from '@atrium/shared/schemas/recruiting/job-setup';
import type { JobTask } from '@atrium/shared/schemas/recruiting/job-tasks';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import JobFormsPage from './job-forms-page';
import ScorecardPage from './scorecard-page';
import JobReferralsPage from './job-referrals-page';
import JobTasksPage from './job-tasks-page';
import StageTransitionsPage from './stage-transitions-page';

beforeAll(() => connectRealApi());

const ROUTES = [
  { path: '/jobs/:id/scorecard', element: <ScorecardPage /> },
  { path: '/jobs/:id/forms', element: <JobFormsPage /> },
  { path: '/jobs/:id/stage-transitions', element: <StageTransitionsPage /> },
];

async function freshJob() {
  const session = await signInByApi('admin@example.com');
  const job = (
    await api<Job>('POST', 'jobs', { name: `Setup Role ${Date.now()}`, openings: [{}] }, session.authToken)
  ).body.data!;
  const render = (path: string) => {
    const store = makeStore();
    store.dispatch(signedIn(session));
    renderRoutes(store, ROUTES, `/jobs/${job.id}/${path}`);
  };
  return { job, token: session.authToken, render };
}

describe('job setup pages', () => {
  it('adds an attribute to the scorecard and saves it', async () => {
    const { job, token, render } = await freshJob();
    render('scorecard');
    const skills = await screen.findByRole('group', { name: 'Category Skills' });
    await userEvent.click(within(skills).getByRole('button', { name: 'Add attribute to Skills' }));
    await userEvent.type(within(skills).getByLabelText('Attribute'), 'System design');
    await userEvent.click(screen.getByRole('button', { name: 'Save scorecard' }));
    expect(await screen.findByText('Scorecard saved')).toBeInTheDocument();
    const card = (await api<Scorecard>('GET', `jobs/${job.id}/scorecard`, undefined, token)).body.data!;
    expect(card.categories[0]!.attributes.map((attribute) => attribute.name)).toEqual(['System design']);
  });

  it('writes a form, then a rule that sends it when candidates enter a stage', async () => {
    const { job, token, render } = await freshJob();
    render('forms');
    await userEvent.click(await screen.findByRole('button', { name: 'New form' }));
    const dialog = await screen.findByRole('dialog', { name: 'New form' });
    await userEvent.type(within(dialog).getByLabelText(/^form name/i), 'Right to work');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^question/i }), 'Do you need a visa?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save form' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New form' })).toBeNull());
    expect(await screen.findByText('Right to work')).toBeInTheDocument();
    document.body.innerHTML = '';

    render('stage-transitions');
    const phone = await screen.findByRole('region', { name: 'When a candidate enters Phone Interview' });
    await userEvent.click(within(phone).getByRole('button', { name: 'Add a rule for Phone Interview' }));
    await userEvent.click(within(phone).getByLabelText('Action'));
    await userEvent.click(await screen.findByRole('option', { name: 'Send a form' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save stage transitions' }));
    expect(await within(phone).findByText('Select a form')).toBeInTheDocument();
    await userEvent.click(within(phone).getByLabelText('Form'));
    await userEvent.click(await screen.findByRole('option', { name: 'Right to work' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save stage transitions' }));
    expect(await screen.findByText('Stage transitions saved')).toBeInTheDocument();
    const rules = (await api<StageTransition[]>('GET', `jobs/${job.id}/stage-transitions`, undefined, token))
      .body.data!;
    expect(rules).toEqual([
      expect.objectContaining({
        stageName: 'Phone Interview',
        action: 'send_form',
        formName: 'Right to work',
      }),
    ]);
  });
});

describe('JobTasksPage', () => {
  it('adds a task, marks it done and deletes it after asking', async () => {
    const { job, token } = await freshJob();
    const session = await signInByApi('admin@example.com');
    const store = makeStore();
    store.dispatch(signedIn(session));
    renderRoutes(store, [{ path: '/jobs/:id/tasks', element: <JobTasksPage /> }], `/jobs/${job.id}/tasks`);
    expect(await screen.findByText('No tasks yet')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New task' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add task' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^task/i), 'Book the panel');
    await userEvent.click(within(form).getByRole('button', { name: 'Add task' }));
    const list = await screen.findByRole('list', { name: 'Tasks' });
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Book the panel is done' }));
    await waitFor(() =>
      expect(within(list).getByRole('checkbox', { name: 'Book the panel is done' })).toBeChecked(),
    );
    const tasks = (await api<JobTask[]>('GET', `jobs/${job.id}/tasks`, undefined, token)).body.data!;
    expect(tasks[0]).toMatchObject({ title: 'Book the panel', doneAt: expect.any(String) });
    await userEvent.click(within(list).getByRole('button', { name: 'Delete task Book the panel' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete task' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('No tasks yet')).toBeInTheDocument();
  });
});

describe('JobReferralsPage', () => {
  it('refers someone after a missing name is refused, and lists them in Application Review', async () => {
    const { job } = await freshJob();
    const session = await signInByApi('admin@example.com');
    const store = makeStore();
    store.dispatch(signedIn(session));
    renderRoutes(
      store,
      [{ path: '/jobs/:id/referrals', element: <JobReferralsPage /> }],
      `/jobs/${job.id}/referrals`,
    );
    expect(await screen.findByText('No referrals yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a referral' }));
    const dialog = await screen.findByRole('dialog', { name: `Refer someone for ${job.name}` });
    await userEvent.type(within(dialog).getByLabelText(/^last name/i), 'Friend');
    await userEvent.type(within(dialog).getByLabelText(/^email/i), `friend.${Date.now()}@example.org`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add referral' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^first name/i), 'Frida');
    // The demo company's required referral question.
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /how long have you known them/i }),
      'Since university',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add referral' }));
    const list = await screen.findByRole('list', { name: 'Referrals' });
    expect(within(list).getByText('Frida Friend · Application Review')).toBeInTheDocument();
  });
});
