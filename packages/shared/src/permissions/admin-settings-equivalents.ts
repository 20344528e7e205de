import type { PermissionId } from './permission-catalogue.ts';

type AdminPermissionId = Extract<PermissionId, `sso.admin.${string}`>;

const ATTRIBUTES_MANAGED: readonly PermissionId[] = [
  'prf.settings.user_attributes.attribute.create',
  'prf.settings.user_attributes.attribute.edit',
  'prf.settings.user_attributes.attribute.archive',
  'prf.settings.user_attributes.attribute.restore',
];

/**
 * Performance's settings menu lists people, departments, groups, roles, user attributes, the company
 * profile and the impersonation log (spec section 6). Those pages are the admin console's: one page
 * each, reached from both menus, so each admin permission here is also granted by the Performance
 * settings permissions named with it (issue 21 item 7). The server's routes accept either
 * (`adminPermission`), and the web app's `useHasPermission` asks the same question.
 */
export const ADMIN_PERMISSION_ALSO_GRANTED_BY = {
  'sso.admin.users.user.view': ['prf.settings.people.employee.view'],
  'sso.admin.users.user.create': ['prf.settings.people.employee.create'],
  // Importing a CSV adds people, as one at a time does.
  'sso.admin.users.user.import': ['prf.settings.people.employee.create'],
  'sso.admin.users.user.edit': ['prf.settings.people.employee.edit'],
  'sso.admin.users.user.activate': ['prf.settings.people.employee.activate'],
  'sso.admin.users.invite.send': ['prf.settings.people.invite.send'],
  'sso.admin.users.password.reset': ['prf.settings.people.password.reset'],
  'sso.admin.impersonation.user.impersonate': ['prf.settings.people.user.impersonate'],
  'sso.admin.impersonation.log.view': ['prf.settings.impersonation.log.view'],
  'sso.admin.departments.department.view': ['prf.settings.departments.department.view'],
  'sso.admin.departments.department.create': ['prf.settings.departments.department.create'],
  'sso.admin.departments.department.edit': ['prf.settings.departments.department.edit'],
  'sso.admin.departments.department.delete': ['prf.settings.departments.department.delete'],
  'sso.admin.groups.group.view': ['prf.settings.groups.group.view'],
  'sso.admin.groups.group.create': ['prf.settings.groups.group.create'],
  'sso.admin.groups.group.edit': ['prf.settings.groups.group.edit'],
  'sso.admin.groups.group.delete': ['prf.settings.groups.group.delete'],
  'sso.admin.roles.role.view': ['prf.settings.roles.role.view'],
  'sso.admin.roles.role.create': ['prf.settings.roles.role.create'],
  'sso.admin.roles.role.edit': ['prf.settings.roles.role.edit'],
  'sso.admin.roles.role.delete': ['prf.settings.roles.role.delete'],
  // Performance has no "view user attributes": whoever manages them reads them.
  'sso.admin.attributes.attribute.view': ATTRIBUTES_MANAGED,
  'sso.admin.attributes.attribute.create': ['prf.settings.user_attributes.attribute.create'],
  'sso.admin.attributes.attribute.edit': ['prf.settings.user_attributes.attribute.edit'],
  'sso.admin.attributes.attribute.archive': ['prf.settings.user_attributes.attribute.archive'],
  'sso.admin.attributes.attribute.restore': ['prf.settings.user_attributes.attribute.restore'],
  'sso.admin.company.profile.view': ['prf.settings.company.profile.view'],
  'sso.admin.company.profile.edit': ['prf.settings.company.profile.edit'],
} as const satisfies Partial<Record<AdminPermissionId, readonly PermissionId[]>>;

/** An admin permission that Performance's settings grant too. */
export type SharedAdminPermissionId = keyof typeof ADMIN_PERMISSION_ALSO_GRANTED_BY;

/** Every permission that grants `id`: itself first, then its Performance settings equivalents. */
export const permissionsGranting = (id: PermissionId): readonly PermissionId[] => {
  const also: readonly PermissionId[] | undefined =
    ADMIN_PERMISSION_ALSO_GRANTED_BY[id as SharedAdminPermissionId];
  return also ? [id, ...also] : [id];
};
