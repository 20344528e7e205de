import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTheme } from '@mui/material/styles';
import { afterEach, describe, expect, it } from 'vitest';
import { SettingsProvider } from '../../features/platform/settings/components/settings-provider';
import { useSettings } from '../../features/platform/settings/hooks/use-settings';
import { SETTINGS_STORAGE_KEY } from '../../features/platform/settings/utils/settings-storage';
import { AppThemeProvider } from './app-theme-provider';

function Probe() {
  const theme = useTheme();
  const { update } = useSettings();
  return (
    <>
      <p data-testid="theme">{`${theme.direction} ${theme.palette.mode} ${theme.palette.background.default}`}</p>
      <button onClick={() => update({ direction: 'rtl', paletteMode: 'dark' })}>Mirror and darken</button>
      <button onClick={() => update({ direction: 'ltr', paletteMode: 'light' })}>Back</button>
    </>
  );
}

const RTL_CACHE_LOAD = { timeout: 10_000 };

const renderThemed = () =>
  render(
    <SettingsProvider>
      <AppThemeProvider>
        <Probe />
      </AppThemeProvider>
    </SettingsProvider>,
  );

describe('AppThemeProvider', () => {
  afterEach(() => document.documentElement.removeAttribute('dir'));

  it('mirrors the page for rtl: the theme direction and dir on <html>, and back', async () => {
    const user = userEvent.setup();
    renderThemed();
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getByTestId('theme')).toHaveTextContent('ltr light #f6f7fb');

    await user.click(screen.getByRole('button', { name: 'Mirror and darken' }));
    // The right-to-left style cache loads on first use; the page flips when it is there.
    // Its first import is transformed on demand, which takes seconds on a busy machine.
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'), RTL_CACHE_LOAD);
    expect(screen.getByTestId('theme')).toHaveTextContent('rtl dark #0b1120');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('starts in rtl when this browser chose it before', async () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ direction: 'rtl' }));
    renderThemed();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'), RTL_CACHE_LOAD);
    expect(screen.getByTestId('theme')).toHaveTextContent('rtl');
    // The mirrored styles come from the rtl cache, whose class names start with its key.
    expect(document.querySelector('style[data-emotion^="muirtl"]')).not.toBeNull();
  });
});
