import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { TOAST_DURATION_MS } from '@atrium/shared/constants/limits';
import { LoadingOverlay } from '../components/loading-overlay';
import { SettingsProvider } from '../features/settings/components/settings-provider';
import { AppThemeProvider } from './theme/app-theme-provider';
import { persistor, store } from './store';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      <SettingsProvider>
        <AppThemeProvider>
          <PersistGate loading={<LoadingOverlay />} persistor={persistor}>
            {/* Toasts: top-center for 5000 ms (spec section 9). */}
            <SnackbarProvider
              maxSnack={3}
              autoHideDuration={TOAST_DURATION_MS}
              anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
            >
              {children}
            </SnackbarProvider>
          </PersistGate>
        </AppThemeProvider>
      </SettingsProvider>
    </Provider>
  );
}
