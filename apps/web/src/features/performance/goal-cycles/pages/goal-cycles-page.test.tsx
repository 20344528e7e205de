import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi } from '../../../platform/auth/components/test-kit';
import { renderAs } from '../../../../test/render-as';
import GoalCyclesPage from './goal-cycles-page';

beforeAll(() => connectRealApi());

const routes = [{ path: '/performance/settings/goal-cycles', element: <GoalCyclesPage /> }];
const itemNamed = async (name: string) =>
  (
    await within(await screen.findByRole('list', { name: 'Goal cycles' })).findByText(name, { selector: 'p' })
  ).closest('li')!;

describe('goal cycles settings', () => {
  it('adds a cycle, makes it inactive, and deletes it; a cycle with goals cannot be deleted', async () => {
    const name = `Offsite sprint ${Date.now().toString(36)}`;
    await renderAs('hr.admin@example.com', routes, '/performance/settings/goal-cycles');
    // The demo's current quarter holds goals: it offers no delete.
    const current = (await screen.findAllByText('Active'))[0]!.closest('li')!;
    expect(within(current).queryByRole('button', { name: /^Delete/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add goal cycle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add goal cycle' });
    const nameField = within(dialog).getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(nameField);
    await userEvent.click(nameField);
    await userEvent.paste(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add goal cycle' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    let item = await itemNamed(name);
    expect(item).toHaveTextContent('Active');
    expect(item).toHaveTextContent('0 goals');
    await userEvent.click(within(item).getByRole('button', { name: `Mark inactive ${name}` }));
    await waitFor(async () => expect(await itemNamed(name)).toHaveTextContent('Inactive'));

    item = await itemNamed(name);
    await userEvent.click(within(item).getByRole('button', { name: `Delete ${name}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete goal cycle' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(name, { selector: 'p' })).not.toBeInTheDocument());
  });
});
