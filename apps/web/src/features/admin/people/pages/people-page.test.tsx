import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { connectRealApi, renderScreen, signInByApi } from '../../../platform/auth/components/test-kit';
import PeoplePage from './people-page';

beforeAll(() => connectRealApi());

/** The page against the real API, signed in as the demo company admin. */
async function renderPage() {
  const store = makeStore();
  store.dispatch(signedIn(await signInByApi('admin@example.com')));
  renderScreen(store, <PeoplePage />, { path: '/admin/people' });
  return store;
}

const table = () => screen.getByRole('table', { name: 'People' });

describe('PeoplePage', () => {
  it('lists the company and narrows the list by a search', async () => {
    await renderPage();
    expect(document.title).toBe('People | Atrium');
    expect(await within(table()).findByRole('link', { name: 'Ethan Brooks' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/people\/[0-9a-f-]{36}$/),
    );
    await userEvent.type(screen.getByPlaceholderText('Search by name or email'), 'employee@example');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2), { timeout: 5000 });
    expect(within(table()).getByText('employee@example.com')).toBeInTheDocument();
  });

  it('invites a person: the shared schema checks the form first, then the new person is listed', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Invite person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite person' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findAllByText('This field is required')).not.toHaveLength(0);

    const email = `ada.${Date.now()}@example.com`;
    await userEvent.type(within(dialog).getByLabelText(/^first name/i), 'Ada');
    await userEvent.type(within(dialog).getByLabelText(/^last name/i), 'Invited');
    await userEvent.type(within(dialog).getByLabelText(/^email/i), email);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.type(screen.getByPlaceholderText('Search by name or email'), email);
    const row = (await within(table()).findByText(email, {}, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText('Invited')).toBeInTheDocument();
  });

  it('shows a taken email under the email field', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Invite person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite person' });
    await userEvent.type(within(dialog).getByLabelText(/^first name/i), 'Ethan');
    await userEvent.type(within(dialog).getByLabelText(/^last name/i), 'Again');
    await userEvent.type(within(dialog).getByLabelText(/^email/i), 'employee@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^email/i)).toHaveAttribute('aria-invalid', 'true'),
    );
  });

  it('logs in as a person only with a reason, then acts as them', async () => {
    const store = await renderPage();
    await userEvent.type(screen.getByPlaceholderText('Search by name or email'), 'employee@example');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2), { timeout: 5000 });
    await userEvent.click(within(table()).getByRole('button', { name: 'Actions for Ethan Brooks' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Login as user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login as Ethan Brooks' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login as user' }));
    expect(await within(dialog).findByText('Give a reason for logging in as this user')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/^reason/i), 'Checking what Ethan sees');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login as user' }));
    await waitFor(() => expect(store.getState().auth.impersonation?.targetName).toBe('Ethan Brooks'));
    expect(store.getState().auth.user?.email).toBe('employee@example.com');
    expect(store.getState().auth.impersonation?.adminUser?.email).toBe('admin@example.com');
  });

  it('imports a CSV: a file with problems is reported row by row and imports nobody, a fixed one everyone', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import people' });
    const stamp = Date.now();
    const good = `grace.${stamp}@example.com`;
    const csv = (second: string) =>
      new File(
        [`firstName,lastName,email\nGrace,Imported,${good}\nAlan,Imported,${second}\n`],
        'people.csv',
        {
          type: 'text/csv',
        },
      );

    await userEvent.upload(within(dialog).getByLabelText('CSV file'), csv('not-an-email'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    const report = await within(dialog).findByRole('table', { name: 'Import problems' });
    const problem = within(report).getAllByRole('row')[1]!;
    expect(
      within(problem)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'email', expect.stringMatching(/email/i)]);
    expect(within(dialog).getByText(/nothing was imported/i)).toBeInTheDocument();

    await userEvent.upload(within(dialog).getByLabelText('CSV file'), csv(`alan.${stamp}@example.com`));
    expect(within(dialog).queryByRole('table', { name: 'Import problems' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/2 people imported/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.type(screen.getByPlaceholderText('Search by name or email'), good);
    expect(await within(table()).findByText(good, {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
