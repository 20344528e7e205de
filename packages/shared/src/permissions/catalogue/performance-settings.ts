import type { PermissionSpecs } from '../permission-id.ts';

// Spec section 6, "Performance", the Settings line, in the spec's order and words.
export const PERFORMANCE_SETTINGS_AREAS = {
  'settings.people': 'People',
  'settings.departments': 'Departments',
  'settings.groups': 'Groups',
  'settings.impersonation': 'Impersonation log',
  'settings.roles': 'Roles',
  'settings.user_attributes': 'User attributes',
  'settings.company': 'Company profile',
  'settings.account': 'Integration, notifications, single sign-on and account status',
  'settings.reviews': 'Review cycles, templates and questions',
  'settings.career': 'Career plans',
  'settings.goals': 'Goal cycles',
  'settings.compensation': 'Compensation',
  'settings.one_on_ones': '1-on-1s',
  'settings.feedback': 'Feedback',
  'settings.updates': 'Updates',
} as const;

export const PERFORMANCE_SETTINGS_PERMISSIONS = {
  'prf.settings.people.employee.create': { name: 'Add employee' },
  'prf.settings.people.employee.view': { name: 'View employee' },
  'prf.settings.people.employee.edit': { name: 'Edit employee' },
  'prf.settings.people.password.reset': { name: 'Reset password' },
  'prf.settings.people.employee.activate': { name: 'Activate/deactivate' },
  'prf.settings.people.invite.send': { name: 'Resend invite' },
  'prf.settings.people.user.impersonate': { name: 'Login as user' },

  'prf.settings.departments.department.create': { name: 'Add department' },
  'prf.settings.departments.department.view': { name: 'View department' },
  'prf.settings.departments.department.edit': { name: 'Edit department' },
  'prf.settings.departments.department.delete': { name: 'Delete department' },
  'prf.settings.departments.head.assign': { name: 'Set head' },

  'prf.settings.groups.group.create': { name: 'Add group' },
  'prf.settings.groups.group.view': { name: 'View group' },
  'prf.settings.groups.group.edit': { name: 'Edit group' },
  'prf.settings.groups.group.delete': { name: 'Delete group' },

  'prf.settings.impersonation.log.view': { name: 'Impersonation log view' },

  'prf.settings.roles.role.create': { name: 'Add role' },
  'prf.settings.roles.role.view': { name: 'View role' },
  'prf.settings.roles.role.edit': { name: 'Edit role' },
  'prf.settings.roles.role.delete': { name: 'Delete role' },

  'prf.settings.user_attributes.attribute.create': { name: 'Create user attributes' },
  'prf.settings.user_attributes.attribute.edit': { name: 'Edit user attributes' },
  'prf.settings.user_attributes.attribute.archive': { name: 'Archive user attributes' },
  'prf.settings.user_attributes.attribute.restore': { name: 'Restore user attributes' },

  'prf.settings.company.profile.view': { name: 'Company profile view' },
  'prf.settings.company.profile.edit': { name: 'Company profile edit' },

  'prf.settings.account.integration.manage': { name: 'Integration' },
  'prf.settings.account.notifications.manage': { name: 'Notifications' },
  'prf.settings.account.single_sign_on.manage': { name: 'Single sign-on' },
  'prf.settings.account.account_status.manage': { name: 'Account status' },

  'prf.settings.reviews.cycle.create': { name: 'Create review cycles' },
  'prf.settings.reviews.cycle.view': { name: 'View review cycles' },
  'prf.settings.reviews.cycle.edit': { name: 'Edit review cycles' },
  'prf.settings.reviews.cycle.delete': { name: 'Delete review cycles' },
  'prf.settings.reviews.cycle.duplicate': { name: 'Duplicate review cycles' },
  'prf.settings.reviews.cycle.launch': { name: 'Launch review cycles' },
  'prf.settings.reviews.reminder.send': { name: 'Send reminder' },
  'prf.settings.reviews.peer_nomination.approve': { name: 'Approve peer nomination' },
  'prf.settings.reviews.cycle.close': { name: 'End review cycles' },
  'prf.settings.reviews.template.manage': { name: 'Review templates' },
  'prf.settings.reviews.question.manage': { name: 'Review questions' },

  'prf.settings.career.plan.create': { name: 'Create career plans' },
  'prf.settings.career.plan.view': { name: 'View career plans' },
  'prf.settings.career.plan.edit': { name: 'Edit career plans' },
  'prf.settings.career.plan.duplicate': { name: 'Duplicate career plans' },
  'prf.settings.career.plan.publish': { name: 'Publish/unpublish career plans' },
  'prf.settings.career.plan.delete': { name: 'Delete career plans' },
  'prf.settings.career.group.manage': { name: 'Career groups' },
  'prf.settings.career.template.manage': { name: 'Career templates' },
  'prf.settings.career.skill.manage': { name: 'Career skills' },
  'prf.settings.career.category.manage': { name: 'Career categories' },
  'prf.settings.career.library.manage': { name: 'Career library' },

  'prf.settings.goals.cycle.manage': { name: 'Goal cycles' },

  'prf.settings.compensation.employee_pay.upload': { name: 'Upload employee pay' },
  'prf.settings.compensation.employee_pay.edit': { name: 'Edit employee pay' },
  'prf.settings.compensation.employee_pay.delete': { name: 'Delete employee pay' },
  'prf.settings.compensation.employee_pay.export': { name: 'Export csv of employee pay' },
  'prf.settings.compensation.band.manage': { name: 'Compensation bands' },
  'prf.settings.compensation.cycle.manage': { name: 'Compensation cycles' },

  'prf.settings.one_on_ones.log.view': { name: '1-on-1 logs' },
  'prf.settings.one_on_ones.template.manage': { name: '1-on-1 templates' },
  'prf.settings.one_on_ones.settings.manage': { name: '1-on-1 settings' },

  'prf.settings.feedback.log.view': { name: 'Feedback log' },
  'prf.settings.feedback.permitted_types.manage': { name: 'Feedback settings: permitted types' },
  'prf.settings.feedback.praise_wall.manage': { name: 'Feedback settings: public praise wall' },

  'prf.settings.updates.log.view': { name: 'Updates log' },
  'prf.settings.updates.settings.manage': { name: 'Updates settings' },
} as const satisfies PermissionSpecs<'prf'>;
