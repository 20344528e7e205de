import { useEffect, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import {
  Alert,
  Box,
  Button,
  Divider,
  IconButton,
  Paper,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  BANK_DETAILS_KIND_LABELS,
  profileFormSchema,
  type Profile,
} from '@atrium/shared/schemas/onboarding/profile';
import { FormDateField } from '../../../../components/form/date-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useOnboardingProfileQuery, useSaveOnboardingProfileMutation } from '../api/profile-api';
import { AddressFields } from './address-fields';
import { CustomFieldInput } from './custom-field-input';
import { bodyOf, EMPTY_BANK, formValuesOf, type ProfileFormValues } from './profile-form-values';

const BANK_KIND_OPTIONS = Object.entries(BANK_DETAILS_KIND_LABELS).map(([value, label]) => ({
  value,
  label,
}));

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

function BankFields({
  control,
  kind,
}: {
  control: ReturnType<typeof useForm<ProfileFormValues>>['control'];
  kind: string;
}) {
  return (
    <Stack spacing={2}>
      <FormSelectField
        control={control}
        name="bankDetails.kind"
        label="Account type"
        options={BANK_KIND_OPTIONS}
        required
      />
      <FormTextField
        control={control}
        name="bankDetails.accountHolder"
        label="Account holder"
        required
        fullWidth
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="bankDetails.bankName"
        label="Bank name"
        required
        fullWidth
        autoComplete="off"
      />
      {kind === 'uk' && (
        <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name={'bankDetails.sortCode' as FieldPath<ProfileFormValues>}
            label="Sort code"
            required
            autoComplete="off"
          />
          <FormTextField
            control={control}
            name="bankDetails.accountNumber"
            label="Account number"
            required
            autoComplete="off"
          />
        </Stack>
      )}
      {kind === 'us' && (
        <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField
            control={control}
            name={'bankDetails.routingNumber' as FieldPath<ProfileFormValues>}
            label="Routing number"
            required
            autoComplete="off"
          />
          <FormTextField
            control={control}
            name="bankDetails.accountNumber"
            label="Account number"
            required
            autoComplete="off"
          />
        </Stack>
      )}
      {kind === 'iban' && (
        <FormTextField
          control={control}
          name={'bankDetails.iban' as FieldPath<ProfileFormValues>}
          label="IBAN"
          required
          fullWidth
          autoComplete="off"
        />
      )}
    </Stack>
  );
}

function LoadedProfileForm({
  profile,
  newHireId,
  onSaved,
}: {
  profile: Profile;
  newHireId?: string;
  onSaved?: () => void;
}) {
  const [save, { isLoading }] = useSaveOnboardingProfileMutation();
  const schema = useMemo(() => profileFormSchema(profile.fields), [profile.fields]);
  // The schema checks what will be sent (masked fields left empty and blank addresses taken out).
  const resolver = useMemo<Resolver<ProfileFormValues>>(() => {
    const check = zodResolver(schema);
    return async (values, context, options) => {
      const body = bodyOf(values, profile.fields, profile.bankDetails !== null);
      const result = await check(body as never, context, options as never);
      return Object.keys(result.errors).length > 0
        ? { values: {}, errors: result.errors }
        : { values, errors: {} };
    };
  }, [schema, profile.fields, profile.bankDetails]);
  const { control, handleSubmit, reset, setError, setValue } = useForm<ProfileFormValues>({
    resolver,
    defaultValues: formValuesOf(profile),
  });
  useEffect(() => reset(formValuesOf(profile)), [profile, reset]);
  const contacts = useFieldArray({ control, name: 'emergencyContacts' });
  const isChangingBank = useWatch({ control, name: 'isChangingBank' });
  const bankKind = useWatch({ control, name: 'bankDetails.kind' });
  const sections = useMemo(() => {
    const bySection = new Map<string, Profile['fields']>();
    for (const field of profile.fields)
      bySection.set(field.section, [...(bySection.get(field.section) ?? []), field]);
    return [...bySection.entries()];
  }, [profile.fields]);

  const submit = handleSubmit(async (values) => {
    try {
      const result = await save({
        newHireId,
        body: bodyOf(values, profile.fields, profile.bankDetails !== null) as never,
      }).unwrap();
      toastSuccess(successMessage(result, 'Profile saved'));
      onSaved?.();
    } catch (error) {
      showServerErrors(error, setError, (path) => path as FieldPath<ProfileFormValues>);
    }
  });

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ p: { xxs: 2, sm: 3 } }}
    >
      <Stack spacing={4} divider={<Divider flexItem />}>
        {profile.missingRequired.length > 0 && (
          <Alert severity="info">
            {profile.missingRequired.length === 1
              ? 'One required field is'
              : `${profile.missingRequired.length} required fields are`}{' '}
            still empty.
          </Alert>
        )}
        <Section title="About you">
          <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="legalFirstName"
              label="Legal first name"
              required
              fullWidth
            />
            <FormTextField
              control={control}
              name="legalLastName"
              label="Legal last name"
              required
              fullWidth
            />
          </Stack>
          <FormTextField
            control={control}
            name="preferredFirstName"
            label="Preferred first name"
            fullWidth
            helperText="What you like to be called, if not your legal first name."
          />
          <FormDateField control={control} name="dateOfBirth" label="Date of birth" />
        </Section>
        <Section title="Home address">
          <AddressFields control={control} name="address" label="Home address" />
        </Section>
        <Section title="Emergency contacts">
          {contacts.fields.length === 0 && (
            <Typography color="text.secondary">No emergency contact yet.</Typography>
          )}
          {contacts.fields.map((contact, index) => (
            <Stack key={contact.id} spacing={1.5} role="group" aria-label={`Emergency contact ${index + 1}`}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="subtitle2">Emergency contact {index + 1}</Typography>
                <Tooltip title="Remove contact">
                  <IconButton
                    aria-label={`Remove emergency contact ${index + 1}`}
                    onClick={() => contacts.remove(index)}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
              <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField
                  control={control}
                  name={`emergencyContacts.${index}.name`}
                  label="Name"
                  required
                  fullWidth
                />
                <FormTextField
                  control={control}
                  name={`emergencyContacts.${index}.relationship`}
                  label="Relationship"
                  required
                  fullWidth
                />
              </Stack>
              <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField
                  control={control}
                  name={`emergencyContacts.${index}.phone`}
                  label="Phone"
                  required
                  fullWidth
                />
                <FormTextField
                  control={control}
                  name={`emergencyContacts.${index}.email`}
                  label="Email"
                  fullWidth
                />
              </Stack>
            </Stack>
          ))}
          <Box>
            <Button
              startIcon={<AddIcon />}
              onClick={() => contacts.append({ name: '', relationship: '', phone: '', email: '' })}
              disabled={contacts.fields.length >= 5}
            >
              Add emergency contact
            </Button>
          </Box>
        </Section>
        <Section title="Bank details">
          {profile.bankDetails && !isChangingBank && (
            <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Typography sx={{ flex: 1 }}>
                {profile.bankDetails.accountHolder}, {profile.bankDetails.bankName}: account{' '}
                {profile.bankDetails.accountMasked}
              </Typography>
              <Button
                onClick={() => {
                  setValue('bankDetails', EMPTY_BANK);
                  setValue('isChangingBank', true);
                }}
              >
                Change bank details
              </Button>
            </Stack>
          )}
          {isChangingBank && (
            <>
              <Typography variant="body2" color="text.secondary">
                Kept encrypted; after saving, only the last four digits are shown.
              </Typography>
              <BankFields control={control} kind={bankKind} />
              {profile.bankDetails && (
                <Box>
                  <Button onClick={() => setValue('isChangingBank', false)}>Keep the details on file</Button>
                </Box>
              )}
            </>
          )}
        </Section>
        {sections.map(([section, fields]) => (
          <Section key={section} title={section}>
            {fields.map((field) => (
              <CustomFieldInput
                key={field.id}
                control={control}
                field={field}
                choices={profile.choices}
                maskedValue={
                  field.type === 'masked' ? (profile.fieldValues[field.id] as string | undefined) : undefined
                }
              />
            ))}
          </Section>
        ))}
        <Box>
          <Button type="submit" variant="contained" loading={isLoading}>
            Save profile
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/**
 * The profile form: the hire's own (no `newHireId`) or, for HR, a hire's. It loads the profile and the
 * company's fields itself, so it can be embedded anywhere (the welcome pages embed it).
 */
export function ProfileForm({ newHireId, onSaved }: { newHireId?: string; onSaved?: () => void }) {
  const profile = useOnboardingProfileQuery(newHireId);
  if (profile.isError)
    return (
      <LoadFailureState error={profile.error} subject="profile" onRetry={() => void profile.refetch()} />
    );
  if (!profile.data)
    return <Skeleton variant="rounded" height={480} aria-label="Loading the profile" role="progressbar" />;
  return <LoadedProfileForm profile={profile.data} newHireId={newHireId} onSaved={onSaved} />;
}
