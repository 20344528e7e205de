import { useState } from 'react';
import { Box, Button, Divider, Grid, Paper, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  updateProfileSchema,
  type Profile,
  type UpdateProfileBody,
  type UpdateProfileInput,
} from '@atrium/shared/schemas/platform/profile';
import { NameAndPhoneFields } from '../../../../components/form/name-and-phone-fields';
import { SingleFileUpload } from '../../../../components/upload/single-file-upload';
import { fieldErrors } from '../../../../lib/api-errors';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { UnsavedChangesDialog } from '../../../../components/ui/unsaved-changes-dialog';
import { useUnsavedChangesPrompt } from '../../../../components/ui/use-unsaved-changes-prompt';
import { TimezoneField } from '../../../../components/form/timezone-field';

export const PROFILE_SAVED = 'Profile updated successfully!';
const FIELDS = ['firstName', 'lastName', 'contactNumber', 'timezone', 'avatarUrl'] as const;
type FieldName = (typeof FIELDS)[number];
const isFieldName = (path: string): path is FieldName => (FIELDS as readonly string[]).includes(path);

export interface ProfileFormProps {
  profile: Profile;
  /** Sends the profile; rejects with the API error so its field errors land on the fields. */
  onSubmit: (body: UpdateProfileBody) => Promise<{ message?: string }>;
  onSaved: () => void;
  onCancel: () => void;
}

const defaultsOf = (profile: Profile): UpdateProfileInput => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  contactNumber: profile.contactNumber ?? '',
  timezone: profile.timezone,
  avatarUrl: profile.avatarUrl,
});

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Grid container spacing={3} sx={{ py: 3 }}>
      <Grid size={{ xxs: 12, md: 4 }}>
        <Typography variant="subtitle1" component="h2" fontWeight={700}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      </Grid>
      <Grid size={{ xxs: 12, md: 8 }}>{children}</Grid>
    </Grid>
  );
}

/** Name, phone, timezone and photo; the email has its own form, as a change needs verifying. */
export function ProfileForm({ profile, onSubmit, onSaved, onCancel }: ProfileFormProps) {
  const [isUploading, setIsUploading] = useState(false);
  const form = useForm<UpdateProfileInput, unknown, UpdateProfileBody>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: defaultsOf(profile),
    // Spec section 5: an error shows once a field is left, then clears as soon as the input is fixed.
    mode: 'onTouched',
  });
  const { control, handleSubmit, setError, formState } = form;
  const { blocker, allowNavigation } = useUnsavedChangesPrompt(formState.isDirty);

  const save = handleSubmit(async (values) => {
    try {
      const result = await onSubmit({ ...values, contactNumber: values.contactNumber || null });
      toastSuccess(successMessage(result, PROFILE_SAVED));
      allowNavigation();
      onSaved();
    } catch (error) {
      const errors = fieldErrors(error);
      errors.forEach(
        ({ path, message }) =>
          isFieldName(path) && setError(path, { type: 'server', message }, { shouldFocus: true }),
      );
      toastError(error);
    }
  });

  return (
    <Paper
      component="form"
      variant="outlined"
      onSubmit={save}
      noValidate
      aria-label="Edit profile"
      sx={{ px: { xxs: 2, sm: 4 }, py: 1 }}
    >
      <Section title="Photo" description="Shown next to your name across Atrium.">
        <Controller
          control={control}
          name="avatarUrl"
          render={({ field, fieldState }) => (
            <SingleFileUpload
              label="Profile photo"
              value={field.value}
              onChange={(url) => field.onChange(url)}
              onUploadingChange={setIsUploading}
              error={fieldState.error?.message}
              disabled={formState.isSubmitting}
            />
          )}
        />
      </Section>
      <Divider />
      <Section title="Personal details" description="How colleagues see and reach you.">
        <Stack spacing={2.5}>
          <NameAndPhoneFields
            control={control}
            phoneName="contactNumber"
            phoneLabel="Phone number"
            isPhoneRequired={false}
            phoneHelperText="Optional"
          />
          <TimezoneField control={control} name="timezone" required />
        </Stack>
      </Section>
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, py: 2.5 }}>
        <Button color="inherit" onClick={onCancel} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={formState.isSubmitting}
          loadingPosition="start"
          disabled={isUploading}
        >
          {formState.isSubmitting ? 'Saving…' : 'Save changes'}
        </Button>
      </Box>
      <UnsavedChangesDialog blocker={blocker} />
    </Paper>
  );
}
