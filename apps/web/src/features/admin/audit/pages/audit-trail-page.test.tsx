import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { RoleView } from '@atrium/shared/schemas/admin/roles';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import AuditTrailPage from './audit-trail-page';

const ADMIN = 'admin@example.com';

/** A fresh role, so the trail holds a role.create event this test alone can find (by its target id). */
async function createRole(token: string) {
  const name = `Audit test ${Date.now()} ${Math.floor(Math.random() * 1e6)}`;
  const answer = await api<RoleView>(
    'POST',
    'roles',
    { name, permissions: ['sso.admin.audit.event.view'] },
    token,
  );
  if (!answer.body.data) throw new Error(answer.body.message);
  return answer.body.data;
}

async function renderPage() {
  const session = await signInByApi(ADMIN);
  const store = makeStore();
  store.dispatch(signedIn(session));
  renderRoutes(store, [{ path: '/admin/audit', element: <AuditTrailPage /> }], '/admin/audit');
  return session.authToken;
}

async function searchForTarget(id: string) {
  await userEvent.type(await screen.findByRole('searchbox', { name: 'Search' }), `${id}{Enter}`);
  const table = screen.getByRole('table', { name: 'Audit events' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2), { timeout: 5000 });
  return table;
}

beforeEach(() => connectRealApi());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AuditTrailPage', () => {
  it('lists events newest first and opens one with its before and after side by side', async () => {
    const token = await renderPage();
    expect(document.title).toBe('Audit trail | Atrium');
    expect(await screen.findByRole('columnheader', { name: /Time/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const role = await createRole(token);

    const table = await searchForTarget(role.id);
    expect(within(table).getByText('role.create')).toBeInTheDocument();
    expect(within(table).getByText('Success')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'View role.create details' }));

    const drawer = await screen.findByRole('dialog', { name: 'role.create' });
    const diff = await within(drawer).findByRole('table', { name: 'Before and after' });
    const nameRow = within(diff).getByRole('rowheader', { name: /name/ }).closest('tr')!;
    expect(nameRow).toHaveAttribute('data-changed', 'true');
    expect(within(nameRow).getByText('Changed')).toBeInTheDocument();
    expect(within(nameRow).getByText(role.name)).toBeInTheDocument();
    expect(within(drawer).getByText(`role · ${role.id}`)).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('exports the current filter as JSON through the export endpoint with the access token', async () => {
    const token = await renderPage();
    const role = await createRole(token);
    await searchForTarget(role.id);
    const saved: Blob[] = [];
    // jsdom has no object URLs; the saved blob is caught here instead.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn((blob: Blob) => (saved.push(blob), 'blob:audit'));
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => void Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await userEvent.click(screen.getByRole('button', { name: 'Export JSON' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    const request = fetchSpy.mock.calls
      .map(([input]) => input as Request)
      .find((r) => r.url.includes('/export'))!;
    expect(request.url).toContain(`search=${role.id}`);
    expect(request.url).toContain('format=json');
    expect(request.headers.get('authorization')).toMatch(/^Bearer /);
    const events = JSON.parse(await saved[0]!.text()) as Array<{ action: string; targetId: string }>;
    expect(events).toEqual([expect.objectContaining({ action: 'role.create', targetId: role.id })]);
  });
});
