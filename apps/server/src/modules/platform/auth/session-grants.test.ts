import { describe, expect, it } from 'vitest';
import { SYSTEM_ROLE_GRANTS } from '@atrium/shared/permissions/system-roles';
import type { UserRow } from '../../../db/schema/index.ts';
import { grantsOf } from './session-user.ts';

const holder = (role: string | null, customRolePermissions: string[] | null) => ({
  user: { role } as UserRow,
  companyName: 'Acme',
  companyModules: [],
  customRolePermissions,
});

describe('grantsOf', () => {
  it("is the system role's default grants when the user holds no company role", () => {
    expect(grantsOf(holder('SUPPORT', null))).toBe(SYSTEM_ROLE_GRANTS.SUPPORT);
  });

  it("adds the company role's permissions, ignoring ids the catalogue does not know", () => {
    const grants = grantsOf(holder(null, ['sso.admin.roles.role.view', 'made.up.permission']));
    expect(grants.has('sso.admin.roles.role.view')).toBe(true);
    expect([...grants]).not.toContain('made.up.permission');
    expect(grants.has('sso.admin.roles.role.delete')).toBe(false);
  });
});
