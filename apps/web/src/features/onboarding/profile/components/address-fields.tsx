import { Grid } from '@mui/material';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { COUNTRIES } from '@atrium/shared/constants/countries';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';

export const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

/** A structured address under `name` (lines, city, region, postcode, country). */
export function AddressFields<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: string;
  label: string;
}) {
  const at = (part: string) => `${name}.${part}` as FieldPath<T>;
  return (
    <Grid container spacing={2} role="group" aria-label={label}>
      <Grid size={{ xxs: 12, sm: 6 }}>
        <FormTextField control={control} name={at('line1')} label="Address line 1" required fullWidth />
      </Grid>
      <Grid size={{ xxs: 12, sm: 6 }}>
        <FormTextField control={control} name={at('line2')} label="Address line 2" fullWidth />
      </Grid>
      <Grid size={{ xxs: 12, sm: 6 }}>
        <FormTextField control={control} name={at('city')} label="Town or city" required fullWidth />
      </Grid>
      <Grid size={{ xxs: 12, sm: 6 }}>
        <FormTextField control={control} name={at('region')} label="County, state or region" fullWidth />
      </Grid>
      <Grid size={{ xxs: 12, sm: 6 }}>
        <FormTextField control={control} name={at('postcode')} label="Postcode" fullWidth />
      </Grid>
      <Grid size={{ xxs: 12, sm: 6 }}>
        <FormSelectField
          control={control}
          name={at('country')}
          label="Country"
          options={COUNTRY_OPTIONS}
          searchable
          required
        />
      </Grid>
    </Grid>
  );
}
