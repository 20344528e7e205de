import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectRealApi, signInByApi } from '../features/platform/auth/components/test-kit';
import { SettingsProvider } from '../features/platform/settings/components/settings-provider';
import JobsPage from '../features/recruiting/jobs/pages/jobs-page';
import { signedIn } from '../lib/session-slice';
import { renderRoutes } from '../test/render-routes';
import { createAppRouter } from './router';
import { makeStore } from './store';
import { AppThemeProvider } from './theme/app-theme-provider';

beforeAll(() => connectRealApi());

let router: ReturnType<typeof createAppRouter> | undefined;
afterEach(() => router?.dispose());

/** The whole app (its router, with route discovery) at a URL, signed in as a demo account or not. */
async function renderApp(url: string, email?: string) {
  const store = makeStore();
  if (email) store.dispatch(signedIn(await signInByApi(email)));
  window.history.replaceState(null, '', url);
  router = createAppRouter();
  render(
    <Provider store={store}>
      <SettingsProvider>
        <AppThemeProvider>
          <RouterProvider router={router} />
        </AppThemeProvider>
      </SettingsProvider>
    </Provider>,
  );
  return router;
}

// jsdom has no media queries, so the shell renders its phone layout: the menu sits in a drawer.
const frame = () => ({
  header: screen.getByRole('banner'),
  openNavigation: screen.getByRole('button', { name: 'Open navigation' }),
  accountMenu: screen.getByRole('button', { name: /^Account menu/ }),
});

describe('the signed-in frame around pages that are not there or not open', () => {
  it('answers an unknown path inside the frame, menu and header around the kit’s 404 screen', async () => {
    await renderApp('/no-such-page', 'employee@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: '404: Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('404: Page not found | Atrium');
    const { header, openNavigation, accountMenu } = frame();
    expect(header).toContainElement(accountMenu);
    expect(screen.getByRole('main')).toHaveTextContent('404: Page not found');
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');

    await userEvent.click(openNavigation);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'My profile' })).toBeInTheDocument();
  });

  it('tells an employee who opens /jobs by its address that they have no access, and whom to ask', async () => {
    await renderApp('/jobs', 'employee@example.com');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: "403: You don't have access to this page",
    });
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByRole('main')).toHaveTextContent('ask your company administrator');
    expect(screen.getByRole('main')).not.toHaveTextContent('connection');
    expect(frame().accountMenu).toBeInTheDocument();
    // The jobs page itself never rendered, so nothing asked the server for the list.
    expect(screen.queryByRole('table', { name: 'Jobs' })).not.toBeInTheDocument();
  });

  it('does the same for the platform operator, whose grants hold nothing of a company’s recruiting', async () => {
    await renderApp('/jobs', 'superadmin@example.com');
    expect(
      await screen.findByRole('heading', { level: 1, name: "403: You don't have access to this page" }),
    ).toBeInTheDocument();
  });

  it('opens a page the user may open', async () => {
    await renderApp('/jobs', 'operations@example.com');
    expect(await screen.findByRole('table', { name: 'Jobs' })).toBeInTheDocument();
    expect(screen.queryByText("You don't have access", { exact: false })).not.toBeInTheDocument();
  });

  it('shows a visitor who is not signed in the plain 404 screen, not the sign-in page', async () => {
    const app = await renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: '404: Page not found' })).toBeInTheDocument();
    expect(app.state.location.pathname).toBe('/no-such-page');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
  });
});

describe('a list the server refuses', () => {
  it('says the viewer has no access and whom to ask, not to check the connection', async () => {
    // The jobs page on its own, past the route guard, as the employee the server answers 403.
    const store = makeStore();
    store.dispatch(signedIn(await signInByApi('employee@example.com')));
    renderRoutes(store, [{ path: '/jobs', element: <JobsPage /> }], '/jobs');
    const table = await screen.findByRole('table', { name: 'Jobs' });
    const alert = await within(table).findByRole('alert');
    expect(alert).toHaveTextContent("You don't have access to this list");
    expect(alert).toHaveTextContent('ask your company administrator');
    expect(alert).not.toHaveTextContent('Check your connection');
    expect(within(table).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
