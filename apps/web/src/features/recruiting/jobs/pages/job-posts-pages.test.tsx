import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobApprovals } from '@atrium/shared/schemas/recruiting/approvals';
import type { Job } from '@atrium/shared/schemas/recruiting/jobs';
import type { JobPost } from '@atrium/shared/schemas/recruiting/job-posts';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import JobLayout from '../components/job-nav';
import JobPostPage from './job-post-page';
import JobPostsPage from './job-posts-page';

beforeAll(() => connectRealApi());

const ROUTES = [
  {
    path: '/jobs/:id',
    element: <JobLayout />,
    children: [
      { path: 'job-posts', element: <JobPostsPage /> },
      { path: 'job-post', element: <JobPostPage /> },
    ],
  },
];

/** A job opened the demo company's way: requested, then approved by HR. */
async function openJob(token: string, name: string) {
  const job = (await api<Job>('POST', 'jobs', { name, openings: [{}] }, token)).body.data!;
  const asked = await api<JobApprovals>('POST', `jobs/${job.id}/approvals`, undefined, token);
  const hr = await signInByApi('hr.admin@example.com');
  const decided = await api(
    'POST',
    `jobs/${job.id}/approvals/${asked.body.data!.current!.id}/decisions`,
    { decision: 'approved' },
    hr.authToken,
  );
  expect(decided.status).toBe(200);
  return job;
}

describe('Job posts', () => {
  it('creates a post with a select question (two options needed), lists it and takes it live', async () => {
    const session = await signInByApi('admin@example.com');
    const job = await openJob(session.authToken, `Posted Role ${Date.now()}`);
    const store = makeStore();
    store.dispatch(signedIn(session));
    const router = renderRoutes(store, ROUTES, `/jobs/${job.id}/job-posts`);

    expect(await screen.findByText('No job posts yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Create job post' }));
    const form = await screen.findByRole('form', { name: 'Job post' });
    expect(within(form).getByLabelText(/^post title/i)).toHaveValue(job.name);
    await userEvent.type(within(form).getByLabelText(/^location/i), 'Leeds');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a question' }));
    await userEvent.type(within(form).getByLabelText(/^question/i), 'Preferred office');
    await userEvent.click(within(form).getByLabelText('Answer type'));
    await userEvent.click(await screen.findByRole('option', { name: 'Single select' }));
    await userEvent.type(within(form).getByLabelText('Options, one per line'), 'Leeds');
    await userEvent.click(within(form).getByRole('button', { name: 'Create job post' }));
    expect(await within(form).findByText('A select question needs at least two options')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Options, one per line'), '{Enter}York');
    await userEvent.click(within(form).getByRole('button', { name: 'Create job post' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/jobs/${job.id}/job-posts`));
    const table = await screen.findByRole('table', { name: 'Job posts' });
    expect(within(table).getByText('Northwind Careers')).toBeInTheDocument();
    const posts = (await api<JobPost[]>('GET', `jobs/${job.id}/posts`, undefined, session.authToken)).body
      .data!;
    expect(posts[0]!.questions[0]).toMatchObject({
      label: 'Preferred office',
      type: 'single_select',
      options: ['Leeds', 'York'],
    });

    await userEvent.click(
      within(table).getByRole('switch', { name: `${job.name} on Northwind Careers is live` }),
    );
    await waitFor(() =>
      expect(
        within(table).getByRole('switch', { name: `${job.name} on Northwind Careers is live` }),
      ).toBeChecked(),
    );
    expect(within(table).getByRole('link', { name: `Open the public page of ${job.name}` })).toHaveAttribute(
      'href',
      `/job-boards/job-details?board-name=atrium-demo&job=${posts[0]!.id}`,
    );
  });
});
