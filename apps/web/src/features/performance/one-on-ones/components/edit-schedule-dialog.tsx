import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import { Stack } from '@mui/material';
import type { z } from 'zod';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { toastSuccess } from '../../../../lib/toast';
import { useUpdateOneOnOneMutation, type OneOnOneDetail } from '../api/one-on-ones-api';
import {
  SCHEDULE_FIELDS,
  ScheduleFields,
  scheduleFormSchema,
  type ScheduleFormValues,
} from './schedule-fields';

type FormOutput = z.output<typeof scheduleFormSchema>;
const fieldOf = (path: string): FieldPath<ScheduleFormValues> | null =>
  SCHEDULE_FIELDS.find((name) => name === path) ?? null;

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
  const { control, handleSubmit, reset, setError } = useForm<ScheduleFormValues, unknown, FormOutput>({
    resolver: zodResolver(scheduleFormSchema),
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
        <ScheduleFields control={control} dateLabel="From" currentDuration={series.durationMinutes} />
      </Stack>
    </FormDialog>
  );
}
