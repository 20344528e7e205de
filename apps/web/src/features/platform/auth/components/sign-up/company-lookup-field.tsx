import { Box, Typography } from '@mui/material';
import type { Control } from 'react-hook-form';
import type { CompanyLookupItem } from '@atrium/shared/schemas/platform/sign-up';
import { FormAsyncAutocompleteField } from '../../../../../components/form/async-autocomplete-field';
import type { SignUpFormValues } from './sign-up-form-values';

/** Finds UK companies by name; '' lists some when the field opens. */
export type SearchCompanies = (search: string) => Promise<CompanyLookupItem[]>;

export interface CompanyLookupFieldProps {
  control: Control<SignUpFormValues>;
  searchCompanies: SearchCompanies;
  onPick?: (company: CompanyLookupItem | null) => void;
}

/** A UK company picked from the Companies House register: name, number and postcode per option. */
export function CompanyLookupField({ control, searchCompanies, onPick }: CompanyLookupFieldProps) {
  return (
    <FormAsyncAutocompleteField<SignUpFormValues, CompanyLookupItem>
      control={control}
      name="companyName"
      label="Company name"
      required
      placeholder="Search Companies House"
      helperText="Start typing the registered company name."
      fetchOptions={searchCompanies}
      getOptionLabel={(company) => company.company_name}
      getOptionKey={(company) => company.company_number}
      onPick={onPick}
      renderOption={(company) => (
        <Box>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {company.company_name}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {company.company_number}
            {company.registered_office_address.postal_code
              ? ` · ${company.registered_office_address.postal_code}`
              : ''}
          </Typography>
        </Box>
      )}
    />
  );
}
