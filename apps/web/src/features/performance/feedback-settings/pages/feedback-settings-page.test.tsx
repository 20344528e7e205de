import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi } from '../../../platform/auth/components/test-kit';
import { renderAs } from '../../../../test/render-as';
import FeedbackLogPage from './feedback-log-page';
import FeedbackSettingsPage from './feedback-settings-page';

beforeAll(() => connectRealApi());

const routes = [
  { path: '/performance/settings/feedback', element: <FeedbackSettingsPage /> },
  { path: '/performance/settings/feedback-log', element: <FeedbackLogPage /> },
];
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

describe('feedback settings and log', () => {
  it('turns a kind of feedback off and on, and adds, deactivates and deletes a company value', async () => {
    const name = unique('Curiosity');
    await renderAs('hr.admin@example.com', routes, '/performance/settings/feedback');
    const kinds = await screen.findByRole('region', { name: 'Kinds of feedback' });
    const managerOnly = within(kinds).getByRole('checkbox', { name: /To their manager only/ });
    expect(managerOnly).toBeChecked();
    await userEvent.click(managerOnly);
    expect(await screen.findByText('To their manager only turned off')).toBeInTheDocument();
    await userEvent.click(managerOnly);
    expect(await screen.findByText('To their manager only allowed')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Praise wall' })).getByRole('switch')).toBeChecked();

    const values = screen.getByRole('region', { name: 'Company values' });
    expect(await within(values).findByText('Customer first')).toBeInTheDocument();
    await userEvent.click(within(values).getByRole('button', { name: 'Add a value' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a company value' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Name/ }));
    await userEvent.paste(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add value' }));
    expect(await screen.findByText('Value added')).toBeInTheDocument();
    // The page is hidden from assistive technology until the dialog has faded out.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(values).findByText(name)).toBeInTheDocument();

    const valuesNow = () => screen.getByRole('region', { name: 'Company values' });
    await userEvent.click(await within(valuesNow()).findByRole('button', { name: `Deactivate ${name}` }));
    expect(await within(valuesNow()).findByRole('button', { name: `Activate ${name}` })).toBeInTheDocument();
    await userEvent.click(within(valuesNow()).getByRole('button', { name: `Delete ${name}` }));
    const confirm = await screen.findByRole('alertdialog', { name: `Delete ${name}?` });
    expect(within(confirm).getByText(/Nothing is tagged with it/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Value deleted')).toBeInTheDocument();
  });

  it('shows the log of who gave what kind to whom, with counts and never the words', async () => {
    await renderAs('hr.admin@example.com', routes, '/performance/settings/feedback-log');
    const tiles = await screen.findByLabelText('Feedback at a glance');
    expect(within(tiles).getByText('Praise')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Feedback log' });
    expect(await within(table).findAllByText('Maya Lindqvist')).not.toHaveLength(0);
    // The words stay with the people: never in the log.
    expect(screen.queryByText(/Ethan is ready for a bigger cross-team project/)).toBeNull();
    cleanup();

    await renderAs('employee@example.com', routes, '/performance/settings/feedback-log');
    expect(await screen.findByText(/You don't have access/)).toBeInTheDocument();
  });
});
