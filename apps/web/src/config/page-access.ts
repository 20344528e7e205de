import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import { permissionsGranting } from '@atrium/shared/permissions/admin-settings-equivalents';
import { CUSTOM_FIELD_AREAS } from '@atrium/shared/schemas/recruiting/custom-fields';
import { paths } from './paths';

/** A request a page makes for its content, and the permission the server checks on it. */
export interface PageCall {
  /** As in apps/server/src/plugins/__snapshots__/route-permissions.txt (a test holds them equal). */
  route: `${'GET' | 'POST' | 'PUT'} /api/${string}`;
  /** As the server declares it: one permission, or several of which any one will do (a scoped read). */
  permission: PermissionId | readonly PermissionId[];
}

export interface PageAccess {
  calls: readonly PageCall[];
  /** 'all': a page needs every call; 'any': a hub of sections opens with any one of them. */
  opensWith: 'all' | 'any';
}

const call = (route: PageCall['route'], permission: PageCall['permission']): PageCall => ({
  route,
  permission,
});
/** An admin console route: its permission, or a Performance settings one granting the same page. */
const adminCall = (route: PageCall['route'], permission: PermissionId): PageCall => {
  const granting = permissionsGranting(permission);
  return call(route, granting.length === 1 ? permission : granting);
};
/** Performance's scoped permissions: the route takes `<base>.own`, `.team` or `.all`. */
const scoped = (base: string) =>
  (['own', 'team', 'all'] as const).map((scope) => `${base}.${scope}` as PermissionId);
const needs = (...calls: PageCall[]): PageAccess => ({ calls, opensWith: 'all' });
const anyOf = (...calls: PageCall[]): PageAccess => ({ calls, opensWith: 'any' });
const EVERYONE = needs();
const ONE_ON_ONE_TEMPLATES = call(
  'GET /api/performance/one-on-ones/templates',
  'prf.module.one_on_ones.template.view',
);
const ONE_ON_ONE_DEFAULTS = call(
  'PUT /api/performance/one-on-ones/settings',
  'prf.settings.one_on_ones.settings.manage',
);
const ONE_ON_ONE_LOG = call('GET /api/performance/one-on-ones/log', 'prf.settings.one_on_ones.log.view');
const GOAL_CYCLES = call('POST /api/performance/goal-cycles', 'prf.settings.goals.cycle.manage');
const FEEDBACK_TYPES_SETTING = call(
  'PUT /api/performance/feedback/settings/permitted-types',
  'prf.settings.feedback.permitted_types.manage',
);
const PRAISE_WALL_SETTING = call(
  'PUT /api/performance/feedback/settings/praise-wall',
  'prf.settings.feedback.praise_wall.manage',
);
const FEEDBACK_LOG = call('GET /api/performance/feedback/log', 'prf.settings.feedback.log.view');
const UPDATE_SETTINGS = call('GET /api/performance/settings/updates', 'prf.settings.updates.settings.manage');
const UPDATES_LOG = call('GET /api/performance/settings/updates-log', 'prf.settings.updates.log.view');

const PEOPLE = needs(adminCall('GET /api/users', 'sso.admin.users.user.view'));
const AUDIT = needs(call('GET /api/admin/audit-events', 'sso.admin.audit.event.view'));
const JOBS = needs(call('GET /api/jobs', 'rct.module.jobs.job.view'));
// The list and a candidate's page both read the filter options (jobs, tags, colleagues, reasons).
const CANDIDATES = needs(
  call('GET /api/candidates', 'rct.module.candidates.candidate.view'),
  call('GET /api/candidates/filter-options', 'rct.module.candidates.candidate.view'),
);
const JOB_BOARDS = call('GET /api/configuration/job-boards', 'rct.settings.job_boards.view');
const CLOSE_REASONS = call(
  'POST /api/configuration/close-reasons',
  'rct.settings.custom_options.close_reasons.manage',
);
const REJECTION_REASONS = call(
  'POST /api/configuration/rejection-reasons',
  'rct.settings.custom_options.rejection_reasons.manage',
);
const CANDIDATE_TAGS = call(
  'POST /api/configuration/candidate-tags',
  'rct.settings.custom_options.candidate_tags.manage',
);
const INTERVIEWER_TAGS = call(
  'POST /api/configuration/interviewer-tags',
  'rct.settings.custom_options.interviewer_tags.manage',
);
// Each kind of custom field's page reads its own list, behind its own permission.
const CUSTOM_FIELDS = Object.values(CUSTOM_FIELD_AREAS).map((area) =>
  call(`GET /api/configuration/custom-fields/${area.segment}`, area.permission),
);
const JOB_SETUP_FLOW = call(
  'GET /api/configuration/job-setup-flow',
  'rct.settings.custom_options.job_setup.configure',
);
const CUSTOM_OPTIONS = [
  ...CUSTOM_FIELDS,
  CLOSE_REASONS,
  REJECTION_REASONS,
  CANDIDATE_TAGS,
  INTERVIEWER_TAGS,
  JOB_SETUP_FLOW,
];
/** Whoever holds one of these sees the custom options hub. */
export const CUSTOM_OPTIONS_PERMISSIONS: PermissionId[] = CUSTOM_OPTIONS.flatMap((item) =>
  [item.permission].flat(),
);
const EMAIL_TEMPLATES = call(
  'GET /api/configuration/email-templates',
  'rct.settings.email_templates.template.view',
);
const ORGANIZATION = call('GET /api/configuration/organization', 'rct.settings.organization.view');
const RECRUITING_USERS = call('GET /api/configuration/users', 'rct.settings.users.user.view');
const NOTIFICATION_DEFAULTS = call('GET /api/configuration/notifications', 'rct.settings.notifications.view');
const OFFER_TEMPLATES = call(
  'GET /api/configuration/offer-templates',
  'rct.settings.offer_templates.template.view',
);
const APPROVAL_FLOWS = call(
  'GET /api/configuration/approval-flows/job-open',
  'rct.settings.custom_options.job_setup.configure',
);
const DEV_CENTER = call(
  'GET /api/configuration/dev-center/api-keys',
  'rct.settings.dev_center.job_board_integration.configure',
);
const HARVEST_KEYS = call(
  'GET /api/configuration/dev-center/harvest-keys',
  'rct.settings.dev_center.api_credentials.manage',
);
const WEBHOOKS = call(
  'GET /api/configuration/dev-center/webhooks',
  'rct.settings.dev_center.api_credentials.manage',
);
// Onboarding (issue 20). My tasks answers everyone (its .own grants are every employee's).
const NEW_HIRES = call('GET /api/onboarding/new-hires', 'onb.module.new_hires.new_hire.view');
// What the new hire and task forms pick from (the list's filters too). The settings pages read
// company administration's lists instead, each only when its holder may (a page opens without them).
const ONBOARDING_LOOKUPS = [
  call('GET /api/onboarding/lookups', 'onb.module.new_hires.new_hire.view'),
  call('GET /api/onboarding/people', 'onb.module.new_hires.new_hire.view'),
];
const ONBOARDING_CRITERIA = call(
  'GET /api/onboarding/settings/other-criteria',
  'onb.settings.plan.other_criteria.manage',
);
const ONBOARDING_TASKS = call('GET /api/onboarding/settings/tasks', 'onb.settings.plan.tasks.manage');
const ONBOARDING_PREVIEW = call('GET /api/onboarding/settings/preview', 'onb.settings.plan.preview.view');
const ONBOARDING_DATA_FLOW = call(
  'GET /api/onboarding/settings/data-flow',
  'onb.settings.integrations.data_flow.manage',
);
const ONBOARDING_E_SIGNATURE = call(
  'GET /api/onboarding/e-signature/templates',
  'onb.settings.plan.e_signature.manage',
);
// Settings → email and the welcome experience (issue 20, item 5); the hire's own view is theirs.
const ONBOARDING_EMAIL = call('GET /api/onboarding/settings/email', 'onb.settings.plan.email.manage');
const ONBOARDING_WELCOME = call(
  'GET /api/onboarding/settings/welcome-experience',
  'onb.settings.experience.welcome_experience.manage',
);
const ONBOARDING_BRANDING = call(
  'GET /api/onboarding/settings/branded-assets',
  'onb.settings.experience.branded_assets.manage',
);
const ONBOARDING_PAGES = call('GET /api/onboarding/settings/pages', 'onb.settings.experience.pages.manage');
const ONBOARDING_PREVIEW_EXPERIENCE = call(
  'GET /api/onboarding/settings/preview-experience',
  'onb.settings.experience.preview_experience.view',
);
// The dashboard opens with the hires' card; its overdue and signature cards show with their own permission.
const ONBOARDING_DASHBOARD = call('GET /api/onboarding/dashboard', 'onb.module.new_hires.new_hire.view');
// The reports page opens on its first report; each of the others is the same permission.
const ONBOARDING_REPORTS = call(
  'GET /api/onboarding/reports/tasks-by-template',
  'onb.module.reports.report.view',
);
// Fields and profile, feedback, permission, departments and locations (issue 20, items 6, 7, 9).
const ONBOARDING_FIELDS_TABLE = call('GET /api/onboarding/fields', 'onb.module.fields.field.view');
const ONBOARDING_FIELDS = call('GET /api/onboarding/settings/fields', 'onb.settings.company.fields.manage');
const ONBOARDING_FEEDBACK = call(
  'GET /api/onboarding/settings/feedback',
  'onb.settings.plan.feedback.manage',
);
const ONBOARDING_PERMISSION = call(
  'GET /api/onboarding/settings/permission',
  'onb.settings.integrations.permission.manage',
);
const ONBOARDING_DEPARTMENTS = call(
  'GET /api/onboarding/settings/departments',
  'onb.settings.company.departments.manage',
);
const ONBOARDING_LOCATIONS = call(
  'GET /api/onboarding/settings/locations',
  'onb.settings.company.locations.manage',
);
const COMPANY_PROFILE = adminCall('GET /api/admin/company', 'sso.admin.company.profile.view');
const DEPARTMENTS = adminCall('GET /api/admin/departments', 'sso.admin.departments.department.view');
const LOCATIONS = call('GET /api/admin/locations', 'sso.admin.locations.location.view');
const GROUPS = adminCall('GET /api/admin/groups', 'sso.admin.groups.group.view');
const ATTRIBUTES = adminCall('GET /api/admin/attributes', 'sso.admin.attributes.attribute.view');
const ROLES = adminCall('GET /api/roles', 'sso.admin.roles.role.view');
const LOGIN_AS_LOG = adminCall('GET /api/admin/impersonation', 'sso.admin.impersonation.log.view');
/** The admin console's pages that Performance's settings list too (issue 21 item 7). */
const PERFORMANCE_COMPANY_SETTINGS = [
  ...PEOPLE.calls,
  DEPARTMENTS,
  GROUPS,
  ROLES,
  ATTRIBUTES,
  COMPANY_PROFILE,
  LOGIN_AS_LOG,
];

/**
 * Every signed-in page a menu, a card or a link may lead to, with what it calls for its content.
 * The navigation, the dashboard and the route guard all read this one table, so an item is offered
 * only to someone the server will answer; a path below an entry (/jobs/:id below /jobs) needs what
 * its nearest entry needs. A page missing here is not built yet, and nothing links to it.
 */
export const PAGE_ACCESS: Readonly<Record<string, PageAccess>> = {
  [paths.dashboard]: EVERYONE,
  [paths.followedJobs]: needs(
    call('GET /api/dashboard/followed-jobs', 'rct.module.dashboard.followed_job.view'),
  ),
  [paths.recruitingGoals]: needs(call('GET /api/dashboard/goals', 'rct.module.dashboard.goal.view')),
  [paths.addReferral]: needs(
    call('GET /api/dashboard/referable-jobs', 'rct.module.sourcing.referral.create'),
    call('POST /api/jobs/:id/referrals', 'rct.module.sourcing.referral.create'),
  ),
  [paths.myProfile]: EVERYONE,
  [paths.notifications]: EVERYONE,
  [paths.changePassword]: EVERYONE,
  // The admin menu's "User management" entry names /admin/users, which leads to the people list.
  '/admin/users': PEOPLE,
  [paths.adminPeople]: PEOPLE,
  [paths.adminRoles]: needs(ROLES),
  [paths.adminRoleNew]: needs(adminCall('POST /api/roles', 'sso.admin.roles.role.create')),
  // The admin menu's "Audit logs" entry names /admin/audit-logs, which leads to the audit trail.
  '/admin/audit-logs': AUDIT,
  [paths.adminAudit]: AUDIT,
  [paths.adminLoginAsLog]: needs(
    adminCall('GET /api/admin/impersonation', 'sso.admin.impersonation.log.view'),
  ),
  [paths.adminOutbox]: needs(call('GET /api/admin/outbox', 'sso.admin.outbox.message.view')),
  // One tab per area (features/admin/company/utils/company-tabs.ts), each with its own view permission.
  [paths.adminCompany]: anyOf(COMPANY_PROFILE, DEPARTMENTS, LOCATIONS, GROUPS, ATTRIBUTES),
  '/admin/company/profile': needs(COMPANY_PROFILE),
  [paths.adminCompanyDepartments]: needs(DEPARTMENTS),
  '/admin/company/locations': needs(LOCATIONS),
  '/admin/company/groups': needs(GROUPS),
  '/admin/company/attributes': needs(ATTRIBUTES),
  [paths.jobs]: JOBS,
  // A candidate's page (/candidates/:id) sits below the list and needs what it needs.
  [paths.candidates]: CANDIDATES,
  // An interviewer opens their kit and scorecard without seeing candidates at large: the server answers
  // the interview's own interviewers, and whoever may view interviews (a refusal shows otherwise).
  '/candidates/:id/interview-details': EVERYONE,
  // The form offers the jobs, sources, colleagues and tags of the filter options.
  [paths.addCandidate]: needs(
    call('POST /api/candidates', 'rct.module.candidates.candidate.create'),
    call('GET /api/candidates/filter-options', 'rct.module.candidates.candidate.view'),
  ),
  [paths.applicationReview]: needs(
    call('GET /api/application-review', 'rct.module.candidates.application.review'),
  ),
  [paths.talentPool]: needs(
    call('GET /api/talent-pool/pools', 'rct.module.talent_pool.prospect.view'),
    call('GET /api/talent-pool/prospects', 'rct.module.talent_pool.prospect.view'),
  ),
  // Below the talent pool, with its own entry: configuring pools is a permission of its own.
  [paths.talentPoolConfigure]: needs(
    call('GET /api/talent-pool/pools', 'rct.module.talent_pool.prospect.view'),
    call('POST /api/talent-pool/pools', 'rct.module.talent_pool.pool.configure'),
  ),
  '/create-job': needs(
    call('GET /api/jobs/lookups', 'rct.module.jobs.job.view'),
    call('POST /api/jobs', 'rct.module.jobs.job.create'),
  ),
  [paths.jobTypes]: needs(call('POST /api/jobs', 'rct.module.jobs.job.create')),
  [paths.existingJobs]: needs(
    call('GET /api/jobs', 'rct.module.jobs.job.view'),
    call('POST /api/jobs/:id/copy', 'rct.module.jobs.job.duplicate'),
  ),
  // Recruiting's settings: open with any of its own areas (offices and departments belong to the admin console).
  [paths.configuration]: anyOf(
    JOB_BOARDS,
    ...CUSTOM_OPTIONS,
    EMAIL_TEMPLATES,
    OFFER_TEMPLATES,
    ORGANIZATION,
    RECRUITING_USERS,
    NOTIFICATION_DEFAULTS,
    APPROVAL_FLOWS,
    DEV_CENTER,
    HARVEST_KEYS,
    WEBHOOKS,
  ),
  [paths.jobBoards]: needs(JOB_BOARDS),
  [paths.customOptions]: anyOf(...CUSTOM_OPTIONS),
  ...Object.fromEntries(
    Object.values(CUSTOM_FIELD_AREAS).map((area, index) => [
      paths.customFields(area.segment),
      needs(CUSTOM_FIELDS[index]!),
    ]),
  ),
  [paths.configureJobSetup]: needs(JOB_SETUP_FLOW),
  // Anyone who sees jobs reads the reasons (closing a job picks one); managing them is a setting.
  [paths.closeReasons]: needs(call('GET /api/configuration/close-reasons', 'rct.module.jobs.job.view')),
  // Anyone who sees candidates reads the reasons (rejecting picks one); managing them is a setting.
  [paths.rejectionReasons]: needs(
    call('GET /api/configuration/rejection-reasons', 'rct.module.candidates.candidate.view'),
  ),
  // Anyone who sees candidates reads the tags (filtering and tagging pick them); managing them is a setting.
  [paths.candidateTags]: needs(
    call('GET /api/configuration/candidate-tags', 'rct.module.candidates.candidate.view'),
  ),
  // Anyone who sees interviews reads the tags (the scheduler filters by them); managing them is a setting.
  [paths.interviewerTags]: needs(
    call('GET /api/configuration/interviewer-tags', 'rct.module.interviews.interview.view'),
  ),
  [paths.emailTemplates]: needs(EMAIL_TEMPLATES),
  [paths.emailSender]: needs(
    call('GET /api/configuration/email-sender', 'rct.settings.email_templates.sender.configure'),
  ),
  [paths.offerTemplates]: needs(OFFER_TEMPLATES),
  [paths.organization]: needs(ORGANIZATION),
  [paths.recruitingUsers]: needs(RECRUITING_USERS),
  '/configuration/user/user-details': needs(
    call('GET /api/configuration/users/:id', 'rct.settings.users.user.view'),
  ),
  [paths.notificationDefaults]: needs(NOTIFICATION_DEFAULTS),
  [paths.approvalFlows]: needs(APPROVAL_FLOWS),
  // The dev center's hub opens with any of its sections.
  [paths.devCenterHub]: anyOf(DEV_CENTER, HARVEST_KEYS, WEBHOOKS),
  [paths.devCenter]: needs(DEV_CENTER),
  [paths.apiCredentials]: needs(HARVEST_KEYS),
  [paths.webHooks]: needs(WEBHOOKS),
  // Performance (issue 21): 1-on-1s at any scope; the directory's list and chart read the same filters' choices.
  [paths.performanceSettings]: anyOf(
    ONE_ON_ONE_TEMPLATES,
    ONE_ON_ONE_DEFAULTS,
    ONE_ON_ONE_LOG,
    FEEDBACK_TYPES_SETTING,
    PRAISE_WALL_SETTING,
    FEEDBACK_LOG,
    GOAL_CYCLES,
    UPDATE_SETTINGS,
    UPDATES_LOG,
    ...PERFORMANCE_COMPANY_SETTINGS,
  ),
  // Settings → 1-on-1s: the defaults and the templates, each shown to whoever may use it.
  [paths.performanceOneOnOneTemplates]: anyOf(ONE_ON_ONE_TEMPLATES, ONE_ON_ONE_DEFAULTS),
  [paths.performanceOneOnOneLog]: needs(ONE_ON_ONE_LOG),
  // Goals (a goal's page sits under it) with any level's view; settings → goal cycles.
  '/performance/goals': needs(
    call('GET /api/performance/goals', [
      'prf.module.goals.individual_goal.view',
      'prf.module.goals.department_goal.view',
      'prf.module.goals.company_goal.view',
    ]),
  ),
  '/performance/settings/goal-cycles': needs(GOAL_CYCLES),
  // Settings → feedback: the permitted types and the praise wall with its values, each to whoever may change it.
  [paths.performanceFeedbackSettings]: anyOf(FEEDBACK_TYPES_SETTING, PRAISE_WALL_SETTING),
  [paths.performanceFeedbackLog]: needs(FEEDBACK_LOG),
  [paths.performanceFeedback]: needs(
    call('GET /api/performance/feedback', scoped('prf.module.feedback.feedback.view')),
  ),
  // Reports: a tab for each the viewer may read.
  [paths.performanceReports]: anyOf(
    call('GET /api/performance/reports/one-on-ones', 'prf.module.reports.one_on_one.view'),
    call('GET /api/performance/reports/feedback', 'prf.module.reports.feedback.view'),
    call('GET /api/performance/reports/goals', 'prf.module.reports.goals.view'),
  ),
  [paths.performanceOneOnOnes]: needs(
    call('GET /api/performance/one-on-ones', scoped('prf.module.one_on_ones.meeting.view')),
  ),
  // Updates: my own (every employee), my team's and everyone's as the scope allows; settings and the log.
  [paths.performanceUpdates]: needs(
    call('GET /api/performance/updates/current', 'prf.module.updates.update.view.own'),
  ),
  '/performance/updates/:id': needs(
    call('GET /api/performance/updates/:id', scoped('prf.module.updates.update.view')),
  ),
  [paths.performanceUpdateSettings]: needs(UPDATE_SETTINGS),
  [paths.performanceUpdatesLog]: needs(UPDATES_LOG),
  [paths.performanceDirectory]: needs(
    call('GET /api/performance/directory', 'prf.module.directory.list.view'),
    call('GET /api/performance/directory/lookups', 'prf.module.directory.list.view'),
  ),
  '/performance/directory/:id': needs(
    call('GET /api/performance/directory/:id', 'prf.module.directory.profile.view'),
  ),
  // The home shows everyone their tasks, and the hires to those who may see them.
  [paths.onboardingHome]: EVERYONE,
  [paths.onboardingMyTasks]: EVERYONE,
  [paths.onboardingDashboard]: needs(ONBOARDING_DASHBOARD),
  [paths.onboardingReports]: needs(ONBOARDING_REPORTS),
  [paths.newHires]: needs(NEW_HIRES, ...ONBOARDING_LOOKUPS),
  '/onboarding/new-hires/:id': needs(
    call('GET /api/onboarding/new-hires/:id', 'onb.module.new_hires.new_hire.view'),
    call('GET /api/onboarding/new-hires/:id/tasks', 'onb.module.new_hires.new_hire.view'),
    ...ONBOARDING_LOOKUPS,
  ),
  [paths.onboardingSettings]: anyOf(
    ONBOARDING_TASKS,
    ONBOARDING_CRITERIA,
    ONBOARDING_PREVIEW,
    ONBOARDING_DATA_FLOW,
    ONBOARDING_E_SIGNATURE,
    ONBOARDING_EMAIL,
    ONBOARDING_WELCOME,
    ONBOARDING_BRANDING,
    ONBOARDING_PAGES,
    ONBOARDING_PREVIEW_EXPERIENCE,
    ONBOARDING_FIELDS,
    ONBOARDING_FEEDBACK,
    ONBOARDING_PERMISSION,
    ONBOARDING_DEPARTMENTS,
    ONBOARDING_LOCATIONS,
  ),
  [paths.onboardingCriteria]: needs(ONBOARDING_CRITERIA),
  [paths.onboardingTaskTemplates]: needs(ONBOARDING_TASKS),
  [paths.onboardingPreview]: needs(ONBOARDING_PREVIEW),
  [paths.onboardingDataFlow]: needs(ONBOARDING_DATA_FLOW),
  [paths.onboardingESignature]: needs(ONBOARDING_E_SIGNATURE),
  '/onboarding/settings/e-signature/:id': needs(
    call('GET /api/onboarding/e-signature/templates/:id', 'onb.settings.plan.e_signature.manage'),
    call('GET /api/onboarding/e-signature/templates/:id/file', 'onb.settings.plan.e_signature.manage'),
  ),
  // A document's signers (every user holds document.sign.own) and those who view every request:
  // the server decides per document.
  '/onboarding/documents/:requestId': EVERYONE,
  [paths.onboardingWelcome]: EVERYONE,
  [paths.onboardingEmailSettings]: needs(ONBOARDING_EMAIL),
  [paths.onboardingWelcomeExperience]: needs(ONBOARDING_WELCOME),
  [paths.onboardingBrandedAssets]: needs(ONBOARDING_BRANDING),
  [paths.onboardingWelcomePages]: needs(ONBOARDING_PAGES),
  [paths.onboardingPreviewExperience]: needs(ONBOARDING_PREVIEW_EXPERIENCE),
  [paths.onboardingFields]: needs(ONBOARDING_FIELDS_TABLE),
  // The hire's own (the .own grants are every employee's; the server answers 404 to one who is no hire).
  [paths.onboardingProfile]: EVERYONE,
  '/onboarding/feedback/:requestId': EVERYONE,
  [paths.onboardingFieldsSettings]: needs(ONBOARDING_FIELDS),
  [paths.onboardingFeedbackSettings]: needs(ONBOARDING_FEEDBACK),
  [paths.onboardingPermissionSettings]: needs(ONBOARDING_PERMISSION),
  [paths.onboardingDepartmentsSettings]: needs(ONBOARDING_DEPARTMENTS),
  [paths.onboardingLocationsSettings]: needs(ONBOARDING_LOCATIONS),
};

/** A path's segments, without its query or fragment (a link's `?interviewId=…` names no other page). */
const segmentsOf = (path: string) => path.split(/[?#]/)[0]!.split('/').filter(Boolean);

/** Whether pathname is the page at path or below it; a `:name` segment of path stands for any one segment. */
const isAtOrBelow = (path: string, pathname: string) => {
  const want = segmentsOf(path);
  const have = segmentsOf(pathname);
  return (
    want.length <= have.length && want.every((segment, at) => segment.startsWith(':') || segment === have[at])
  );
};

/** What the page at pathname needs: its own entry, else the nearest entry above it; none for a page outside the table. */
export function pageAccessAt(pathname: string): PageAccess | undefined {
  const entry = Object.keys(PAGE_ACCESS)
    .filter((path) => isAtOrBelow(path, pathname))
    .reduce<string | undefined>(
      (best, path) => (!best || path.length > best.length ? path : best),
      undefined,
    );
  return entry ? PAGE_ACCESS[entry] : undefined;
}

/** Whether someone holding these permission ids is answered by the calls the page makes. */
export function isAllowed(access: PageAccess, permissions: readonly string[]): boolean {
  const held = ({ permission }: PageCall) => [permission].flat().some((id) => permissions.includes(id));
  return access.opensWith === 'any' ? access.calls.some(held) : access.calls.every(held);
}

/** Whether the page at pathname may be opened; a path the table does not know is left to the router. */
export const canOpenPage = (pathname: string, permissions: readonly string[]): boolean => {
  const access = pageAccessAt(pathname);
  return !access || isAllowed(access, permissions);
};

/** Whether a page exists at exactly this path, so a menu or a card may link to it. */
export const isBuiltPage = (path: string): boolean => Object.hasOwn(PAGE_ACCESS, path);
