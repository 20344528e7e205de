import { useMemo, type ReactNode } from 'react';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { createAppTheme } from '../../theme/create-app-theme';

/**
 * The "apparent" nav colour sets the navigation apart from the page: in light mode it wears the
 * dark palette (so every colour inside stays readable), in dark mode the raised paper colour.
 */
export function NavThemeProvider({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const settings = theme.interfaceSettings;
  const isInverted = settings.navColor === 'apparent' && settings.paletteMode === 'light';
  const navTheme = useMemo(
    () => (isInverted ? createAppTheme({ ...settings, paletteMode: 'dark' }) : theme),
    [isInverted, settings, theme],
  );
  return <ThemeProvider theme={navTheme}>{children}</ThemeProvider>;
}

/** The navigation's surface colour for the current nav colour setting. */
export const navSurface = (navColor: 'integrate' | 'apparent') =>
  navColor === 'apparent' ? 'background.paper' : 'background.default';
