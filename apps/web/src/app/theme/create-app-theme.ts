import { createTheme, type Theme } from '@mui/material/styles';
import {
  DEFAULT_SETTINGS,
  type InterfaceSettings,
} from '../../features/platform/settings/utils/settings-schema';
import { BREAKPOINTS } from './breakpoints';
import { componentOverrides } from './component-overrides';
import { createPalette } from './palette';
import { getStatusColors } from './status-colors';
import './theme-augmentation';

export function createAppTheme(settings: InterfaceSettings = DEFAULT_SETTINGS): Theme {
  const base = createTheme({
    direction: settings.direction,
    breakpoints: { values: BREAKPOINTS },
    palette: createPalette(settings),
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Inter", "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
      h4: { fontWeight: 700 },
      h5: { fontWeight: 700 },
      h6: { fontWeight: 700 },
      subtitle2: { fontWeight: 600 },
    },
  });
  const theme = createTheme(base, { components: componentOverrides(base, settings) });
  theme.statusColor = (kind, customColor) => getStatusColors(theme.palette, kind, customColor);
  theme.interfaceSettings = settings;
  return theme;
}
