import { describe, expect, it } from 'vitest';
import type { Role } from '@atrium/shared/constants/company';
import { menuPermissionsFor } from '@atrium/shared/permissions/roles';
import type { MenuPermissions } from '@atrium/shared/permissions/menus';
import { grantsOfRole } from '@atrium/shared/permissions/system-roles';
import { MODULES } from '@atrium/shared/constants/modules';
import { activeItemPath, buildNavigation, moduleOfPath } from './build-navigation';
import { routeBreadcrumbs } from './route-breadcrumbs';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';

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
// What the jobs list and the audit trail load (GET /api/jobs, GET /api/admin/audit-events).
const SEES_JOBS_AND_AUDIT = ['rct.module.jobs.job.view', 'sso.admin.audit.event.view'];

describe('buildNavigation', () => {
  it('shows the modules and menu items the permissions grant and whose pages exist', () => {
    const { modules, account } = buildNavigation(everything, {
      implementedPaths: built,
      permissions: SEES_JOBS_AND_AUDIT,
    });
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

  it('leaves out an item whose page loads what the server would refuse, menu entry or not', () => {
    const recruiting = (permissions: string[]) =>
      buildNavigation(everything, { implementedPaths: built, permissions }).modules[0]!;
    expect(labelsOf(recruiting([]).items)).toEqual(['Dashboard']);
    expect(labelsOf(recruiting(['rct.module.jobs.job.view']).items)).toEqual(['Dashboard', 'Jobs']);
  });

  it('shows a page beside a menu entry only with the permission its page loads with', () => {
    const admin = (permissions: string[]) =>
      buildNavigation(everything, { permissions }).modules.find((module) => module.app === 'sso');
    expect(admin([])).toBeUndefined();
    expect(labelsOf(admin(['sso.admin.audit.event.view'])!.items)).toEqual(['Audit logs']);
    expect(
      labelsOf(admin(['sso.admin.audit.event.view', 'sso.admin.impersonation.log.view'])!.items),
    ).toEqual(['Audit logs', 'Login as log']);
  });

  it('lists today’s pages of these menus: Dashboard, Jobs, Onboarding’s home, the audit trail, My profile, Notifications and the gallery', () => {
    const navigation = buildNavigation(everything, {
      isGalleryBuilt: true,
      permissions: SEES_JOBS_AND_AUDIT,
    });
    expect(navigation.modules.flatMap((module) => labelsOf(module.items))).toEqual([
      'Dashboard',
      'Jobs',
      'Home',
      'Audit logs',
    ]);
    expect(labelsOf(navigation.account)).toEqual(['My profile', 'Notifications']);
    expect(labelsOf(navigation.developer)).toEqual(['Interface kit']);
    expect(buildNavigation(everything, { isGalleryBuilt: false }).developer).toEqual([]);
  });
});

describe('buildNavigation for each system role', () => {
  const menusOf = (role: Role | null) => {
    const permissions = [...grantsOfRole(role)];
    const { modules } = buildNavigation(menuPermissionsFor(role, MODULES), { permissions });
    return Object.fromEntries(modules.map((module) => [module.label, labelsOf(module.items)]));
  };

  it('offers an employee no page the server would refuse them: no Jobs, no Candidates, no Configuration, no New hires', () => {
    expect(menusOf(null)).toEqual({
      Recruiting: ['Dashboard'],
      Onboarding: ['Home', 'My tasks'],
      Performance: ['1-on-1s', 'Feedback', 'Updates', 'Goals', 'Directory', 'Settings'],
    });
  });

  it('offers operations the people list but not the roles or the audit trail it cannot load', () => {
    expect(menusOf('OPERATIONS')).toEqual({
      Recruiting: ['Dashboard', 'Jobs', 'Candidates', 'Talent pool', 'Configuration', 'Application review'],
      Onboarding: ['Home', 'Dashboard', 'My tasks', 'New hires', 'Fields', 'Reports', 'Settings'],
      Performance: ['1-on-1s', 'Feedback', 'Updates', 'Goals', 'Directory', 'Reports', 'Settings'],
      Admin: ['User management'],
    });
  });

  it('offers the platform operator the admin console and nothing of a company’s recruiting', () => {
    expect(menusOf('SUPER_ADMIN')).toEqual({
      Admin: ['User management', 'Company management', 'Audit logs', 'Roles', 'Login as log', 'Outbox'],
    });
  });

  it('offers the company admin every built page', () => {
    expect(menusOf('COMPANY_ADMIN')).toEqual({
      Recruiting: ['Dashboard', 'Jobs', 'Candidates', 'Talent pool', 'Configuration', 'Application review'],
      Onboarding: ['Home', 'Dashboard', 'My tasks', 'New hires', 'Fields', 'Reports', 'Settings'],
      Performance: ['1-on-1s', 'Feedback', 'Updates', 'Goals', 'Directory', 'Reports', 'Settings'],
      Admin: ['User management', 'Company management', 'Audit logs', 'Roles', 'Login as log', 'Outbox'],
    });
  });
});

describe('active item and module', () => {
  const { modules } = buildNavigation(everything, {
    implementedPaths: built,
    // Onboarding's dashboard loads the hires' card (GET /api/onboarding/dashboard).
    permissions: [...SEES_JOBS_AND_AUDIT, 'onb.module.new_hires.new_hire.view'],
  });

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
  const navigation = buildNavigation(everything, {
    implementedPaths: built,
    isGalleryBuilt: true,
    permissions: SEES_JOBS_AND_AUDIT,
  });

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

  it("leads from the module's name to its home page instead of naming the home page on the way", () => {
    const item = (label: string, path: string) => ({ label, path, icon: HomeOutlinedIcon });
    const withOnboarding = {
      ...navigation,
      modules: [
        ...navigation.modules,
        {
          app: 'onb' as const,
          label: 'Onboarding',
          icon: HomeOutlinedIcon,
          items: [item('Home', '/onboarding'), item('My tasks', '/onboarding/my-tasks')],
        },
      ],
    };
    expect(routeBreadcrumbs('/onboarding', withOnboarding)).toEqual([
      { label: 'Onboarding' },
      { label: 'Home' },
    ]);
    expect(routeBreadcrumbs('/onboarding/my-tasks', withOnboarding)).toEqual([
      { label: 'Onboarding', to: '/onboarding' },
      { label: 'My tasks' },
    ]);
    // Recruiting's pages lie under no one page of its own.
    expect(routeBreadcrumbs('/jobs', withOnboarding)).toEqual([{ label: 'Recruiting' }, { label: 'Jobs' }]);
  });
});
