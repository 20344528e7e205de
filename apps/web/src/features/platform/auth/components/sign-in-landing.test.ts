import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@atrium/shared/schemas/platform/session';
import { signInLanding } from './sign-in-landing';

const userOf = (
  defaultCompany: SessionUser['defaultCompany'],
  menuPermissions: SessionUser['menuPermissions'],
) => ({ defaultCompany, menuPermissions }) as SessionUser;

describe('signInLanding', () => {
  it('opens the first allowed module of the app of the default company', () => {
    const permissions = {
      rct: { menu: [], module: ['candidates', 'jobs'] },
      prf: { menu: [], module: ['goals'] },
    };
    expect(signInLanding(userOf('RECRUITMENT', permissions), '/somewhere')).toBe('/candidates');
    expect(signInLanding(userOf('PERFORMANCE', permissions), null)).toBe('/performance/goals');
  });

  it('falls back to returnTo, then /dashboard, when the app grants nothing', () => {
    const user = userOf('CLOCKLOG', { rct: { menu: [], module: ['jobs'] } });
    expect(signInLanding(user, '/jobs/42?tab=pipeline')).toBe('/jobs/42?tab=pipeline');
    expect(signInLanding(user, null)).toBe('/dashboard');
    expect(signInLanding(null, null)).toBe('/dashboard');
  });

  it('never follows a returnTo that leaves the site', () => {
    expect(signInLanding(null, '//evil.example.com')).toBe('/dashboard');
    expect(signInLanding(null, 'https://evil.example.com')).toBe('/dashboard');
  });
});
