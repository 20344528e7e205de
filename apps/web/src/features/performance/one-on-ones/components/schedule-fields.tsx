import { Stack } from '@mui/material';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
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

// A series' schedule as both the schedule and the change-schedule dialogs ask for it. The length is a
// select, so its value travels as text and becomes a number when sent.

export const scheduleFormSchema = createOneOnOneSchema
  .pick({ cadence: true, startDate: true, startTime: true, timezone: true })
  .extend({ durationMinutes: z.string() });
export type ScheduleFormValues = z.input<typeof scheduleFormSchema>;

export const SCHEDULE_FIELDS = ['cadence', 'startDate', 'startTime', 'timezone', 'durationMinutes'] as const;

export const CADENCE_OPTIONS = ONE_ON_ONE_CADENCES.map((value) => ({
  value,
  label: ONE_ON_ONE_CADENCE_LABELS[value],
}));
/** The usual lengths, and the series' own when it is none of them. */
export const durationOptions = (current?: number) =>
  [...new Set([...MEETING_DURATIONS, ...(current ? [current] : [])])]
    .sort((a, b) => a - b)
    .map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }));

export function ScheduleFields<T extends FieldValues & ScheduleFormValues>({
  control,
  dateLabel,
  minDate,
  currentDuration,
}: {
  control: Control<T>;
  dateLabel: string;
  minDate?: string;
  currentDuration?: number;
}) {
  const name = (field: (typeof SCHEDULE_FIELDS)[number]) => field as FieldPath<T>;
  return (
    <>
      <FormSelectField
        control={control}
        name={name('cadence')}
        label="How often"
        options={CADENCE_OPTIONS}
        required
      />
      <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
        <FormDateField
          control={control}
          name={name('startDate')}
          label={dateLabel}
          required
          minDate={minDate}
        />
        <FormTextField control={control} name={name('startTime')} label="Time" type="time" required />
      </Stack>
      <TimezoneField control={control} name={name('timezone')} required />
      <FormSelectField
        control={control}
        name={name('durationMinutes')}
        label="Length"
        options={durationOptions(currentDuration)}
        required
      />
    </>
  );
}
