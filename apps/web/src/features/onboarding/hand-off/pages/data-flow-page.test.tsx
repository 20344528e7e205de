import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DATA_FLOW, type DataFlow } from '@atrium/shared/schemas/onboarding/data-flow';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import { renderAs } from '../../onboarding-test-kit';
import DataFlowPage from './data-flow-page';

beforeAll(() => connectRealApi());
// The demo lets everything flow; put it back for whoever reads it next.
afterAll(async () => {
  const { authToken } = await signInByApi('admin@example.com');
  await api('PUT', 'onboarding/settings/data-flow', DEFAULT_DATA_FLOW, authToken);
});

const routes = [{ path: '/onboarding/settings/data-flow', element: <DataFlowPage /> }];

describe('Data flow', () => {
  it('turns a fact off and saves it; Save waits for a change', async () => {
    const { token } = await renderAs('admin@example.com', routes, '/onboarding/settings/data-flow');
    const form = await screen.findByRole('form', { name: 'Data flow' });
    const phone = await within(form).findByRole('switch', { name: 'Phone number' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(phone).toBeChecked();
    expect(save).toBeDisabled();

    await userEvent.click(phone);
    await userEvent.click(within(form).getByRole('switch', { name: /custom fields/i }));
    await userEvent.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    const saved = (await api<DataFlow>('GET', 'onboarding/settings/data-flow', undefined, token)).body.data!;
    expect(saved).toEqual({ ...DEFAULT_DATA_FLOW, phone: false, offerCustomFields: false });

    await userEvent.click(within(form).getByRole('button', { name: 'Let everything flow' }));
    await waitFor(() => expect(within(form).getByRole('switch', { name: 'Phone number' })).toBeChecked());
    await userEvent.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    expect((await api<DataFlow>('GET', 'onboarding/settings/data-flow', undefined, token)).body.data).toEqual(
      DEFAULT_DATA_FLOW,
    );
  });

  it('is refused to someone without the setting', async () => {
    await renderAs('employee@example.com', routes, '/onboarding/settings/data-flow');
    expect(await screen.findByText("You don't have access to this setting")).toBeInTheDocument();
  });
});
