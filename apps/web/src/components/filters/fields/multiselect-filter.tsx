import { useMemo } from 'react';
import { Autocomplete, Checkbox, TextField } from '@mui/material';
import type { FilterOption } from '../filter-types';
import { renderOneTag } from './one-tag-value';

export interface MultiselectFilterProps {
  label: string;
  options: FilterOption[];
  /** The chosen options' _id values. */
  value: string[];
  onChange: (value: string[]) => void;
}

export function MultiselectFilter({ label, options, value, onChange }: MultiselectFilterProps) {
  const selected = useMemo(() => options.filter((option) => value.includes(option._id)), [options, value]);
  return (
    <Autocomplete
      multiple
      size="small"
      disableCloseOnSelect
      options={options}
      value={selected}
      onChange={(_, picked) => onChange(picked.map((option) => option._id))}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, current) => option._id === current._id}
      renderOption={({ key, ...props }, option, { selected: isSelected }) => (
        <li key={key} {...props}>
          <Checkbox size="small" checked={isSelected} sx={{ mr: 1, p: 0 }} tabIndex={-1} />
          {option.label}
        </li>
      )}
      renderValue={(chosen, getItemProps) => renderOneTag(chosen, getItemProps, (option) => option.label)}
      noOptionsText="No option"
      slotProps={{ listbox: { sx: { maxHeight: 300 } } }}
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={value.length ? '' : 'All'} />
      )}
      sx={{ minWidth: 220 }}
    />
  );
}
