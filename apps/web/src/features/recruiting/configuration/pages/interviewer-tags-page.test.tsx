import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InterviewerTag } from '@atrium/shared/schemas/recruiting/interviewer-tags';
import type { ScorecardSettings } from '@atrium/shared/schemas/recruiting/scorecards';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import ConfigurationPage from './configuration-page';
import CustomOptionsPage from './custom-options-page';
import InterviewerTagsPage from './interviewer-tags-page';
import OrganizationPage from './organization-page';

beforeAll(() => connectRealApi());

async function renderAt(url: string) {
  const session = await signInByApi('admin@example.com');
  const store = makeStore();
  store.dispatch(signedIn(session));
  const router = renderRoutes(
    store,
    [
      { path: '/configuration', element: <ConfigurationPage /> },
      { path: '/configuration/custom-options', element: <CustomOptionsPage /> },
      { path: '/configuration/custom-options/interviewer-tags', element: <InterviewerTagsPage /> },
      { path: '/configuration/organization', element: <OrganizationPage /> },
    ],
    url,
  );
  return { router, token: session.authToken };
}

const list = () => screen.findByRole('list', { name: 'Interviewer tags' });
const itemOf = async (name: string) => (await within(await list()).findByText(name)).closest('li')!;

describe('Interviewer tags', () => {
  it('is linked from the configuration hub, through custom options', async () => {
    const { router } = await renderAt('/configuration');
    await userEvent.click(await screen.findByRole('link', { name: /custom options/i }));
    await userEvent.click(await screen.findByRole('link', { name: /interviewer tags/i }));
    expect(router.state.location.pathname).toBe('/configuration/custom-options/interviewer-tags');
    expect(await screen.findByRole('heading', { level: 1, name: 'Interviewer tags' })).toBeInTheDocument();
  });

  it('adds a tag, refuses a second of the same name, gives it to a colleague and takes it off, renames and deletes it', async () => {
    const { token } = await renderAt('/configuration/custom-options/interviewer-tags');
    await screen.findByRole('heading', { level: 1, name: 'Interviewer tags' });
    const name = `Bar raiser ${Date.now()}`;

    await userEvent.click(await screen.findByRole('button', { name: 'Add tag' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add interviewer tag' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tag' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^tag/i), name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tag' }));
    expect(within(await itemOf(name)).getByText('No one yet')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    dialog = await screen.findByRole('dialog', { name: 'Add interviewer tag' });
    await userEvent.type(within(dialog).getByLabelText(/^tag/i), name.toUpperCase());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tag' }));
    expect(await within(dialog).findByText('A tag with this name already exists')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A colleague found by name gets the tag.
    await userEvent.type(
      within(await itemOf(name)).getByRole('combobox', { name: `Add a person to ${name}` }),
      'Chloe',
    );
    await userEvent.click(await screen.findByRole('option', { name: /Chloe Davies/ }));
    let item = await itemOf(name);
    expect(await within(item).findByText('Held by 1 person')).toBeInTheDocument();
    const holders = within(item).getByRole('group', { name: `Holders of ${name}` });
    expect(within(holders).getByText('Chloe Davies')).toBeInTheDocument();
    const saved = (await api<InterviewerTag[]>('GET', 'configuration/interviewer-tags', undefined, token))
      .body.data!;
    const tag = saved.find((entry) => entry.name === name)!;
    expect(tag.people.map((person) => person.email)).toEqual(['chloe.davies@example.com']);

    // Renamed, it keeps its holder.
    await userEvent.click(screen.getByRole('button', { name: `Edit ${name}` }));
    dialog = await screen.findByRole('dialog', { name: 'Rename interviewer tag' });
    await userEvent.type(within(dialog).getByLabelText(/^tag/i), ' (senior)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const renamed = `${name} (senior)`;
    item = await itemOf(renamed);
    expect(within(item).getByText('Held by 1 person')).toBeInTheDocument();

    // Taken off (the chip's delete key), and given again: deleting the tag says who loses it.
    const chip = within(item).getByRole('button', { name: 'Chloe Davies' });
    chip.focus();
    await userEvent.keyboard('{Delete}');
    expect(await within(await itemOf(renamed)).findByText('No one yet')).toBeInTheDocument();
    await userEvent.type(
      within(await itemOf(renamed)).getByRole('combobox', { name: `Add a person to ${renamed}` }),
      'chloe.davies@',
    );
    await userEvent.click(await screen.findByRole('option', { name: /Chloe Davies/ }));
    expect(await within(await itemOf(renamed)).findByText('Held by 1 person')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: `Delete ${renamed}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete interviewer tag' });
    expect(confirm).toHaveTextContent('It will be taken off 1 person.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(renamed)).toBeNull());
  });
});

describe('Scorecard visibility', () => {
  it('is chosen on the organization page', async () => {
    const { token } = await renderAt('/configuration/organization');
    const section = await screen.findByRole('region', { name: 'Scorecard visibility' });
    const always = await within(section).findByRole('radio', { name: 'Always' });
    expect(within(section).getByRole('radio', { name: 'After submitting their own' })).toBeChecked();
    await userEvent.click(always);
    await userEvent.click(within(section).getByRole('button', { name: 'Save visibility' }));
    await waitFor(async () =>
      expect(
        (await api<ScorecardSettings>('GET', 'configuration/scorecard-settings', undefined, token)).body.data,
      ).toEqual({ visibility: 'always' }),
    );
    // The demo server is shared: put the default back.
    expect(
      (await api('PUT', 'configuration/scorecard-settings', { visibility: 'after_submitting' }, token))
        .status,
    ).toBe(200);
  });
});
