import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import RejectionReasonsPage from './rejection-reasons-page';

beforeAll(() => connectRealApi());

async function renderPage() {
  const store = makeStore();
  store.dispatch(signedIn(await signInByApi('admin@example.com')));
  return renderRoutes(
    store,
    [{ path: '/configuration/custom-options/rejection-reasons', element: <RejectionReasonsPage /> }],
    '/configuration/custom-options/rejection-reasons',
  );
}

const section = (kind: string) => screen.findByRole('list', { name: kind });

describe('Rejection reasons', () => {
  it('lists the reasons by who decided, adds one, moves it to another kind and deletes it', async () => {
    await renderPage();
    expect(
      await within(await section('We rejected them')).findByText('Lacking skill(s)/qualification(s)'),
    ).toBeInTheDocument();
    expect(within(await section('They rejected us')).getByText('Accepted another offer')).toBeInTheDocument();
    expect(within(await section('None specified')).getByText('Hiring freeze')).toBeInTheDocument();

    const name = `Withdrew after interview ${Date.now()}`;
    await userEvent.click(screen.getByRole('button', { name: 'Add reason' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add rejection reason' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add reason' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^reason/i), 'accepted ANOTHER offer');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'They rejected us' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add reason' }));
    expect(
      await within(dialog).findByText('A rejection reason with this name already exists'),
    ).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^reason/i));
    await userEvent.type(within(dialog).getByLabelText(/^reason/i), name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add reason' }));
    const added = await within(await section('They rejected us')).findByText(name);
    expect(within(added.closest('li')!).getByText('Not used yet')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `Edit ${name}` }));
    dialog = await screen.findByRole('dialog', { name: 'Edit rejection reason' });
    expect(within(dialog).getByRole('radio', { name: 'They rejected us' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'None specified' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(await section('None specified')).findByText(name);
    await waitFor(async () => expect(within(await section('They rejected us')).queryByText(name)).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: `Delete ${name}` }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete rejection reason' })).getByRole(
        'button',
        {
          name: 'Delete',
        },
      ),
    );
    await waitFor(async () => expect(within(await section('None specified')).queryByText(name)).toBeNull());
  });
});
