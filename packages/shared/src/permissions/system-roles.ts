import type { Role } from '../constants/company.ts';
import { ADMIN_PERMISSION_ALSO_GRANTED_BY } from './admin-settings-equivalents.ts';
import { MODULE_PRODUCTS, permissionsWhere, type Grants } from './grants.ts';
import type { PermissionId } from './permission-catalogue.ts';

const MODULE_MENUS = permissionsWhere({ products: MODULE_PRODUCTS, kinds: ['menu'] });
// Performance's settings that open admin console pages grant what the admin ids grant, so a system
// role holds them only through its admin ids below: otherwise "all module work" would hand HR the
// roles, login-as and the company profile that stay with the owner.
const ADMIN_EQUIVALENTS: ReadonlySet<PermissionId> = new Set<PermissionId>([
  ...Object.values(ADMIN_PERMISSION_ALSO_GRANTED_BY).flat(),
  'prf.settings.departments.head.assign',
]);
const MODULE_WORK = permissionsWhere({ products: MODULE_PRODUCTS, kinds: ['module', 'settings'] }).filter(
  (id) => !ADMIN_EQUIVALENTS.has(id),
);
// A help desk looks at what users see, not at pay or candidates' private data.
const SENSITIVE_READS: ReadonlySet<PermissionId> = new Set<PermissionId>([
  'rct.module.candidates.private_data.view',
  'rct.module.candidates.internal_candidate.view',
  'prf.module.compensation.result.view.team',
  'prf.module.compensation.result.view.all',
  'prf.module.reports.compensation.view',
  'prf.settings.compensation.employee_pay.export',
  'onb.module.profile.bank_details.view',
]);
const MODULE_READS = permissionsWhere({
  products: MODULE_PRODUCTS,
  kinds: ['module', 'settings'],
  readOnly: true,
}).filter((id) => !SENSITIVE_READS.has(id) && !ADMIN_EQUIVALENTS.has(id));

const PEOPLE_ADMIN: PermissionId[] = [
  'sso.admin.users.user.view',
  'sso.admin.users.user.create',
  'sso.admin.users.user.edit',
  'sso.admin.users.user.activate',
  'sso.admin.users.invite.send',
  'sso.admin.users.password.reset',
  'sso.admin.users.user.import',
  'sso.admin.users.user.export',
];
const ORGANISATION_ADMIN: PermissionId[] = [
  'sso.admin.departments.department.view',
  'sso.admin.departments.department.create',
  'sso.admin.departments.department.edit',
  'sso.admin.departments.department.delete',
  'sso.admin.locations.location.view',
  'sso.admin.locations.location.create',
  'sso.admin.locations.location.edit',
  'sso.admin.locations.location.delete',
  'sso.admin.groups.group.view',
  'sso.admin.groups.group.create',
  'sso.admin.groups.group.edit',
  'sso.admin.groups.group.delete',
];

/**
 * Default grants of the system roles (spec sections 3 and 6 name them; what each may do is ours).
 * Company-defined roles are sets of the same ids.
 */
export const SYSTEM_ROLE_GRANTS: Record<Role, Grants> = {
  // The platform operator, above companies: the whole admin console, chat included, and nothing
  // inside a company's modules.
  SUPER_ADMIN: new Set([
    ...permissionsWhere({ products: ['sso'] }),
    ...permissionsWhere({ products: ['sso'], level: 'platform' }),
  ]),

  // The company's owner: everything a company can grant.
  COMPANY_ADMIN: new Set(permissionsWhere({})),

  // HR administration: all module work and people, organisation and attributes, but not the
  // company profile, roles or login-as, which stay with the owner.
  ADMIN: new Set<PermissionId>([
    ...MODULE_MENUS,
    ...MODULE_WORK,
    'sso.menu.dashboard.view',
    'sso.menu.user_management.view',
    'sso.menu.audit_logs.view',
    ...PEOPLE_ADMIN,
    ...ORGANISATION_ADMIN,
    'sso.admin.attributes.attribute.view',
    'sso.admin.attributes.attribute.create',
    'sso.admin.attributes.attribute.edit',
    'sso.admin.attributes.attribute.archive',
    'sso.admin.attributes.attribute.restore',
    'sso.admin.roles.role.view',
    'sso.admin.company.profile.view',
    'sso.admin.audit.event.view',
    'sso.admin.audit.event.export',
  ]),

  // Day-to-day operations: module work, adding and editing people and the organisation; no password
  // resets, imports or audit trail.
  OPERATIONS: new Set<PermissionId>([
    ...MODULE_MENUS,
    ...MODULE_WORK,
    'sso.menu.dashboard.view',
    'sso.menu.user_management.view',
    'sso.admin.users.user.view',
    'sso.admin.users.user.create',
    'sso.admin.users.user.edit',
    'sso.admin.users.invite.send',
    'sso.admin.users.user.export',
    ...ORGANISATION_ADMIN,
    'sso.admin.attributes.attribute.view',
    'sso.admin.company.profile.view',
  ]),

  // A help desk: sees what a user sees in order to help them, and changes nothing.
  SUPPORT: new Set<PermissionId>([
    ...MODULE_MENUS,
    ...MODULE_READS,
    'sso.menu.dashboard.view',
    'sso.admin.users.user.view',
    'sso.admin.departments.department.view',
    'sso.admin.locations.location.view',
    'sso.admin.groups.group.view',
  ]),
};

/**
 * An employee with no admin role: every menu of the modules they have (as before the catalogue),
 * their own records, and Performance's team scope, whose team is the people who report to them
 * (none for most, so a manager needs no role of their own, as in Lattice). Anything wider comes
 * from a company-defined role.
 */
export const NO_ROLE_GRANTS: Grants = new Set<PermissionId>([
  ...MODULE_MENUS,
  ...MODULE_WORK.filter((id) => id.endsWith('.own')),
  ...MODULE_WORK.filter(
    (id) => id.startsWith('prf.module.') && id.endsWith('.team') && !id.includes('compensation'),
  ),
  'prf.module.feedback.feedback.give',
  // Anyone scheduling a 1-on-1 may start its agenda from one of the company's templates.
  'prf.module.one_on_ones.template.view',
  'prf.module.feedback.feedback.request',
  'prf.module.feedback.private_note.manage',
  'prf.module.goals.individual_goal.create',
  'prf.module.goals.individual_goal.view',
  'prf.module.goals.individual_goal.edit',
  // Department goals too, as in Lattice: people align their own goals to them and follow them.
  'prf.module.goals.department_goal.view',
  'prf.module.goals.company_goal.view',
  'prf.module.reviews.review.perform',
  'prf.module.career.career_vision.create',
  'prf.module.career.career_vision.view',
  'prf.module.directory.list.view',
  'prf.module.directory.profile.view',
  'rct.module.sourcing.referral.create',
  'bzh.module.announcements.announcement.view',
  'bzh.module.feedback.feedback.give',
  'bzh.module.hr_interactions.interaction.create',
]);

export const grantsOfRole = (role: Role | null): Grants => (role ? SYSTEM_ROLE_GRANTS[role] : NO_ROLE_GRANTS);
