// The interface settings of spec section 3, with the values spec section 9 names.
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export const LAYOUTS = ['vertical', 'horizontal', 'mini'] as const;
export const COLOR_PRESETS = ['blue', 'green', 'indigo', 'purple'] as const;
export const CONTRASTS = ['normal', 'high'] as const;
export const NAV_COLORS = ['integrate', 'apparent'] as const;
export const PALETTE_MODES = ['light', 'dark'] as const;

export type Direction = (typeof DIRECTIONS)[number];
export type Layout = (typeof LAYOUTS)[number];
export type ColorPreset = (typeof COLOR_PRESETS)[number];
export type Contrast = (typeof CONTRASTS)[number];
export type NavColor = (typeof NAV_COLORS)[number];
export type PaletteMode = (typeof PALETTE_MODES)[number];

export interface InterfaceSettings {
  direction: Direction;
  layout: Layout;
  colorPreset: ColorPreset;
  contrast: Contrast;
  navColor: NavColor;
  paletteMode: PaletteMode;
  /** true: the content fills the window; false: it keeps a readable maximum width. */
  stretch: boolean;
  /** Disables contained and operation buttons while impersonating (spec section 6). */
  disableButtonsOnLoginAs: boolean;
}

const oneOf =
  (values: readonly string[]) =>
  (value: unknown): boolean =>
    typeof value === 'string' && values.includes(value);
const isBoolean = (value: unknown): boolean => typeof value === 'boolean';

// A browser-local value, never sent to the server, so it is checked here rather than by a shared
// zod schema: that keeps zod out of the first page a visitor loads.
const FIELD_CHECKS: Record<keyof InterfaceSettings, (value: unknown) => boolean> = {
  direction: oneOf(DIRECTIONS),
  layout: oneOf(LAYOUTS),
  colorPreset: oneOf(COLOR_PRESETS),
  contrast: oneOf(CONTRASTS),
  navColor: oneOf(NAV_COLORS),
  paletteMode: oneOf(PALETTE_MODES),
  stretch: isBoolean,
  disableButtonsOnLoginAs: isBoolean,
};

export const DEFAULT_SETTINGS: InterfaceSettings = {
  direction: 'ltr',
  layout: 'vertical',
  colorPreset: 'blue',
  contrast: 'normal',
  navColor: 'integrate',
  paletteMode: 'light',
  stretch: false,
  disableButtonsOnLoginAs: false,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads settings stored by an earlier visit (or an older version of the app). Each field is checked
 * on its own, so one bad value costs only that value; a bad colour preset is also reported, as
 * spec section 8 asks.
 */
export function parseStoredSettings(stored: unknown): InterfaceSettings {
  if (!isRecord(stored)) return { ...DEFAULT_SETTINGS };
  const result = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(FIELD_CHECKS) as Array<keyof InterfaceSettings>) {
    if (!(key in stored)) continue;
    if (FIELD_CHECKS[key](stored[key])) {
      (result as Record<string, unknown>)[key] = stored[key];
    } else if (key === 'colorPreset') {
      console.error(
        `Invalid colour preset ${JSON.stringify(stored[key])}; falling back to "${DEFAULT_SETTINGS.colorPreset}".`,
      );
    }
  }
  return result;
}
