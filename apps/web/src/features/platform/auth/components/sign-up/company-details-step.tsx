import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { COMPANY_SIZES } from '@atrium/shared/constants/company';
import type { CompanyLookupItem } from '@atrium/shared/schemas/platform/sign-up';
import { FormSelectField } from '../../../../../components/form/select-field';
import { FormTextField } from '../../../../../components/form/text-field';
import { CompanyLookupField, type SearchCompanies } from './company-lookup-field';
import { CountryField } from './country-field';
import { companyAddressOf, isUnitedKingdom, type SignUpFormValues } from './sign-up-form-values';

const COMPANY_SIZE_OPTIONS = COMPANY_SIZES.map((size) => ({ value: size, label: size }));

export interface CompanyDetailsStepProps {
  form: UseFormReturn<SignUpFormValues>;
  searchCompanies: SearchCompanies;
}

/** Step 2: country, then the company (Companies House for the UK, typed elsewhere) and its size. */
export function CompanyDetailsStep({ form, searchCompanies }: CompanyDetailsStepProps) {
  const country = useWatch({ control: form.control, name: 'country' });

  // Step 3 must match the picked company, so it starts from the register's details.
  const prefillRegistration = (company: CompanyLookupItem | null) => {
    if (!company) return;
    form.setValue('companyNo', company.company_number);
    form.setValue('companyAddress', companyAddressOf(company));
    form.setValue('postalCode', company.registered_office_address.postal_code ?? '');
    form.clearErrors(['companyNo', 'companyAddress', 'postalCode']);
  };

  return (
    <>
      <CountryField control={form.control} />
      {isUnitedKingdom(country) ? (
        <CompanyLookupField
          control={form.control}
          searchCompanies={searchCompanies}
          onPick={prefillRegistration}
        />
      ) : (
        <FormTextField
          control={form.control}
          name="companyNameCustom"
          label="Company name"
          required
          autoComplete="organization"
        />
      )}
      <FormSelectField
        control={form.control}
        name="companySize"
        label="Company size"
        required
        options={COMPANY_SIZE_OPTIONS}
      />
    </>
  );
}
