import { z } from 'zod';

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

export const interfaceSettingsSchema = z.object({
  direction: z.enum(DIRECTIONS),
  layout: z.enum(LAYOUTS),
  colorPreset: z.enum(COLOR_PRESETS),
  contrast: z.enum(CONTRASTS),
  navColor: z.enum(NAV_COLORS),
  paletteMode: z.enum(PALETTE_MODES),
  /** true: the content fills the window; false: it keeps a readable maximum width. */
  stretch: z.boolean(),
  /** Disables contained and operation buttons while impersonating (spec section 6). */
  disableButtonsOnLoginAs: z.boolean(),
});
export type InterfaceSettings = z.infer<typeof interfaceSettingsSchema>;

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
  const fields = interfaceSettingsSchema.shape;
  for (const key of Object.keys(fields) as Array<keyof InterfaceSettings>) {
    if (!(key in stored)) continue;
    const parsed = fields[key].safeParse(stored[key]);
    if (parsed.success) {
      (result as Record<string, unknown>)[key] = parsed.data;
    } else if (key === 'colorPreset') {
      console.error(
        `Invalid colour preset ${JSON.stringify(stored[key])}; falling back to "${DEFAULT_SETTINGS.colorPreset}".`,
      );
    }
  }
  return result;
}
