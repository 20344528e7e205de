import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import OutboxPage from './outbox-page';

/** Invites someone new, so the outbox holds an invitation only this test knows the address of. */
async function inviteSomeone(token: string): Promise<string> {
  const email = `outbox.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
  const answer = await api('POST', 'users', { firstName: 'Rosalind', lastName: 'Franklin', email }, token);
  if (answer.status !== 200) throw new Error(`Invite failed: ${answer.status} ${answer.body.message}`);
  return email;
}

async function renderPageAs(email: string) {
  const store = makeStore();
  store.dispatch(signedIn(await signInByApi(email)));
  renderRoutes(store, [{ path: '/admin/outbox', element: <OutboxPage /> }], '/admin/outbox');
}

async function findRowFor(address: string) {
  await userEvent.type(await screen.findByRole('searchbox', { name: 'Search' }), `${address}{Enter}`);
  const table = screen.getByRole('table', { name: 'Outbox messages' });
  await within(table).findByText(address, {}, { timeout: 5000 });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2), { timeout: 5000 });
  return table;
}

beforeEach(() => connectRealApi());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OutboxPage', () => {
  it("shows the company admin their company's mail and opens a message in full", async () => {
    const invited = await inviteSomeone((await signInByApi('admin@example.com')).authToken);
    await renderPageAs('admin@example.com');
    expect(document.title).toBe('Outbox | Atrium');
    const table = await findRowFor(invited);
    expect(within(table).queryByRole('columnheader', { name: /Company/ })).not.toBeInTheDocument();
    await userEvent.click(
      await within(table).findByRole('button', {
        name: `Read "Welcome to Atrium: set your password" to ${invited}`,
      }),
    );
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText(invited)).toBeInTheDocument();
    expect(await within(drawer).findByText(/temporary password/)).toBeInTheDocument();
    expect(within(drawer).getByTitle(/^The mail/)).toHaveAttribute(
      'sandbox',
      'allow-popups allow-popups-to-escape-sandbox',
    );
  });

  it("shows the platform operator every company's mail, with the company named", async () => {
    const adminToken = (await signInByApi('admin@example.com')).authToken;
    const invited = await inviteSomeone(adminToken);
    await renderPageAs('superadmin@example.com');
    const table = await findRowFor(invited);
    expect(within(table).getByRole('columnheader', { name: /Company/ })).toBeInTheDocument();
    expect(within(table).getByText('Northwind Analytics Ltd')).toBeInTheDocument();
  });
});
