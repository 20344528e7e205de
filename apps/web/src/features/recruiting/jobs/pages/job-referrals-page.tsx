import { useState } from 'react';
import dayjs from 'dayjs';
import { Alert, Box, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { useParams } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { errorMessage } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { useGetJobQuery } from '../api/jobs-api';
import { useListReferralsQuery } from '../api/referrals-api';
import { ReferralDialog } from '../components/referral-dialog';
import { JobLoadState } from '../components/job-load-state';

/** /jobs/:id/referrals: people colleagues put forward for the job, and how they are doing. */
export default function JobReferralsPage() {
  const { id = '' } = useParams();
  const job = useGetJobQuery(id);
  const referrals = useListReferralsQuery(id);
  const canRefer = useHasPermission('rct.module.sourcing.referral.create');
  const [adding, setAdding] = useState(false);
  usePageTitle(job.data ? `Referrals: ${job.data.name}` : 'Referrals');
  if (!job.data) return <JobLoadState query={job} />;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
        <Box>
          <Typography variant="h4" component="h1">
            Referrals
          </Typography>
          <Typography color="text.secondary">People colleagues put forward for {job.data.name}.</Typography>
        </Box>
        {canRefer && (
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1OutlinedIcon />}
            onClick={() => setAdding(true)}
          >
            Add a referral
          </Button>
        )}
      </Box>
      {referrals.isError && <Alert severity="error">{errorMessage(referrals.error)}</Alert>}
      {referrals.data?.length === 0 && (
        <EmptyState
          title="No referrals yet"
          description="The best hires often come from people who know them."
        />
      )}
      {referrals.data && referrals.data.length > 0 && (
        <Paper variant="outlined">
          <List aria-label="Referrals">
            {referrals.data.map((referral) => (
              <ListItem key={referral.applicationId} divider>
                <ListItemText
                  primary={`${referral.candidateName} · ${referral.stageName ?? 'No stage'}${referral.status !== 'active' ? ` (${referral.status})` : ''}`}
                  secondary={`Referred by ${referral.referredBy?.name ?? 'a former colleague'} on ${dayjs(referral.referredAt).format('DD MMM YYYY')}${referral.note ? ` · “${referral.note}”` : ''}`}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {adding && <ReferralDialog jobId={id} jobName={job.data.name} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
