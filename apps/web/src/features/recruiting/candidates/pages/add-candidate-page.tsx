import { useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Control, type FieldPath } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  addCandidateBodySchema,
  EMAIL_TYPES,
  PHONE_TYPES,
  type AddCandidateFormValues,
  type AddCandidateInput,
  type CandidateFormValues,
} from '@atrium/shared/schemas/recruiting/candidates';
import { Breadcrumbs } from '../../../../components/breadcrumbs/breadcrumbs';
import { FormMultiSelectField } from '../../../../components/form/multi-select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { UnsavedChangesDialog } from '../../../../components/ui/unsaved-changes-dialog';
import { useUnsavedChangesPrompt } from '../../../../components/ui/use-unsaved-changes-prompt';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import {
  useAddCandidateMutation,
  useCheckDuplicatesMutation,
  type ParsedResume,
  type PossibleDuplicate,
} from '../api/add-candidate-api';
import { useCandidateFilterOptionsQuery } from '../api/candidates-api';
import { JobChoiceFields, type CandidateKind } from '../components/job-choice-fields';
import { NullableSelectField } from '../components/nullable-select-field';
import { PossibleDuplicatesNotice } from '../components/possible-duplicates-notice';
import { ResumeIntakeField } from '../components/resume-intake-field';
import { SourceField } from '../components/source-field';
import { TypedListFields } from '../components/typed-list-fields';

const FIELDS = Object.keys(addCandidateBodySchema.shape);
/** A server path ("emailAddresses.0.value") names the same field here. */
const fieldOf = (path: string) =>
  FIELDS.includes(path.split('.')[0]!) ? (path as FieldPath<AddCandidateFormValues>) : null;

const EMPTY: AddCandidateFormValues = {
  firstName: '',
  lastName: '',
  title: '',
  company: '',
  emailAddresses: [{ value: '', type: 'personal' }],
  phoneNumbers: [],
  jobIds: [],
  source: '',
  referrerId: null,
  resumeFileId: null,
  tagIds: [],
};

// The form's input type leaves a value unknown until checked.
const isBlank = (entries: ReadonlyArray<{ value: unknown }> | undefined) =>
  !entries?.some((entry) => typeof entry.value === 'string' && entry.value.trim() !== '');

/** /add-candidate: someone added by hand, for jobs or as a prospect, checked against who exists first. */
export default function AddCandidatePage() {
  usePageTitle('Add candidate');
  const navigate = useNavigate();
  const options = useCandidateFilterOptionsQuery();
  const [checkDuplicates, checking] = useCheckDuplicatesMutation();
  const [addCandidate, adding] = useAddCandidateMutation();
  const [kind, setKind] = useState<CandidateKind>('jobs');
  // The matches and the details they were found for: "Save anyway" holds for those details only.
  const [duplicates, setDuplicates] = useState<{ key: string; matches: PossibleDuplicate[] } | null>(null);
  const { control, handleSubmit, setError, getValues, setValue, formState } = useForm<
    AddCandidateFormValues,
    unknown,
    AddCandidateInput
  >({ resolver: zodResolver(addCandidateBodySchema), defaultValues: EMPTY });
  const { blocker, allowNavigation } = useUnsavedChangesPrompt(formState.isDirty);
  // The form is the profile's with more besides; its contact lists are the same fields.
  const contactControl = control as unknown as Control<CandidateFormValues>;
  const isSaving = checking.isLoading || adding.isLoading;

  const fillFromResume = ({ email, phone }: ParsedResume) => {
    const filled: string[] = [];
    const fill = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    if (email && isBlank(getValues('emailAddresses'))) {
      setValue('emailAddresses', [{ value: email, type: 'personal' }], fill);
      filled.push('email');
    }
    if (phone && isBlank(getValues('phoneNumbers'))) {
      setValue('phoneNumbers', [{ value: phone, type: 'mobile' }], fill);
      filled.push('phone');
    }
    return filled;
  };

  const save = async (input: AddCandidateInput, isConfirmed: boolean) => {
    if (kind === 'jobs' && input.jobIds.length === 0) {
      setError('jobIds', { message: 'Choose at least one job, or add a prospect' }, { shouldFocus: true });
      return;
    }
    const body = { ...input, jobIds: kind === 'jobs' ? input.jobIds : [] };
    const details = {
      firstName: body.firstName,
      lastName: body.lastName,
      emails: body.emailAddresses.map((email) => email.value),
      phones: body.phoneNumbers.map((phone) => phone.value),
    };
    const key = JSON.stringify(details);
    try {
      if (!isConfirmed || duplicates?.key !== key) {
        const matches = await checkDuplicates(details).unwrap();
        setDuplicates(matches.length > 0 ? { key, matches } : null);
        if (matches.length > 0) return;
      }
    } catch (error) {
      return toastError(error);
    }
    try {
      const result = await addCandidate(body).unwrap();
      toastSuccess(successMessage(result, 'Candidate added'));
      allowNavigation();
      void navigate(paths.candidate(result.data.id));
    } catch (error) {
      // A taken email answers 409 with the field it is about; everything typed stays as it was.
      showServerErrors(error, setError, fieldOf);
    }
  };

  const jobs = options.data?.jobs ?? [];
  const people = (options.data?.users ?? []).map((user) => ({ value: user.id, label: user.name }));
  const tags = (options.data?.tags ?? []).map((tag) => ({ value: tag.id, label: tag.name }));
  return (
    <Stack spacing={3}>
      <Breadcrumbs items={[{ label: 'Candidates', to: paths.candidates }, { label: 'Add candidate' }]} />
      <Box>
        <Typography variant="h4" component="h1">
          Add candidate
        </Typography>
        <Typography color="text.secondary">
          Start with the résumé: its email and phone fill the form.
        </Typography>
      </Box>
      <Paper
        variant="outlined"
        component="form"
        aria-label="Add candidate"
        noValidate
        onSubmit={handleSubmit((input) => save(input, false))}
        sx={{ p: { xxs: 2, sm: 3 }, maxWidth: 880 }}
      >
        <Stack spacing={3}>
          <ResumeIntakeField
            onFileChange={(fileId) => setValue('resumeFileId', fileId, { shouldDirty: true })}
            onParsed={fillFromResume}
          />
          <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField<AddCandidateFormValues>
              control={control}
              name="firstName"
              label="First name"
              required
            />
            <FormTextField<AddCandidateFormValues>
              control={control}
              name="lastName"
              label="Last name"
              required
            />
          </Stack>
          <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField<AddCandidateFormValues> control={control} name="title" label="Title" />
            <FormTextField<AddCandidateFormValues> control={control} name="company" label="Company" />
          </Stack>
          <TypedListFields
            control={contactControl}
            name="emailAddresses"
            legend="Email addresses (the first is the primary one)"
            itemLabel="Email"
            types={EMAIL_TYPES}
            inputType="email"
          />
          <TypedListFields
            control={contactControl}
            name="phoneNumbers"
            legend="Phone numbers"
            itemLabel="Phone"
            types={PHONE_TYPES}
            inputType="tel"
          />
          <JobChoiceFields control={control} kind={kind} onKindChange={setKind} jobs={jobs} />
          <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <SourceField<AddCandidateFormValues>
                control={control}
                name="source"
                sources={options.data?.sources ?? []}
                helperText="Left empty: “Added by hand”, or “Referral” with a referrer"
              />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <NullableSelectField<AddCandidateFormValues>
                control={control}
                name="referrerId"
                label="Referred by"
                noneLabel="No referrer"
                options={people}
              />
            </Box>
          </Stack>
          <FormMultiSelectField<AddCandidateFormValues>
            control={control}
            name="tagIds"
            label="Tags"
            options={tags}
            placeholder="Choose tags"
            noOptionsText="No tags yet"
          />
          {duplicates && (
            <PossibleDuplicatesNotice
              duplicates={duplicates.matches}
              isSaving={isSaving}
              onSaveAnyway={() => void handleSubmit((input) => save(input, true))()}
            />
          )}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => void navigate(paths.candidates)} disabled={isSaving}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={isSaving}>
              Save candidate
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <UnsavedChangesDialog blocker={blocker} />
    </Stack>
  );
}
