import { Box, Card, CardContent, Chip, Link, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { useFollowedJobsQuery } from '../api/dashboard-api';
import type { FollowedJob } from '@atrium/shared/schemas/recruiting/dashboard';

const STAGE_COLOURS = [
  'primary.light',
  'secondary.light',
  'info.light',
  'success.light',
  'warning.light',
  'error.light',
];

/** Each stage's share of the job's active candidates, as one bar people read at a glance. */
function PipelineBar({ job }: { job: FollowedJob }) {
  if (job.active === 0) return <Typography color="text.secondary">No active candidates</Typography>;
  return (
    <Box>
      <Box
        role="img"
        aria-label={job.stages.map((stage) => `${stage.name}: ${stage.active}`).join(', ')}
        sx={{ display: 'flex', height: 12, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}
      >
        {job.stages
          .filter((stage) => stage.active > 0)
          .map((stage, index) => (
            <Tooltip key={stage.id} title={`${stage.name}: ${stage.active}`}>
              <Box
                sx={{
                  width: `${(stage.active / job.active) * 100}%`,
                  bgcolor: STAGE_COLOURS[index % STAGE_COLOURS.length],
                }}
              />
            </Tooltip>
          ))}
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {job.stages.map((stage) => (
          <Chip key={stage.id} size="small" variant="outlined" label={`${stage.name}: ${stage.active}`} />
        ))}
      </Stack>
    </Box>
  );
}

/** /dashboard/job-i-am-following: the jobs I follow and where their candidates are. */
export default function FollowedJobsPage() {
  usePageTitle('Jobs I am following');
  const jobs = useFollowedJobsQuery();
  return (
    <Stack spacing={2} sx={{ maxWidth: 1000 }}>
      <Box>
        <Typography variant="h4" component="h1">
          Jobs I am following
        </Typography>
        <Typography color="text.secondary">
          Follow a job with the star on the jobs list to see it here.
        </Typography>
      </Box>
      {jobs.isLoading && <Skeleton variant="rounded" height={160} />}
      {jobs.isError && (
        <LoadFailureState
          error={jobs.error}
          subject="the jobs you follow"
          onRetry={() => void jobs.refetch()}
        />
      )}
      {jobs.data?.length === 0 && (
        <EmptyState
          title="You follow no jobs yet"
          description="Star a job on the jobs list to keep its pipeline in view here."
          action={
            <Link component={RouterLink} to={paths.jobs}>
              Go to jobs
            </Link>
          }
        />
      )}
      {jobs.data?.map((job) => (
        <Card key={job.id} variant="outlined" component="article" aria-labelledby={`followed-${job.id}`}>
          <CardContent>
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1.5 }}
            >
              <Typography id={`followed-${job.id}`} variant="h6" component="h2">
                <Link component={RouterLink} to={paths.jobPipeline(job.id)}>
                  {job.name}
                </Link>
              </Typography>
              <Stack direction="row" spacing={1}>
                {job.status !== 'open' && <Chip size="small" label={job.status} />}
                <Chip size="small" color="primary" variant="outlined" label={`${job.active} active`} />
                {job.newToday > 0 && (
                  <Chip size="small" color="success" label={`${job.newToday} new today`} />
                )}
              </Stack>
            </Stack>
            <PipelineBar job={job} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
