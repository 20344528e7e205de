import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HireVisibilityRole } from '@atrium/shared/schemas/onboarding/hire-visibility';
import { api, connectRealApi } from '../../../platform/auth/components/test-kit';
import { chooseOption, renderAs } from '../../onboarding-test-kit';
import OnboardingSettingsPage from '../../settings/pages/onboarding-settings-page';
import HireVisibilityPage from './hire-visibility-page';

beforeAll(() => connectRealApi());

const routes = [
  { path: '/onboarding/settings', element: <OnboardingSettingsPage /> },
  { path: '/onboarding/settings/permission', element: <HireVisibilityPage /> },
];

describe('Permission settings', () => {
  it('is linked from the hub, and sets which hires a role sees', async () => {
    const { router, token } = await renderAs('admin@example.com', routes, '/onboarding/settings');
    await userEvent.click(await screen.findByRole('link', { name: /^permission/i }));
    expect(router.state.location.pathname).toBe('/onboarding/settings/permission');
    const table = await screen.findByRole('table', { name: 'Roles and the new hires they see' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await chooseOption(
      within(table).getByRole('combobox', { name: 'New hires Support sees' }),
      "Their department's new hires",
    );
    await userEvent.click(save);
    const scopeOf = async (key: string) =>
      (
        await api<HireVisibilityRole[]>('GET', 'onboarding/settings/permission', undefined, token)
      ).body.data!.find((role) => role.roleKey === key)!.scope;
    await waitFor(async () => expect(await scopeOf('SUPPORT')).toBe('department'));

    // Put it back: the other tests' help desk sees every hire.
    await chooseOption(
      within(table).getByRole('combobox', { name: 'New hires Support sees' }),
      'All new hires',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await scopeOf('SUPPORT')).toBe('all'));
  });
});
