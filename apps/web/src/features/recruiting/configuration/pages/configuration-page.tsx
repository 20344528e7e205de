import { Box, Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';

interface Area {
  title: string;
  description: string;
  to: string;
  requires: PermissionId;
}

// The configuration areas built so far; each appears only to those who may use it.
const AREAS: Area[] = [
  {
    title: 'Job boards',
    description: 'Your careers board and your internal board: where job posts are published.',
    to: paths.jobBoards,
    requires: 'rct.settings.job_boards.view',
  },
  {
    title: 'Custom job fields',
    description: 'What you record about every job beyond the standard fields: budget, level, cost centre…',
    to: paths.customJobFields,
    requires: 'rct.settings.custom_options.jobs.manage',
  },
  {
    title: 'Close reasons for job',
    description: 'Why jobs close: picked by whoever closes a job, counted in reports.',
    to: paths.closeReasons,
    requires: 'rct.settings.custom_options.close_reasons.manage',
  },
  {
    title: 'Rejection reasons',
    description: 'Why candidates leave the pipeline, and who decided: picked by whoever rejects one.',
    to: paths.rejectionReasons,
    requires: 'rct.settings.custom_options.rejection_reasons.manage',
  },
  {
    title: 'Candidate tags',
    description: 'Labels your team puts on candidates to find them again: skills, languages, past finalists…',
    to: paths.candidateTags,
    requires: 'rct.settings.custom_options.candidate_tags.manage',
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
    title: 'Dev center: configure your job boards',
    description: 'API keys for taking applications from your own website through the Job Board API.',
    to: paths.devCenter,
    requires: 'rct.settings.dev_center.job_board_integration.configure',
  },
  {
    title: 'Offices and departments',
    description: 'Shared with company administration: where jobs are and which team they are for.',
    to: paths.adminCompanyDepartments,
    requires: 'sso.admin.departments.department.view',
  },
];

function AreaCard({ area }: { area: Area }) {
  const isAllowed = useHasPermission(area.requires);
  if (!isAllowed) return null;
  return (
    <Grid size={{ xxs: 12, sm: 6, lg: 4 }}>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardActionArea component={RouterLink} to={area.to} sx={{ height: '100%' }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {area.title}
            </Typography>
            <Typography color="text.secondary">{area.description}</Typography>
          </CardContent>
        </CardActionArea>
      </Card>
    </Grid>
  );
}

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
      <Grid container spacing={2}>
        {AREAS.map((area) => (
          <AreaCard key={area.to} area={area} />
        ))}
      </Grid>
    </Stack>
  );
}
