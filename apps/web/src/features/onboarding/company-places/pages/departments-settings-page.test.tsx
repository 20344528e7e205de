import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi } from '../../../platform/auth/components/test-kit';
import { pasteInto, renderAs, unique } from '../../onboarding-test-kit';
import DepartmentsSettingsPage from './departments-settings-page';

beforeAll(() => connectRealApi());

const routes = [{ path: '/onboarding/settings/departments', element: <DepartmentsSettingsPage /> }];
const list = () => screen.findByRole('list', { name: 'Departments' });
const itemOf = async (name: string) => (await within(await list()).findByText(name)).closest('li')!;

describe('Settings → departments', () => {
  it('lists the departments with their people, adds one, refuses to delete one in use and deletes the new one', async () => {
    await renderAs('admin@example.com', routes, '/onboarding/settings/departments');
    expect(await screen.findByRole('heading', { level: 1, name: 'Departments' })).toBeInTheDocument();
    // The demo's Engineering department holds people: deleting it is refused with the server's reason.
    const engineering = await itemOf('Engineering');
    expect(within(engineering).getByText(/\d+ people/)).toBeInTheDocument();
    await userEvent.click(within(engineering).getByRole('button', { name: 'Delete Engineering' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete department' });
    expect(confirm).toHaveTextContent('still has people or new hires');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('move them first');
    expect(await itemOf('Engineering')).toBeInTheDocument();

    const name = unique('Facilities');
    await userEvent.click(screen.getByRole('button', { name: 'Add department' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add department' });
    await pasteInto(within(dialog).getByRole('textbox', { name: /^Name/ }), name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add department' }));
    const added = await itemOf(name);
    expect(within(added).getByText('0 people · 0 new hires')).toBeInTheDocument();

    await userEvent.click(within(added).getByRole('button', { name: `Delete ${name}` }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete department' });
    expect(confirm).toHaveTextContent(`Delete “${name}”? This cannot be undone.`);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(name)).toBeNull());
  });
});
