import { describe, expect, it } from 'vitest';
import type { MenuPermissions } from '@atrium/shared/permissions/menus';
import { activeItemPath, buildNavigation, moduleOfPath } from './build-navigation';
import { routeBreadcrumbs } from './route-breadcrumbs';

const everything: MenuPermissions = {
  rct: { menu: ['dashboard', 'jobs', 'candidates'], module: ['dashboard', 'jobs', 'candidates'] },
  onb: { menu: ['home', 'dashboard'], module: ['home', 'dashboard'] },
  sso: { menu: ['dashboard', 'audit_logs'], module: [] },
};
const built = new Set([
  '/dashboard',
  '/jobs',
  '/onboarding',
  '/onboarding/dashboard',
  '/admin',
  '/my-profile',
]);
const labelsOf = (items: ReadonlyArray<{ label: string }>) => items.map((item) => item.label);

describe('buildNavigation', () => {
  it('shows the modules and menu items the permissions grant and whose pages exist', () => {
    const { modules, account } = buildNavigation(everything, { implementedPaths: built });
    expect(modules.map((module) => module.label)).toEqual(['Recruiting', 'Onboarding', 'Admin']);
    expect(labelsOf(modules[0]!.items)).toEqual(['Dashboard', 'Jobs']);
    expect(labelsOf(modules[2]!.items)).toEqual(['Dashboard']);
    expect(labelsOf(account)).toEqual(['My profile']);
  });

  it('leaves out an item without its permission', () => {
    const withoutJobs: MenuPermissions = { rct: { menu: ['dashboard'], module: ['dashboard'] } };
    const { modules } = buildNavigation(withoutJobs, { implementedPaths: built });
    expect(labelsOf(modules[0]!.items)).toEqual(['Dashboard']);
  });

  it('reads the module list for apps and the menu list for the admin console', () => {
    const { modules } = buildNavigation(
      {
        rct: { menu: ['dashboard', 'jobs'], module: [] },
        sso: { menu: [], module: ['dashboard'] },
      },
      { implementedPaths: built },
    );
    expect(modules).toEqual([]);
  });

  it('offers no module whose pages are not built yet', () => {
    const { modules } = buildNavigation(everything, { implementedPaths: new Set(['/dashboard']) });
    expect(modules.map((module) => module.label)).toEqual(['Recruiting']);
  });

  it('shows a page beside a menu entry only with the permission it needs beyond the menu', () => {
    const admin = (permissions: string[]) =>
      buildNavigation(everything, { permissions }).modules.find((module) => module.app === 'sso')!;
    expect(labelsOf(admin([]).items)).toEqual(['Audit logs']);
    expect(labelsOf(admin(['sso.admin.impersonation.log.view']).items)).toEqual([
      'Audit logs',
      'Login as log',
    ]);
  });

  it('lists today’s pages of these menus: Dashboard, Jobs, the audit trail, My profile, Notifications and the gallery', () => {
    const navigation = buildNavigation(everything, { isGalleryBuilt: true });
    expect(navigation.modules.flatMap((module) => labelsOf(module.items))).toEqual([
      'Dashboard',
      'Jobs',
      'Audit logs',
    ]);
    expect(labelsOf(navigation.account)).toEqual(['My profile', 'Notifications']);
    expect(labelsOf(navigation.developer)).toEqual(['Interface kit']);
    expect(buildNavigation(everything, { isGalleryBuilt: false }).developer).toEqual([]);
  });
});

describe('active item and module', () => {
  const { modules } = buildNavigation(everything, { implementedPaths: built });

  it('picks the deepest item holding the page', () => {
    expect(activeItemPath(modules[1]!.items, '/onboarding/dashboard')).toBe('/onboarding/dashboard');
    expect(activeItemPath(modules[1]!.items, '/onboarding/anything')).toBe('/onboarding');
    expect(activeItemPath(modules[0]!.items, '/jobsearch')).toBeUndefined();
  });

  it('finds the module of a page', () => {
    expect(moduleOfPath(modules, '/jobs/42')?.label).toBe('Recruiting');
    expect(moduleOfPath(modules, '/my-profile')).toBeUndefined();
  });
});

describe('routeBreadcrumbs', () => {
  const navigation = buildNavigation(everything, { implementedPaths: built, isGalleryBuilt: true });

  it('starts with the group and links every page but the current one', () => {
    expect(routeBreadcrumbs('/my-profile/edit', navigation)).toEqual([
      { label: 'Account' },
      { label: 'My profile', to: '/my-profile' },
      { label: 'Edit' },
    ]);
    expect(routeBreadcrumbs('/jobs', navigation)).toEqual([{ label: 'Recruiting' }, { label: 'Jobs' }]);
  });

  it('skips unknown segments and knows pages outside the menus', () => {
    expect(routeBreadcrumbs('/dev/ui', navigation)).toEqual([
      { label: 'Developer' },
      { label: 'Interface kit' },
    ]);
    expect(routeBreadcrumbs('/change-password', navigation)).toEqual([
      { label: 'Account' },
      { label: 'Change password' },
    ]);
    expect(routeBreadcrumbs('/nowhere', navigation)).toEqual([]);
  });
});
