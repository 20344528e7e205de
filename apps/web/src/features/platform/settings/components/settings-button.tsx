import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { SettingsDrawer } from './settings-drawer';

/** The header's gear: opens the settings drawer. */
export function SettingsButton() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Tooltip title="Settings">
        <IconButton
          aria-label="Settings"
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onClick={() => setIsOpen(true)}
        >
          <SettingsOutlined />
        </IconButton>
      </Tooltip>
      <SettingsDrawer isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </>
  );
}
