import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { LoadingOverlay } from '../components/loading-overlay';
import { Toaster } from '../components/toaster/toaster';
import { SettingsProvider } from '../features/settings/components/settings-provider';
import { AppThemeProvider } from './theme/app-theme-provider';
import { persistor, store } from './store';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <SettingsProvider>
        <AppThemeProvider>
          <PersistGate loading={<LoadingOverlay />} persistor={persistor}>
            {children}
            <Toaster />
          </PersistGate>
        </AppThemeProvider>
      </SettingsProvider>
    </Provider>
  );
}
