import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { Alert, Box, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { useGetJobQuery, useJobActivityQuery, type JobActivity } from '../api/jobs-api';
import { JobLoadState } from '../components/job-load-state';
import { activitySentence, changedFields } from '../utils/activity-labels';

/** /jobs/:id/activity-feed: every change to the job, who made it and when, newest first. */
export default function JobActivityPage() {
  const { id = '' } = useParams();
  const job = useGetJobQuery(id);
  const [page, setPage] = useState(1);
  const activity = useJobActivityQuery({ id, page });
  const [items, setItems] = useState<JobActivity[]>([]);
  usePageTitle(job.data ? `Activity: ${job.data.name}` : 'Activity feed');
  // Older pages are added below the ones already shown; a refetch of page 1 starts over.
  useEffect(() => {
    const data = activity.data;
    if (!data) return;
    setItems((current) =>
      data.page === 1
        ? data.items
        : [...current, ...data.items.filter((item) => !current.some((known) => known.id === item.id))],
    );
  }, [activity.data]);

  if (!job.data) return <JobLoadState query={job} />;
  const hasMore = activity.data ? activity.data.page < activity.data.totalPages : false;
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Box>
        <Typography variant="h4" component="h1">
          Activity feed
        </Typography>
        <Typography color="text.secondary">
          <RouterLink to={paths.job(id)}>{job.data.name}</RouterLink>: every change, who made it and when.
        </Typography>
      </Box>
      {activity.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void activity.refetch()}>
              Try again
            </Button>
          }
        >
          The activity could not be loaded.
        </Alert>
      )}
      <Paper variant="outlined">
        <List aria-label="Activity" aria-busy={activity.isFetching}>
          {items.map((item) => {
            const fields = item.action === 'job.update' ? changedFields(item) : [];
            return (
              <ListItem key={item.id} divider alignItems="flex-start">
                <ListItemText
                  primary={activitySentence(item)}
                  secondary={
                    <>
                      <time dateTime={item.createdAt}>
                        {dayjs(item.createdAt).format('DD MMM YYYY, HH:mm')}
                      </time>
                      {fields.length > 0 && ` · changed ${fields.join(', ')}`}
                    </>
                  }
                />
              </ListItem>
            );
          })}
          {activity.isSuccess && items.length === 0 && (
            <ListItem>
              <ListItemText primary="Nothing has happened to this job yet." />
            </ListItem>
          )}
        </List>
      </Paper>
      {hasMore && (
        <Box>
          <Button loading={activity.isFetching} onClick={() => setPage((current) => current + 1)}>
            Show older
          </Button>
        </Box>
      )}
    </Stack>
  );
}
