import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import { Alert, Button, Skeleton, Stack, Typography } from '@mui/material';
import { z } from 'zod';
import {
  UPDATE_CADENCE_LABELS,
  WEEKDAY_LABELS,
  type Weekday,
} from '@atrium/shared/schemas/performance/updates-period';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useGetTeamSettingsQuery, useSaveTeamSettingsMutation } from '../api/updates-api';
import { questionsOf, ScheduleFields } from './schedule-fields';

const formSchema = z.object({
  cadence: z.enum(['weekly', 'biweekly', 'monthly'], { error: 'Choose a cadence' }),
  dueWeekday: z.string().min(1, 'Choose a weekday'),
  questions: z.string().refine((text) => questionsOf(text).length > 0, 'Add at least one question'),
});
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const fieldOf = (path: string): FieldPath<FormValues> | null =>
  path.startsWith('questions') ? 'questions' : path === 'cadence' || path === 'dueWeekday' ? path : null;

/**
 * A manager's own questions and cadence for their direct reports, in place of the company's (the
 * permission "Set custom settings"). They apply from each report's next update.
 */
export function TeamSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const settings = useGetTeamSettingsQuery(undefined, { skip: !open });
  const [save, { isLoading }] = useSaveTeamSettingsMutation();
  const [isResetting, setIsResetting] = useState(false);
  const { control, handleSubmit, reset, setError } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { cadence: 'weekly', dueWeekday: '5', questions: '' },
  });
  const data = settings.data;
  useEffect(() => {
    if (!open || !data) return;
    const from = data.custom ?? data.company;
    reset({
      cadence: from.cadence,
      dueWeekday: String(from.dueWeekday),
      questions: from.questions.join('\n'),
    });
  }, [open, data, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      const result = await save({
        cadence: values.cadence,
        dueWeekday: Number(values.dueWeekday),
        questions: questionsOf(values.questions),
      }).unwrap();
      toastSuccess(successMessage(result, 'Team settings saved'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldOf);
    }
  });

  const company = data?.company;
  return (
    <>
      <FormDialog
        open={open}
        onClose={onClose}
        title="Your team's updates"
        submitLabel="Save"
        onSubmit={(event) => void submit(event)}
        isSaving={isLoading}
        maxWidth="sm"
      >
        {settings.isError ? (
          <LoadFailureState
            error={settings.error}
            subject="team settings"
            onRetry={() => void settings.refetch()}
          />
        ) : !data ? (
          <Skeleton
            variant="rounded"
            height={280}
            aria-label="Loading your team settings"
            role="progressbar"
          />
        ) : (
          <Stack spacing={2}>
            <Typography color="text.secondary">
              Your{' '}
              {data.directReports === 1
                ? 'direct report answers'
                : `${data.directReports} direct reports answer`}{' '}
              these questions in place of the company&apos;s, on this schedule, from their next update.
            </Typography>
            {data.directReports === 0 && (
              <Alert severity="info">
                Nobody reports to you yet: these settings wait until someone does.
              </Alert>
            )}
            {company && (
              <Typography variant="body2" color="text.secondary">
                The company&apos;s: {UPDATE_CADENCE_LABELS[company.cadence].toLowerCase()}, due on{' '}
                {WEEKDAY_LABELS[company.dueWeekday as Weekday]}, {company.questions.length} questions.
                {data.custom ? '' : ' Your team follows them now.'}
              </Typography>
            )}
            <ScheduleFields control={control} />
            {data.custom && (
              <Button sx={{ alignSelf: 'flex-start' }} color="inherit" onClick={() => setIsResetting(true)}>
                Use the company&apos;s settings
              </Button>
            )}
          </Stack>
        )}
      </FormDialog>
      <ConfirmDialog
        open={isResetting}
        title="Use the company's settings?"
        message="Your reports answer the company's questions on its schedule from their next update. Updates already started keep theirs."
        confirmLabel="Use the company's"
        onCancel={() => setIsResetting(false)}
        onConfirm={async () => {
          try {
            await save(null).unwrap();
            toastSuccess("Back to the company's settings");
            setIsResetting(false);
            onClose();
          } catch (error) {
            toastError(error);
            throw error;
          }
        }}
      />
    </>
  );
}
