import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from '../components/toaster/toaster';
import { SettingsProvider } from '../features/platform/settings/components/settings-provider';
import { AppThemeProvider } from './theme/app-theme-provider';
import { store } from './store';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <SettingsProvider>
        <AppThemeProvider>
          {children}
          <Toaster />
        </AppThemeProvider>
      </SettingsProvider>
    </Provider>
  );
}
