import { useMemo } from 'react';
import { Autocomplete, TextField, createFilterOptions } from '@mui/material';
import { listTimezones, type TimezoneOption } from '../../../lib/timezones';

// Matches "new york", "kolkata" or "utc+05:30" anywhere in the option.
const filterOptions = createFilterOptions<TimezoneOption>({ stringify: (option) => option.search });

export interface TimezoneFilterProps {
  label: string;
  /** An IANA zone name, or '' for any. */
  value: string;
  onChange: (value: string) => void;
}

/** Every timezone with its UTC offset (spec section 9), searchable by city or offset. */
export function TimezoneFilter({ label, value, onChange }: TimezoneFilterProps) {
  const options = useMemo(() => listTimezones(), []);
  const selected = options.find((option) => option.value === value) ?? null;
  return (
    <Autocomplete
      size="small"
      options={options}
      value={selected}
      onChange={(_, option) => onChange(option?.value ?? '')}
      filterOptions={filterOptions}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, current) => option.value === current.value}
      noOptionsText="No option"
      autoHighlight
      slotProps={{ listbox: { sx: { maxHeight: 300 } } }}
      renderInput={(params) => <TextField {...params} label={label} placeholder="Any" />}
      sx={{ minWidth: 260 }}
    />
  );
}
