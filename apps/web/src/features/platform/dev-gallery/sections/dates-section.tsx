import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { EMPTY_DATE_RANGE, type DateRange } from '../../../../components/dates/date-formats';
import { DateRangePicker } from '../../../../components/dates/date-range-picker';
import { defaultDateRange } from '../../../../components/dates/date-range-presets';
import {
  RestrictedDatePicker,
  type DatePrecision,
} from '../../../../components/dates/restricted-date-picker';

const PRECISIONS: Array<{ precision: DatePrecision; label: string; initial: string }> = [
  { precision: 'year', label: 'Year', initial: '2026' },
  { precision: 'month', label: 'Month', initial: '03' },
  { precision: 'monthYear', label: 'Month and year', initial: '2026-03' },
  { precision: 'day', label: 'Day', initial: '2026-03-09' },
];

function PrecisionDemo({ precision, label, initial }: (typeof PRECISIONS)[number]) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <RestrictedDatePicker
      label={label}
      precision={precision}
      value={value}
      onChange={setValue}
      helperText={`Value: ${value ?? 'none'}`}
    />
  );
}

/** The date pickers: both range pickers with their values, and the four restricted pickers. */
export function DatesSection() {
  const [range, setRange] = useState<DateRange>(() => defaultDateRange());
  const [day, setDay] = useState<DateRange>(EMPTY_DATE_RANGE);
  return (
    <Stack spacing={3}>
      <Stack direction={{ xxs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
        <Stack spacing={0.5}>
          <DateRangePicker label="Date range" value={range} onChange={setRange} />
          <Typography variant="caption" color="text.secondary">
            Two months, every preset: {range.startDate} to {range.endDate}
          </Typography>
        </Stack>
        <Stack spacing={0.5}>
          <DateRangePicker label="Single day" months={1} value={day} onChange={setDay} />
          <Typography variant="caption" color="text.secondary">
            One month, Today and Custom: {day.startDate ?? 'none'} to {day.endDate ?? 'none'}
          </Typography>
        </Stack>
      </Stack>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap>
        {PRECISIONS.map((demo) => (
          <PrecisionDemo key={demo.precision} {...demo} />
        ))}
      </Stack>
    </Stack>
  );
}
