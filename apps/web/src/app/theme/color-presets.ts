import type {
  ColorPreset,
  Contrast,
  PaletteMode,
} from '../../features/platform/settings/utils/settings-schema';

interface PresetShades {
  /** 200, 300, 400, 700, 800, 900 of the Tailwind scale the presets come from. */
  s200: string;
  s300: string;
  s400: string;
  s700: string;
  s800: string;
  s900: string;
}

export const PRESET_SHADES: Record<ColorPreset, PresetShades> = {
  blue: {
    s200: '#bfdbfe',
    s300: '#93c5fd',
    s400: '#60a5fa',
    s700: '#1d4ed8',
    s800: '#1e40af',
    s900: '#1e3a8a',
  },
  green: {
    s200: '#bbf7d0',
    s300: '#86efac',
    s400: '#4ade80',
    s700: '#15803d',
    s800: '#166534',
    s900: '#14532d',
  },
  indigo: {
    s200: '#c7d2fe',
    s300: '#a5b4fc',
    s400: '#818cf8',
    s700: '#4338ca',
    s800: '#3730a3',
    s900: '#312e81',
  },
  purple: {
    s200: '#e9d5ff',
    s300: '#d8b4fe',
    s400: '#c084fc',
    s700: '#7e22ce',
    s800: '#6b21a8',
    s900: '#581c87',
  },
};

// Text on the dark-mode primary: the light shades need dark text to reach WCAG AA.
const DARK_TEXT = '#0b1120';

/**
 * The primary colour for a mode and contrast. Light mode uses the deep shades (white text stays
 * above 4.5:1), dark mode the pale ones; high contrast moves one step further from the background.
 */
export function primaryPalette(preset: ColorPreset, mode: PaletteMode, contrast: Contrast) {
  const shades = PRESET_SHADES[preset];
  const isHigh = contrast === 'high';
  if (mode === 'dark') {
    return {
      light: isHigh ? shades.s200 : shades.s300,
      main: isHigh ? shades.s300 : shades.s400,
      dark: isHigh ? shades.s400 : shades.s700,
      contrastText: DARK_TEXT,
    };
  }
  return {
    light: isHigh ? shades.s700 : shades.s400,
    main: isHigh ? shades.s800 : shades.s700,
    dark: shades.s900,
    contrastText: '#ffffff',
  };
}
