import { Stack } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import {
  UPDATE_CADENCE_LABELS,
  UPDATE_CADENCES,
  WEEKDAY_LABELS,
  WEEKDAYS,
} from '@atrium/shared/schemas/performance/updates-period';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';

const CADENCE_OPTIONS = UPDATE_CADENCES.map((cadence) => ({
  value: cadence,
  label: UPDATE_CADENCE_LABELS[cadence],
}));
const WEEKDAY_OPTIONS = WEEKDAYS.map((day) => ({ value: String(day), label: WEEKDAY_LABELS[day] }));

/** The form's shape of a schedule: the weekday as the select's string, the questions one per line. */
export interface ScheduleFormValues extends FieldValues {
  cadence: string;
  dueWeekday: string;
  questions: string;
}

export const questionsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Cadence, due day and questions: the company's settings and a manager's own share them. */
export function ScheduleFields<T extends ScheduleFormValues>({ control }: { control: Control<T> }) {
  return (
    <Stack spacing={2}>
      <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
        <FormSelectField
          control={control}
          name={'cadence' as Path<T>}
          label="Cadence"
          options={CADENCE_OPTIONS}
          required
          fullWidth
        />
        <FormSelectField
          control={control}
          name={'dueWeekday' as Path<T>}
          label="Due on"
          options={WEEKDAY_OPTIONS}
          required
          fullWidth
          helperText="Monthly: the month's last such day."
        />
      </Stack>
      <FormTextField
        control={control}
        name={'questions' as Path<T>}
        label="Questions"
        required
        multiline
        minRows={4}
        helperText="One per line, up to 10. An update already started keeps the questions it opened with."
      />
    </Stack>
  );
}
