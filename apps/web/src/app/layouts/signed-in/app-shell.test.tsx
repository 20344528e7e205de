import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '../../../components/toaster/toaster';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MenuPermissions } from '@atrium/shared/permissions/menus';
import { connectRealApi, signInByApi } from '../../../features/platform/auth/components/test-kit';
import { SettingsProvider } from '../../../features/platform/settings/components/settings-provider';
import { signedIn } from '../../../lib/session-slice';
import { makeStore } from '../../store';
import { AppThemeProvider } from '../../theme/app-theme-provider';
import AppShell from './app-shell';

beforeAll(() => connectRealApi());

/** The shell with the real store, signed in as a demo account (the admin), its menu permissions or the given ones. */
async function renderShell(url: string, menuPermissions?: MenuPermissions, email = 'admin@example.com') {
  const session = await signInByApi(email);
  const store = makeStore();
  store.dispatch(
    signedIn({
      ...session,
      user: { ...session.user, menuPermissions: menuPermissions ?? session.user.menuPermissions },
    }),
  );
  const page = (name: string) => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      {
        element: <AppShell />,
        children: [
          { path: '/dashboard', element: page('Dashboard page') },
          { path: '/my-profile', element: page('Profile page') },
          { path: '/my-profile/edit', element: page('Edit profile page') },
          { path: '/notifications', element: page('Notifications page') },
          { path: '/admin/people', element: page('People page') },
        ],
      },
      { path: '*', element: page('Elsewhere') },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={store}>
      <SettingsProvider>
        <AppThemeProvider>
          <>
            <RouterProvider router={router} />
            <Toaster />
          </>
        </AppThemeProvider>
      </SettingsProvider>
    </Provider>,
  );
  return router;
}

// jsdom has no media queries, so the shell renders its phone layout: the menu sits in a drawer.
async function openNavigation(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
  return screen.findByRole('navigation', { name: 'Main navigation' });
}

describe('AppShell', () => {
  it('builds the navigation from the menu permissions, linking only pages that exist', async () => {
    const user = userEvent.setup();
    await renderShell('/notifications');
    const nav = await openNavigation(user);

    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/my-profile');
    const current = within(nav).getByRole('link', { name: 'Notifications' });
    expect(current).toHaveAttribute('aria-current', 'page');
    // Recruiting and Admin both have built pages, so the switcher offers them, starting with the first.
    expect(
      within(nav).getByRole('button', { name: 'Module: Recruiting. Switch module' }),
    ).toBeInTheDocument();
    // Built pages are linked; Reports is in the admin's menu but its page is not built yet.
    expect(within(nav).getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/jobs');
    expect(within(nav).getByRole('link', { name: 'Candidates' })).toHaveAttribute('href', '/candidates');
    expect(within(nav).getByRole('link', { name: 'Talent pool' })).toHaveAttribute('href', '/talent-pool');
    expect(within(nav).queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
  });

  it('leaves out an item the user has no permission for', async () => {
    const user = userEvent.setup();
    await renderShell('/my-profile', { rct: { menu: ['reports'], module: ['reports'] } });
    const nav = await openNavigation(user);

    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Jobs' })).not.toBeInTheDocument();
    // Its only Recruiting page is not built yet, so Recruiting is not offered at all.
    expect(within(nav).queryByText('Recruiting')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'My profile' })).toBeInTheDocument();
  });

  it('offers an employee no page the server would refuse: no Jobs, no Configuration', async () => {
    const user = userEvent.setup();
    await renderShell('/dashboard', undefined, 'employee@example.com');
    const nav = await openNavigation(user);

    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Jobs' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Configuration' })).not.toBeInTheDocument();
    // Onboarding's home and My tasks are everyone's, so the switcher offers Onboarding beside Recruiting.
    await user.click(within(nav).getByRole('button', { name: 'Module: Recruiting. Switch module' }));
    const modules = await screen.findByRole('menu');
    expect(within(modules).getByRole('menuitem', { name: 'Onboarding' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
    await user.keyboard('{Escape}');
    expect(within(nav).getByRole('link', { name: 'My profile' })).toBeInTheDocument();
  });

  it('offers operations the people list but not the roles or the audit trail it cannot load', async () => {
    const user = userEvent.setup();
    await renderShell('/admin/people', undefined, 'operations@example.com');
    const nav = await openNavigation(user);

    expect(within(nav).getByRole('link', { name: 'User management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).queryByRole('link', { name: 'Roles' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Audit logs' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login as log' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Module: Admin. Switch module' }));
    const modules = await screen.findByRole('menu');
    expect(within(modules).getByRole('menuitem', { name: 'Recruiting' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(modules).getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin/people');
  });

  it('navigates from the drawer and closes it', async () => {
    const user = userEvent.setup();
    const router = await renderShell('/my-profile');
    const nav = await openNavigation(user);
    await user.click(within(nav).getByRole('link', { name: 'Dashboard' }));

    expect(router.state.location.pathname).toBe('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument(),
    );
  });

  it('shows breadcrumbs of the route and keeps the account menu', async () => {
    const user = userEvent.setup();
    const router = await renderShell('/my-profile/edit');
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/my-profile');
    expect(within(trail).getByText('Edit')).toHaveAttribute('aria-current', 'page');

    // Named with the initials it shows (Amelia Hart), so what is read contains what is seen.
    await user.click(screen.getByRole('button', { name: 'Account menu (AH)' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Change password' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'My profile' }));
    expect(router.state.location.pathname).toBe('/my-profile');
  });

  it('offers a skip link to the main content first', async () => {
    const user = userEvent.setup();
    await renderShell('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard page' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
