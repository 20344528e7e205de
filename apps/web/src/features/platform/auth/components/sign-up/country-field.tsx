import { Autocomplete, TextField } from '@mui/material';
import { useController, type Control } from 'react-hook-form';
import { COUNTRIES, type Country } from '@atrium/shared/constants/countries';
import type { SignUpFormValues } from './sign-up-form-values';

/** The company's country, by name; the list starts with the United Kingdom (spec section 3). */
export function CountryField({
  control,
  onPick,
}: {
  control: Control<SignUpFormValues>;
  onPick?: (name: string) => void;
}) {
  const { field, fieldState } = useController({ name: 'country', control });
  const value = COUNTRIES.find((country) => country.name === field.value) ?? null;
  return (
    <Autocomplete<Country, false, false, false>
      options={COUNTRIES}
      value={value}
      onChange={(_, picked) => {
        field.onChange(picked?.name ?? '');
        onPick?.(picked?.name ?? '');
      }}
      onBlur={field.onBlur}
      getOptionLabel={(country) => country.name}
      getOptionKey={(country) => country.code}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      autoHighlight
      noOptionsText="No option"
      renderInput={(params) => (
        <TextField
          {...params}
          label="Country"
          required
          autoFocus
          placeholder="Select Option"
          name={field.name}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
