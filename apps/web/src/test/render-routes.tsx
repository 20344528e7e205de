import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material';
import type { Store } from '@reduxjs/toolkit';
import { Toaster } from '../components/toaster/toaster';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createAppTheme } from '../app/theme/create-app-theme';

/**
 * Renders routes as the app does (the given real store, the app's theme, toasts, a data router) at
 * one URL. Tests build the store with makeStore; the router comes back for navigation assertions.
 */
export function renderRoutes(store: Store, routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <Provider store={store}>
      <ThemeProvider theme={createAppTheme()}>
        <>
          <RouterProvider router={router} />
          <Toaster />
        </>
      </ThemeProvider>
    </Provider>,
  );
  return router;
}
