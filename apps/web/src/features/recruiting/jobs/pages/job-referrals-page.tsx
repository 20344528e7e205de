import { useState } from 'react';
import dayjs from 'dayjs';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { errorMessage, fieldErrors } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useGetJobQuery } from '../api/jobs-api';
import { useAddReferralMutation, useListReferralsQuery } from '../api/referrals-api';
import { useListReferralQuestionsQuery } from '../../configuration/api/custom-fields-api';
import { CustomFieldInputs } from '../components/custom-field-inputs';
import { JobLoadState } from '../components/job-load-state';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', note: '' };

function ReferralDialog({
  jobId,
  jobName,
  onClose,
}: {
  jobId: string;
  jobName: string;
  onClose: () => void;
}) {
  const [add, adding] = useAddReferralMutation();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The company's referral questions (configuration → custom options → referral questions).
  const questions = useListReferralQuestionsQuery();
  const answers = useForm<{ customFields: Record<string, unknown> }>({ defaultValues: { customFields: {} } });
  const field = (
    name: keyof typeof EMPTY,
    label: string,
    options: { required?: boolean; multiline?: boolean; type?: string } = {},
  ) => (
    <TextField
      label={label}
      required={options.required}
      multiline={options.multiline}
      minRows={options.multiline ? 3 : undefined}
      type={options.type}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name]}
    />
  );
  const submit = async () => {
    setErrors({});
    if (!(await answers.trigger())) return;
    try {
      const body = { ...values, answers: answers.getValues('customFields') };
      const result = await add({ jobId, body }).unwrap();
      toastSuccess(
        result.data.merged
          ? 'They had already applied: your referral is added to their application'
          : successMessage(result, 'Referral added'),
      );
      onClose();
    } catch (error) {
      const found = Object.fromEntries(fieldErrors(error).map((item) => [item.path, item.message]));
      for (const [path, message] of Object.entries(found))
        if (path.startsWith('answers.'))
          answers.setError(`customFields.${path.slice('answers.'.length)}`, { type: 'server', message });
      setErrors(found);
      if (Object.keys(found).length === 0) toastError(error);
    }
  };
  return (
    <Dialog
      open
      onClose={adding.isLoading ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="referral-title"
    >
      <DialogTitle id="referral-title">Refer someone for {jobName}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {field('firstName', 'First name', { required: true })}
          {field('lastName', 'Last name', { required: true })}
          {field('email', 'Email', { required: true, type: 'email' })}
          {field('phone', 'Phone', { type: 'tel' })}
          {field('note', 'How do you know them, and why are they a fit?', { multiline: true })}
          {questions.data && questions.data.length > 0 && (
            <CustomFieldInputs fields={questions.data} control={answers.control} title="Referral questions" />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={adding.isLoading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} loading={adding.isLoading}>
          Add referral
        </Button>
      </DialogActions>
    </Dialog>
  );
}

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
