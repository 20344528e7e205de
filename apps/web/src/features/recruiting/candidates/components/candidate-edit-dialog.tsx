import { Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import {
  ADDRESS_TYPES,
  candidateUpdateSchema,
  EMAIL_TYPES,
  PHONE_TYPES,
  WEBSITE_TYPES,
  type CandidateFormValues,
  type CandidateUpdateInput,
} from '@atrium/shared/schemas/recruiting/candidates';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useUpdateCandidateMutation, type CandidateDetail } from '../api/candidates-api';
import { NullableSelectField } from './nullable-select-field';
import { TypedListFields } from './typed-list-fields';

const FIELDS = Object.keys(candidateUpdateSchema.shape);
/** A server path ("phoneNumbers.1.value") names the same field here. */
const fieldOf = (path: string) =>
  FIELDS.includes(path.split('.')[0]!) ? (path as FieldPath<CandidateFormValues>) : null;

const toValues = (candidate: CandidateDetail): CandidateFormValues => ({
  firstName: candidate.firstName,
  lastName: candidate.lastName,
  title: candidate.title,
  company: candidate.company,
  emailAddresses: candidate.emailAddresses,
  phoneNumbers: candidate.phoneNumbers,
  addresses: candidate.addresses,
  websiteAddresses: candidate.websiteAddresses,
  socialMediaAddresses: candidate.socialMediaAddresses,
  recruiterId: candidate.recruiter?.id ?? null,
  coordinatorId: candidate.coordinator?.id ?? null,
});

export interface CandidateEditDialogProps {
  candidate: CandidateDetail;
  users: ReadonlyArray<{ id: string; name: string }>;
  onClose: () => void;
}

/**
 * The profile's header as a form. Shown only while open, and filled once when it opens: a failed save
 * refetches the candidate, and what was typed must stay to be corrected.
 */
export function CandidateEditDialog({ candidate, users, onClose }: CandidateEditDialogProps) {
  const [update, { isLoading }] = useUpdateCandidateMutation();
  const { control, handleSubmit, setError } = useForm<CandidateFormValues, unknown, CandidateUpdateInput>({
    resolver: zodResolver(candidateUpdateSchema),
    defaultValues: toValues(candidate),
  });
  const people = users.map((user) => ({ value: user.id, label: user.name }));

  const submit = handleSubmit(async (body) => {
    try {
      toastSuccess(successMessage(await update({ id: candidate.id, body }).unwrap(), 'Candidate saved'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldOf);
    }
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Edit candidate"
      submitLabel="Save"
      onSubmit={submit}
      isSaving={isLoading}
      maxWidth="md"
    >
      <Stack spacing={3}>
        <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField<CandidateFormValues>
            control={control}
            name="firstName"
            label="First name"
            required
          />
          <FormTextField<CandidateFormValues> control={control} name="lastName" label="Last name" required />
        </Stack>
        <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField<CandidateFormValues> control={control} name="title" label="Title" />
          <FormTextField<CandidateFormValues> control={control} name="company" label="Company" />
        </Stack>
        <TypedListFields
          control={control}
          name="emailAddresses"
          legend="Email addresses (the first is the primary one)"
          itemLabel="Email"
          types={EMAIL_TYPES}
          inputType="email"
        />
        <TypedListFields
          control={control}
          name="phoneNumbers"
          legend="Phone numbers"
          itemLabel="Phone"
          types={PHONE_TYPES}
          inputType="tel"
        />
        <TypedListFields
          control={control}
          name="addresses"
          legend="Addresses"
          itemLabel="Address"
          types={ADDRESS_TYPES}
        />
        <TypedListFields
          control={control}
          name="websiteAddresses"
          legend="Websites"
          itemLabel="Website"
          types={WEBSITE_TYPES}
          inputType="url"
        />
        <TypedListFields
          control={control}
          name="socialMediaAddresses"
          legend="Social media"
          itemLabel="Profile link"
          inputType="url"
        />
        <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
          <NullableSelectField<CandidateFormValues>
            control={control}
            name="recruiterId"
            label="Recruiter"
            noneLabel="No recruiter"
            options={people}
          />
          <NullableSelectField<CandidateFormValues>
            control={control}
            name="coordinatorId"
            label="Coordinator"
            noneLabel="No coordinator"
            options={people}
          />
        </Stack>
      </Stack>
    </FormDialog>
  );
}
