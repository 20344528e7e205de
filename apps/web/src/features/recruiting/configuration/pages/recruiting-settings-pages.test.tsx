import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import ConfigurationPage from './configuration-page';
import NotificationPage from './notification-page';
import OrganizationPage from './organization-page';
import UserDetailsPage from './user-details-page';
import UsersPage from './users-page';

beforeAll(() => connectRealApi());

async function renderAt(url: string) {
  const session = await signInByApi('admin@example.com');
  const store = makeStore();
  store.dispatch(signedIn(session));
  const router = renderRoutes(
    store,
    [
      { path: '/configuration', element: <ConfigurationPage /> },
      { path: '/configuration/organization', element: <OrganizationPage /> },
      { path: '/configuration/user', element: <UsersPage /> },
      { path: '/configuration/user/user-details', element: <UserDetailsPage /> },
      { path: '/configuration/notification', element: <NotificationPage /> },
    ],
    url,
  );
  return { router, token: session.authToken };
}

describe('Configuration → organization, users, notification', () => {
  it('links the three pages from the hub', async () => {
    const { router } = await renderAt('/configuration');
    await userEvent.click(await screen.findByRole('link', { name: /^notifications/i }));
    expect(router.state.location.pathname).toBe('/configuration/notification');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
  });

  it('shows the organization and saves its defaults, refusing a bad currency', async () => {
    const { token } = await renderAt('/configuration/organization');
    await screen.findByRole('heading', { level: 1, name: 'Organization' });
    const currency = await screen.findByLabelText('Default currency');
    await userEvent.clear(currency);
    await userEvent.type(currency, 'E1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a three-letter currency code')).toBeInTheDocument();
    await userEvent.clear(currency);
    await userEvent.type(currency, 'usd');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => {
      const saved = await api<{ settings: { defaultCurrency: string } }>(
        'GET',
        'configuration/organization',
        undefined,
        token,
      );
      expect(saved.body.data?.settings.defaultCurrency).toBe('USD');
    });
  });

  it('lists users and opens a person’s details', async () => {
    const { router } = await renderAt('/configuration/user');
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(await within(table).findAllByRole('row')).not.toHaveLength(0);
    const first = within(table).getAllByRole('link')[0]!;
    const name = first.textContent!;
    await userEvent.click(first);
    expect(router.state.location.pathname).toBe('/configuration/user/user-details');
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /recruiting permissions/i })).toBeInTheDocument();
  });

  it('saves notification defaults by role', async () => {
    const { token } = await renderAt('/configuration/notification');
    const box = await screen.findByRole('checkbox', { name: 'New applicants: Recruiters' });
    const before = (box as HTMLInputElement).checked;
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save defaults' }));
    await waitFor(async () => {
      const saved = await api<{ newApplicants: string[] }>(
        'GET',
        'configuration/notifications',
        undefined,
        token,
      );
      expect(saved.body.data?.newApplicants.includes('recruiter')).toBe(!before);
    });
  });
});
