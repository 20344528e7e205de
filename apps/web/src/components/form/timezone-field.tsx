import { useMemo } from 'react';
import { Autocomplete, Button, TextField, createFilterOptions } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  browserTimezone,
  listTimezones,
  modernZoneName,
  timezoneOption,
  type TimezoneOption,
} from '../../lib/timezones';

export interface TimezoneFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label?: string;
  required?: boolean;
  disabled?: boolean;
}

// Matches "new york", "kolkata" or "utc+05:30" anywhere in the option.
const filterOptions = createFilterOptions<TimezoneOption>({ stringify: (option) => option.search });

/** A searchable list of every timezone with its UTC offset, bound to react-hook-form. */
export function TimezoneField<T extends FieldValues>({
  name,
  control,
  label = 'Timezone',
  required,
  disabled = false,
}: TimezoneFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const value = (field.value as string | null | undefined) || null;
  const options = useMemo(() => {
    const list = listTimezones();
    // A zone saved under a name the list does not use (an old alias) stays selectable as it is.
    const isListed = (zone: string) => list.some((option) => option.value === zone);
    return value && !isListed(value) && !isListed(modernZoneName(value))
      ? [timezoneOption(value), ...list]
      : list;
  }, [value]);
  const selected =
    options.find((option) => option.value === value) ??
    (value ? options.find((option) => option.value === modernZoneName(value)) : undefined) ??
    null;
  const browser = browserTimezone();
  const canUseBrowser =
    !disabled && browser && browser !== value && options.some((option) => option.value === browser);

  return (
    <Autocomplete
      options={options}
      value={selected}
      disabled={disabled}
      onChange={(_, option) => field.onChange(option?.value ?? '')}
      onBlur={field.onBlur}
      filterOptions={filterOptions}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, current) => option.value === current.value}
      noOptionsText="No option"
      autoHighlight
      // Spec section 9: popover menus at most 300px high.
      slotProps={{ listbox: { sx: { maxHeight: 300 } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required={required}
          placeholder="Search by city or UTC offset"
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error?.message ??
            (canUseBrowser ? (
              <Button
                size="small"
                variant="text"
                onClick={() => field.onChange(browser)}
                sx={{ p: 0, minWidth: 0, fontSize: 'inherit', verticalAlign: 'baseline' }}
              >
                Use this device's timezone ({browser.replace(/_/g, ' ')})
              </Button>
            ) : undefined)
          }
        />
      )}
    />
  );
}
