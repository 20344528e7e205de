import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import { CUSTOM_FIELD_AREAS } from '@atrium/shared/schemas/recruiting/custom-fields';
import { paths } from './paths';

/** A request a page makes for its content, and the permission the server checks on it. */
export interface PageCall {
  /** As in apps/server/src/plugins/__snapshots__/route-permissions.txt (a test holds them equal). */
  route: `${'GET' | 'POST'} /api/${string}`;
  permission: PermissionId;
}

export interface PageAccess {
  calls: readonly PageCall[];
  /** 'all': a page needs every call; 'any': a hub of sections opens with any one of them. */
  opensWith: 'all' | 'any';
}

const call = (route: PageCall['route'], permission: PermissionId): PageCall => ({ route, permission });
const needs = (...calls: PageCall[]): PageAccess => ({ calls, opensWith: 'all' });
const anyOf = (...calls: PageCall[]): PageAccess => ({ calls, opensWith: 'any' });
const EVERYONE = needs();

const PEOPLE = needs(call('GET /api/users', 'sso.admin.users.user.view'));
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
// Each kind of custom field's page reads its own list, behind its own permission.
const CUSTOM_FIELDS = Object.values(CUSTOM_FIELD_AREAS).map((area) =>
  call(`GET /api/configuration/custom-fields/${area.segment}`, area.permission),
);
const JOB_SETUP_FLOW = call(
  'GET /api/configuration/job-setup-flow',
  'rct.settings.custom_options.job_setup.configure',
);
const CUSTOM_OPTIONS = [...CUSTOM_FIELDS, CLOSE_REASONS, REJECTION_REASONS, CANDIDATE_TAGS, JOB_SETUP_FLOW];
/** Whoever holds one of these sees the custom options hub. */
export const CUSTOM_OPTIONS_PERMISSIONS = CUSTOM_OPTIONS.map((item) => item.permission);
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
const COMPANY_PROFILE = call('GET /api/admin/company', 'sso.admin.company.profile.view');
const DEPARTMENTS = call('GET /api/admin/departments', 'sso.admin.departments.department.view');
const LOCATIONS = call('GET /api/admin/locations', 'sso.admin.locations.location.view');
const GROUPS = call('GET /api/admin/groups', 'sso.admin.groups.group.view');
const ATTRIBUTES = call('GET /api/admin/attributes', 'sso.admin.attributes.attribute.view');

/**
 * Every signed-in page a menu, a card or a link may lead to, with what it calls for its content.
 * The navigation, the dashboard and the route guard all read this one table, so an item is offered
 * only to someone the server will answer; a path below an entry (/jobs/:id below /jobs) needs what
 * its nearest entry needs. A page missing here is not built yet, and nothing links to it.
 */
export const PAGE_ACCESS: Readonly<Record<string, PageAccess>> = {
  [paths.dashboard]: EVERYONE,
  [paths.myProfile]: EVERYONE,
  [paths.notifications]: EVERYONE,
  [paths.changePassword]: EVERYONE,
  // The admin menu's "User management" entry names /admin/users, which leads to the people list.
  '/admin/users': PEOPLE,
  [paths.adminPeople]: PEOPLE,
  [paths.adminRoles]: needs(call('GET /api/roles', 'sso.admin.roles.role.view')),
  [paths.adminRoleNew]: needs(call('POST /api/roles', 'sso.admin.roles.role.create')),
  // The admin menu's "Audit logs" entry names /admin/audit-logs, which leads to the audit trail.
  '/admin/audit-logs': AUDIT,
  [paths.adminAudit]: AUDIT,
  [paths.adminLoginAsLog]: needs(call('GET /api/admin/impersonation', 'sso.admin.impersonation.log.view')),
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
};

const isAtOrBelow = (path: string, pathname: string) =>
  pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`);

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
  const held = ({ permission }: PageCall) => permissions.includes(permission);
  return access.opensWith === 'any' ? access.calls.some(held) : access.calls.every(held);
}

/** Whether the page at pathname may be opened; a path the table does not know is left to the router. */
export const canOpenPage = (pathname: string, permissions: readonly string[]): boolean => {
  const access = pageAccessAt(pathname);
  return !access || isAllowed(access, permissions);
};

/** Whether a page exists at exactly this path, so a menu or a card may link to it. */
export const isBuiltPage = (path: string): boolean => Object.hasOwn(PAGE_ACCESS, path);
