import { useEffect, useId, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Grid,
  Skeleton,
  Stack,
  TextField,
} from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { COMPANY_SIZES } from '@atrium/shared/constants/company';
import { MODULE_CARDS, MODULES, type Module } from '@atrium/shared/constants/modules';
import {
  companyProfileBodySchema,
  type CompanyProfileBody,
  type CompanyProfileInput,
} from '@atrium/shared/schemas/admin/company-profile';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { TimezoneField } from '../../../../components/form/timezone-field';
import { FormUploadField } from '../../../../components/form/upload-field';
import { UnsavedChangesDialog } from '../../../../components/ui/unsaved-changes-dialog';
import { useUnsavedChangesPrompt } from '../../../../components/ui/use-unsaved-changes-prompt';
import { EmptyState } from '../../../../components/ui/empty-state';
import { errorMessage } from '../../../../lib/api-errors';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import {
  useGetCompanyProfileQuery,
  useUpdateCompanyProfileMutation,
  type CompanyProfile,
} from '../api/company-api';

type FormValues = CompanyProfileBody;
const FIELDS = [
  'name',
  'logoUrl',
  'companyNo',
  'companyAddress',
  'postalCode',
  'companySize',
  'timezone',
  'description',
  'allowedModules',
  'defaultModule',
] as const;

const MODULE_LABELS = Object.fromEntries(MODULE_CARDS.map((card) => [card.value, card.title])) as Record<
  Module,
  string
>;

const toValues = (profile: CompanyProfile): FormValues => ({
  name: profile.name,
  logoUrl: profile.logoUrl,
  companyNo: profile.companyNo,
  companyAddress: profile.companyAddress,
  postalCode: profile.postalCode,
  companySize: profile.companySize,
  timezone: profile.timezone,
  description: profile.description,
  allowedModules: profile.allowedModules,
  defaultModule: profile.defaultModule,
});

/** The company profile tab of Company management. */
export default function CompanyProfilePage() {
  usePageTitle('Company profile');
  const profile = useGetCompanyProfileQuery();
  if (profile.isLoading) {
    return (
      <Stack spacing={2} role="progressbar" aria-label="Loading company profile">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} variant="rounded" height={56} />
        ))}
      </Stack>
    );
  }
  if (!profile.data) {
    return (
      <EmptyState
        kind="error"
        title="The company profile could not be loaded"
        description={errorMessage(profile.error)}
        action={<Button onClick={() => void profile.refetch()}>Try again</Button>}
      />
    );
  }
  return <CompanyProfileForm profile={profile.data} />;
}

function CompanyProfileForm({ profile }: { profile: CompanyProfile }) {
  const formId = useId();
  const canEdit = useHasPermission('sso.admin.company.profile.edit');
  const [save, { isLoading }] = useUpdateCompanyProfileMutation();
  const [isUploading, setIsUploading] = useState(false);
  const { control, handleSubmit, setError, reset, formState } = useForm<FormValues>({
    // The resolver hands over the parsed body: trimmed text, modules in the suite's order.
    resolver: zodResolver(companyProfileBodySchema) as unknown as Resolver<FormValues>,
    defaultValues: toValues(profile),
    mode: 'onTouched',
  });
  const { blocker, allowNavigation } = useUnsavedChangesPrompt(formState.isDirty);
  const allowedModules = useWatch({ control, name: 'allowedModules' }) ?? [];

  // A save answers the stored profile: it becomes the form's new starting point.
  useEffect(() => reset(toValues(profile)), [profile, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      const result = await save(values as CompanyProfileInput).unwrap();
      allowNavigation();
      toastSuccess(successMessage(result, 'Company profile saved successfully!'));
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<FormValues>(FIELDS));
    }
  });

  return (
    <Box component="form" id={formId} onSubmit={submit} noValidate aria-label="Company profile">
      <Grid container spacing={2.5}>
        <Grid size={{ xxs: 12, md: 4 }}>
          <FormUploadField
            control={control}
            name="logoUrl"
            label="Company logo"
            onUploadingChange={setIsUploading}
            disabled={!canEdit}
          />
        </Grid>
        <Grid size={{ xxs: 12, md: 8 }}>
          <Stack spacing={2.5}>
            <FormTextField control={control} name="name" label="Company name" required disabled={!canEdit} />
            <Grid container spacing={2}>
              <Grid size={{ xxs: 12, sm: 6 }}>
                <FormTextField
                  control={control}
                  name="companyNo"
                  label="Company number"
                  required
                  disabled={!canEdit}
                />
              </Grid>
              <Grid size={{ xxs: 12, sm: 6 }}>
                <TextField
                  label="Country"
                  value={profile.country}
                  disabled
                  fullWidth
                  helperText="Set when the company registered"
                />
              </Grid>
            </Grid>
          </Stack>
        </Grid>
        <Grid size={{ xxs: 12, md: 8 }}>
          <FormTextField
            control={control}
            name="companyAddress"
            label="Address"
            required
            disabled={!canEdit}
          />
        </Grid>
        <Grid size={{ xxs: 12, md: 4 }}>
          <FormTextField
            control={control}
            name="postalCode"
            label="Postal code"
            required
            disabled={!canEdit}
          />
        </Grid>
        <Grid size={{ xxs: 12, md: 6 }}>
          <FormSelectField
            control={control}
            name="companySize"
            label="Company size"
            required
            disabled={!canEdit}
            options={COMPANY_SIZES.map((size) => ({ value: size, label: `${size} employees` }))}
          />
        </Grid>
        <Grid size={{ xxs: 12, md: 6 }}>
          <TimezoneField control={control} name="timezone" label="Timezone" required disabled={!canEdit} />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="description"
            label="About the company"
            multiline
            minRows={3}
            disabled={!canEdit}
          />
        </Grid>
        <Grid size={{ xxs: 12, md: 6 }}>
          <Controller
            control={control}
            name="allowedModules"
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={Boolean(fieldState.error)} disabled={!canEdit}>
                <FormLabel component="legend" required>
                  Modules enabled
                </FormLabel>
                <FormGroup>
                  {MODULES.map((module) => (
                    <FormControlLabel
                      key={module}
                      label={MODULE_LABELS[module]}
                      control={
                        <Checkbox
                          checked={field.value.includes(module)}
                          onChange={(event) => {
                            field.onChange(
                              event.target.checked
                                ? [...field.value, module]
                                : field.value.filter((item) => item !== module),
                            );
                            field.onBlur();
                          }}
                        />
                      }
                    />
                  ))}
                </FormGroup>
                <FormHelperText>
                  {fieldState.error?.message ??
                    'Enabling a module opens it to everyone in the company; their roles decide what they see.'}
                </FormHelperText>
              </FormControl>
            )}
          />
        </Grid>
        <Grid size={{ xxs: 12, md: 6 }}>
          <FormSelectField
            control={control}
            name="defaultModule"
            label="Default module"
            required
            disabled={!canEdit}
            helperText="Where people land after signing in"
            options={MODULES.filter((module) => allowedModules.includes(module)).map((module) => ({
              value: module,
              label: MODULE_LABELS[module],
            }))}
          />
        </Grid>
        {!canEdit && (
          <Grid size={12}>
            <Alert severity="info">Your role can view the company profile but not change it.</Alert>
          </Grid>
        )}
        {canEdit && (
          <Grid size={12}>
            <Stack direction="row" spacing={1.5} justifyContent="flex-end">
              <Button onClick={() => reset(toValues(profile))} disabled={!formState.isDirty || isLoading}>
                Discard changes
              </Button>
              <Button
                type="submit"
                variant="contained"
                loading={isLoading}
                disabled={isUploading || !formState.isDirty}
              >
                Save changes
              </Button>
            </Stack>
          </Grid>
        )}
      </Grid>
      <UnsavedChangesDialog blocker={blocker} />
    </Box>
  );
}
