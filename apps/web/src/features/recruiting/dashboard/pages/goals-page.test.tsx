import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import GoalsPage from './goals-page';

beforeAll(() => connectRealApi());

describe('GoalsPage', () => {
  it('sets a goal for a person, refusing an empty target, and shows its progress', async () => {
    const user = userEvent.setup();
    const session = await signInByApi('admin@example.com');
    const store = makeStore();
    store.dispatch(signedIn(session));
    renderRoutes(
      store,
      [{ path: '/dashboard/see-all-goals', element: <GoalsPage /> }],
      '/dashboard/see-all-goals',
    );
    await user.click(await screen.findByRole('button', { name: 'Set a goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set a recruiting goal' });
    const name = `Hires ${Date.now()}`;
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), name);
    await user.click(within(dialog).getByRole('button', { name: 'Set goal' }));
    expect(await within(dialog).findByText('Enter a target of at least 1')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Target/ }), '3');
    await user.click(within(dialog).getByRole('combobox', { name: /Person/ }));
    await user.click((await screen.findAllByRole('option'))[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Set goal' }));
    const card = await screen.findByRole('article', { name: name });
    expect(within(card).getByText(/\d+ \/ 3/)).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toBeInTheDocument();
  });
});
