import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { HARVEST_ENDPOINTS } from '@atrium/shared/schemas/recruiting/harvest';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import ApiCredentialsPage from './api-credentials-page';

beforeAll(() => connectRealApi());

// Many steps against the real server: 15 s on a busy two-core machine.
const MANY_STEPS = 40_000;

const PATH = '/configuration/dev-center/api-credentials';

async function renderPage() {
  const session = await signInByApi('admin@example.com');
  const store = makeStore();
  store.dispatch(signedIn(session));
  renderRoutes(store, [{ path: PATH, element: <ApiCredentialsPage /> }], PATH);
}

/** A Harvest call made with a key, as an integration would. */
const harvest = (key: string, path: string) =>
  fetch(new URL(`/api/harvest/v1/${path}`, window.location.origin), {
    headers: { authorization: `Basic ${btoa(`${key}:`)}` },
  });

const table = () => screen.findByRole('table', { name: 'Harvest API keys' });
const rowOf = async (name: string) => (await within(await table()).findByText(name)).closest('tr')!;

describe('API credentials', () => {
  it('shows how to call the Harvest API, and lists the demo key with the endpoints it may call', async () => {
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'API credentials' })).toBeInTheDocument();
    const base = `${window.location.origin}/api/harvest/v1`;
    expect(screen.getByText(base)).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`^curl -u YOUR_API_KEY: .*On-Behalf-Of: USER_ID`)),
    ).toBeInTheDocument();

    const row = await rowOf('Demo integration');
    const toggle = within(row).getByRole('button', { name: `${HARVEST_ENDPOINTS.length} endpoints` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(list).getByText('Rejection reasons')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(HARVEST_ENDPOINTS.length);
  });

  it(
    'creates a key allowed the endpoints chosen, shows it once, and revokes it after asking',
    async () => {
      await renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
      const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
      const submit = () => userEvent.click(within(dialog).getByRole('button', { name: 'Create API key' }));
      await submit();
      expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
      expect(within(dialog).getByText('Allow at least one endpoint')).toBeInTheDocument();

      const name = `Payroll sync ${Date.now()}`;
      await userEvent.type(within(dialog).getByLabelText(/^key name/i), name);
      // "Select all" then the whole of a group off, then one endpoint of it back on.
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select all' }));
      const candidates = within(dialog).getByRole('group', { name: 'Candidates' });
      expect(
        within(candidates)
          .getAllByRole('checkbox')
          .every((box) => (box as HTMLInputElement).checked),
      ).toBe(true);
      const candidateEndpoints = within(candidates).getAllByRole('checkbox').length;
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Candidates' }));
      expect(
        within(candidates)
          .getAllByRole('checkbox')
          .some((box) => (box as HTMLInputElement).checked),
      ).toBe(false);
      await userEvent.click(within(candidates).getByRole('checkbox', { name: 'GET /v1/candidates' }));
      expect(within(dialog).getByRole('checkbox', { name: 'Candidates' })).toHaveAttribute(
        'data-indeterminate',
        'true',
      );
      expect(within(dialog).queryByText('Allow at least one endpoint')).toBeNull();
      await submit();

      const shown = await screen.findByRole('textbox', { name: `API key ${name}` });
      const key = (shown as HTMLInputElement).value;
      expect(key).toMatch(/^hvt_[0-9a-f]{64}$/);
      expect(screen.getByText('Copy the key now: it will not be shown again.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      const allowed = HARVEST_ENDPOINTS.length - (candidateEndpoints - 1);
      const row = await rowOf(name);
      expect(within(row).getByText(`${key.slice(0, 8)}…`)).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: `${allowed} endpoints` })).toBeInTheDocument();
      // The key calls what it was allowed, and nothing else of the candidates.
      expect((await harvest(key, 'candidates?per_page=1')).status).toBe(200);
      expect((await harvest(key, 'jobs?per_page=1')).status).toBe(200);
      expect((await harvest(key, 'tags/candidate')).status).toBe(200);
      expect((await harvest(key, 'candidates/1')).status).toBe(403);

      await userEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Revoke API key' });
      expect(within(confirm).getByText(new RegExp(name))).toBeInTheDocument();
      await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
      await waitFor(() => expect(within(row).getByText(/^Revoked/)).toBeInTheDocument());
      expect(within(row).queryByRole('button', { name: 'Revoke' })).toBeNull();
      expect((await harvest(key, 'candidates?per_page=1')).status).toBe(401);
    },
    MANY_STEPS,
  );
});
