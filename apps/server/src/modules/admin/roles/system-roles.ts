import { SYSTEM_ROLE_GRANTS } from '@atrium/shared/permissions/system-roles';
import {
  COMPANY_SYSTEM_ROLES,
  type CompanySystemRole,
  type RoleView,
} from '@atrium/shared/schemas/admin/roles';

const SYSTEM_ROLE_TEXT: Record<CompanySystemRole, { name: string; description: string }> = {
  COMPANY_ADMIN: {
    name: 'Company admin',
    description: "The company's owner: everything a company can grant.",
  },
  ADMIN: {
    name: 'Admin',
    description: 'HR administration: module work, people, organisation and attributes.',
  },
  OPERATIONS: {
    name: 'Operations',
    description: 'Day-to-day operations: module work, adding and editing people and the organisation.',
  },
  SUPPORT: { name: 'Support', description: 'A help desk: sees what a user sees, and changes nothing.' },
};

export const isCompanySystemRole = (id: string): id is CompanySystemRole =>
  (COMPANY_SYSTEM_ROLES as readonly string[]).includes(id);

export const systemRoleView = (role: CompanySystemRole, userCount: number): RoleView => ({
  id: role,
  ...SYSTEM_ROLE_TEXT[role],
  permissions: [...SYSTEM_ROLE_GRANTS[role]],
  isSystem: true,
  userCount,
  createdAt: null,
  updatedAt: null,
});

/** System roles matching a name search, in the list's sort order (they are listed before company roles). */
export function matchingSystemRoles(
  search: string | undefined,
  sortBy: 'name' | 'userCount' | 'createdAt',
  descending: boolean,
  counts: Map<string, number>,
): CompanySystemRole[] {
  const needle = search?.toLowerCase() ?? '';
  const matches = COMPANY_SYSTEM_ROLES.filter((role) =>
    SYSTEM_ROLE_TEXT[role].name.toLowerCase().includes(needle),
  );
  if (sortBy === 'createdAt') return matches;
  const key = (role: CompanySystemRole) =>
    sortBy === 'name' ? SYSTEM_ROLE_TEXT[role].name.toLowerCase() : (counts.get(role) ?? 0);
  const sorted = [...matches].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return descending ? sorted.reverse() : sorted;
}
