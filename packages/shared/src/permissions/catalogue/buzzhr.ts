import type { PermissionSpecs } from '../permission-id.ts';

// BuzzHR's three areas (spec section 1); HR interactions are private to the employee who raised
// them and HR, so they are scoped.
export const BUZZHR_AREAS = {
  'module.announcements': 'Announcements',
  'module.feedback': 'Feedback',
  'module.hr_interactions': 'HR interactions',
} as const;

export const BUZZHR_PERMISSIONS = {
  'bzh.module.announcements.announcement.view': { name: 'View announcements' },
  'bzh.module.announcements.announcement.create': { name: 'Create announcements' },
  'bzh.module.announcements.announcement.edit': { name: 'Edit announcements' },
  'bzh.module.announcements.announcement.publish': { name: 'Publish announcements' },
  'bzh.module.announcements.announcement.delete': { name: 'Delete announcements' },

  'bzh.module.feedback.feedback.give': { name: 'Give feedback' },
  'bzh.module.feedback.feedback.view.own': { name: 'View feedback' },
  'bzh.module.feedback.feedback.view.all': { name: 'View feedback' },
  'bzh.module.feedback.feedback.respond': { name: 'Respond to feedback' },
  'bzh.module.feedback.feedback.export': { name: 'Export feedback' },

  'bzh.module.hr_interactions.interaction.create': { name: 'Raise HR interactions' },
  'bzh.module.hr_interactions.interaction.view.own': { name: 'View HR interactions' },
  'bzh.module.hr_interactions.interaction.view.all': { name: 'View HR interactions' },
  'bzh.module.hr_interactions.interaction.respond': { name: 'Respond to HR interactions' },
  'bzh.module.hr_interactions.interaction.close': { name: 'Close HR interactions' },
} as const satisfies PermissionSpecs<'bzh'>;
