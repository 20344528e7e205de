import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import {
  welcomeSettingsBodySchema,
  type WelcomeSettings,
  type WelcomeSettingsBody,
} from '@atrium/shared/schemas/onboarding/welcome';
import { FormNumberField } from '../../../../components/form/number-field';
import { FormSwitchField } from '../../../../components/form/switch-field';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { PageHeading } from '../../../../components/ui/page-heading';
import { UnsavedChangesDialog } from '../../../../components/ui/unsaved-changes-dialog';
import { useUnsavedChangesPrompt } from '../../../../components/ui/use-unsaved-changes-prompt';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useSaveWelcomeSettingsMutation, useWelcomeSettingsQuery } from '../api/welcome-api';

const fieldOf = fieldsNamed<WelcomeSettingsBody>(['isEnabled', 'welcomeMailDaysBefore']);

function SettingsForm({ settings }: { settings: WelcomeSettings }) {
  const [save] = useSaveWelcomeSettingsMutation();
  const values = { isEnabled: settings.isEnabled, welcomeMailDaysBefore: settings.welcomeMailDaysBefore };
  const { control, handleSubmit, setError, reset, formState } = useForm<WelcomeSettingsBody>({
    resolver: zodResolver(welcomeSettingsBodySchema),
    defaultValues: values,
  });
  useEffect(
    () => reset({ isEnabled: settings.isEnabled, welcomeMailDaysBefore: settings.welcomeMailDaysBefore }),
    [settings, reset],
  );
  const { blocker } = useUnsavedChangesPrompt(formState.isDirty);
  const submit = handleSubmit(async (body) => {
    try {
      toastSuccess(successMessage(await save(body).unwrap(), 'Welcome experience saved'));
    } catch (error) {
      showServerErrors(error, setError, fieldOf);
    }
  });
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-label="Welcome experience"
      onSubmit={(event) => void submit(event)}
      sx={{ p: 2 }}
    >
      <Stack spacing={2}>
        <FormSwitchField<WelcomeSettingsBody>
          control={control}
          name="isEnabled"
          label="Show new hires their welcome pages and send the welcome mail"
        />
        <FormNumberField<WelcomeSettingsBody>
          control={control}
          name="welcomeMailDaysBefore"
          label="Days before the start date the “Welcome to the team” mail goes"
          isInteger
          sx={{ maxWidth: 420 }}
        />
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button
          type="submit"
          variant="contained"
          loading={formState.isSubmitting}
          disabled={!formState.isDirty}
        >
          Save
        </Button>
      </Box>
      <UnsavedChangesDialog blocker={blocker} />
    </Paper>
  );
}

/** /onboarding/settings/welcome-experience: on or off, when the welcome mail goes, and the way to its parts. */
export default function WelcomeExperiencePage() {
  usePageTitle('Welcome experience');
  const settings = useWelcomeSettingsQuery();
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeading
        title="Welcome experience"
        description="What a new hire sees once invited: your welcome pages in your colours, their tasks and documents, and a welcome mail before they start."
      />
      {settings.isError && (
        <LoadFailureState error={settings.error} subject="setting" onRetry={() => void settings.refetch()} />
      )}
      {settings.isLoading && (
        <Skeleton
          variant="rounded"
          height={200}
          aria-label="Loading the welcome experience"
          role="progressbar"
        />
      )}
      {settings.data && (
        <>
          <SettingsForm settings={settings.data} />
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
              Its parts
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {settings.data.pageCount === 1 ? '1 page' : `${settings.data.pageCount} pages`} so far.
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button component={RouterLink} to={paths.onboardingWelcomePages} variant="outlined">
                Pages
              </Button>
              <Button component={RouterLink} to={paths.onboardingBrandedAssets} variant="outlined">
                Branded assets
              </Button>
              <Button component={RouterLink} to={paths.onboardingPreviewExperience} variant="outlined">
                Preview
              </Button>
              <Button component={RouterLink} to={paths.onboardingEmailSettings} variant="outlined">
                Emails
              </Button>
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  );
}
