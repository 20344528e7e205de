import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Criterion } from '@atrium/shared/schemas/onboarding/criteria';
import { api, connectRealApi } from '../../../platform/auth/components/test-kit';
import { pasteInto, renderAs, unique } from '../../onboarding-test-kit';
import OnboardingSettingsPage from '../../settings/pages/onboarding-settings-page';
import OtherCriteriaPage from './other-criteria-page';

beforeAll(() => connectRealApi());

const routes = [
  { path: '/onboarding/settings', element: <OnboardingSettingsPage /> },
  { path: '/onboarding/settings/other-criteria', element: <OtherCriteriaPage /> },
];

const list = () => screen.findByRole('list', { name: 'Other criteria' });
const itemOf = async (name: string) => (await within(await list()).findByText(name)).closest('li')!;

describe('Other criteria', () => {
  it('is linked from the settings hub', async () => {
    const { router } = await renderAs('admin@example.com', routes, '/onboarding/settings');
    await userEvent.click(await screen.findByRole('link', { name: /other criteria/i }));
    expect(router.state.location.pathname).toBe('/onboarding/settings/other-criteria');
    expect(await screen.findByRole('heading', { level: 1, name: 'Other criteria' })).toBeInTheDocument();
    // The demo's criteria, with their values.
    expect(within(await itemOf('Seniority')).getByText('Senior')).toBeInTheDocument();
  });

  it('adds a criterion, refuses a second of the same name under the field, changes its values and deletes it', async () => {
    const { token } = await renderAs('admin@example.com', routes, '/onboarding/settings/other-criteria');
    const name = unique('Shift pattern');

    await userEvent.click(await screen.findByRole('button', { name: 'Add criterion' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add criterion' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add criterion' }));
    expect(await within(dialog).findAllByText('This field is required')).not.toHaveLength(0);
    await pasteInto(within(dialog).getByRole('textbox', { name: /^criterion/i }), name);
    await pasteInto(within(dialog).getByRole('textbox', { name: /^value 1/i }), 'Days');
    await pasteInto(within(dialog).getByRole('textbox', { name: /^value 2/i }), 'Nights');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add criterion' }));
    const item = await itemOf(name);
    expect(within(item).getByText('Nights')).toBeInTheDocument();

    // The same name in other letters: the server refuses it, and says so under the name.
    await userEvent.click(screen.getByRole('button', { name: 'Add criterion' }));
    dialog = await screen.findByRole('dialog', { name: 'Add criterion' });
    await pasteInto(within(dialog).getByRole('textbox', { name: /^criterion/i }), name.toUpperCase());
    await pasteInto(within(dialog).getByRole('textbox', { name: /^value 1/i }), 'A');
    await pasteInto(within(dialog).getByRole('textbox', { name: /^value 2/i }), 'B');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add criterion' }));
    expect(await within(dialog).findByText('A criterion with this name already exists')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Rename a value and add one; the kept value keeps its id.
    const before = (
      await api<Criterion[]>('GET', 'onboarding/settings/other-criteria', undefined, token)
    ).body.data!.find((criterion) => criterion.name === name)!;
    await userEvent.click(within(await itemOf(name)).getByRole('button', { name: `Edit ${name}` }));
    dialog = await screen.findByRole('dialog', { name: 'Edit criterion' });
    const nights = within(dialog).getByRole('textbox', { name: /^value 2/i });
    await userEvent.clear(nights);
    await userEvent.paste('Nights only');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add value' }));
    await pasteInto(within(dialog).getByRole('textbox', { name: /^value 3/i }), 'Weekends');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(await list()).findByText('Weekends')).toBeInTheDocument();
    const after = (
      await api<Criterion[]>('GET', 'onboarding/settings/other-criteria', undefined, token)
    ).body.data!.find((criterion) => criterion.name === name)!;
    expect(after.values.map((value) => value.name)).toEqual(['Days', 'Nights only', 'Weekends']);
    expect(after.values[1]!.id).toBe(before.values[1]!.id);

    await userEvent.click(within(await itemOf(name)).getByRole('button', { name: `Delete ${name}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete criterion' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(name)).toBeNull());
  });

  it('keeps a criterion the plan uses, saying why', async () => {
    await renderAs('admin@example.com', routes, '/onboarding/settings/other-criteria');
    await userEvent.click(within(await itemOf('Remote')).getByRole('button', { name: 'Delete Remote' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete criterion' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/Tasks of the onboarding plan use this/)).toBeInTheDocument();
    expect(within(await list()).getByText('Remote')).toBeInTheDocument();
  });
});
