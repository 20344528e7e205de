import { Alert } from '@mui/material';
import { useWatch, type Control } from 'react-hook-form';
import { FormTextField } from '../../../../../components/form/text-field';
import { isUnitedKingdom, type SignUpFormValues } from './sign-up-form-values';

/** Step 3: registration details; for a UK company they must match the Companies House record. */
export function CompanyRegistrationStep({ control }: { control: Control<SignUpFormValues> }) {
  const [country, company] = useWatch({ control, name: ['country', 'companyName'] });
  const isCheckedAgainstRegister = isUnitedKingdom(country) && company !== null;
  return (
    <>
      {isCheckedAgainstRegister && (
        <Alert severity="info" variant="outlined">
          Filled in from Companies House for {company.company_name}. The company number and postcode must
          match the register.
        </Alert>
      )}
      <FormTextField control={control} name="companyNo" label="Company number" required autoFocus />
      <FormTextField
        control={control}
        name="companyAddress"
        label="Company address"
        required
        autoComplete="street-address"
        multiline
        minRows={2}
      />
      <FormTextField
        control={control}
        name="postalCode"
        label="Postal code"
        required
        autoComplete="postal-code"
      />
    </>
  );
}
