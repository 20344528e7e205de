import { MenuItem, TextField } from '@mui/material';
import type { FilterOption } from '../filter-types';

export interface SelectFilterProps {
  label: string;
  options: FilterOption[];
  value: string;
  onChange: (value: string) => void;
}

/** One option or "All" (the empty value, which filters nothing). */
export function SelectFilter({ label, options, value, onChange }: SelectFilterProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 300 } } } } } }}
    >
      <MenuItem value="">All</MenuItem>
      {options.map((option) => (
        <MenuItem key={option._id} value={option._id}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
