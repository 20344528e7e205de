import { Box } from '@mui/material';
import { COLOR_PRESETS, type ColorPreset } from '../utils/settings-schema';
import { SettingsOptionGroup } from './settings-option-group';

// The swatch shows each preset's light-mode primary; the app theme owns the full palettes.
const SWATCHES: Record<ColorPreset, string> = {
  blue: '#1d4ed8',
  green: '#15803d',
  indigo: '#4338ca',
  purple: '#7e22ce',
};

const LABELS: Record<ColorPreset, string> = {
  blue: 'Blue',
  green: 'Green',
  indigo: 'Indigo',
  purple: 'Purple',
};

export function ColorPresetPicker({
  value,
  onChange,
}: {
  value: ColorPreset;
  onChange: (preset: ColorPreset) => void;
}) {
  return (
    <SettingsOptionGroup
      title="Colour preset"
      value={value}
      onChange={onChange}
      columns={4}
      options={COLOR_PRESETS.map((preset) => ({
        value: preset,
        label: LABELS[preset],
        icon: (
          <Box
            component="span"
            aria-hidden
            sx={{ width: 22, height: 22, borderRadius: '50%', bgcolor: SWATCHES[preset], display: 'block' }}
          />
        ),
      }))}
    />
  );
}
