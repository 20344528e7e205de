import type { Theme, ThemeOptions } from '@mui/material/styles';
import type { InterfaceSettings } from '../../features/platform/settings/utils/settings-schema';

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
    // A hidden badge (a count of 0) keeps its last number in the page, only scaled to nothing: out of
    // the layout, it is no longer visible text that the button's accessible name must contain (WCAG 2.5.3).
    MuiBadge: { styleOverrides: { invisible: { display: 'none' } } },
    // A disabled field's help says why it cannot be changed ("Set when the company registered"), so it
    // stays readable at 4.5:1 rather than fading with the field.
    MuiFormHelperText: {
      styleOverrides: { root: { '&.Mui-disabled': { color: theme.palette.text.secondary } } },
    },
  };
}
