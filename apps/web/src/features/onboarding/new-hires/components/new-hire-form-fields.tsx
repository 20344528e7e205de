import { useMemo } from 'react';
import { Grid, Typography } from '@mui/material';
import type { Control } from 'react-hook-form';
import { COUNTRIES } from '@atrium/shared/constants/countries';
import { EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS } from '@atrium/shared/constants/employment';
import { FormDateField } from '../../../../components/form/date-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import {
  criteriaWithChosen,
  FormCriterionValuesField,
} from '../../lookups/components/criterion-values-field';
import { FormPersonField } from '../../lookups/components/person-field';
import { optionsWith, useCompanyLookups } from '../../lookups/hooks/use-company-lookups';
import type { NewHire } from '../api/new-hires-api';
import type { NewHireFormValues } from '../utils/new-hire-form';

const NONE = { value: '', label: 'None' };
const EMPLOYMENT_OPTIONS = [
  NONE,
  ...EMPLOYMENT_TYPES.map((type) => ({ value: type, label: EMPLOYMENT_TYPE_LABELS[type] })),
];
const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

function SectionTitle({ children }: { children: string }) {
  return (
    <Grid size={12}>
      <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mt: 1 }}>
        {children}
      </Typography>
    </Grid>
  );
}

/** Every field of a new hire, for adding one and for editing one (`hire`). */
export function NewHireFormFields({
  control,
  hire,
  isOpen = true,
}: {
  control: Control<NewHireFormValues>;
  hire?: NewHire;
  /** Lists are read only while the dialog is open. */
  isOpen?: boolean;
}) {
  const lookups = useCompanyLookups({ skip: !isOpen });
  const departments = useMemo(
    () => [NONE, ...optionsWith(lookups.departments, hire?.department)],
    [lookups.departments, hire?.department],
  );
  const locations = useMemo(
    () => [NONE, ...optionsWith(lookups.locations, hire?.location)],
    [lookups.locations, hire?.location],
  );
  const criteria = useMemo(
    () => criteriaWithChosen(lookups.criteria, hire?.criterionValues ?? []),
    [lookups.criteria, hire?.criterionValues],
  );
  return (
    <Grid container spacing={2}>
      <SectionTitle>Who they are</SectionTitle>
      <Grid size={{ xxs: 12, sm: 6 }}>
        <FormTextField control={control} name="legalFirstName" label="Legal first name" required />
      </Grid>
      <Grid size={{ xxs: 12, sm: 6 }}>
        <FormTextField control={control} name="legalLastName" label="Legal last name" required />
      </Grid>
      <Grid size={{ xxs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="preferredFirstName"
          label="Preferred first name"
          helperText="What they like to be called, if not their legal first name"
        />
      </Grid>
      <Grid size={{ xxs: 12, sm: 6 }}>
        <FormTextField control={control} name="personalEmail" label="Personal email" type="email" required />
      </Grid>
      <Grid size={{ xxs: 12, sm: 6 }}>
        <FormTextField control={control} name="phone" label="Phone" type="tel" />
      </Grid>

      <SectionTitle>Their job</SectionTitle>
      <Grid size={{ xxs: 12, sm: 6 }}>
        <FormDateField control={control} name="startDate" label="Start date" required />
      </Grid>
      <Grid size={{ xxs: 12, sm: 6 }}>
        <FormTextField control={control} name="jobTitle" label="Job title" />
      </Grid>
      <Grid size={{ xxs: 12, sm: 6 }}>
        <FormSelectField control={control} name="departmentId" label="Department" options={departments} />
      </Grid>
      <Grid size={{ xxs: 12, sm: 6 }}>
        <FormSelectField control={control} name="locationId" label="Location" options={locations} />
      </Grid>
      <Grid size={{ xxs: 12, sm: 6 }}>
        <FormSelectField
          control={control}
          name="employmentType"
          label="Employment type"
          options={EMPLOYMENT_OPTIONS}
        />
      </Grid>
      <Grid size={{ xxs: 12, sm: 6 }}>
        <FormSelectField
          control={control}
          name="workCountry"
          label="Work country"
          options={COUNTRY_OPTIONS}
          searchable
        />
      </Grid>

      <SectionTitle>Their people</SectionTitle>
      <Grid size={{ xxs: 12, sm: 4 }}>
        <FormPersonField control={control} name="manager" label="Manager" />
      </Grid>
      <Grid size={{ xxs: 12, sm: 4 }}>
        <FormPersonField control={control} name="hrContact" label="HR contact" />
      </Grid>
      <Grid size={{ xxs: 12, sm: 4 }}>
        <FormPersonField control={control} name="buddy" label="Buddy" />
      </Grid>

      {criteria.length > 0 && (
        <>
          <SectionTitle>Other criteria</SectionTitle>
          <Grid size={12}>
            <FormCriterionValuesField
              control={control}
              name="criterionValueIds"
              criteria={criteria}
              helperText="They refine which tasks of the plan this hire gets."
            />
          </Grid>
        </>
      )}
    </Grid>
  );
}
