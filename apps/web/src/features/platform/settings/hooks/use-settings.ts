import { useContext } from 'react';
import { SettingsContext, type SettingsContextValue } from './settings-context';

/** The interface settings and their setters; only inside SettingsProvider (the app providers). */
export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings is used outside SettingsProvider');
  return value;
}
