import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@atrium/shared/schemas/platform/messages';
import type { RoleView } from '@atrium/shared/schemas/admin/roles';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import RoleDetailPage from './role-detail-page';
import RoleEditorPage from './role-editor-page';
import RolesPage from './roles-page';

const ADMIN = 'admin@example.com';
const ROUTES = [
  { path: '/admin/roles', element: <RolesPage /> },
  { path: '/admin/roles/new', element: <RoleEditorPage /> },
  { path: '/admin/roles/:id', element: <RoleDetailPage /> },
  { path: '/admin/roles/:id/edit', element: <RoleEditorPage /> },
];

const uniqueName = (prefix: string) => `${prefix} ${Date.now()} ${Math.floor(Math.random() * 1e6)}`;

/** Signs the demo admin in through the real API and renders the roles routes at a URL. */
async function renderAt(url: string) {
  const session = await signInByApi(ADMIN);
  const store = makeStore();
  store.dispatch(signedIn(session));
  const router = renderRoutes(store, ROUTES, url);
  return { router, token: session.authToken };
}

const adminToken = async () => (await signInByApi(ADMIN)).authToken;

async function createRoleByApi(token: string, permissions: string[] = ['sso.admin.roles.role.view']) {
  const answer = await api<RoleView>('POST', 'roles', { name: uniqueName('Test role'), permissions }, token);
  if (answer.status !== 201 || !answer.body.data) throw new Error(`Role not created: ${answer.body.message}`);
  return answer.body.data;
}

beforeEach(() => connectRealApi());
afterEach(() => vi.unstubAllGlobals());

describe('RolesPage', () => {
  it('lists the system roles first, marked and read-only, with holder counts', async () => {
    await renderAt('/admin/roles');
    const table = await screen.findByRole('table', { name: 'Roles' });
    const row = (await within(table).findByText('Company admin')).closest('tr')!;
    expect(within(row).getByText('System')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View Company admin' })).toHaveAttribute(
      'href',
      '/admin/roles/COMPANY_ADMIN',
    );
    expect(within(row).getByRole('button', { name: 'Delete Company admin' })).toBeDisabled();
    expect(Number(within(row).getAllByRole('cell').at(-2)?.textContent)).toBeGreaterThan(0);
    expect(document.title).toBe('Roles | Atrium');
  });
});

describe('RoleEditorPage', () => {
  it('creates a role with permissions from the picker and opens it', async () => {
    const { router } = await renderAt('/admin/roles/new');
    const name = uniqueName('Auditors');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), name);
    await userEvent.click(screen.getByRole('button', { name: /Administration/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all in Audit trail' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^2 of \d+ selected/);
    await userEvent.click(screen.getByRole('button', { name: 'Create role' }));

    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/admin\/roles\/[0-9a-f-]{36}$/);
    expect(screen.getByText('View audit trail')).toBeInTheDocument();
    expect(screen.getByText('Export audit trail')).toBeInTheDocument();
    expect(await screen.findByText('Role created successfully!')).toBeInTheDocument();
  });

  it('shows the required message for a missing name', async () => {
    await renderAt('/admin/roles/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Create role' }));
    expect(await screen.findByText(MESSAGES.fieldRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a role: its permissions start selected', async () => {
    const token = await adminToken();
    const role = await createRoleByApi(token);
    const { router } = await renderAt(`/admin/roles/${role.id}/edit`);
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await screen.findByDisplayValue(role.name);
    await userEvent.click(screen.getByRole('button', { name: /Administration/ }));
    expect(screen.getByRole('checkbox', { name: 'View roles' })).toBeChecked();
    await userEvent.clear(name);
    await userEvent.type(name, `${role.name} renamed`);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: `${role.name} renamed` }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/roles/${role.id}`);
  });
});

describe('RoleDetailPage', () => {
  it('shows a system role read-only', async () => {
    await renderAt('/admin/roles/SUPPORT');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    expect(screen.getByText('System roles come with Atrium and are read-only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('deletes a role after confirming', async () => {
    const token = await adminToken();
    const role = await createRoleByApi(token);
    const { router } = await renderAt(`/admin/roles/${role.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete role' });
    expect(dialog).toHaveTextContent(role.name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Role deleted successfully!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/roles');
    expect((await api('GET', `roles/${role.id}`, undefined, token)).status).toBe(404);
  });

  it('shows the server message when the role is still assigned (409)', async () => {
    const token = await adminToken();
    const role = await createRoleByApi(token);
    const { router } = await renderAt(`/admin/roles/${role.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    // Assigning the role to a demo person would change what other test files see; the 409 is stood in.
    const message = 'This role is assigned to people. Give them another role before deleting it.';
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'DELETE') {
        return new Response(JSON.stringify({ message, code: 'CONFLICT' }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        });
      }
      return realFetch(input, init);
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete role' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/roles/${role.id}`);
    vi.restoreAllMocks();
  });
});
