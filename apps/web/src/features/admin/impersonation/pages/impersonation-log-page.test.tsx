import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { Person } from '@atrium/shared/schemas/admin/people';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import ImpersonationLogPage from './impersonation-log-page';

beforeAll(() => connectRealApi());

describe('ImpersonationLogPage', () => {
  it('lists a login as with who, whom, the reason and its state', async () => {
    const session = await signInByApi('admin@example.com');
    const people = await api<Paged<Person>>(
      'GET',
      'users?search=employee%40example.com',
      undefined,
      session.authToken,
    );
    const employee = people.body.data!.items[0]!;
    const reason = `Log page test ${Date.now()}`;
    const started = await api(
      'POST',
      'admin/impersonation',
      { userId: employee.id, reason },
      session.authToken,
    );
    expect(started.status).toBe(200);

    const store = makeStore();
    store.dispatch(signedIn(session));
    renderRoutes(
      store,
      [{ path: '/admin/login-as-log', element: <ImpersonationLogPage /> }],
      '/admin/login-as-log',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Login as log' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Login as log' });
    const row = (await within(table).findByText(reason, {}, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText('Ethan Brooks')).toBeInTheDocument();
    expect(within(row).getByText(/Amelia/)).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(document.title).toBe('Login as log | Atrium');
  });
});
