import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import {
  useGetCandidateQuery,
  useMergeCandidatesMutation,
  type CandidateDetail,
} from '../api/candidates-api';
import { candidateName } from '../utils/candidate-labels';

function ProfileFacts({ heading, candidate }: { heading: string; candidate: CandidateDetail }) {
  const jobs = candidate.applications.map((application) => application.job?.name ?? 'Prospect');
  return (
    <Paper variant="outlined" component="section" aria-label={heading} sx={{ p: 2, flex: 1, minWidth: 0 }}>
      <Typography variant="overline" component="h3" color="text.secondary">
        {heading}
      </Typography>
      <Typography fontWeight={700} sx={{ overflowWrap: 'anywhere' }}>
        {candidateName(candidate)}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, mt: 1, display: 'grid', gap: 1, '& dd': { m: 0, overflowWrap: 'anywhere' } }}
      >
        <Typography component="dt" variant="caption" color="text.secondary">
          Emails
        </Typography>
        <Typography component="dd">
          {candidate.emailAddresses.map((email) => email.value).join(', ') || '—'}
        </Typography>
        <Typography component="dt" variant="caption" color="text.secondary">
          Phones
        </Typography>
        <Typography component="dd">
          {candidate.phoneNumbers.map((phone) => phone.value).join(', ') || '—'}
        </Typography>
        <Typography component="dt" variant="caption" color="text.secondary">
          Applications
        </Typography>
        <Typography component="dd">
          {jobs.length}
          {jobs.length > 0 ? ` (${jobs.join(', ')})` : ''}
        </Typography>
      </Box>
    </Paper>
  );
}

export interface MergeCandidatesDialogProps {
  candidate: CandidateDetail;
  duplicateId: string;
  onClose: () => void;
}

/**
 * Two profiles of one person side by side, and which to keep. The other's applications, notes,
 * emails, tags and feed move to the one kept, and the other is deleted: there is no undoing it.
 */
export function MergeCandidatesDialog({ candidate, duplicateId, onClose }: MergeCandidatesDialogProps) {
  const navigate = useNavigate();
  const duplicate = useGetCandidateQuery(duplicateId);
  const [merge, { isLoading }] = useMergeCandidatesMutation();
  const [primary, setPrimary] = useState<'this' | 'duplicate'>('this');
  const [failure, setFailure] = useState<string | null>(null);
  const labelId = useId();
  const other = duplicate.data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!other) return;
    const [primaryId, mergedId] = primary === 'this' ? [candidate.id, other.id] : [other.id, candidate.id];
    try {
      const result = await merge({ primaryId, duplicateId: mergedId }).unwrap();
      toastSuccess(successMessage(result, 'Candidates merged'));
      onClose();
      if (primaryId !== candidate.id) void navigate(paths.candidate(primaryId), { replace: true });
    } catch (error) {
      // Said in the dialog, beside the profiles it is about (both applied to one job, say).
      setFailure(errorMessage(error));
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Merge duplicate candidates"
      submitLabel="Merge candidates"
      onSubmit={(event) => void submit(event)}
      isSaving={isLoading}
      maxWidth="md"
    >
      <Stack spacing={3}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
          <ProfileFacts heading="This candidate" candidate={candidate} />
          {other ? (
            <ProfileFacts heading="Possible duplicate" candidate={other} />
          ) : duplicate.isError ? (
            <Alert severity="error" sx={{ flex: 1 }}>
              The other profile could not be loaded; it may have been merged or deleted already.
            </Alert>
          ) : (
            <Skeleton
              variant="rounded"
              height={180}
              sx={{ flex: 1 }}
              role="progressbar"
              aria-label="Loading the duplicate"
            />
          )}
        </Stack>
        <FormControl>
          <FormLabel id={labelId}>Keep as the primary profile</FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            value={primary}
            onChange={(_, value) => setPrimary(value as 'this' | 'duplicate')}
          >
            <FormControlLabel
              value="this"
              control={<Radio />}
              label={`This candidate (${candidate.emailAddresses[0]?.value ?? candidateName(candidate)})`}
            />
            <FormControlLabel
              value="duplicate"
              control={<Radio />}
              disabled={!other}
              label={`The duplicate (${other?.emailAddresses[0]?.value ?? '…'})`}
            />
          </RadioGroup>
        </FormControl>
        <Alert severity="warning">
          Merging cannot be undone. The other profile&apos;s applications, notes, emails, tags and activity
          move to the primary profile, its contact details are added to it, and the other profile is deleted.
        </Alert>
      </Stack>
    </FormDialog>
  );
}
