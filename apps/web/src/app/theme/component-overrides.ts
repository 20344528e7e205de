import type { Theme, ThemeOptions } from '@mui/material/styles';
import type { InterfaceSettings } from '../../features/settings/utils/settings-schema';

/** Defaults every screen shares; high contrast adds outlines where normal contrast relies on shade. */
export function componentOverrides(theme: Theme, settings: InterfaceSettings): ThemeOptions['components'] {
  const isHigh = settings.contrast === 'high';
  const focusRing = {
    outline: `${isHigh ? 3 : 2}px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
  };
  return {
    MuiCssBaseline: {
      styleOverrides: {
        // Keyboard users always see where they are; mouse clicks do not leave rings behind.
        'body :focus-visible': focusRing,
        body: { colorScheme: theme.palette.mode },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true, size: 'medium' } },
    MuiPaper: {
      styleOverrides: {
        root: { backgroundImage: 'none' },
        outlined: isHigh ? { borderColor: theme.palette.text.secondary } : {},
      },
    },
    MuiCard: {
      styleOverrides: {
        root: isHigh ? { border: `1px solid ${theme.palette.divider}` } : {},
      },
    },
    MuiLink: { defaultProps: { underline: isHigh ? 'always' : 'hover' } },
    MuiTooltip: { defaultProps: { arrow: true } },
  };
}
