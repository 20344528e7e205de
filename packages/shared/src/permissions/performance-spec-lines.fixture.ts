import type { Scope } from './verbs.ts';

/**
 * Spec section 6, "Performance", copied line by line into the names the catalogue must carry. The
 * spec gives each area's actions as a list ("1-on-1s: create, view, …"); each action becomes a
 * name made of the spec's words, with the area's noun where the action alone would be ambiguous.
 */
export const PERFORMANCE_SPEC_LINES: { area: string; scopes?: Scope[]; names: string[] }[] = [
  // 1-on-1s: create, view, update, delete, cancel at each scope
  {
    area: 'module.one_on_ones',
    scopes: ['own', 'team', 'all'],
    names: ['Create 1-on-1s', 'View 1-on-1s', 'Update 1-on-1s', 'Delete 1-on-1s', 'Cancel 1-on-1s'],
  },
  // templates: create, view, update, delete, duplicate
  {
    area: 'module.one_on_ones',
    names: [
      'Create 1-on-1 templates',
      'View 1-on-1 templates',
      'Update 1-on-1 templates',
      'Delete 1-on-1 templates',
      'Duplicate 1-on-1 templates',
    ],
  },
  // Feedback: give, request, write or delete private note, view own; view for team or all
  {
    area: 'module.feedback',
    names: ['Give feedback', 'Request feedback', 'Write or delete private note'],
  },
  { area: 'module.feedback', scopes: ['own'], names: ['View own feedback'] },
  { area: 'module.feedback', scopes: ['team', 'all'], names: ['View feedback'] },
  // Updates: view own, update, share, add or edit comment; team: review, view, set custom settings; all: view
  {
    area: 'module.updates',
    scopes: ['own'],
    names: ['View own updates', 'Update', 'Share updates', 'Add or edit comment'],
  },
  {
    area: 'module.updates',
    scopes: ['team'],
    names: ['Review updates', 'View updates', 'Set custom settings'],
  },
  { area: 'module.updates', scopes: ['all'], names: ['View updates'] },
  // Goals: create, view, update, delete for individual, department and company goals; view company goals for team or all
  {
    area: 'module.goals',
    names: ['individual', 'department', 'company'].flatMap((kind) =>
      ['Create', 'View', 'Update', 'Delete'].map((verb) => `${verb} ${kind} goals`),
    ),
  },
  { area: 'module.goals', scopes: ['team', 'all'], names: ['View company goals'] },
  // Reviews: perform, enable peer selection, view
  { area: 'module.reviews', names: ['Perform reviews', 'Enable peer selection', 'View reviews'] },
  // Career: edit plan, create or edit skills and plan levels when plan admin; growth areas add, edit,
  // delete; career vision create, view, add response
  {
    area: 'module.career',
    names: [
      'Edit plan',
      'Create or edit skills and plan levels when plan admin',
      'Add growth areas',
      'Edit growth areas',
      'Delete growth areas',
      'Create career vision',
      'View career vision',
      'Add career vision response',
    ],
  },
  // Directory: view list, view profile
  { area: 'module.directory', names: ['View list', 'View profile'] },
  // Reports: 1-on-1, feedback, career, goals, review, compensation
  {
    area: 'module.reports',
    names: ['1-on-1', 'Feedback', 'Career', 'Goals', 'Review', 'Compensation'].map(
      (name) => `${name} report`,
    ),
  },
  // Compensation: view own, view active or completed cycles, give or approve recommendation, view or
  // download results for team or all
  { area: 'module.compensation', scopes: ['own'], names: ['View own compensation'] },
  {
    area: 'module.compensation',
    names: ['View active or completed cycles', 'Give or approve recommendation'],
  },
  { area: 'module.compensation', scopes: ['team', 'all'], names: ['View or download results'] },
  // Settings: people (add, view, edit employee, reset password, activate/deactivate, resend invite, login as user)
  {
    area: 'settings.people',
    names: [
      'Add employee',
      'View employee',
      'Edit employee',
      'Reset password',
      'Activate/deactivate',
      'Resend invite',
      'Login as user',
    ],
  },
  // departments (add, view, edit, delete, set head), groups
  {
    area: 'settings.departments',
    names: ['Add department', 'View department', 'Edit department', 'Delete department', 'Set head'],
  },
  { area: 'settings.groups', names: ['Add group', 'View group', 'Edit group', 'Delete group'] },
  // impersonation log view, roles
  { area: 'settings.impersonation', names: ['Impersonation log view'] },
  { area: 'settings.roles', names: ['Add role', 'View role', 'Edit role', 'Delete role'] },
  // user attributes (create, edit, archive, restore)
  {
    area: 'settings.user_attributes',
    names: ['Create', 'Edit', 'Archive', 'Restore'].map((verb) => `${verb} user attributes`),
  },
  // company profile view/edit
  { area: 'settings.company', names: ['Company profile view', 'Company profile edit'] },
  // integration, notifications, single sign-on, account status
  { area: 'settings.account', names: ['Integration', 'Notifications', 'Single sign-on', 'Account status'] },
  // review cycles (create, view, edit, delete, duplicate, launch, send reminder, approve peer nomination, end),
  // review templates and questions
  {
    area: 'settings.reviews',
    names: [
      ...['Create', 'View', 'Edit', 'Delete', 'Duplicate', 'Launch'].map((verb) => `${verb} review cycles`),
      'Send reminder',
      'Approve peer nomination',
      'End review cycles',
      'Review templates',
      'Review questions',
    ],
  },
  // career plans (create, view, edit, duplicate, publish/unpublish, delete), career groups, templates,
  // skills, categories, library
  {
    area: 'settings.career',
    names: [
      ...['Create', 'View', 'Edit', 'Duplicate', 'Publish/unpublish', 'Delete'].map(
        (verb) => `${verb} career plans`,
      ),
      'Career groups',
      'Career templates',
      'Career skills',
      'Career categories',
      'Career library',
    ],
  },
  // goal cycles
  { area: 'settings.goals', names: ['Goal cycles'] },
  // compensation employee pay (upload, edit, delete, export csv), bands, cycles
  {
    area: 'settings.compensation',
    names: [
      'Upload employee pay',
      'Edit employee pay',
      'Delete employee pay',
      'Export csv of employee pay',
      'Compensation bands',
      'Compensation cycles',
    ],
  },
  // 1-on-1 logs, templates and settings
  { area: 'settings.one_on_ones', names: ['1-on-1 logs', '1-on-1 templates', '1-on-1 settings'] },
  // feedback log and settings (permitted types, public praise wall)
  {
    area: 'settings.feedback',
    names: ['Feedback log', 'Feedback settings: permitted types', 'Feedback settings: public praise wall'],
  },
  // updates log and settings
  { area: 'settings.updates', names: ['Updates log', 'Updates settings'] },
];
