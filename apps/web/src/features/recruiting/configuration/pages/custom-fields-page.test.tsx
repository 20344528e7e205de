import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomField } from '@atrium/shared/schemas/recruiting/custom-fields';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import CustomFieldsPage from './custom-fields-page';

beforeAll(() => connectRealApi());

describe('CustomFieldsPage', () => {
  it('adds a select field after refusing one option, and archives it', async () => {
    const session = await signInByApi('admin@example.com');
    const store = makeStore();
    store.dispatch(signedIn(session));
    renderRoutes(
      store,
      [{ path: '/configuration/custom-options/jobs', element: <CustomFieldsPage /> }],
      '/configuration/custom-options/jobs',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'New job field' }));
    const dialog = await screen.findByRole('dialog', { name: 'New job field' });
    const name = `Level ${Date.now()}`;
    await userEvent.type(within(dialog).getByLabelText(/^field name/i), name);
    await userEvent.click(within(dialog).getByLabelText('Type'));
    await userEvent.click(await screen.findByRole('option', { name: 'Single select' }));
    await userEvent.type(within(dialog).getByLabelText('Options, one per line'), 'L3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save field' }));
    expect(await within(dialog).findByText('A select field needs at least two options')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Options, one per line'), '{Enter}L4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save field' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New job field' })).toBeNull());
    const list = await screen.findByRole('list', { name: 'Custom job fields' });
    const item = (await within(list).findByText(name)).closest('li')!;
    expect(within(item).getByText('Single select')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(within(item).getByText('Archived')).toBeInTheDocument());
    const saved = (
      await api<CustomField[]>('GET', 'configuration/custom-fields/jobs', undefined, session.authToken)
    ).body.data!;
    expect(saved.find((field) => field.name === name)).toMatchObject({
      type: 'single_select',
      options: ['L3', 'L4'],
      archived: true,
    });
  });
});
