import { useState } from 'react';
import {
  Box,
  Button,
  InputAdornment,
  List,
  ListItem,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { usePageTitle } from '../../../../lib/page-title';
import { ReferralDialog } from '../../jobs/components/referral-dialog';
import { useReferableJobsQuery } from '../api/dashboard-api';

/** /dashboard/add-a-referral: anyone may put someone they know forward for an open job. */
export default function AddReferralPage() {
  usePageTitle('Add a referral');
  const jobs = useReferableJobsQuery();
  const [search, setSearch] = useState('');
  const [job, setJob] = useState<{ id: string; name: string } | null>(null);
  const term = search.trim().toLowerCase();
  const shown = (jobs.data ?? []).filter(
    (item) => !term || `${item.name} ${item.department ?? ''}`.toLowerCase().includes(term),
  );
  return (
    <Stack spacing={2} sx={{ maxWidth: 800 }}>
      <Box>
        <Typography variant="h4" component="h1">
          Add a referral
        </Typography>
        <Typography color="text.secondary">
          Know someone great? Choose the job and tell the hiring team why they fit.
        </Typography>
      </Box>
      <TextField
        label="Search jobs"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      {jobs.isLoading && <Skeleton variant="rounded" height={160} />}
      {jobs.isError && (
        <LoadFailureState error={jobs.error} subject="the open jobs" onRetry={() => void jobs.refetch()} />
      )}
      {jobs.data && shown.length === 0 && (
        <EmptyState
          title={jobs.data.length === 0 ? 'No open jobs right now' : 'No job matches'}
          description={
            jobs.data.length === 0
              ? 'When your company opens a job, you can refer someone here.'
              : 'Try another word.'
          }
        />
      )}
      {shown.length > 0 && (
        <Paper variant="outlined">
          <List aria-label="Open jobs">
            {shown.map((item) => (
              <ListItem
                key={item.id}
                divider
                secondaryAction={
                  <Button size="small" variant="outlined" onClick={() => setJob(item)}>
                    Refer someone
                  </Button>
                }
                sx={{ pr: 20 }}
              >
                <ListItemText primary={item.name} secondary={item.department ?? 'No department'} />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {job && <ReferralDialog jobId={job.id} jobName={job.name} onClose={() => setJob(null)} />}
    </Stack>
  );
}
