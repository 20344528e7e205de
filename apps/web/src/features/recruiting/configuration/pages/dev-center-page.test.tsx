import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import DevCenterPage from './dev-center-page';

beforeAll(() => connectRealApi());

describe('DevCenterPage', () => {
  it('creates a key shown once, lists it by its prefix, and revokes it after asking', async () => {
    const session = await signInByApi('admin@example.com');
    const store = makeStore();
    store.dispatch(signedIn(session));
    renderRoutes(
      store,
      [{ path: '/configuration/dev-center/configure-your-job-boards', element: <DevCenterPage /> }],
      '/configuration/dev-center/configure-your-job-boards',
    );
    const form = await screen.findByRole('form', { name: 'New API key' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create API key' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    const name = `Website ${Date.now()}`;
    await userEvent.type(within(form).getByLabelText(/^key name/i), name);
    await userEvent.click(within(form).getByRole('button', { name: 'Create API key' }));
    const shown = await screen.findByRole('textbox', { name: `API key ${name}` });
    const key = (shown as HTMLInputElement).value;
    expect(key).toMatch(/^atr_/);
    const table = await screen.findByRole('table', { name: 'API keys' });
    const row = (await within(table).findByText(name)).closest('tr')!;
    // Listed by the first characters of its secret part (the key names its company before that).
    expect(within(row).getByText(`atr_${key.split('.')[1]!.slice(0, 6)}…`)).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Revoke API key' })).getByRole('button', {
        name: 'Revoke',
      }),
    );
    await waitFor(() => expect(within(row).getByText(/^Revoked/)).toBeInTheDocument());
  });
});
