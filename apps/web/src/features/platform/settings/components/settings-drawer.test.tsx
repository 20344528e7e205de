import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSettings } from '../hooks/use-settings';
import { SETTINGS_STORAGE_KEY } from '../utils/settings-storage';
import { SettingsButton } from './settings-button';
import { SettingsProvider } from './settings-provider';

const stored = () =>
  JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null') as Record<string, unknown>;

function SettingsProbe() {
  const { settings } = useSettings();
  return <output aria-label="Settings in effect">{JSON.stringify(settings)}</output>;
}

const renderSettings = () =>
  render(
    <SettingsProvider>
      <SettingsButton />
      <SettingsProbe />
    </SettingsProvider>,
  );

const openDrawer = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Settings' }));
  return screen.findByRole('presentation');
};

describe('SettingsDrawer', () => {
  it('applies a choice at once and remembers it in this browser', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSettings();
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Dark' }));
    await user.click(within(drawer).getByRole('button', { name: 'Horizontal' }));
    await user.click(within(drawer).getByRole('button', { name: 'Purple' }));
    await user.click(within(drawer).getByRole('switch', { name: 'Stretch content to full width' }));
    await user.click(within(drawer).getByRole('switch', { name: /Disable buttons while logged in as/ }));

    expect(within(drawer).getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    expect(stored()).toMatchObject({
      paletteMode: 'dark',
      layout: 'horizontal',
      colorPreset: 'purple',
      stretch: true,
      disableButtonsOnLoginAs: true,
    });

    // A later visit starts from what was stored.
    unmount();
    renderSettings();
    expect(
      JSON.parse(screen.getByRole('status', { name: 'Settings in effect' }).textContent ?? ''),
    ).toMatchObject({
      paletteMode: 'dark',
      colorPreset: 'purple',
    });
  });

  it('starts from blue when the stored preset is invalid, and says so in the console', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ colorPreset: 'neon', contrast: 'high' }));
    renderSettings();
    const settings = JSON.parse(screen.getByRole('status').textContent ?? '') as Record<string, unknown>;
    expect(settings).toMatchObject({ colorPreset: 'blue', contrast: 'high' });
    expect(report).toHaveBeenCalledWith(expect.stringMatching(/Invalid colour preset "neon"/));
    report.mockRestore();
  });

  it('resets every setting to its default', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ direction: 'rtl', paletteMode: 'dark', contrast: 'high', layout: 'mini' }),
    );
    renderSettings();
    const drawer = await openDrawer(user);
    expect(within(drawer).getByRole('button', { name: 'Right to left' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(drawer).getByRole('button', { name: 'Reset settings' }));

    expect(stored()).toMatchObject({
      direction: 'ltr',
      paletteMode: 'light',
      contrast: 'normal',
      layout: 'vertical',
    });
    expect(within(drawer).getByRole('button', { name: 'Left to right' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(drawer).getByRole('button', { name: 'Reset settings' })).toBeDisabled();
  });
});
