import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import { Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { Breadcrumbs } from '../../../../components/breadcrumbs/breadcrumbs';
import { FormSwitchField } from '../../../../components/form/switch-field';
import { PageHeading } from '../../../../components/ui/page-heading';
import { RetryAlert } from '../../../../components/ui/retry-alert';
import { UnsavedChangesDialog } from '../../../../components/ui/unsaved-changes-dialog';
import { useUnsavedChangesPrompt } from '../../../../components/ui/use-unsaved-changes-prompt';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { questionsOf, ScheduleFields } from '../../updates/components/schedule-fields';
import {
  useGetUpdateSettingsQuery,
  useSaveUpdateSettingsMutation,
  type UpdateSettings,
} from '../api/update-settings-api';

const formSchema = z.object({
  cadence: z.enum(['weekly', 'biweekly', 'monthly'], { error: 'Choose a cadence' }),
  dueWeekday: z.string().min(1, 'Choose a weekday'),
  questions: z.string().refine((text) => questionsOf(text).length > 0, 'Add at least one question'),
  remindOnDueDay: z.boolean(),
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const valuesOf = (settings: UpdateSettings): FormValues => ({
  cadence: settings.cadence,
  dueWeekday: String(settings.dueWeekday),
  questions: settings.questions.join('\n'),
  remindOnDueDay: settings.remindOnDueDay,
});
const fieldOf = (path: string): FieldPath<FormValues> | null =>
  path.startsWith('questions')
    ? 'questions'
    : ['cadence', 'dueWeekday', 'remindOnDueDay'].includes(path)
      ? (path as FieldPath<FormValues>)
      : null;

/**
 * /performance/settings/updates: the company's questions, how often updates are due and on which
 * day, and the due-day reminder. Managers may give their own reports other questions and cadence.
 */
export default function UpdateSettingsPage() {
  usePageTitle('Updates settings');
  const canViewLog = useHasPermission('prf.settings.updates.log.view');
  const settings = useGetUpdateSettingsQuery();
  const [save, { isLoading }] = useSaveUpdateSettingsMutation();
  const { control, handleSubmit, reset, setError, formState } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { cadence: 'weekly', dueWeekday: '5', questions: '', remindOnDueDay: true },
  });
  const { blocker } = useUnsavedChangesPrompt(formState.isDirty);
  useEffect(() => {
    if (settings.data) reset(valuesOf(settings.data));
  }, [settings.data, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await save({
        cadence: values.cadence,
        dueWeekday: Number(values.dueWeekday),
        questions: questionsOf(values.questions),
        remindOnDueDay: values.remindOnDueDay,
      }).unwrap();
      toastSuccess(successMessage(answer, 'Updates settings saved'));
      reset(valuesOf(answer.data));
    } catch (error) {
      showServerErrors(error, setError, fieldOf);
    }
  });

  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <Breadcrumbs items={[{ label: 'Settings', to: paths.performanceSettings }, { label: 'Updates' }]} />
      <PageHeading
        title="Updates settings"
        description="What everyone's update asks, how often it is due and on which day."
        action={
          canViewLog && (
            <Button component={RouterLink} to={paths.performanceUpdatesLog} startIcon={<HistoryIcon />}>
              Updates log
            </Button>
          )
        }
      />
      <Paper
        component="form"
        variant="outlined"
        aria-label="Updates settings"
        noValidate
        onSubmit={(event) => void submit(event)}
        sx={{ p: { xxs: 2, sm: 3 } }}
      >
        {settings.isError ? (
          <RetryAlert onRetry={() => void settings.refetch()}>The settings could not be loaded.</RetryAlert>
        ) : !settings.data ? (
          <Skeleton variant="rounded" height={320} aria-label="Loading the settings" role="progressbar" />
        ) : (
          <Stack spacing={2.5}>
            <ScheduleFields control={control} />
            <FormSwitchField
              control={control}
              name="remindOnDueDay"
              label="Remind on the due day"
              helperText="From 09:00 on the due day, whoever has not shared their update gets a reminder in Atrium and by email."
            />
            <Typography variant="body2" color="text.secondary">
              A manager may give their direct reports their own questions and schedule (Updates → My team →
              Team settings); theirs apply to those people instead.
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" disabled={isLoading}>
                Save
              </Button>
              <Button
                disabled={isLoading || !formState.isDirty}
                onClick={() => settings.data && reset(valuesOf(settings.data))}
              >
                Discard changes
              </Button>
            </Stack>
          </Stack>
        )}
      </Paper>
      <UnsavedChangesDialog blocker={blocker} />
    </Stack>
  );
}
