/**
 * The one verb set every permission id ends with (before its optional scope). `isWrite` is what
 * "read-only" means for a role such as SUPPORT: a verb that changes nothing, or only hands out data
 * the holder could already read, is not a write.
 */
export const VERBS = {
  view: { label: 'View', isWrite: false },
  export: { label: 'Export', isWrite: false },
  download: { label: 'Download', isWrite: false },
  create: { label: 'Create', isWrite: true },
  edit: { label: 'Edit', isWrite: true },
  delete: { label: 'Delete', isWrite: true },
  manage: { label: 'Manage', isWrite: true },
  approve: { label: 'Approve', isWrite: true },
  reject: { label: 'Reject', isWrite: true },
  import: { label: 'Import', isWrite: true },
  upload: { label: 'Upload', isWrite: true },
  duplicate: { label: 'Duplicate', isWrite: true },
  publish: { label: 'Publish', isWrite: true },
  archive: { label: 'Archive', isWrite: true },
  restore: { label: 'Restore', isWrite: true },
  activate: { label: 'Activate', isWrite: true },
  assign: { label: 'Assign', isWrite: true },
  cancel: { label: 'Cancel', isWrite: true },
  close: { label: 'Close', isWrite: true },
  launch: { label: 'Launch', isWrite: true },
  give: { label: 'Give', isWrite: true },
  request: { label: 'Request', isWrite: true },
  share: { label: 'Share', isWrite: true },
  review: { label: 'Review', isWrite: true },
  perform: { label: 'Perform', isWrite: true },
  enable: { label: 'Enable', isWrite: true },
  configure: { label: 'Configure', isWrite: true },
  send: { label: 'Send', isWrite: true },
  submit: { label: 'Submit', isWrite: true },
  sign: { label: 'Sign', isWrite: true },
  respond: { label: 'Respond', isWrite: true },
  complete: { label: 'Complete', isWrite: true },
  reset: { label: 'Reset', isWrite: true },
  impersonate: { label: 'Impersonate', isWrite: true },
} as const satisfies Record<string, { label: string; isWrite: boolean }>;
export type Verb = keyof typeof VERBS;

// Spec section 6: performance permissions are scoped at three levels; other modules reuse them.
export const SCOPES = {
  own: 'Own',
  team: 'Team members',
  all: 'All employees',
} as const;
export type Scope = keyof typeof SCOPES;

export const isVerb = (value: string): value is Verb => Object.hasOwn(VERBS, value);
export const isScope = (value: string): value is Scope => Object.hasOwn(SCOPES, value);
