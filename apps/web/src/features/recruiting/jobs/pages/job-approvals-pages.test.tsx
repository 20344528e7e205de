import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '@atrium/shared/schemas/recruiting/jobs';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import JobLayout from '../components/job-nav';
import ApprovalFlowsPage from './approval-flows-page';
import JobApprovalsPage from './job-approvals-page';

beforeAll(() => connectRealApi());

const ROUTES = [
  {
    path: '/jobs/:id',
    element: <JobLayout />,
    children: [{ path: 'approvals', element: <JobApprovalsPage /> }],
  },
  { path: '/configuration/approvals', element: <ApprovalFlowsPage /> },
];

async function renderAs(email: string, url: string) {
  const session = await signInByApi(email);
  const store = makeStore();
  store.dispatch(signedIn(session));
  renderRoutes(store, ROUTES, url);
  return session;
}

describe('JobApprovalsPage', () => {
  it('lets the recruiter request approval and the approver approve, which opens the job', async () => {
    const admin = await signInByApi('admin@example.com');
    const job = (
      await api<Job>(
        'POST',
        'jobs',
        { name: `Needs Approval ${Date.now()}`, openings: [{}] },
        admin.authToken,
      )
    ).body.data!;
    await renderAs('admin@example.com', `/jobs/${job.id}/approvals`);
    const flow = await screen.findByRole('region', { name: 'Approval flow' });
    expect(within(flow).getByText(/Harriet Cole \(1 of 1 needed\)/)).toBeInTheDocument();
    expect(screen.getByText('No approval has been requested for this job yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Request approval' }));
    const round = await screen.findByRole('region', { name: 'Current request' });
    expect(within(round).getByText('Waiting for approval')).toBeInTheDocument();
    expect(within(round).getByText('Harriet Cole: no decision yet')).toBeInTheDocument();
    // The recruiter is not an approver: no decision buttons.
    expect(within(round).queryByRole('button', { name: 'Approve' })).toBeNull();
    document.body.innerHTML = '';

    await renderAs('hr.admin@example.com', `/jobs/${job.id}/approvals`);
    const asked = await screen.findByRole('region', { name: 'Current request' });
    await userEvent.click(within(asked).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Current request' })).getByText('Approved'),
      ).toBeInTheDocument(),
    );
    expect(await screen.findByText('Approved: the job is open.')).toBeInTheDocument();
    expect((await api<Job>('GET', `jobs/${job.id}`, undefined, admin.authToken)).body.data!.status).toBe(
      'open',
    );
  });

  it('asks for a note before rejecting', async () => {
    const admin = await signInByApi('admin@example.com');
    const job = (
      await api<Job>('POST', 'jobs', { name: `Rejected Role ${Date.now()}`, openings: [{}] }, admin.authToken)
    ).body.data!;
    expect((await api('POST', `jobs/${job.id}/approvals`, undefined, admin.authToken)).status).toBe(201);
    await renderAs('hr.admin@example.com', `/jobs/${job.id}/approvals`);
    const round = await screen.findByRole('region', { name: 'Current request' });
    await userEvent.click(within(round).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say why you reject it')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/why/i), 'No headcount this quarter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject the request' })).toBeNull());
    expect(await screen.findByText(/“No headcount this quarter”/)).toBeInTheDocument();
  });
});

describe('ApprovalFlowsPage', () => {
  it('shows both company flows and refuses to save a group without approvers', async () => {
    await renderAs('admin@example.com', '/configuration/approvals');
    const offers = await screen.findByRole('region', { name: 'Offer approvals' });
    expect(await within(offers).findByText('Harriet Cole')).toBeInTheDocument();
    await userEvent.click(within(offers).getByRole('button', { name: 'Add group' }));
    await userEvent.click(within(offers).getByRole('button', { name: 'Save flow' }));
    expect(await within(offers).findByText('Add at least one approver')).toBeInTheDocument();
  });
});
