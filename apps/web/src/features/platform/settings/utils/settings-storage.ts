import { readStored, writeStored } from '../../../../lib/storage';
import { parseStoredSettings, type InterfaceSettings } from './settings-schema';

/** Remembered per browser, never per account: the same person may share a machine's preferences. */
export const SETTINGS_STORAGE_KEY = 'atrium-settings';

export const loadSettings = (): InterfaceSettings => parseStoredSettings(readStored(SETTINGS_STORAGE_KEY));

export const saveSettings = (settings: InterfaceSettings): void =>
  writeStored(SETTINGS_STORAGE_KEY, settings);
