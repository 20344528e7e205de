import type { PermissionSpecs } from '../permission-id.ts';

// ClockLog records time per person, so reading and approving follow the performance scopes.
export const CLOCKLOG_AREAS = {
  'module.work_hours': 'Work hours',
  'module.attendance': 'Attendance',
  'module.reports': 'Reports',
  'settings.schedules': 'Work schedules',
} as const;

export const CLOCKLOG_PERMISSIONS = {
  'ckl.module.work_hours.entry.create.own': { name: 'Log work hours' },
  'ckl.module.work_hours.entry.view.own': { name: 'View work hours' },
  'ckl.module.work_hours.entry.edit.own': { name: 'Edit work hours' },
  'ckl.module.work_hours.entry.view.team': { name: 'View work hours' },
  'ckl.module.work_hours.entry.approve.team': { name: 'Approve work hours' },
  'ckl.module.work_hours.entry.view.all': { name: 'View work hours' },
  'ckl.module.work_hours.entry.edit.all': { name: 'Edit work hours' },
  'ckl.module.work_hours.entry.approve.all': { name: 'Approve work hours' },

  'ckl.module.attendance.record.view.own': { name: 'View attendance' },
  'ckl.module.attendance.record.view.team': { name: 'View attendance' },
  'ckl.module.attendance.record.view.all': { name: 'View attendance' },
  'ckl.module.attendance.record.edit.all': { name: 'Correct attendance' },

  'ckl.module.reports.report.view': { name: 'View reports' },
  'ckl.module.reports.report.export': { name: 'Export reports' },

  'ckl.settings.schedules.schedule.manage': { name: 'Manage work schedules' },
} as const satisfies PermissionSpecs<'ckl'>;
