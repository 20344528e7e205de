import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi } from '../../../platform/auth/components/test-kit';
import { chooseOption, pasteInto, renderAs, unique } from '../../onboarding-test-kit';
import OnboardingSettingsPage from '../../settings/pages/onboarding-settings-page';
import FieldsSettingsPage from './fields-settings-page';

beforeAll(() => connectRealApi());

const routes = [
  { path: '/onboarding/settings', element: <OnboardingSettingsPage /> },
  { path: '/onboarding/settings/fields', element: <FieldsSettingsPage /> },
];

describe('Fields settings', () => {
  it('is linked from the settings hub and lists the demo fields with their types', async () => {
    const { router } = await renderAs('admin@example.com', routes, '/onboarding/settings');
    await userEvent.click(await screen.findByRole('link', { name: /^fields/i }));
    expect(router.state.location.pathname).toBe('/onboarding/settings/fields');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fields' })).toBeInTheDocument();
    expect(await screen.findByText('National Insurance number')).toBeInTheDocument();
    expect(screen.getByText('Masked (kept encrypted)')).toBeInTheDocument();
  });

  it('adds a choice field with its options, refuses one without options, and deletes it', async () => {
    await renderAs('admin@example.com', routes, '/onboarding/settings/fields');
    const name = unique('Hoodie size');
    await userEvent.click(await screen.findByRole('button', { name: 'Add field' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add field' });
    await pasteInto(within(dialog).getByRole('textbox', { name: /^field name/i }), name);
    await chooseOption(within(dialog).getByRole('combobox', { name: /^type/i }), 'Single choice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add field' }));
    expect(await within(dialog).findByText('Add at least one option')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await pasteInto(within(dialog).getByRole('textbox', { name: /^option 1/i }), 'Small');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add option' }));
    await pasteInto(within(dialog).getByRole('textbox', { name: /^option 2/i }), 'Large');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add field' }));
    expect(await screen.findByText(name)).toBeInTheDocument();
    expect(screen.getByText(/Small, Large/)).toBeInTheDocument();
    // The page is hidden from the accessibility tree until the dialog has finished closing.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: `Delete ${name}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete field' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(name)).toBeNull());
  });
});
