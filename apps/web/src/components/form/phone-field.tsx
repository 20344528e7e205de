import { lazy, Suspense, useState } from 'react';
import { Box } from '@mui/material';
import { MuiTelInput, type MuiTelInputCountry, type MuiTelInputProps } from 'mui-tel-input';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DEFAULT_PHONE_COUNTRY } from '@atrium/shared/constants/company';

// Every flag lives in its own chunk, fetched only once a phone field renders.
const CountryFlag = lazy(() => import('./country-flag'));

const FLAG_PLACEHOLDER = <Box component="span" sx={{ display: 'block', width: 24, height: 16 }} />;

const getFlagElement: NonNullable<MuiTelInputProps['getFlagElement']> = (isoCode) => (
  <Suspense fallback={FLAG_PLACEHOLDER}>
    <CountryFlag isoCode={isoCode} />
  </Suspense>
);

const regionNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    return null;
  }
})();

export type FormPhoneFieldProps<T extends FieldValues> = Omit<
  MuiTelInputProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'defaultCountry' | 'forceCallingCode'
> & {
  name: FieldPath<T>;
  control: Control<T>;
  defaultCountry?: MuiTelInputCountry;
};

/**
 * A phone number with a country selector (default GB, spec section 5). The form value is the
 * international form ("+44 7400 123456"), or '' while no digit is typed; validation ('Invalid phone
 * number.') comes from the form's schema and shows once the field is left, as the form validates on blur.
 */
export function FormPhoneField<T extends FieldValues>({
  name,
  control,
  defaultCountry = DEFAULT_PHONE_COUNTRY as MuiTelInputCountry,
  placeholder = 'Enter phone number',
  helperText,
  ...props
}: FormPhoneFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const [country, setCountry] = useState<MuiTelInputCountry | null>(defaultCountry);
  const [callingCode, setCallingCode] = useState<string | null>(null);
  const countryName = country ? (regionNames?.of(country) ?? country) : 'unknown';
  return (
    <MuiTelInput
      fullWidth
      {...props}
      defaultCountry={defaultCountry}
      // The calling code stays put, so clearing the number and retyping it never changes the country.
      forceCallingCode
      placeholder={placeholder}
      name={field.name}
      // A calling code alone is an empty field (required, not invalid); the chosen country is kept.
      value={field.value || (callingCode ? `+${callingCode}` : '')}
      onChange={(value, info) => {
        // A cleared number reports no country, yet the chosen one stays selected.
        setCountry((current) => info.countryCode ?? current);
        setCallingCode(info.countryCallingCode);
        field.onChange(info.nationalNumber ? value : '');
      }}
      onBlur={() => field.onBlur()}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      getFlagElement={getFlagElement}
      // The library's button says only "Open flags menu"; say which country is chosen.
      FlagIconButtonProps={{ 'aria-label': `Country: ${countryName}. Change country` }}
    />
  );
}
