import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi } from '../../../platform/auth/components/test-kit';
import { pasteInto, renderAs, unique } from '../../onboarding-test-kit';
import OnboardingSettingsPage from '../../settings/pages/onboarding-settings-page';
import FeedbackSettingsPage from './feedback-settings-page';

beforeAll(() => connectRealApi());

const routes = [
  { path: '/onboarding/settings', element: <OnboardingSettingsPage /> },
  { path: '/onboarding/settings/feedback', element: <FeedbackSettingsPage /> },
];

const list = () => screen.findByRole('list', { name: 'Feedback sets' });
const itemOf = async (name: string) => (await within(await list()).findByText(name)).closest('li')!;

describe('Feedback settings', () => {
  it('is linked from the settings hub and lists the demo sets with what was sent and answered', async () => {
    const { router } = await renderAs('admin@example.com', routes, '/onboarding/settings');
    await userEvent.click(await screen.findByRole('link', { name: /^feedback/i }));
    expect(router.state.location.pathname).toBe('/onboarding/settings/feedback');
    const week = await itemOf('First week');
    expect(within(week).getByText('7 days after the start')).toBeInTheDocument();
    expect(within(week).getByText('Sent 1 · answered 1')).toBeInTheDocument();
    // A set already sent is kept: the server says why.
    await userEvent.click(within(week).getByRole('button', { name: 'Delete First week' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete feedback set' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/make it inactive instead/)).toBeInTheDocument();
  });

  it('adds a set with questions, refuses a bad one under its fields, edits and deletes it', async () => {
    await renderAs('admin@example.com', routes, '/onboarding/settings/feedback');
    const name = unique('Six months');
    await userEvent.click(await screen.findByRole('button', { name: 'Add feedback set' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add feedback set' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add feedback set' }));
    expect(await within(dialog).findAllByText('This field is required')).not.toHaveLength(0);
    await pasteInto(within(dialog).getByRole('textbox', { name: /^name/i }), name);
    const days = within(dialog).getByRole('textbox', { name: /^days after the start date/i });
    await userEvent.clear(days);
    await userEvent.paste('180');
    await pasteInto(within(dialog).getByRole('textbox', { name: /^question 1/i }), 'How are you finding it?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add question' }));
    await pasteInto(within(dialog).getByRole('textbox', { name: /^question 2/i }), 'Anything to add?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add feedback set' }));
    const item = await itemOf(name);
    expect(within(item).getByText('180 days after the start')).toBeInTheDocument();
    expect(within(item).getByText('Anything to add?')).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: `Edit ${name}` }));
    const edit = await screen.findByRole('dialog', { name: 'Edit feedback set' });
    await userEvent.click(within(edit).getByRole('button', { name: 'Remove question 2' }));
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(within(await itemOf(name)).queryByText('Anything to add?')).toBeNull());

    await userEvent.click(within(await itemOf(name)).getByRole('button', { name: `Delete ${name}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete feedback set' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(name)).toBeNull());
  });
});
