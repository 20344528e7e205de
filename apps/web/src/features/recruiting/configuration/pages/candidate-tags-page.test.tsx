import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CandidateList, CandidateTag } from '@atrium/shared/schemas/recruiting/candidates';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { api, connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import CandidateTagsPage from './candidate-tags-page';
import ConfigurationPage from './configuration-page';
import CustomOptionsPage from './custom-options-page';

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
      { path: '/configuration/custom-options/candidate-tags', element: <CandidateTagsPage /> },
    ],
    url,
  );
  return { router, token: session.authToken };
}

const list = () => screen.findByRole('list', { name: 'Candidate tags' });
const itemOf = async (name: string) => (await within(await list()).findByText(name)).closest('li')!;

describe('Candidate tags', () => {
  it('is linked from the configuration hub, through custom options', async () => {
    const { router } = await renderAt('/configuration');
    await userEvent.click(await screen.findByRole('link', { name: /custom options/i }));
    await userEvent.click(await screen.findByRole('link', { name: /candidate tags/i }));
    expect(router.state.location.pathname).toBe('/configuration/custom-options/candidate-tags');
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate tags' })).toBeInTheDocument();
  });

  it('adds a tag, refuses a second of the same name, counts its candidates, renames and deletes it', async () => {
    const { token } = await renderAt('/configuration/custom-options/candidate-tags');
    await screen.findByRole('heading', { level: 1, name: 'Candidate tags' });
    const name = `Speaks Welsh ${Date.now()}`;

    await userEvent.click(await screen.findByRole('button', { name: 'Add tag' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add candidate tag' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tag' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^tag/i), name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tag' }));
    expect(within(await itemOf(name)).getByText('Not used yet')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    dialog = await screen.findByRole('dialog', { name: 'Add candidate tag' });
    await userEvent.type(within(dialog).getByLabelText(/^tag/i), name.toUpperCase());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add tag' }));
    expect(await within(dialog).findByText('A tag with this name already exists')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Tag one candidate; the page counts them once it loads again.
    const tags = (await api<CandidateTag[]>('GET', 'configuration/candidate-tags', undefined, token)).body
      .data!;
    const tag = tags.find((item) => item.name === name)!;
    const someone = (await api<CandidateList>('GET', 'candidates?limit=1', undefined, token)).body.data!
      .items[0]!;
    const tagIds = [...someone.tags.map((item) => item.id), tag.id];
    expect((await api('PUT', `candidates/${someone.id}/tags`, { tagIds }, token)).status).toBe(200);

    await userEvent.click(screen.getByRole('button', { name: `Edit ${name}` }));
    dialog = await screen.findByRole('dialog', { name: 'Rename candidate tag' });
    await userEvent.type(within(dialog).getByLabelText(/^tag/i), ' (fluent)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const renamed = `${name} (fluent)`;
    expect(within(await itemOf(renamed)).getByText('On 1 candidate')).toBeInTheDocument();

    // A tag in use may be deleted; the question says who loses it.
    await userEvent.click(screen.getByRole('button', { name: `Delete ${renamed}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete candidate tag' });
    expect(confirm).toHaveTextContent('It will be removed from 1 candidate.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(renamed)).toBeNull());
    const after = (
      await api<{ tags: Array<{ id: string }> }>('GET', `candidates/${someone.id}`, undefined, token)
    ).body.data!;
    expect(after.tags.map((item) => item.id)).not.toContain(tag.id);
  });
});
