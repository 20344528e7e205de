import { Stack } from '@mui/material';
import type { DateRange } from '../../dates/date-formats';
import { RestrictedDatePicker } from '../../dates/restricted-date-picker';

export interface CustomDateRangeFilterProps {
  label: string;
  value: DateRange;
  onChange: (value: DateRange) => void;
}

/** Two free date fields, "from" and "to"; each bounds the other so the range cannot run backwards. */
export function CustomDateRangeFilter({ label, value, onChange }: CustomDateRangeFilterProps) {
  return (
    <Stack direction="row" spacing={1} role="group" aria-label={label}>
      <RestrictedDatePicker
        label={`${label} from`}
        precision="day"
        value={value.startDate}
        maxDate={value.endDate ?? undefined}
        onChange={(startDate) => onChange({ ...value, startDate })}
      />
      <RestrictedDatePicker
        label={`${label} to`}
        precision="day"
        value={value.endDate}
        minDate={value.startDate ?? undefined}
        onChange={(endDate) => onChange({ ...value, endDate })}
      />
    </Stack>
  );
}
