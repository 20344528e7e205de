import { useEffect, useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useSettings } from '../../features/settings/hooks/use-settings';
import { createAppTheme } from './create-app-theme';
import { ltrCache, rtlCache } from './emotion-caches';

/** The MUI theme of the current interface settings, mirrored for rtl down to the <html> element. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const theme = useMemo(() => createAppTheme(settings), [settings]);

  useEffect(() => {
    document.documentElement.dir = settings.direction;
  }, [settings.direction]);

  return (
    <CacheProvider value={settings.direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
