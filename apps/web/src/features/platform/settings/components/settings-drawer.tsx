import {
  Box,
  Divider,
  Drawer,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import ContrastOutlined from '@mui/icons-material/ContrastOutlined';
import FormatTextdirectionLToROutlined from '@mui/icons-material/FormatTextdirectionLToROutlined';
import FormatTextdirectionRToLOutlined from '@mui/icons-material/FormatTextdirectionRToLOutlined';
import ViewSidebarOutlined from '@mui/icons-material/ViewSidebarOutlined';
import ViewDayOutlined from '@mui/icons-material/ViewDayOutlined';
import ViewStreamOutlined from '@mui/icons-material/ViewStreamOutlined';
import BrightnessMediumOutlined from '@mui/icons-material/BrightnessMediumOutlined';
import InvertColorsOutlined from '@mui/icons-material/InvertColorsOutlined';
import { useSettings } from '../hooks/use-settings';
import { ColorPresetPicker } from './color-preset-picker';
import { SettingsOptionGroup } from './settings-option-group';

const DRAWER_WIDTH = 340;

/** The interface settings (spec section 3), applied at once and remembered in this browser. */
export function SettingsDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { settings, update, reset, isDefault } = useSettings();

  return (
    <Drawer
      anchor="right"
      open={isOpen}
      onClose={onClose}
      slotProps={{
        paper: { 'aria-labelledby': 'settings-drawer-title', sx: { width: DRAWER_WIDTH, maxWidth: '100vw' } },
        backdrop: { invisible: true },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2.5, py: 2 }}>
        <Typography id="settings-drawer-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          Settings
        </Typography>
        <Tooltip title="Reset to defaults">
          <span>
            <IconButton aria-label="Reset settings" onClick={reset} disabled={isDefault}>
              <RestartAltIcon />
            </IconButton>
          </span>
        </Tooltip>
        <IconButton aria-label="Close settings" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Stack spacing={3} sx={{ p: 2.5, overflowY: 'auto' }}>
        <SettingsOptionGroup
          title="Mode"
          value={settings.paletteMode}
          onChange={(paletteMode) => update({ paletteMode })}
          options={[
            { value: 'light', label: 'Light', icon: <LightModeOutlined /> },
            { value: 'dark', label: 'Dark', icon: <DarkModeOutlined /> },
          ]}
        />
        <SettingsOptionGroup
          title="Contrast"
          value={settings.contrast}
          onChange={(contrast) => update({ contrast })}
          options={[
            { value: 'normal', label: 'Normal', icon: <BrightnessMediumOutlined /> },
            { value: 'high', label: 'High', icon: <ContrastOutlined /> },
          ]}
        />
        <SettingsOptionGroup
          title="Direction"
          value={settings.direction}
          onChange={(direction) => update({ direction })}
          options={[
            { value: 'ltr', label: 'Left to right', icon: <FormatTextdirectionLToROutlined /> },
            { value: 'rtl', label: 'Right to left', icon: <FormatTextdirectionRToLOutlined /> },
          ]}
        />
        <SettingsOptionGroup
          title="Layout"
          value={settings.layout}
          onChange={(layout) => update({ layout })}
          options={[
            { value: 'vertical', label: 'Vertical', icon: <ViewSidebarOutlined /> },
            { value: 'horizontal', label: 'Horizontal', icon: <ViewStreamOutlined /> },
            { value: 'mini', label: 'Mini', icon: <ViewDayOutlined sx={{ transform: 'rotate(90deg)' }} /> },
          ]}
        />
        <SettingsOptionGroup
          title="Nav colour"
          value={settings.navColor}
          onChange={(navColor) => update({ navColor })}
          options={[
            { value: 'integrate', label: 'Integrate', icon: <InvertColorsOutlined /> },
            { value: 'apparent', label: 'Apparent', icon: <InvertColorsOutlined color="primary" /> },
          ]}
        />
        <ColorPresetPicker value={settings.colorPreset} onChange={(colorPreset) => update({ colorPreset })} />
        <Box>
          <FormControlLabel
            control={<Switch checked={settings.stretch} onChange={(_, stretch) => update({ stretch })} />}
            label="Stretch content to full width"
          />
          <FormControlLabel
            control={
              <Switch
                checked={settings.disableButtonsOnLoginAs}
                onChange={(_, disableButtonsOnLoginAs) => update({ disableButtonsOnLoginAs })}
              />
            }
            label="Disable buttons while logged in as another user"
          />
        </Box>
      </Stack>
    </Drawer>
  );
}
