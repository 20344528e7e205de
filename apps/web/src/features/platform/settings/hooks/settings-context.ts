import { createContext } from 'react';
import type { InterfaceSettings } from '../utils/settings-schema';

export interface SettingsContextValue {
  settings: InterfaceSettings;
  update: (changes: Partial<InterfaceSettings>) => void;
  reset: () => void;
  isDefault: boolean;
}

export const SettingsContext = createContext<SettingsContextValue | null>(null);
