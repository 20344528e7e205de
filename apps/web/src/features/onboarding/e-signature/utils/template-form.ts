import type { FieldPath } from 'react-hook-form';
import type { EmploymentType } from '@atrium/shared/constants/employment';
import type {
  CounterSignerRole,
  SignatureFieldInput,
  SignatureTemplate,
  SignatureTemplateBody,
} from '@atrium/shared/schemas/onboarding/e-signature';
import { personOption, type PersonOption } from '../../lookups/components/person-field';

/** A template's details as the editor's form holds them ('' for no counter-signer). */
export interface TemplateDetailsValues {
  name: string;
  counterSignerRole: CounterSignerRole | '';
  counterSigner: PersonOption | null;
  departmentIds: string[];
  locationIds: string[];
  employmentTypes: string[];
  criterionValueIds: string[];
}

export const detailsOf = (template: SignatureTemplate): TemplateDetailsValues => ({
  name: template.name,
  counterSignerRole: template.counterSignerRole ?? '',
  counterSigner: personOption(template.counterSigner),
  departmentIds: template.criteria.departments.map((item) => item.id),
  locationIds: template.criteria.locations.map((item) => item.id),
  employmentTypes: template.criteria.employmentTypes,
  criterionValueIds: template.criteria.criterionValues.map((item) => item.id),
});

export const toTemplateBody = (
  values: TemplateDetailsValues,
  fileId: string,
  fields: readonly SignatureFieldInput[],
): SignatureTemplateBody => ({
  name: values.name,
  fileId,
  fields: [...fields],
  counterSignerRole: values.counterSignerRole || null,
  counterSignerUserId: values.counterSigner?._id ?? null,
  criteria: {
    departmentIds: values.departmentIds,
    locationIds: values.locationIds,
    employmentTypes: values.employmentTypes as EmploymentType[],
    criterionValueIds: values.criterionValueIds,
  },
});

const FORM_PATHS: Record<string, FieldPath<TemplateDetailsValues>> = {
  name: 'name',
  counterSignerRole: 'counterSignerRole',
  counterSignerUserId: 'counterSigner',
};

/** The form's field for a server path ("criteria.departmentIds.0" → departmentIds); fields' errors are the layout's. */
export function detailsFieldOf(path: string): FieldPath<TemplateDetailsValues> | null {
  if (FORM_PATHS[path]) return FORM_PATHS[path];
  const criterion = /^criteria\.(departmentIds|locationIds|employmentTypes|criterionValueIds)/.exec(path);
  return criterion ? (criterion[1] as FieldPath<TemplateDetailsValues>) : null;
}
