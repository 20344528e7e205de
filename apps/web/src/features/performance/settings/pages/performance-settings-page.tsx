import { Stack } from '@mui/material';
import { AreaCards, type Area } from '../../../../components/ui/area-cards';
import { PageHeading } from '../../../../components/ui/page-heading';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';

// The settings sections built so far; each appears only to those who may use it.
const AREAS: Area[] = [
  {
    title: '1-on-1s',
    description:
      'The default cadence and length of a new series, and agendas of talking points to start from.',
    to: paths.performanceOneOnOneTemplates,
    requires: ['prf.module.one_on_ones.template.view', 'prf.settings.one_on_ones.settings.manage'],
  },
  {
    title: '1-on-1 log',
    description: 'Who meets whom, how often and when they last met; never what was said.',
    to: paths.performanceOneOnOneLog,
    requires: 'prf.settings.one_on_ones.log.view',
  },
  {
    title: 'Feedback',
    description: 'Which kinds of feedback people may give, the praise wall and the company values.',
    to: paths.performanceFeedbackSettings,
    requires: ['prf.settings.feedback.permitted_types.manage', 'prf.settings.feedback.praise_wall.manage'],
  },
  {
    title: 'Feedback log',
    description: 'Who gave what kind of feedback to whom, and when; never what was said.',
    to: paths.performanceFeedbackLog,
    requires: 'prf.settings.feedback.log.view',
  },
  {
    title: 'Updates',
    description: 'The questions everyone answers, how often updates are due and on which day, the reminder.',
    to: paths.performanceUpdateSettings,
    requires: 'prf.settings.updates.settings.manage',
  },
  {
    title: 'Updates log',
    description: 'Who shared their update for a period and when it was reviewed; never what they wrote.',
    to: paths.performanceUpdatesLog,
    requires: 'prf.settings.updates.log.view',
  },
  {
    title: 'Goal cycles',
    description: 'The periods goals are set for, such as a quarter; make them active or inactive.',
    to: '/performance/settings/goal-cycles',
    requires: 'prf.settings.goals.cycle.manage',
  },
];

/**
 * The company's people and structure, which Performance's settings list too (spec section 6): the
 * admin console's pages, opened by either menu's permissions (`ADMIN_PERMISSION_ALSO_GRANTED_BY`).
 */
const COMPANY_AREAS: Area[] = [
  {
    title: 'People',
    description: 'Add, edit, invite, activate or deactivate people, reset passwords, log in as them.',
    to: paths.adminPeople,
    requires: 'sso.admin.users.user.view',
  },
  {
    title: 'Departments',
    description: 'Departments, the one each sits under, and their heads.',
    to: paths.adminCompanyDepartments,
    requires: 'sso.admin.departments.department.view',
  },
  {
    title: 'Groups',
    description: 'Groups of people across departments, for filters and audiences.',
    to: '/admin/company/groups',
    requires: 'sso.admin.groups.group.view',
  },
  {
    title: 'Roles',
    description: 'What each role may see and do, permission by permission.',
    to: paths.adminRoles,
    requires: 'sso.admin.roles.role.view',
  },
  {
    title: 'User attributes',
    description: 'The fields every person’s profile carries beyond the standard ones.',
    to: '/admin/company/attributes',
    requires: 'sso.admin.attributes.attribute.view',
  },
  {
    title: 'Company profile',
    description: 'Name, logo, time zone and the details people see.',
    to: '/admin/company/profile',
    requires: 'sso.admin.company.profile.view',
  },
  {
    title: 'Impersonation log',
    description: 'Who logged in as whom, and when.',
    to: paths.adminLoginAsLog,
    requires: 'sso.admin.impersonation.log.view',
  },
];

/** /performance/settings: Performance's settings, a card per section. */
export default function PerformanceSettingsPage() {
  usePageTitle('Performance settings');
  return (
    <Stack spacing={3}>
      <PageHeading title="Settings" description="How Performance works in your company." />
      <AreaCards areas={AREAS} />
      <AreaCards areas={COMPANY_AREAS} heading="People and company" />
    </Stack>
  );
}
