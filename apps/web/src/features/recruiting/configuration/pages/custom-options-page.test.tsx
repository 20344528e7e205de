import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomField } from '@atrium/shared/schemas/recruiting/custom-fields';
import type { JobSetupFlow } from '@atrium/shared/schemas/recruiting/job-setup-flow';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import CustomFieldsPage from './custom-fields-page';
import CustomOptionsPage from './custom-options-page';
import JobSetupFlowPage from './job-setup-flow-page';

beforeAll(() => connectRealApi());

async function renderAt(url: string) {
  const session = await signInByApi('admin@example.com');
  const store = makeStore();
  store.dispatch(signedIn(session));
  const router = renderRoutes(
    store,
    [
      { path: '/configuration/custom-options', element: <CustomOptionsPage /> },
      { path: '/configuration/custom-options/candidates', element: <CustomFieldsPage /> },
      { path: '/configuration/custom-options/referral-questions', element: <CustomFieldsPage /> },
      { path: '/configuration/custom-options/configure-job-setup', element: <JobSetupFlowPage /> },
    ],
    url,
  );
  return { router, session };
}

describe('Custom options', () => {
  it('leads from the hub to candidate fields, where a field is added', async () => {
    const { router, session } = await renderAt('/configuration/custom-options');
    for (const name of ['Custom application fields', 'Referral questions', 'Configure job setup flow'])
      expect(await screen.findByRole('link', { name: new RegExp(name) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Custom candidate fields/ }));
    expect(router.state.location.pathname).toBe('/configuration/custom-options/candidates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Custom candidate fields' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'New candidate field' }));
    const dialog = await screen.findByRole('dialog', { name: 'New candidate field' });
    const name = `Notice ${Date.now()}`;
    await userEvent.type(within(dialog).getByLabelText(/^field name/i), name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save field' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(screen.getByRole('list', { name: 'Custom candidate fields' })).findByText(name),
    ).toBeInTheDocument();
    const saved = (
      await api<CustomField[]>('GET', 'configuration/custom-fields/candidates', undefined, session.authToken)
    ).body.data!;
    expect(saved.some((field) => field.name === name)).toBe(true);
    const jobs = (
      await api<CustomField[]>('GET', 'configuration/custom-fields/jobs', undefined, session.authToken)
    ).body.data!;
    expect(jobs.some((field) => field.name === name)).toBe(false);
  });

  it('makes a setup step required, which puts it in the flow, and saves the flow', async () => {
    const { session } = await renderAt('/configuration/custom-options/configure-job-setup');
    const table = await screen.findByRole('table', { name: 'Job setup steps' });
    expect(within(table).getByRole('switch', { name: 'Job info in the flow' })).toBeDisabled();
    await userEvent.click(within(table).getByRole('switch', { name: 'Scorecard in the flow' }));
    expect(within(table).getByRole('switch', { name: 'Scorecard in the flow' })).not.toBeChecked();
    await userEvent.click(within(table).getByRole('switch', { name: 'Scorecard required' }));
    expect(within(table).getByRole('switch', { name: 'Scorecard in the flow' })).toBeChecked();
    await userEvent.click(within(table).getByRole('switch', { name: 'Notifications in the flow' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save flow' }));
    await waitFor(async () => {
      const flow = (await api<JobSetupFlow>('GET', 'job-setup-flow', undefined, session.authToken)).body
        .data!;
      expect(flow.steps.find((item) => item.step === 'scorecard')).toMatchObject({
        included: true,
        required: true,
      });
      expect(flow.steps.find((item) => item.step === 'notifications')?.included).toBe(false);
    });
  });
});
