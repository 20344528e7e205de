import { useEffect, useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useSettings } from '../../features/platform/settings/hooks/use-settings';
import { createAppTheme } from './create-app-theme';
import { useDirectionCache } from './use-direction-cache';

/** The MUI theme of the current interface settings, mirrored for rtl down to the <html> element. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const { direction, cache } = useDirectionCache(settings.direction);
  const theme = useMemo(() => createAppTheme({ ...settings, direction }), [settings, direction]);

  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);

  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
