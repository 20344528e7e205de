import type { InterfaceSettings } from '../../features/platform/settings/utils/settings-schema';
import type { StatusColors, StatusKind } from './status-colors';

/*
 * What the app theme carries besides MUI's own fields. Features may not import the app layer, so
 * they reach the status colours and the interface settings through useTheme().
 */
declare module '@mui/material/styles' {
  interface Theme {
    statusColor: (kind: StatusKind, customColor?: string) => StatusColors;
    interfaceSettings: InterfaceSettings;
  }
}

export {};
