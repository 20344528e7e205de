import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@atrium/shared/schemas/platform/messages';
import { makeStore } from '../../../../app/store';
import { signedIn } from '../../../../lib/session-slice';
import { renderRoutes } from '../../../../test/render-routes';
import { connectRealApi, signInByApi } from '../../../platform/auth/components/test-kit';
import AttributesPage from './attributes-page';
import CompanyLayoutPage from './company-layout-page';
import CompanyProfilePage from './company-profile-page';
import DepartmentsPage from './departments-page';
import GroupsPage from './groups-page';
import LocationsPage from './locations-page';

beforeAll(() => connectRealApi());

const ROUTES = [
  {
    path: '/admin/company',
    element: <CompanyLayoutPage />,
    children: [
      { path: 'profile', element: <CompanyProfilePage /> },
      { path: 'departments', element: <DepartmentsPage /> },
      { path: 'locations', element: <LocationsPage /> },
      { path: 'groups', element: <GroupsPage /> },
      { path: 'attributes', element: <AttributesPage /> },
    ],
  },
];

const unique = (prefix: string) => `${prefix} ${Date.now()} ${Math.floor(Math.random() * 1e4)}`;

async function renderAt(url: string, email = 'admin@example.com') {
  const store = makeStore();
  store.dispatch(signedIn(await signInByApi(email)));
  return renderRoutes(store, ROUTES, url);
}

const hasCell = (row: HTMLElement, text: string) =>
  within(row)
    .queryAllByRole('cell')
    .some((cell) => cell.textContent?.replace('↳', '').trim() === text);

/** Types into the table's search and waits for the row that holds the text. */
async function findRow(table: string, text: string) {
  const search = screen.getByRole('searchbox', { name: 'Search' });
  await userEvent.clear(search);
  await userEvent.type(search, `${text}{Enter}`);
  // The list answers the search once it settles; rows found before that are about to be replaced.
  await waitFor(
    () => {
      const grid = screen.getByRole('table', { name: table });
      expect(grid).toHaveAttribute('aria-busy', 'false');
      expect(
        within(grid)
          .getAllByRole('row')
          .some((row) => hasCell(row, text)),
      ).toBe(true);
    },
    { timeout: 5000 },
  );
  const grid = screen.getByRole('table', { name: table });
  return within(grid)
    .getAllByRole('row')
    .find((row) => hasCell(row, text))!;
}

describe('Company management', () => {
  it('opens on the first tab the role may view, one address per tab', async () => {
    const router = await renderAt('/admin/company');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/company/profile'));
    const tabs = await screen.findByRole('tablist', { name: 'Company management' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Profile', 'Departments', 'Locations', 'Groups', 'User attributes']);
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Groups' }));
    expect(router.state.location.pathname).toBe('/admin/company/groups');
  });

  it('shows a support user only the tabs their role may view, read-only', async () => {
    const router = await renderAt('/admin/company', 'support@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/company/departments'));
    const tabs = await screen.findByRole('tablist', { name: 'Company management' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Departments', 'Locations', 'Groups']);
    expect(await screen.findByRole('table', { name: 'Departments' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add department' })).not.toBeInTheDocument();
  });

  it('profile: a role that may only view it sees every field read-only and no Save', async () => {
    await renderAt('/admin/company/profile', 'hr.admin@example.com');
    expect(await screen.findByRole('textbox', { name: /^Company name/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /^Timezone/ })).toBeDisabled();
    expect(screen.getByText('Your role can view the company profile but not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('profile: the shared schema checks the form, and a change is saved', async () => {
    await renderAt('/admin/company/profile');
    const name = await screen.findByRole('textbox', { name: /^Company name/ });
    const original = (name as HTMLInputElement).value;
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGES.fieldRequired)).toBeInTheDocument();

    await userEvent.type(name, original);
    const about = screen.getByRole('textbox', { name: 'About the company' });
    await userEvent.clear(about);
    await userEvent.type(about, unique('We build widgets'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Company profile saved successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled());
  });

  it('departments: adds one under another, names its head, and deletes only what has no sub-departments', async () => {
    await renderAt('/admin/company/departments');
    const parent = unique('Research');
    const child = unique('Lab');
    await userEvent.click(await screen.findByRole('button', { name: 'Add department' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add department' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), parent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add department' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Add department' }));
    dialog = await screen.findByRole('dialog', { name: 'Add department' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), child);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Part of' }));
    await userEvent.click(await screen.findByRole('option', { name: parent }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Head of department' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ethan Brooks' }, { timeout: 5000 }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add department' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const childRow = await findRow('Departments', child);
    expect(childRow).toHaveTextContent(parent);
    expect(childRow).toHaveTextContent('Ethan Brooks');

    const parentRow = await findRow('Departments', parent);
    await userEvent.click(within(parentRow).getByRole('button', { name: `Delete ${parent}` }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    // The refusal's toast (the table's Sub-departments column would match a looser pattern).
    expect(
      await screen.findByText('This department has sub-departments. Move or delete them first.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    const leaf = await findRow('Departments', child);
    await userEvent.click(within(leaf).getByRole('button', { name: `Delete ${child}` }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Departments' })).queryByText(child),
      ).not.toBeInTheDocument(),
    );
  });

  it('attributes: creates a single select with options, archives it and restores it', async () => {
    const router = await renderAt('/admin/company/attributes');
    const label = unique('Shirt size');
    await userEvent.click(await screen.findByRole('button', { name: 'Create attribute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create attribute' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Label/ }), label);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Single select' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create attribute' }));
    expect(await within(dialog).findByText('Add at least one option')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Option 1/ }), 'Small');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Option 2/ }), 'Large');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create attribute' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const row = await findRow('User attributes', label);
    expect(row).toHaveTextContent('Small, Large');
    await userEvent.click(within(row).getByRole('button', { name: `Archive ${label}` }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Archive' }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'User attributes' })).queryByText(label),
      ).not.toBeInTheDocument(),
    );

    // The status filter lives in the address: the archived list shows it, ready to restore.
    await router.navigate('/admin/company/attributes?f.status=%22archived%22');
    const archived = await findRow('User attributes', label);
    expect(archived).toHaveTextContent('Archived');
    await userEvent.click(within(archived).getByRole('button', { name: `Restore ${label}` }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'User attributes' })).queryByText(label),
      ).not.toBeInTheDocument(),
    );
    await router.navigate('/admin/company/attributes');
    expect(await findRow('User attributes', label)).toHaveTextContent('Active');
  });

  it('groups: adds a group and a member to it', async () => {
    await renderAt('/admin/company/groups');
    const name = unique('Book club');
    await userEvent.click(await screen.findByRole('button', { name: 'Add group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add group' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add group' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const row = await findRow('Groups', name);
    await userEvent.click(within(row).getByRole('button', { name: `Members of ${name}` }));
    const members = await screen.findByRole('dialog', { name: `Members of ${name}` });
    expect(await within(members).findByText('Nobody in this group yet')).toBeInTheDocument();
    await userEvent.click(within(members).getByRole('combobox', { name: 'Add a person' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ethan Brooks' }, { timeout: 5000 }));
    await userEvent.click(within(members).getByRole('button', { name: 'Add' }));
    expect(await within(members).findByText('employee@example.com')).toBeInTheDocument();
    await userEvent.click(within(members).getByRole('button', { name: 'Done' }));
    // The list refetches after the change; read the row again until it shows the member (typing the
    // search again on every try would outlast the wait on a busy machine).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(
      () => {
        const grid = screen.getByRole('table', { name: 'Groups' });
        const row = within(grid)
          .getAllByRole('row')
          .find((candidate) => hasCell(candidate, name));
        expect(row).toHaveTextContent(/—1Members$/);
      },
      { timeout: 5000 },
    );
  });
});
