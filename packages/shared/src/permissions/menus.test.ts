import { describe, expect, it } from 'vitest';
import { landingPath } from './menus.ts';
import { menuPermissionsFor } from './roles.ts';

describe('landing after sign-in (spec section 2)', () => {
  it('goes to the first allowed module of the current app', () => {
    expect(landingPath({ rct: { menu: [], module: ['jobs', 'candidates'] } }, 'rct', '/somewhere')).toBe(
      '/jobs',
    );
  });

  it('uses the menu list for the sso app', () => {
    expect(landingPath({ sso: { menu: ['audit_logs'], module: ['dashboard'] } }, 'sso')).toBe(
      '/admin/audit-logs',
    );
  });

  it('falls back to returnTo, then /dashboard', () => {
    expect(landingPath({}, 'rct', '/my-profile')).toBe('/my-profile');
    expect(landingPath({}, 'rct')).toBe('/dashboard');
  });

  it('never follows a returnTo to another site', () => {
    expect(landingPath({}, 'rct', '//evil.example')).toBe('/dashboard');
    expect(landingPath({}, 'rct', 'https://evil.example')).toBe('/dashboard');
  });
});

describe('menu permissions of a role', () => {
  it('gives a company admin every bought module plus the admin console', () => {
    const granted = menuPermissionsFor('COMPANY_ADMIN', ['RECRUITMENT', 'PERFORMANCE']);
    expect(Object.keys(granted).sort()).toEqual(['prf', 'rct', 'sso']);
    expect(granted.rct?.module[0]).toBe('dashboard');
  });

  it('gives the platform operator the admin console only', () => {
    expect(Object.keys(menuPermissionsFor('SUPER_ADMIN', ['RECRUITMENT']))).toEqual(['sso']);
  });

  it('gives an employee without a role the modules but no admin console', () => {
    expect(Object.keys(menuPermissionsFor(null, ['ONBOARDING']))).toEqual(['onb']);
  });
});
