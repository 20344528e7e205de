import dayjs from 'dayjs';
import {
  Alert,
  Box,
  Button,
  Grid,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { useGetJobQuery } from '../api/jobs-api';
import { useGetJobPipelineQuery, useListJobApplicationsQuery } from '../api/job-pipeline-api';
import { useListJobTasksQuery } from '../api/job-tasks-api';
import { useHasPermission } from '../../../../lib/session-hooks';
import { JobLoadState } from '../components/job-load-state';
import { PipelineFunnel } from '../components/pipeline-funnel';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p">
        {value}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Paper>
  );
}

/** /jobs/:id/job-dashboard: how the job is doing: candidates per stage, openings, days open, newest applicants. */
export default function JobDashboardPage() {
  const { id = '' } = useParams();
  const job = useGetJobQuery(id);
  const pipeline = useGetJobPipelineQuery(id);
  const newest = useListJobApplicationsQuery({ id, params: { page: 1, limit: 5 } });
  const canSeeTasks = useHasPermission('rct.module.sourcing.task.view.own');
  const tasks = useListJobTasksQuery(id, { skip: !canSeeTasks });
  const openTasks = (tasks.data ?? []).filter((task) => !task.doneAt);
  usePageTitle(job.data ? `Dashboard: ${job.data.name}` : 'Job dashboard');
  if (!job.data) return <JobLoadState query={job} />;
  const data = job.data;
  const totals = pipeline.data?.totals;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {data.name}: dashboard
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xxs: 12, sm: 6, md: 3 }}>
          <Figure
            label="Active candidates"
            value={totals ? String(totals.active) : '…'}
            hint={totals ? `${totals.hired} hired, ${totals.rejected} rejected` : undefined}
          />
        </Grid>
        <Grid size={{ xxs: 12, sm: 6, md: 3 }}>
          <Figure
            label="Openings"
            value={`${data.openOpenings} of ${data.openings.length}`}
            hint="still open"
          />
        </Grid>
        <Grid size={{ xxs: 12, sm: 6, md: 3 }}>
          <Figure
            label="Days open"
            value={data.daysOpen === null ? '—' : String(data.daysOpen)}
            hint={data.openedAt ? `since ${dayjs(data.openedAt).format('DD MMM YYYY')}` : 'not opened yet'}
          />
        </Grid>
        <Grid size={{ xxs: 12, sm: 6, md: 3 }}>
          <Figure
            label="Applications"
            value={newest.data ? String(newest.data.total) : '…'}
            hint="all time"
          />
        </Grid>
      </Grid>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            Candidates by stage
          </Typography>
          <Button component={RouterLink} to={paths.jobPipeline(id)}>
            Open pipeline
          </Button>
        </Box>
        {pipeline.isError ? (
          <Alert severity="error">{errorMessage(pipeline.error)}</Alert>
        ) : pipeline.data ? (
          <PipelineFunnel pipeline={pipeline.data} />
        ) : (
          <Typography color="text.secondary">Loading stages…</Typography>
        )}
      </Paper>
      {canSeeTasks && (
        <Paper variant="outlined">
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', p: 2, pb: 0 }}>
            <Typography variant="h6" component="h2">
              Open tasks ({openTasks.length})
            </Typography>
            <Button component={RouterLink} to={paths.jobTasks(id)}>
              All tasks
            </Button>
          </Box>
          <List aria-label="Open tasks">
            {openTasks.slice(0, 5).map((task) => (
              <ListItem key={task.id} divider>
                <ListItemText
                  primary={task.title}
                  secondary={[
                    task.dueOn ? `Due ${dayjs(task.dueOn).format('DD MMM YYYY')}` : 'No due date',
                    task.assignee?.name,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
            {tasks.data && openTasks.length === 0 && (
              <ListItem>
                <ListItemText primary="Nothing to do right now." />
              </ListItem>
            )}
          </List>
        </Paper>
      )}
      <Paper variant="outlined">
        <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
          Newest applicants
        </Typography>
        <List aria-label="Newest applicants">
          {newest.data?.items.map((item) => (
            <ListItem key={item.id} divider>
              <ListItemText
                primary={`${item.firstName} ${item.lastName}`}
                secondary={`${item.stageName ?? 'No stage'} · ${item.source || 'No source'} · applied ${dayjs(item.appliedAt).format('DD MMM YYYY')}`}
              />
            </ListItem>
          ))}
          {newest.data && newest.data.items.length === 0 && (
            <ListItem>
              <ListItemText
                primary="No one has applied yet."
                secondary="Publish a job post to start receiving applications."
              />
            </ListItem>
          )}
          {newest.isError && (
            <ListItem>
              <ListItemText primary={errorMessage(newest.error)} />
            </ListItem>
          )}
        </List>
      </Paper>
    </Stack>
  );
}
