import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { z } from 'zod';
import { oneOnOneSettingsSchema } from '@atrium/shared/schemas/performance/one-on-ones';
import { FormSelectField } from '../../../../components/form/select-field';
import { RetryAlert } from '../../../../components/ui/retry-alert';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { CADENCE_OPTIONS, durationOptions } from '../../one-on-ones/components/schedule-fields';
import {
  useGetOneOnOneSettingsQuery,
  useSaveOneOnOneSettingsMutation,
  type OneOnOneSettings,
} from '../api/one-on-one-settings-api';

// The length is a select, so it travels as text and becomes a number when sent.
const formSchema = oneOnOneSettingsSchema.extend({ defaultDurationMinutes: z.string() });
type FormValues = z.input<typeof formSchema>;

const valuesOf = (settings: OneOnOneSettings): FormValues => ({
  defaultCadence: settings.defaultCadence,
  defaultDurationMinutes: String(settings.defaultDurationMinutes),
});

/** Settings → 1-on-1s → defaults: what the schedule dialog starts from. */
export function OneOnOneDefaultsForm() {
  const settings = useGetOneOnOneSettingsQuery();
  const [save, { isLoading }] = useSaveOneOnOneSettingsMutation();
  const { control, handleSubmit, reset, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { defaultCadence: 'weekly', defaultDurationMinutes: '30' },
  });
  useEffect(() => {
    if (settings.data) reset(valuesOf(settings.data));
  }, [settings.data, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await save({
        defaultCadence: values.defaultCadence,
        defaultDurationMinutes: Number(values.defaultDurationMinutes),
      }).unwrap();
      toastSuccess(successMessage(answer, '1-on-1 settings saved'));
    } catch (error) {
      showServerErrors(error, setError, (path) =>
        path === 'defaultCadence' || path === 'defaultDurationMinutes' ? path : null,
      );
    }
  });

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label="1-on-1 defaults"
      noValidate
      onSubmit={submit}
      sx={{ p: { xxs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <div>
          <Typography variant="h6" component="h2">
            Defaults
          </Typography>
          <Typography variant="body2" color="text.secondary">
            A new series starts with these; whoever schedules it can choose otherwise.
          </Typography>
        </div>
        {settings.isError ? (
          <RetryAlert onRetry={() => void settings.refetch()}>The settings could not be loaded.</RetryAlert>
        ) : (
          <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
            <FormSelectField
              control={control}
              name="defaultCadence"
              label="Default cadence"
              options={CADENCE_OPTIONS}
              required
              disabled={settings.isLoading}
            />
            <FormSelectField
              control={control}
              name="defaultDurationMinutes"
              label="Default length"
              options={durationOptions(settings.data?.defaultDurationMinutes)}
              required
              disabled={settings.isLoading}
            />
          </Stack>
        )}
        <div>
          <Button
            type="submit"
            variant="contained"
            disabled={!formState.isDirty || isLoading || settings.isLoading}
          >
            Save defaults
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
