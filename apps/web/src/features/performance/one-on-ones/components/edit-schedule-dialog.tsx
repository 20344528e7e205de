import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import { Stack } from '@mui/material';
import { z } from 'zod';
import {
  MEETING_DURATIONS,
  ONE_ON_ONE_CADENCE_LABELS,
  ONE_ON_ONE_CADENCES,
  createOneOnOneSchema,
} from '@atrium/shared/schemas/performance/one-on-ones';
import { FormDateField } from '../../../../components/form/date-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { TimezoneField } from '../../../../components/form/timezone-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { toastSuccess } from '../../../../lib/toast';
import { useUpdateOneOnOneMutation, type OneOnOneDetail } from '../api/one-on-ones-api';

const formSchema = createOneOnOneSchema
  .pick({ cadence: true, startDate: true, startTime: true, timezone: true })
  .extend({ durationMinutes: z.string() });
type FormValues = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const CADENCE_OPTIONS = ONE_ON_ONE_CADENCES.map((value) => ({
  value,
  label: ONE_ON_ONE_CADENCE_LABELS[value],
}));
const durationOptions = (current: number) =>
  [...new Set([...MEETING_DURATIONS, current])]
    .sort((a, b) => a - b)
    .map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }));
const FIELDS = ['cadence', 'startDate', 'startTime', 'timezone', 'durationMinutes'] as const;
const fieldOf = (path: string): FieldPath<FormValues> | null => FIELDS.find((name) => name === path) ?? null;

/** Changes a series' schedule from the next meeting on; both people get the updated invitation. */
export function EditScheduleDialog({
  series,
  open,
  onClose,
}: {
  series: OneOnOneDetail;
  open: boolean;
  onClose: () => void;
}) {
  const [update, { isLoading }] = useUpdateOneOnOneMutation();
  const { control, handleSubmit, reset, setError } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
  });
  useEffect(() => {
    if (open)
      reset({
        cadence: series.cadence,
        startDate: series.startDate,
        startTime: series.startTime,
        timezone: series.timezone,
        durationMinutes: String(series.durationMinutes),
      });
  }, [open, series, reset]);

  const submit = handleSubmit(async ({ durationMinutes, ...schedule }) => {
    try {
      await update({
        id: series.id,
        body: { ...schedule, durationMinutes: Number(durationMinutes) },
      }).unwrap();
      toastSuccess('Schedule changed: both of you have the updated invitation');
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldOf);
    }
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Change the schedule"
      submitLabel="Save"
      onSubmit={(event) => void submit(event)}
      isSaving={isLoading}
    >
      <Stack spacing={2}>
        <FormSelectField
          control={control}
          name="cadence"
          label="How often"
          options={CADENCE_OPTIONS}
          required
        />
        <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
          <FormDateField control={control} name="startDate" label="From" required />
          <FormTextField control={control} name="startTime" label="Time" type="time" required />
        </Stack>
        <TimezoneField control={control} name="timezone" required />
        <FormSelectField
          control={control}
          name="durationMinutes"
          label="Length"
          options={durationOptions(series.durationMinutes)}
          required
        />
      </Stack>
    </FormDialog>
  );
}
