import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../features/platform/settings/utils/settings-schema';
import { createAppTheme } from './create-app-theme';
import { getStatusColors, STATUS_KINDS } from './status-colors';

const light = createAppTheme(DEFAULT_SETTINGS);
const dark = createAppTheme({ ...DEFAULT_SETTINGS, paletteMode: 'dark' });

describe('getStatusColors', () => {
  it.each(STATUS_KINDS)('gives %s readable text in light and dark mode', (kind) => {
    for (const theme of [light, dark]) {
      const { backgroundColor, color } = getStatusColors(theme.palette, kind, '#0d9488');
      expect(getContrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives each named kind its own colours', () => {
    const named = STATUS_KINDS.filter((kind) => kind !== 'customColor');
    const pairs = named.map((kind) => JSON.stringify(getStatusColors(light.palette, kind)));
    expect(new Set(pairs).size).toBe(named.length);
  });

  it('maps the kinds to the palette hues', () => {
    expect(getStatusColors(light.palette, 'darkDanger')).toEqual({
      backgroundColor: light.palette.error.dark,
      color: '#ffffff',
    });
    expect(getStatusColors(light.palette, 'danger').color).toBe(light.palette.error.dark);
    expect(getStatusColors(dark.palette, 'danger').color).toBe(dark.palette.error.light);
    expect(getStatusColors(light.palette, 'success').color).toBe(light.palette.success.dark);
    expect(getStatusColors(light.palette, 'started').color).toBe(light.palette.info.dark);
    expect(getStatusColors(light.palette, 'warning').color).toBe(light.palette.warning.dark);
    expect(getStatusColors(dark.palette, 'primary').color).toBe(dark.palette.primary.light);
  });

  it('tints the caller colour for customColor, and looks like custom without one', () => {
    const teal = getStatusColors(light.palette, 'customColor', '#0d9488');
    const purple = getStatusColors(light.palette, 'customColor', '#7e22ce');
    expect(teal).not.toEqual(purple);
    expect(getStatusColors(light.palette, 'customColor')).toEqual(getStatusColors(light.palette, 'custom'));
  });

  it('darkens a pale custom colour until it reads on its tint', () => {
    const { backgroundColor, color } = getStatusColors(light.palette, 'customColor', '#fde047');
    expect(color).not.toBe('#fde047');
    expect(getContrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });

  it('is reachable from the theme, so features need not import the app layer', () => {
    expect(dark.statusColor('success')).toEqual(getStatusColors(dark.palette, 'success'));
  });
});
