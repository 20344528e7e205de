import type { PaletteOptions } from '@mui/material/styles';
import type { InterfaceSettings } from '../../features/platform/settings/utils/settings-schema';
import { primaryPalette } from './color-presets';

// Status hues chosen so their dark shades read at AA on their own tinted backgrounds.
// Mains dark enough to read at 4.5:1 as text on white (outlined chips and buttons use them so).
const STATUS = {
  success: { light: '#4ade80', main: '#15803d', dark: '#166534', contrastText: '#ffffff' },
  warning: { light: '#fcd34d', main: '#b45309', dark: '#92400e', contrastText: '#ffffff' },
  error: { light: '#fca5a5', main: '#dc2626', dark: '#991b1b', contrastText: '#ffffff' },
  info: { light: '#7dd3fc', main: '#0369a1', dark: '#075985', contrastText: '#ffffff' },
} as const;

// On dark surfaces the light-mode mains fall under 4.5:1 as text (an outlined error button, say);
// their lighter shades keep it, with dark text on the filled variants.
const DARK_STATUS = {
  success: { light: '#86efac', main: '#4ade80', dark: '#16a34a', contrastText: '#052e16' },
  warning: { light: '#fde68a', main: '#fbbf24', dark: '#b45309', contrastText: '#1f2937' },
  error: { light: '#fecaca', main: '#f87171', dark: '#b91c1c', contrastText: '#1f0a0a' },
  info: { light: '#bae6fd', main: '#38bdf8', dark: '#0369a1', contrastText: '#082f49' },
} as const;

const LIGHT = {
  normal: {
    background: { default: '#f6f7fb', paper: '#ffffff' },
    text: { primary: '#111827', secondary: '#4b5563', disabled: '#9ca3af' },
    divider: '#e5e7eb',
  },
  high: {
    background: { default: '#ffffff', paper: '#ffffff' },
    text: { primary: '#000000', secondary: '#1f2937', disabled: '#6b7280' },
    divider: '#6b7280',
  },
};

const DARK = {
  normal: {
    background: { default: '#0b1120', paper: '#111827' },
    text: { primary: '#f3f4f6', secondary: '#9ca3af', disabled: '#6b7280' },
    divider: '#1f2937',
  },
  high: {
    background: { default: '#000000', paper: '#0b0f19' },
    text: { primary: '#ffffff', secondary: '#e5e7eb', disabled: '#9ca3af' },
    divider: '#9ca3af',
  },
};

export function createPalette({
  paletteMode,
  contrast,
  colorPreset,
}: Pick<InterfaceSettings, 'paletteMode' | 'contrast' | 'colorPreset'>): PaletteOptions {
  const surfaces = (paletteMode === 'dark' ? DARK : LIGHT)[contrast];
  return {
    mode: paletteMode,
    primary: primaryPalette(colorPreset, paletteMode, contrast),
    ...(paletteMode === 'dark' ? DARK_STATUS : STATUS),
    ...surfaces,
  };
}
