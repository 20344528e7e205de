import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, parseStoredSettings } from './settings-schema';

describe('parseStoredSettings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps every valid stored value', () => {
    const stored = {
      direction: 'rtl',
      layout: 'mini',
      colorPreset: 'purple',
      contrast: 'high',
      navColor: 'apparent',
      paletteMode: 'dark',
      stretch: true,
      disableButtonsOnLoginAs: true,
    };
    expect(parseStoredSettings(stored)).toEqual(stored);
  });

  it('reports an invalid colour preset in the console and falls back to blue', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const settings = parseStoredSettings({ colorPreset: 'orange', paletteMode: 'dark' });
    expect(settings.colorPreset).toBe('blue');
    expect(settings.paletteMode).toBe('dark');
    expect(report).toHaveBeenCalledWith(expect.stringContaining('"orange"'));
  });

  it('replaces only the bad fields with their defaults', () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseStoredSettings({ direction: 'sideways', layout: 'horizontal', stretch: 'yes' })).toEqual({
      ...DEFAULT_SETTINGS,
      layout: 'horizontal',
    });
    expect(report).not.toHaveBeenCalled();
  });

  it('gives the defaults for nothing or garbage', () => {
    expect(parseStoredSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseStoredSettings('dark')).toEqual(DEFAULT_SETTINGS);
    expect(parseStoredSettings([1, 2])).toEqual(DEFAULT_SETTINGS);
  });
});
