import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { SettingsContext } from '../hooks/settings-context';
import { DEFAULT_SETTINGS, type InterfaceSettings } from '../utils/settings-schema';
import { loadSettings, saveSettings } from '../utils/settings-storage';

const isDefaultSettings = (settings: InterfaceSettings) =>
  (Object.keys(DEFAULT_SETTINGS) as Array<keyof InterfaceSettings>).every(
    (key) => settings[key] === DEFAULT_SETTINGS[key],
  );

/** Holds the interface settings, read once from this browser and written back whenever they change. */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<InterfaceSettings>(loadSettings);

  // Also runs on the first render, which replaces a stored value that failed validation.
  useEffect(() => saveSettings(settings), [settings]);

  const value = useMemo(
    () => ({
      settings,
      update: (changes: Partial<InterfaceSettings>) => setSettings((current) => ({ ...current, ...changes })),
      reset: () => setSettings({ ...DEFAULT_SETTINGS }),
      isDefault: isDefaultSettings(settings),
    }),
    [settings],
  );

  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}
