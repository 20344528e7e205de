import { Box, Stack, Typography } from '@mui/material';
import { CUSTOM_OPTIONS_PERMISSIONS } from '../../../../config/page-access';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { AreaCards, type Area } from '../../../../components/ui/area-cards';

// The configuration areas built so far; each appears only to those who may use it.
const AREAS: Area[] = [
  {
    title: 'Organization',
    description: 'Your company as recruiting shows it, its careers page, and recruiting’s defaults.',
    to: paths.organization,
    requires: 'rct.settings.organization.view',
  },
  {
    title: 'Users',
    description: 'Who works in recruiting, at which level, and on which hiring teams.',
    to: paths.recruitingUsers,
    requires: 'rct.settings.users.user.view',
  },
  {
    title: 'Notifications',
    description:
      'Which hiring-team roles hear of new applicants, scorecards, approvals and stuck candidates.',
    to: paths.notificationDefaults,
    requires: 'rct.settings.notifications.view',
  },
  {
    title: 'Job boards',
    description: 'Your careers board and your internal board: where job posts are published.',
    to: paths.jobBoards,
    requires: 'rct.settings.job_boards.view',
  },
  {
    title: 'Custom options',
    description:
      'Your own fields on jobs, candidates, applications, offers and users; referral questions, tags, close and rejection reasons, and the job setup flow.',
    to: paths.customOptions,
    requires: CUSTOM_OPTIONS_PERMISSIONS,
  },
  {
    title: 'Email templates',
    description: 'The messages recruiting sends candidates, with tokens, and the address they come from.',
    to: paths.emailTemplates,
    requires: 'rct.settings.email_templates.template.view',
  },
  {
    title: 'Offer templates',
    description: 'Offer letters with the salary, start date and more filled in.',
    to: paths.offerTemplates,
    requires: 'rct.settings.offer_templates.template.view',
  },
  {
    title: 'Approvals',
    description: 'Who approves before a job opens, and before an offer goes out.',
    to: paths.approvalFlows,
    requires: 'rct.settings.custom_options.job_setup.configure',
  },
  {
    title: 'Dev center',
    description: 'API keys for your job boards and the Harvest API, and web hooks for your own systems.',
    to: paths.devCenterHub,
    requires: [
      'rct.settings.dev_center.job_board_integration.configure',
      'rct.settings.dev_center.api_credentials.manage',
    ],
  },
  {
    title: 'Offices and departments',
    description: 'Shared with company administration: where jobs are and which team they are for.',
    to: paths.adminCompanyDepartments,
    requires: 'sso.admin.departments.department.view',
  },
];

/** /configuration: the recruiting settings of the company. */
export default function ConfigurationPage() {
  usePageTitle('Configuration');
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          Configuration
        </Typography>
        <Typography color="text.secondary">How your company runs its hiring.</Typography>
      </Box>
      <AreaCards areas={AREAS} />
    </Stack>
  );
}
