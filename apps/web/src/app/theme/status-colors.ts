import { darken, getContrastRatio, lighten, type Palette } from '@mui/material/styles';

// Spec section 3: the status kinds of the colour helper.
export const STATUS_KINDS = [
  'success',
  'warning',
  'danger',
  'started',
  'custom',
  'darkDanger',
  'primary',
  'customColor',
] as const;
export type StatusKind = (typeof STATUS_KINDS)[number];

export interface StatusColors {
  backgroundColor: string;
  color: string;
}

// WCAG AA for normal-size text: chips and badges use small text.
const MIN_TEXT_CONTRAST = 4.5;

/** A solid tint of a colour that sits quietly on the page in either mode. */
const tint = (color: string, mode: Palette['mode']) =>
  mode === 'dark' ? darken(color, 0.72) : lighten(color, 0.86);

/** The colour itself, moved away from the background until it reads at AA. */
function readableOn(background: string, color: string, mode: Palette['mode']): string {
  let candidate = color;
  for (let step = 1; step <= 10 && getContrastRatio(candidate, background) < MIN_TEXT_CONTRAST; step += 1) {
    candidate = mode === 'dark' ? lighten(color, step / 10) : darken(color, step / 10);
  }
  return candidate;
}

type Hue = Pick<Palette['primary'], 'main' | 'light' | 'dark'>;

/** A tint of the hue behind its deep shade (light mode) or its pale shade (dark mode). */
function tinted(palette: Palette, hue: Hue): StatusColors {
  const backgroundColor = tint(hue.main, palette.mode);
  const text = palette.mode === 'dark' ? hue.light : hue.dark;
  return { backgroundColor, color: readableOn(backgroundColor, text, palette.mode) };
}

/**
 * Background and text colours of a status (chips, badges, pipeline stages). `customColor` takes
 * the caller's colour (any CSS colour MUI can parse); without one it looks like `custom`.
 */
export function getStatusColors(palette: Palette, kind: StatusKind, customColor?: string): StatusColors {
  switch (kind) {
    case 'success':
      return tinted(palette, palette.success);
    case 'warning':
      return tinted(palette, palette.warning);
    case 'danger':
      return tinted(palette, palette.error);
    case 'started':
      return tinted(palette, palette.info);
    case 'primary':
      return tinted(palette, palette.primary);
    case 'darkDanger':
      return { backgroundColor: palette.error.dark, color: '#ffffff' };
    case 'customColor':
      if (customColor) return tinted(palette, { main: customColor, light: customColor, dark: customColor });
      return getStatusColors(palette, 'custom');
    case 'custom':
      return palette.mode === 'dark'
        ? { backgroundColor: palette.grey[800], color: palette.grey[100] }
        : { backgroundColor: palette.grey[200], color: palette.grey[800] };
  }
}
