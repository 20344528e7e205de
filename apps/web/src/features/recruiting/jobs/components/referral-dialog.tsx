import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { fieldErrors } from '../../../../lib/api-errors';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useAddReferralMutation } from '../api/referrals-api';
import { useListReferralQuestionsQuery } from '../../configuration/api/custom-fields-api';
import { CustomFieldInputs } from './custom-field-inputs';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', note: '' };

/** Refer someone for a job: who they are, why they fit, and the company's referral questions. */
export function ReferralDialog({
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
