import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_MESSAGES } from '@atrium/shared/schemas/recruiting/webhooks';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import WebHooksPage from './web-hooks-page';

beforeAll(() => connectRealApi());

// Many steps against the real server: 15 s on a busy two-core machine.
const MANY_STEPS = 40_000;

const PATH = '/configuration/dev-center/web-hooks';
// Nothing listens on the discard port: the ping is refused at once, so the hook is saved disabled.
const REFUSING_ENDPOINT = 'http://127.0.0.1:9/hook';

async function renderPage() {
  const session = await signInByApi('admin@example.com');
  const store = makeStore();
  store.dispatch(signedIn(session));
  renderRoutes(store, [{ path: PATH, element: <WebHooksPage /> }], PATH);
  return session.authToken;
}

const cardOf = async (name: string) =>
  within(await screen.findByRole('list', { name: 'Web hooks' })).findByRole('listitem', { name });

describe('Web hooks', () => {
  it(
    'adds a hook whose ping fails: saved disabled, saying why, until saved again',
    async () => {
      const token = await renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Add web hook' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add web hook' });
      const save = (label: string) => userEvent.click(within(dialog).getByRole('button', { name: label }));

      await save('Add web hook');
      expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
      expect(within(dialog).getByText('Choose at least one event')).toBeInTheDocument();
      expect(within(dialog).getByText(WEBHOOK_MESSAGES.secretShort)).toBeInTheDocument();

      const name = `Payroll hook ${Date.now()}`;
      await userEvent.type(within(dialog).getByLabelText(/^name/i), name);
      // Plain http is refused by the server outside loopback; its answer lands under the field.
      await userEvent.type(within(dialog).getByLabelText(/^endpoint url/i), 'http://example.com/hook');
      await userEvent.click(
        within(dialog).getByRole('checkbox', { name: WEBHOOK_EVENT_LABELS.candidate_stage_change }),
      );
      await userEvent.click(
        within(dialog).getByRole('checkbox', { name: WEBHOOK_EVENT_LABELS.reject_candidate }),
      );
      const secret = within(dialog).getByLabelText(/^secret key/i) as HTMLInputElement;
      await userEvent.type(secret, 'too-short');
      await save('Add web hook');
      expect(await within(dialog).findByText(WEBHOOK_MESSAGES.secretShort)).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
      expect(secret.value).toMatch(/^[0-9a-f]{32}$/);
      await waitFor(() => expect(within(dialog).queryByText(WEBHOOK_MESSAGES.secretShort)).toBeNull());
      await save('Add web hook');
      expect(await within(dialog).findByText(WEBHOOK_MESSAGES.httpsOnly)).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/^endpoint url/i)).toHaveAccessibleDescription(
        WEBHOOK_MESSAGES.httpsOnly,
      );

      const url = within(dialog).getByLabelText(/^endpoint url/i);
      await userEvent.clear(url);
      await userEvent.type(url, REFUSING_ENDPOINT);
      await save('Add web hook');
      // Saved, but disabled: the dialog stays, says why, and now saves the hook it made.
      expect(
        await within(dialog).findByText('The ping failed, so this web hook is disabled'),
      ).toBeInTheDocument();
      expect(within(dialog).getByText(/save again to retry/i)).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Save again' })).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Edit web hook' })).toBe(dialog);
      await save('Save again');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save again' })).toBeEnabled());
      const stored = await api<Array<{ name: string; active: boolean; pingError: string | null }>>(
        'GET',
        'configuration/dev-center/webhooks',
        undefined,
        token,
      );
      // Saving again changed the hook it made, rather than adding a second one.
      const same = stored.body.data!.filter((hook) => hook.name === name);
      expect(same).toHaveLength(1);
      expect(same[0]).toMatchObject({ active: false, pingError: expect.any(String) });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      const card = await cardOf(name);
      expect(within(card).getByText('Disabled')).toBeInTheDocument();
      expect(within(card).getByText(REFUSING_ENDPOINT)).toBeInTheDocument();
      expect(within(card).getByText(same[0]!.pingError!)).toBeInTheDocument();
      expect(within(card).getByText(/save again to retry/i)).toBeInTheDocument();
      const events = within(card).getByRole('list', { name: 'Events' });
      expect(
        within(events)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([WEBHOOK_EVENT_LABELS.candidate_stage_change, WEBHOOK_EVENT_LABELS.reject_candidate]);
    },
    MANY_STEPS,
  );

  it(
    'edits a hook with its secret given again, shows its empty delivery log, and deletes it after asking',
    async () => {
      // Made before the page loads its list, as by someone else earlier.
      const { authToken: token } = await signInByApi('admin@example.com');
      const name = `Audit hook ${Date.now()}`;
      const created = await api(
        'POST',
        'configuration/dev-center/webhooks',
        {
          name,
          url: REFUSING_ENDPOINT,
          events: ['new_candidate_application'],
          secret: '0123456789abcdef0123',
        },
        token,
      );
      expect(created.status).toBe(201);

      await renderPage();
      let card = await cardOf(name);
      await userEvent.click(within(card).getByRole('button', { name: `Edit ${name}` }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit web hook' });
      expect(within(dialog).getByLabelText(/^endpoint url/i)).toHaveValue(REFUSING_ENDPOINT);
      expect(
        within(dialog).getByRole('checkbox', { name: WEBHOOK_EVENT_LABELS.new_candidate_application }),
      ).toBeChecked();
      expect(within(dialog).getByLabelText(/^secret key/i)).toHaveValue('');
      // Its ping failed when it was made: the dialog says so, and saving pings it again.
      expect(within(dialog).getByText('The ping failed, so this web hook is disabled')).toBeInTheDocument();
      const renamed = `${name} (renamed)`;
      const nameField = within(dialog).getByLabelText(/^name/i);
      await userEvent.clear(nameField);
      await userEvent.type(nameField, renamed);
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Select all' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save again' }));
      expect(await within(dialog).findByText(WEBHOOK_MESSAGES.secretShort)).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save again' }));
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save again' })).toBeEnabled());
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      card = await cardOf(renamed);
      expect(
        within(within(card).getByRole('list', { name: 'Events' })).getAllByRole('listitem'),
      ).toHaveLength(Object.keys(WEBHOOK_EVENT_LABELS).length);

      await userEvent.click(within(card).getByRole('button', { name: `Deliveries of ${renamed}` }));
      const log = await screen.findByRole('dialog', { name: `Deliveries: ${renamed}` });
      expect(await within(log).findByText('No deliveries yet')).toBeInTheDocument();
      await userEvent.click(within(log).getByRole('button', { name: 'Refresh' }));
      expect(await within(log).findByText('No deliveries yet')).toBeInTheDocument();
      await userEvent.click(within(log).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      await userEvent.click(within(card).getByRole('button', { name: `Delete ${renamed}` }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Delete web hook' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('listitem', { name: renamed })).toBeNull());
      const stored = await api<Array<{ name: string }>>(
        'GET',
        'configuration/dev-center/webhooks',
        undefined,
        token,
      );
      expect(stored.body.data!.some((hook) => hook.name === renamed)).toBe(false);
    },
    MANY_STEPS,
  );
});
