import type { PermissionSpecs } from '../permission-id.ts';

// Onboarding areas and settings sections are the spec's (section 2, "Other areas implied by
// permissions"); actions follow section 6 (new hires, tasks, documents, e-signature, profile).
export const ONBOARDING_AREAS = {
  'module.new_hires': 'New hires',
  'module.tasks': 'Tasks',
  'module.documents': 'Documents',
  'module.e_signature': 'E-signature',
  'module.fields': 'Fields',
  'module.profile': 'Profile',
  'module.reports': 'Reports',
  'settings.company': 'Company settings',
  'settings.plan': 'Onboarding plan',
  'settings.experience': 'Welcome experience',
  'settings.integrations': 'Data flow and permission',
} as const;

export const ONBOARDING_PERMISSIONS = {
  'onb.module.new_hires.new_hire.view': { name: 'View new hires' },
  'onb.module.new_hires.new_hire.create': { name: 'Add new hires' },
  'onb.module.new_hires.new_hire.edit': { name: 'Edit new hires' },
  'onb.module.new_hires.new_hire.delete': { name: 'Delete new hires' },
  'onb.module.new_hires.new_hire.export': { name: 'Export new hires' },
  'onb.module.new_hires.plan.assign': { name: 'Assign an onboarding plan' },

  'onb.module.tasks.task.view.own': { name: 'View tasks' },
  'onb.module.tasks.task.complete.own': { name: 'Complete tasks' },
  'onb.module.tasks.task.view.all': { name: 'View tasks' },
  'onb.module.tasks.task.complete.all': { name: 'Complete tasks' },
  'onb.module.tasks.task.create': { name: 'Create tasks' },
  'onb.module.tasks.task.edit': { name: 'Edit tasks' },
  'onb.module.tasks.task.assign': { name: 'Assign tasks' },
  'onb.module.tasks.task.delete': { name: 'Delete tasks' },
  'onb.module.tasks.reminder.send': { name: 'Send task reminders' },

  'onb.module.documents.document.view.own': { name: 'View documents' },
  'onb.module.documents.document.upload.own': { name: 'Upload documents' },
  'onb.module.documents.document.view.all': { name: 'View documents' },
  'onb.module.documents.document.upload.all': { name: 'Upload documents' },
  'onb.module.documents.document.download': { name: 'Download documents' },
  'onb.module.documents.document.approve': { name: 'Approve documents' },
  'onb.module.documents.document.delete': { name: 'Delete documents' },

  'onb.module.e_signature.request.view': { name: 'View signature requests' },
  'onb.module.e_signature.request.send': { name: 'Send documents for signature' },
  'onb.module.e_signature.request.cancel': { name: 'Cancel signature requests' },
  'onb.module.e_signature.document.sign.own': { name: 'Sign documents' },

  'onb.module.fields.field.view': { name: 'View new hire fields' },
  'onb.module.fields.field.edit': { name: 'Edit new hire fields' },

  'onb.module.profile.profile.view.own': { name: 'View profile' },
  'onb.module.profile.profile.edit.own': { name: 'Edit profile' },
  'onb.module.profile.profile.view.all': { name: 'View profile' },
  'onb.module.profile.profile.edit.all': { name: 'Edit profile' },
  // Bank details and masked fields, in full: each reveal is audited.
  'onb.module.profile.bank_details.view': { name: 'Reveal bank details and masked fields' },

  'onb.module.reports.report.view': { name: 'View reports' },
  'onb.module.reports.report.export': { name: 'Export reports' },

  'onb.settings.company.departments.manage': { name: 'Departments' },
  'onb.settings.company.locations.manage': { name: 'Locations' },
  'onb.settings.company.fields.manage': { name: 'Fields' },
  'onb.settings.plan.onboarding_plan.manage': { name: 'Onboarding plan' },
  'onb.settings.plan.other_criteria.manage': { name: 'Other criteria' },
  'onb.settings.plan.tasks.manage': { name: 'Tasks' },
  'onb.settings.plan.e_signature.manage': { name: 'E-signature' },
  'onb.settings.plan.email.manage': { name: 'Email' },
  'onb.settings.plan.feedback.manage': { name: 'Feedback' },
  'onb.settings.plan.preview.view': { name: 'Preview' },
  'onb.settings.experience.welcome_experience.manage': { name: 'Welcome experience' },
  'onb.settings.experience.branded_assets.manage': { name: 'Branded assets' },
  'onb.settings.experience.pages.manage': { name: 'Pages' },
  'onb.settings.experience.preview_experience.view': { name: 'Preview experience' },
  'onb.settings.integrations.data_flow.manage': { name: 'Data flow' },
  'onb.settings.integrations.permission.manage': { name: 'Permission' },
} as const satisfies PermissionSpecs<'onb'>;
