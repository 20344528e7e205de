import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { JobApplication, JobPipeline } from '@atrium/shared/schemas/recruiting/applications';
import type { JobList } from '@atrium/shared/schemas/recruiting/jobs';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import JobLayout from '../components/job-nav';
import JobDashboardPage from './job-dashboard-page';
import JobPipelinePage from './job-pipeline-page';

beforeAll(() => connectRealApi());

const ROUTES = [
  {
    path: '/jobs/:id',
    element: <JobLayout />,
    children: [
      { path: 'pipeline', element: <JobPipelinePage /> },
      { path: 'job-dashboard', element: <JobDashboardPage /> },
    ],
  },
];

/** An open demo job with at least two active applicants, as the API tells it. */
async function busyJob(token: string) {
  const jobs = (await api<JobList>('GET', 'jobs?status=open&limit=50', undefined, token)).body.data!.items;
  for (const job of jobs) {
    const pipeline = (await api<JobPipeline>('GET', `jobs/${job.id}/pipeline`, undefined, token)).body.data!;
    if (pipeline.totals.active >= 2) return { job, pipeline };
  }
  throw new Error('no demo job with two applicants');
}

async function renderAt(path: (id: string) => string) {
  const session = await signInByApi('admin@example.com');
  const { job, pipeline } = await busyJob(session.authToken);
  const store = makeStore();
  store.dispatch(signedIn(session));
  renderRoutes(store, ROUTES, path(job.id));
  return { job, pipeline, token: session.authToken };
}

describe('JobPipelinePage', () => {
  it('shows each stage with its count, lists the applicants, and a stage narrows the list', async () => {
    const { job, pipeline, token } = await renderAt((id) => `/jobs/${id}/pipeline`);
    expect(await screen.findByRole('heading', { name: 'Pipeline' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Pipeline: ${job.name} | Atrium`));
    const stage = pipeline.stages.find((item) => item.active > 0)!;
    const bar = await screen.findByRole('button', {
      name: new RegExp(`^${stage.name}: ${stage.active} active`),
    });
    const all = (await api<Paged<JobApplication>>('GET', `jobs/${job.id}/applications`, undefined, token))
      .body.data!;
    const table = await screen.findByRole('table', { name: 'Candidates' });
    const first = all.items[0]!;
    // Each applicant's name leads to the candidate's page.
    expect(
      await within(table).findByRole('link', { name: `${first.firstName} ${first.lastName}` }),
    ).toHaveAttribute('href', `/candidates/${first.candidateId}`);

    await userEvent.click(bar);
    expect(bar).toHaveAttribute('aria-pressed', 'true');
    const narrowed = await screen.findByRole('table', { name: `Candidates in ${stage.name}` });
    // The stage's bar counts its active applications; its list shows the rejected ones too, a page at a time.
    const inStage = (
      await api<Paged<JobApplication>>(
        'GET',
        `jobs/${job.id}/applications?stageId=${stage.id}`,
        undefined,
        token,
      )
    ).body.data!;
    expect(inStage.total).toBeGreaterThanOrEqual(stage.active);
    await waitFor(() => expect(within(narrowed).getAllByRole('row')).toHaveLength(inStage.items.length + 1));
    // The job's navigation marks where we are.
    expect(screen.getByRole('link', { name: 'Pipeline' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('JobDashboardPage', () => {
  it('sums the job up: active candidates, openings, days open and the newest applicants', async () => {
    const { pipeline } = await renderAt((id) => `/jobs/${id}/job-dashboard`);
    const figure = await screen.findByText('Active candidates');
    await waitFor(() =>
      expect(figure.parentElement).toHaveTextContent(`Active candidates${pipeline.totals.active}`),
    );
    expect(screen.getByText('Days open')).toBeInTheDocument();
    const newest = await screen.findByRole('list', { name: 'Newest applicants' });
    await waitFor(() => expect(within(newest).getAllByRole('listitem').length).toBeGreaterThan(0));
    expect(screen.getByRole('link', { name: 'Open pipeline' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/pipeline$/),
    );
  });
});
