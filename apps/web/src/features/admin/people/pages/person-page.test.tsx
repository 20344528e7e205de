import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { UserAttribute } from '@atrium/shared/schemas/admin/organisation';
import type { Person, PersonDetail } from '@atrium/shared/schemas/admin/people';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import PersonPage from './person-page';

beforeAll(() => connectRealApi());

describe('PersonPage', () => {
  it('edits a person’s custom attributes with the field each type calls for', async () => {
    const session = await signInByApi('admin@example.com');
    const token = session.authToken;
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const create = async (body: object) =>
      (await api<UserAttribute>('POST', 'admin/attributes', body, token)).body.data!;
    const badge = await create({ label: `Badge ${stamp}`, type: 'number' });
    const languages = await create({
      label: `Languages ${stamp}`,
      type: 'multi_select',
      options: [{ label: 'English' }, { label: 'Welsh' }],
    });
    const people = await api<Paged<Person>>('GET', 'users?search=support%40example.com', undefined, token);
    const person = people.body.data!.items[0]!;

    const store = makeStore();
    store.dispatch(signedIn(session));
    renderRoutes(
      store,
      [{ path: '/admin/people/:id', element: <PersonPage /> }],
      `/admin/people/${person.id}`,
    );

    await userEvent.type(await screen.findByRole('textbox', { name: `Badge ${stamp}` }), '4711');
    await userEvent.click(screen.getByRole('combobox', { name: `Languages ${stamp}` }));
    await userEvent.click(await screen.findByRole('option', { name: 'Welsh' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/updated successfully/i)).toBeInTheDocument();

    await waitFor(async () => {
      const saved = await api<PersonDetail>('GET', `users/${person.id}`, undefined, token);
      const welsh = languages.options.find((option) => option.label === 'Welsh')!.id;
      expect(saved.body.data!.attributes).toMatchObject({ [badge.id]: 4711, [languages.id]: [welsh] });
    });
  });
});
