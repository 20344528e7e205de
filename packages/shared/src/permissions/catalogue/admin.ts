import type { PermissionSpecs } from '../permission-id.ts';

// The company administration of issue 4 (/admin). It sits in `sso` rather than in a module so that
// a company runs its people and roles whatever modules it bought.
export const ADMIN_AREAS = {
  'admin.users': 'People',
  'admin.roles': 'Roles',
  'admin.departments': 'Departments',
  'admin.locations': 'Locations',
  'admin.groups': 'Groups',
  'admin.attributes': 'User attributes',
  'admin.company': 'Company profile',
  'admin.impersonation': 'Login as user',
  'admin.audit': 'Audit trail',
  'admin.outbox': 'Outbox',
  'admin.background_jobs': 'Background jobs',
} as const;

export const ADMIN_PERMISSIONS = {
  'sso.admin.users.user.view': { name: 'View people' },
  'sso.admin.users.user.create': { name: 'Add people' },
  'sso.admin.users.user.edit': { name: 'Edit people' },
  'sso.admin.users.user.activate': { name: 'Activate/deactivate' },
  'sso.admin.users.invite.send': { name: 'Resend invite' },
  'sso.admin.users.password.reset': { name: 'Reset password' },
  'sso.admin.users.user.import': { name: 'Import people from CSV' },
  'sso.admin.users.user.export': { name: 'Export people to CSV' },

  'sso.admin.roles.role.view': { name: 'View roles' },
  'sso.admin.roles.role.create': { name: 'Add roles' },
  'sso.admin.roles.role.edit': { name: 'Edit roles' },
  'sso.admin.roles.role.delete': { name: 'Delete roles' },

  'sso.admin.departments.department.view': { name: 'View departments' },
  'sso.admin.departments.department.create': { name: 'Add departments' },
  'sso.admin.departments.department.edit': { name: 'Edit departments' },
  'sso.admin.departments.department.delete': { name: 'Delete departments' },

  'sso.admin.locations.location.view': { name: 'View locations' },
  'sso.admin.locations.location.create': { name: 'Add locations' },
  'sso.admin.locations.location.edit': { name: 'Edit locations' },
  'sso.admin.locations.location.delete': { name: 'Delete locations' },

  'sso.admin.groups.group.view': { name: 'View groups' },
  'sso.admin.groups.group.create': { name: 'Add groups' },
  'sso.admin.groups.group.edit': { name: 'Edit groups' },
  'sso.admin.groups.group.delete': { name: 'Delete groups' },

  'sso.admin.attributes.attribute.view': { name: 'View user attributes' },
  'sso.admin.attributes.attribute.create': { name: 'Create user attributes' },
  'sso.admin.attributes.attribute.edit': { name: 'Edit user attributes' },
  'sso.admin.attributes.attribute.archive': { name: 'Archive user attributes' },
  'sso.admin.attributes.attribute.restore': { name: 'Restore user attributes' },

  'sso.admin.company.profile.view': { name: 'View company profile' },
  'sso.admin.company.profile.edit': { name: 'Edit company profile' },

  'sso.admin.impersonation.user.impersonate': { name: 'Login as user' },
  'sso.admin.impersonation.log.view': { name: 'View impersonation log' },

  'sso.admin.audit.event.view': { name: 'View audit trail' },
  'sso.admin.audit.event.export': { name: 'Export audit trail' },

  // Every mail and text message the suite sends, kept whether or not SMTP delivers it. It holds
  // sign-in codes and temporary passwords, so reading it is an owner's right.
  'sso.admin.outbox.message.view': { name: "Read the company's outbox" },
  'sso.admin.outbox.platform_message.view': { name: "Read every company's outbox" },

  // Mail delivery and reminders of every company run as background jobs: the operator's to watch.
  'sso.admin.background_jobs.platform_job.view': { name: 'View the background jobs of the platform' },
} as const satisfies PermissionSpecs<'sso'>;
