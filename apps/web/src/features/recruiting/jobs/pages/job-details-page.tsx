import dayjs from 'dayjs';
import { Box, Button, Chip, Grid, Paper, Stack, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Link as RouterLink, useParams } from 'react-router';
import { EMPLOYMENT_TYPE_LABELS } from '@atrium/shared/constants/employment';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { useGetJobQuery, type Job } from '../api/jobs-api';
import { FollowJobButton } from '../components/follow-job-button';
import { JobLoadState } from '../components/job-load-state';
import { JobSetupChecklist } from '../components/job-setup-checklist';
import { JobStatusActions } from '../components/job-status-actions';
import { JOB_STATUS_COLOURS, JOB_STATUS_LABELS, officesLabel, salaryLabel } from '../utils/job-labels';

const dateLabel = (value: string | null) => (value ? dayjs(value).format('DD MMM YYYY') : '');

function Facts({ items }: { items: Array<[string, string]> }) {
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      {items.map(([term, value]) => (
        <Grid key={term} size={{ xxs: 12, sm: 6, md: 4 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value || '—'}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}

function Openings({ job }: { job: Job }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Openings ({job.openOpenings} of {job.openings.length} open)
      </Typography>
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {job.openings.map((opening, index) => (
          <Box component="li" key={opening.id} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Typography sx={{ minWidth: 160 }}>{opening.openingId ?? `Opening ${index + 1}`}</Typography>
            <Typography color="text.secondary" sx={{ flex: 1 }}>
              {opening.targetStartDate
                ? `Start ${dateLabel(opening.targetStartDate)}`
                : 'No target start date'}
            </Typography>
            <Chip size="small" label={opening.status === 'open' ? 'Open' : 'Closed'} />
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

/** /jobs/:id: the job at a glance, with its status moves and following; its other pages are in the job's navigation bar. */
export default function JobDetailsPage() {
  const { id = '' } = useParams();
  const job = useGetJobQuery(id);
  const canEdit = useHasPermission('rct.module.job_setup.job_info.edit');
  usePageTitle(job.data?.name ?? 'Job');
  if (!job.data) return <JobLoadState query={job} />;
  const data = job.data;
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
        <Box>
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography variant="h4" component="h1">
              {data.name}
            </Typography>
            <Chip color={JOB_STATUS_COLOURS[data.status]} label={JOB_STATUS_LABELS[data.status]} />
            <FollowJobButton job={data} />
          </Stack>
          <Typography color="text.secondary">
            {[data.requisitionId, data.department?.name, officesLabel(data)].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} alignItems="flex-start" flexWrap="wrap" useFlexGap>
          {canEdit && (
            <Button startIcon={<EditOutlinedIcon />} component={RouterLink} to={paths.jobEdit(data.id)}>
              Edit job info
            </Button>
          )}
          <JobStatusActions job={data} />
        </Stack>
      </Box>
      {data.status === 'draft' && <JobSetupChecklist jobId={data.id} />}
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Job info
        </Typography>
        <Facts
          items={[
            ['Department', data.department?.name ?? ''],
            ['Offices', officesLabel(data)],
            ['Employment type', data.employmentType ? EMPLOYMENT_TYPE_LABELS[data.employmentType] : ''],
            ['Salary', salaryLabel(data.salary)],
            ['Requisition ID', data.requisitionId ?? ''],
            ['Created', `${dateLabel(data.createdAt)}${data.createdBy ? ` by ${data.createdBy.name}` : ''}`],
            ['Opened', dateLabel(data.openedAt)],
            ['Days open', data.daysOpen === null ? '' : String(data.daysOpen)],
            ...(data.status === 'closed'
              ? ([
                  ['Closed', dateLabel(data.closedAt)],
                  ['Close reason', data.closeReason?.name ?? ''],
                ] as Array<[string, string]>)
              : []),
          ]}
        />
      </Paper>
      <Openings job={data} />
    </Stack>
  );
}
