import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import CloseReasonsPage from './close-reasons-page';
import ConfigurationPage from './configuration-page';
import CustomOptionsPage from './custom-options-page';
import JobBoardPage from './job-board-page';
import JobBoardsPage from './job-boards-page';

beforeAll(() => connectRealApi());

async function renderAt(url: string, email = 'admin@example.com') {
  const store = makeStore();
  store.dispatch(signedIn(await signInByApi(email)));
  return renderRoutes(
    store,
    [
      { path: '/configuration', element: <ConfigurationPage /> },
      { path: '/configuration/custom-options', element: <CustomOptionsPage /> },
      { path: '/configuration/custom-options/close-reasons-for-job', element: <CloseReasonsPage /> },
      { path: '/configuration/job-boards', element: <JobBoardsPage /> },
      { path: '/configuration/job-boards/new', element: <JobBoardPage /> },
      { path: '/configuration/job-boards/:id', element: <JobBoardPage /> },
    ],
    url,
  );
}

const list = () => screen.getByRole('list', { name: 'Close reasons' });
const itemOf = async (name: string) =>
  (await within(await screen.findByRole('list', { name: 'Close reasons' })).findByText(name)).closest('li')!;

describe('Configuration', () => {
  it('links to the areas the user may configure', async () => {
    const router = await renderAt('/configuration');
    await userEvent.click(await screen.findByRole('link', { name: /custom options/i }));
    await userEvent.click(await screen.findByRole('link', { name: /close reasons for job/i }));
    expect(router.state.location.pathname).toBe('/configuration/custom-options/close-reasons-for-job');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Close reasons for job' }),
    ).toBeInTheDocument();
  });

  it('adds, renames and deletes a close reason; one that closed jobs cannot be deleted', async () => {
    await renderAt('/configuration/custom-options/close-reasons-for-job');
    const used = await itemOf('Hire made');
    expect(within(used).getByText(/^Closed \d+ jobs?$/)).toBeInTheDocument();
    expect(within(used).queryByRole('button', { name: 'Delete Hire made' })).toBeNull();

    const name = `Paused hiring ${Date.now()}`;
    await userEvent.click(screen.getByRole('button', { name: 'Add reason' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add close reason' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add reason' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^reason/i), 'hire MADE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add reason' }));
    expect(
      await within(dialog).findByText('A close reason with this name already exists'),
    ).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^reason/i));
    await userEvent.type(within(dialog).getByLabelText(/^reason/i), name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add reason' }));
    expect(within(await itemOf(name)).getByText('Not used yet')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `Edit ${name}` }));
    dialog = await screen.findByRole('dialog', { name: 'Rename close reason' });
    await userEvent.type(within(dialog).getByLabelText(/^reason/i), ' (renamed)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const renamed = `${name} (renamed)`;
    await itemOf(renamed);

    await userEvent.click(screen.getByRole('button', { name: `Delete ${renamed}` }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete close reason' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(within(list()).queryByText(renamed)).toBeNull());
  });
});

describe('Job boards', () => {
  it('lists the demo boards, adds one after a bad board name is refused, and deletes it', async () => {
    const router = await renderAt('/configuration/job-boards');
    const boards = await screen.findByRole('list', { name: 'Job boards' });
    const demo = (await within(boards).findByText('Northwind Careers')).closest('li')!;
    expect(within(demo).getByRole('link', { name: '/job-boards?board-name=atrium-demo' })).toHaveAttribute(
      'href',
      '/job-boards?board-name=atrium-demo',
    );
    expect(within(demo).getByText('External')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add board' }));
    const form = await screen.findByRole('form', { name: 'Job board' });
    const name = `Graduate Careers ${Date.now()}`;
    await userEvent.type(within(form).getByLabelText(/^name/i), name);
    await userEvent.type(within(form).getByLabelText(/^board name/i), 'Graduates 2027!');
    await userEvent.click(within(form).getByRole('button', { name: 'Add board' }));
    expect(
      await within(form).findByText('Use lower-case letters, digits and single hyphens, e.g. acme-careers'),
    ).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/^board name/i));
    await userEvent.type(within(form).getByLabelText(/^board name/i), 'atrium-demo');
    await userEvent.click(within(form).getByRole('button', { name: 'Add board' }));
    expect(await within(form).findByText('This board name is taken; choose another')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText(/^board name/i));
    await userEvent.type(within(form).getByLabelText(/^board name/i), `graduates-${Date.now()}`);
    await userEvent.click(within(form).getByRole('button', { name: 'Add board' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/configuration/job-boards'));
    const added = (
      await within(await screen.findByRole('list', { name: 'Job boards' })).findByText(name)
    ).closest('li')!;
    await userEvent.click(within(added).getByRole('button', { name: `Delete ${name}` }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete job board' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.queryByText(name)).toBeNull());
  });
});
