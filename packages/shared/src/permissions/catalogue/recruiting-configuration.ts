import type { PermissionSpecs } from '../permission-id.ts';

// The /configuration pages of spec section 2, one area each; custom options share one area with a
// subject per option list.
export const RECRUITING_CONFIGURATION_AREAS = {
  'settings.organization': 'Organization',
  'settings.users': 'Users',
  'settings.notifications': 'Notifications',
  'settings.email_templates': 'Email templates',
  'settings.offer_templates': 'Offer templates',
  'settings.job_boards': 'Job boards',
  'settings.custom_options': 'Custom options',
  'settings.dev_center': 'Dev center',
} as const;

export const RECRUITING_CONFIGURATION_PERMISSIONS = {
  'rct.settings.organization.view': { name: 'View organization' },
  'rct.settings.organization.edit': { name: 'Edit organization' },
  'rct.settings.users.user.view': { name: 'View users' },
  'rct.settings.users.user.edit': { name: 'Edit user details' },
  'rct.settings.notifications.view': { name: 'View notifications' },
  'rct.settings.notifications.edit': { name: 'Edit notifications' },
  'rct.settings.email_templates.template.view': { name: 'View email templates' },
  'rct.settings.email_templates.template.create': { name: 'Create email templates' },
  'rct.settings.email_templates.template.edit': { name: 'Edit email templates' },
  'rct.settings.email_templates.template.delete': { name: 'Delete email templates' },
  'rct.settings.email_templates.sender.configure': { name: 'Verify email sender' },
  'rct.settings.offer_templates.template.view': { name: 'View offer templates' },
  'rct.settings.offer_templates.template.create': { name: 'Create offer templates' },
  'rct.settings.offer_templates.template.edit': { name: 'Edit offer templates' },
  'rct.settings.offer_templates.template.delete': { name: 'Delete offer templates' },
  'rct.settings.job_boards.view': { name: 'View job boards' },
  'rct.settings.job_boards.configure': { name: 'Configure job boards' },
  'rct.settings.custom_options.applications.manage': { name: 'Application options' },
  'rct.settings.custom_options.candidates.manage': { name: 'Candidate options' },
  'rct.settings.custom_options.jobs.manage': { name: 'Job options' },
  'rct.settings.custom_options.offers.manage': { name: 'Offer options' },
  'rct.settings.custom_options.users.manage': { name: 'User options' },
  'rct.settings.custom_options.referral_questions.manage': { name: 'Referral questions' },
  'rct.settings.custom_options.candidate_tags.manage': { name: 'Candidate tags' },
  'rct.settings.custom_options.close_reasons.manage': { name: 'Close reasons for job' },
  'rct.settings.custom_options.interviewer_tags.manage': { name: 'Interviewer tags' },
  'rct.settings.custom_options.rejection_reasons.manage': { name: 'Rejection reasons' },
  'rct.settings.custom_options.job_setup.configure': { name: 'Configure job setup' },
  'rct.settings.dev_center.job_board_integration.configure': { name: 'Configure your job boards' },
  'rct.settings.dev_center.api_credentials.manage': { name: 'Manage Harvest API credentials' },
} as const satisfies PermissionSpecs<'rct'>;
