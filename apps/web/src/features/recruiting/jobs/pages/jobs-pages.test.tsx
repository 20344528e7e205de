import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  HiringTeam,
  Job,
  JobList,
  JobNotifications,
  TeamCandidate,
} from '@atrium/shared/schemas/recruiting/jobs';
import type { JobKickoff } from '@atrium/shared/schemas/recruiting/job-kickoff';
import type { JobApprovals } from '@atrium/shared/schemas/recruiting/approvals';
import { makeStore } from '../../../../app/store';
import { api as rtkApi } from '../../../../lib/api';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import CreateJobPage from './create-job-page';
import ExistingJobsPage from './existing-jobs-page';
import HiringTeamPage from './hiring-team-page';
import JobActivityPage from './job-activity-page';
import JobKickoffPage from './job-kickoff-page';
import JobNotificationsPage from './job-notifications-page';
import JobTypesPage from './job-types-page';
import JobDetailsPage from './job-details-page';
import JobsPage from './jobs-page';

beforeAll(() => connectRealApi());

const ROUTES = [
  { path: '/jobs', element: <JobsPage /> },
  { path: '/jobs/:id', element: <JobDetailsPage /> },
  { path: '/create-job', element: <CreateJobPage /> },
  { path: '/existing-jobs', element: <ExistingJobsPage /> },
  { path: '/jobs/:id/hiring-team', element: <HiringTeamPage /> },
  { path: '/jobs/:id/activity-feed', element: <JobActivityPage /> },
  { path: '/jobs/:id/jobkickoff', element: <JobKickoffPage /> },
  { path: '/jobs/:id/notifications', element: <JobNotificationsPage /> },
  { path: '/job-types', element: <JobTypesPage /> },
];

async function renderAt(url: string, email = 'admin@example.com') {
  const session = await signInByApi(email);
  const store = makeStore();
  store.dispatch(signedIn(session));
  return { router: renderRoutes(store, ROUTES, url), token: session.authToken, store };
}

const table = () => screen.getByRole('table', { name: 'Jobs' });
const rowOf = async (name: string) => (await within(table()).findByRole('link', { name })).closest('tr')!;

describe('JobsPage', () => {
  it('lists the jobs with a count per status, and a status tab narrows the list', async () => {
    // One page holds every job: other test files add jobs to the shared demo company meanwhile.
    const { token } = await renderAt('/jobs?limit=100');
    expect(document.title).toBe('Jobs | Atrium');
    const counts = (await api<JobList>('GET', 'jobs', undefined, token)).body.data!.counts;
    expect(await screen.findByRole('tab', { name: `Open (${counts.open})` })).toBeInTheDocument();
    const row = await rowOf('Senior Backend Engineer');
    expect(within(row).getByText('ENG-101')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();

    // Those jobs are drafts, so the draft count may move.
    await userEvent.click(screen.getByRole('tab', { name: /^Draft \(\d+\)$/ }));
    await waitFor(() =>
      expect(within(table()).queryByRole('link', { name: 'Senior Backend Engineer' })).toBeNull(),
    );
    expect(await within(table()).findByRole('link', { name: 'Product Designer' })).toBeInTheDocument();
  });

  it('searches by requisition ID, and follows a job from its row', async () => {
    await renderAt('/jobs');
    await userEvent.type(screen.getByPlaceholderText('Search by job name or requisition ID'), 'DAT-201');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2), { timeout: 5000 });
    const row = await rowOf('Data Engineer');
    const star = within(row).getByRole('button', { name: /follow data engineer/i });
    const wasFollowing = star.getAttribute('aria-pressed') === 'true';
    await userEvent.click(star);
    await waitFor(() =>
      expect(
        within(row).getByRole('button', { name: /data engineer/i, pressed: !wasFollowing }),
      ).toBeInTheDocument(),
    );
    // Leave it as it was for the next run against the same demo data.
    await userEvent.click(
      within(row).getByRole('button', { name: /data engineer/i, pressed: !wasFollowing }),
    );
    await waitFor(() =>
      expect(
        within(row).getByRole('button', { name: /data engineer/i, pressed: wasFollowing }),
      ).toBeInTheDocument(),
    );
  });
});

describe('creating, opening and closing a job', () => {
  it('checks the form with the shared schema, creates a draft and lands on it, has it approved, then closes it', async () => {
    const { router, token, store } = await renderAt('/create-job?blank_job');
    const form = await screen.findByRole('form', { name: 'Job info' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create job' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();

    const name = `Platform Engineer ${Date.now()}`;
    await userEvent.type(within(form).getByLabelText(/^job name/i), name);
    await userEvent.type(within(form).getByLabelText(/^from/i), '90000');
    await userEvent.type(within(form).getByLabelText(/^to$/i), '70000');
    await userEvent.click(within(form).getByRole('button', { name: 'Create job' }));
    expect(
      await within(form).findByText('The lowest salary cannot be above the highest'),
    ).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/^to$/i));
    await userEvent.type(within(form).getByLabelText(/^to$/i), '110000');
    await userEvent.click(within(form).getByRole('button', { name: 'Add opening' }));
    await userEvent.type(within(form).getByLabelText('Opening 2 ID'), 'PLT-2');
    await userEvent.click(within(form).getByRole('button', { name: 'Create job' }));

    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/jobs\/[0-9a-f-]{36}$/);
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('£90,000 – £110,000 a year')).toBeInTheDocument();
    expect(screen.getByText('PLT-2')).toBeInTheDocument();

    // The demo company's jobs open once HR approves.
    await userEvent.click(screen.getByRole('button', { name: 'Request approval' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Request approval' })).getByRole('button', {
        name: 'Request approval',
      }),
    );
    expect(await screen.findByText('Approval requested', { selector: '.MuiChip-label' })).toBeInTheDocument();
    const jobId = router.state.location.pathname.split('/').pop()!;
    const round = (await api<JobApprovals>('GET', `jobs/${jobId}/approvals`, undefined, token)).body.data!
      .current!;
    const hr = await signInByApi('hr.admin@example.com');
    const approved = await api(
      'POST',
      `jobs/${jobId}/approvals/${round.id}/decisions`,
      { decision: 'approved' },
      hr.authToken,
    );
    expect(approved.status).toBe(200);
    // Decided elsewhere: the page hears of it when its cached job is dropped.
    store.dispatch(rtkApi.util.invalidateTags([{ type: 'Jobs' as never, id: jobId }]));

    await userEvent.click(await screen.findByRole('button', { name: 'Close job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close job' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close job' }));
    expect(await within(dialog).findByText('Select a close reason')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText(/close reason/i));
    await userEvent.click(await screen.findByRole('option', { name: 'Budget withdrawn' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close job' }));
    expect(await screen.findByText('Job closed successfully!')).toBeInTheDocument();

    const id = router.state.location.pathname.split('/').pop()!;
    const saved = (await api<Job>('GET', `jobs/${id}`, undefined, token)).body.data!;
    expect(saved).toMatchObject({
      status: 'closed',
      closeReason: { name: 'Budget withdrawn' },
      openOpenings: 0,
    });
    expect(saved.openings.map((opening) => opening.openingId)).toEqual([null, 'PLT-2']);
  });
});

describe('copying an existing job', () => {
  it('picks a job, names the copy and lands on the new draft', async () => {
    const { router } = await renderAt('/existing-jobs');
    await userEvent.type(screen.getByPlaceholderText('Search by job name or requisition ID'), 'ENG-102');
    const table = await screen.findByRole('table', { name: 'Jobs to copy' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2), { timeout: 5000 });
    await userEvent.click(within(table).getByRole('button', { name: 'Copy Frontend Engineer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy job' });
    const name = within(dialog).getByLabelText(/^name of the new job/i);
    expect(name).toHaveValue('Frontend Engineer (copy)');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create copy' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    const copyName = `Frontend Engineer ${Date.now()}`;
    await userEvent.type(name, copyName);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create copy' }));

    expect(await screen.findByRole('heading', { level: 1, name: copyName })).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/jobs\/[0-9a-f-]{36}$/);
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('£60,000 – £78,000 a year')).toBeInTheDocument();
  });
});

describe('the hiring team', () => {
  it('adds people in roles, marks the responsible recruiter, refuses a role held twice, and saves', async () => {
    const session = await signInByApi('admin@example.com');
    const created = await api<Job>(
      'POST',
      'jobs',
      { name: `Team test ${Date.now()}`, openings: [{}] },
      session.authToken,
    );
    const jobId = created.body.data!.id;
    await renderAt(`/jobs/${jobId}/hiring-team`);
    const form = await screen.findByRole('form', { name: 'Add to the team' });
    const pick = async (text: string, option: RegExp, role: string) => {
      await userEvent.type(within(form).getByLabelText(/^person/i), text);
      await userEvent.click(await screen.findByRole('option', { name: option }, { timeout: 5000 }));
      await userEvent.click(within(form).getByLabelText(/^role/i));
      await userEvent.click(await screen.findByRole('option', { name: role }));
      await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    };
    await pick('Ethan', /Ethan Brooks/, 'Interviewer');
    await pick('Sofia', /Sofia Reyes/, 'Recruiter');
    await pick('Sofia', /Sofia Reyes/, 'Recruiter');
    expect(
      await within(form).findByText('This person already has this role on the team'),
    ).toBeInTheDocument();

    const recruiters = screen.getByRole('list', { name: 'Recruiters' });
    await userEvent.click(
      within(recruiters).getByRole('radio', { name: 'Sofia Reyes is the responsible recruiter' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save team' }));
    expect(await screen.findByText('Hiring team updated successfully!')).toBeInTheDocument();

    const saved = (await api<HiringTeam>('GET', `jobs/${jobId}/hiring-team`, undefined, session.authToken))
      .body.data!;
    expect(saved.members.map(({ name, role, responsible }) => [name, role, responsible])).toEqual([
      ['Ethan Brooks', 'interviewer', false],
      ['Sofia Reyes', 'recruiter', true],
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save team' })).toBeDisabled());
  });
});

describe('the activity feed', () => {
  it('tells who changed what and when, newest first', async () => {
    const session = await signInByApi('admin@example.com');
    const name = `Feed test ${Date.now()}`;
    const created = await api<Job>('POST', 'jobs', { name, openings: [{}] }, session.authToken);
    const jobId = created.body.data!.id;
    await api(
      'PUT',
      `jobs/${jobId}`,
      { name: `${name} (renamed)`, requisitionId: 'FEED-1', openings: [{}] },
      session.authToken,
    );
    await renderAt(`/jobs/${jobId}/activity-feed`);
    const feed = await screen.findByRole('list', { name: 'Activity' });
    await waitFor(() => expect(within(feed).getAllByRole('listitem')).toHaveLength(2));
    const [edited, created_] = within(feed).getAllByRole('listitem');
    expect(edited).toHaveTextContent('Amelia Hart edited the job info');
    expect(edited).toHaveTextContent('changed name, requisition ID');
    expect(created_).toHaveTextContent('Amelia Hart created the job');
  });
});

describe('the kickoff', () => {
  it('shows a role that may only read it every section, safely rendered', async () => {
    const session = await signInByApi('admin@example.com');
    const created = await api<Job>(
      'POST',
      'jobs',
      { name: `Kickoff test ${Date.now()}`, openings: [{}] },
      session.authToken,
    );
    const jobId = created.body.data!.id;
    await api(
      'PUT',
      `jobs/${jobId}/kickoff`,
      {
        responsibilities: '<p>Own billing<img src=x onerror="window.hacked=1"></p>',
        sellingPoints: '<ul><li>Four-day week</li></ul>',
      },
      session.authToken,
    );
    await renderAt(`/jobs/${jobId}/jobkickoff`, 'support@example.com');
    expect(await screen.findByText('Own billing')).toBeInTheDocument();
    expect(screen.getByText('Four-day week')).toBeInTheDocument();
    expect(screen.getAllByText('Not written yet.')).toHaveLength(2);
    expect(screen.getByText(/last saved .* by Amelia Hart/)).toBeInTheDocument();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save kickoff' })).toBeNull();
  });
});

describe('job notifications', () => {
  it('picks who hears of new applicants from the hiring team, and how long a candidate may wait', async () => {
    const session = await signInByApi('admin@example.com');
    const token = session.authToken;
    const created = await api<Job>(
      'POST',
      'jobs',
      { name: `Notify test ${Date.now()}`, openings: [{}] },
      token,
    );
    const jobId = created.body.data!.id;
    const [ethan] = (await api<TeamCandidate[]>('GET', 'jobs/team-candidates?search=ethan', undefined, token))
      .body.data!;
    await api(
      'PUT',
      `jobs/${jobId}/hiring-team`,
      { members: [{ userId: ethan!._id, role: 'interviewer' }] },
      token,
    );
    await renderAt(`/jobs/${jobId}/notifications`);
    const form = await screen.findByRole('form', { name: 'Notifications' });
    await userEvent.click(within(form).getByRole('combobox', { name: /^New applicants/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ethan Brooks' }));
    await userEvent.keyboard('{Escape}');
    const days = within(form).getByLabelText(/^days in one stage/i);
    await userEvent.clear(days);
    await userEvent.type(days, '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Save notifications' }));
    expect(await screen.findByText('Notifications saved successfully!')).toBeInTheDocument();
    const saved = (await api<JobNotifications>('GET', `jobs/${jobId}/notifications`, undefined, token)).body
      .data!;
    expect(saved).toMatchObject({
      newApplicants: [{ id: ethan!._id, name: 'Ethan Brooks' }],
      stuckAfterDays: 10,
    });
  });
});

describe('starting from a sample job', () => {
  it('picks a sample by job type, creates the job filled in from it, with its kickoff', async () => {
    const { router, token } = await renderAt('/job-types');
    const sales = await screen.findByRole('region', { name: 'Sales' });
    await userEvent.click(within(sales).getByRole('link', { name: /Account Executive/ }));
    expect(router.state.location.search).toBe('?sample_job=account-executive');
    const form = await screen.findByRole('form', { name: 'Job info' });
    expect(screen.getByText(/Starting from the sample “Account Executive”/)).toBeInTheDocument();
    const name = within(form).getByLabelText(/^job name/i);
    expect(name).toHaveValue('Account Executive');
    await userEvent.clear(name);
    const mine = `Account Executive, Nordics ${Date.now()}`;
    await userEvent.type(name, mine);
    await userEvent.click(within(form).getByRole('button', { name: 'Create job' }));
    expect(await screen.findByRole('heading', { level: 1, name: mine })).toBeInTheDocument();
    const id = router.state.location.pathname.split('/').pop()!;
    const kickoff = (await api<JobKickoff>('GET', `jobs/${id}/kickoff`, undefined, token)).body.data!;
    expect(kickoff.responsibilities).toContain('Run the sales cycle from first call to signature');
    const job = (await api<Job>('GET', `jobs/${id}`, undefined, token)).body.data!;
    expect(job.employmentType).toBe('full_time');
  });
});
