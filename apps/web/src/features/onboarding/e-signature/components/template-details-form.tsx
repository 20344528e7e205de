import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { Stack, Typography } from '@mui/material';
import { EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS } from '@atrium/shared/constants/employment';
import {
  COUNTER_SIGNER_ROLES,
  COUNTER_SIGNER_ROLE_LABELS,
  type SignatureTemplate,
} from '@atrium/shared/schemas/onboarding/e-signature';
import { FormMultiSelectField } from '../../../../components/form/multi-select-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import {
  criteriaWithChosen,
  FormCriterionValuesField,
} from '../../lookups/components/criterion-values-field';
import { FormPersonField } from '../../lookups/components/person-field';
import { optionsWith, useCompanyLookups } from '../../lookups/hooks/use-company-lookups';
import type { TemplateDetailsValues } from '../utils/template-form';

const COUNTER_SIGNER_OPTIONS = [
  { value: '', label: 'Nobody: the new hire’s signature completes it' },
  ...COUNTER_SIGNER_ROLES.map((role) => ({ value: role, label: COUNTER_SIGNER_ROLE_LABELS[role] })),
];
const EMPLOYMENT_OPTIONS = EMPLOYMENT_TYPES.map((type) => ({
  value: type,
  label: EMPLOYMENT_TYPE_LABELS[type],
}));

/** A template's name, counter-signer and the criteria choosing which hires get it. */
export function TemplateDetailsForm({
  control,
  template,
}: {
  control: Control<TemplateDetailsValues>;
  template: SignatureTemplate;
}) {
  const lookups = useCompanyLookups();
  const role = useWatch({ control, name: 'counterSignerRole' });
  const departments = useMemo(
    () => optionsWith(lookups.departments, template.criteria.departments),
    [lookups.departments, template],
  );
  const locations = useMemo(
    () => optionsWith(lookups.locations, template.criteria.locations),
    [lookups.locations, template],
  );
  const criteria = useMemo(
    () => criteriaWithChosen(lookups.criteria, template.criteria.criterionValues),
    [lookups.criteria, template],
  );
  return (
    <Stack spacing={2}>
      <FormTextField control={control} name="name" label="Template name" required />
      <FormSelectField
        control={control}
        name="counterSignerRole"
        label="Counter-signer"
        options={COUNTER_SIGNER_OPTIONS}
        helperText="Signs after the new hire. A role is filled in from each hire’s details."
      />
      {role === 'person' && (
        <FormPersonField control={control} name="counterSigner" label="Person" required />
      )}
      <Typography variant="subtitle2" component="h3">
        Who gets this document
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Sent when a new hire’s plan is assembled, to hires matching one of the values chosen for every
        criterion set here. None set: every new hire.
      </Typography>
      <FormMultiSelectField
        control={control}
        name="departmentIds"
        label="Departments"
        options={departments}
        placeholder="Every department"
      />
      <FormMultiSelectField
        control={control}
        name="locationIds"
        label="Locations"
        options={locations}
        placeholder="Every location"
      />
      <FormMultiSelectField
        control={control}
        name="employmentTypes"
        label="Employment types"
        options={EMPLOYMENT_OPTIONS}
        placeholder="Every employment type"
      />
      <FormCriterionValuesField control={control} name="criterionValueIds" criteria={criteria} />
    </Stack>
  );
}
