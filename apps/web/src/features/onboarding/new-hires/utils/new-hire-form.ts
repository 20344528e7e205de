import { z } from 'zod';
import type { FieldPath } from 'react-hook-form';
import type { EmploymentType } from '@atrium/shared/constants/employment';
import {
  createNewHireBodySchema,
  updateNewHireBodySchema,
  type CreateNewHireBody,
  type NewHire,
  type UpdateNewHireBody,
} from '@atrium/shared/schemas/onboarding/new-hires';
import { personOption, type PersonOption } from '../../lookups/components/person-field';

/** The new hire form as its fields hold it: '' for an empty select, people as picker options. */
export interface NewHireFormValues {
  preferredFirstName: string;
  legalFirstName: string;
  legalLastName: string;
  personalEmail: string;
  phone: string;
  startDate: string | null;
  jobTitle: string;
  departmentId: string;
  locationId: string;
  manager: PersonOption | null;
  hrContact: PersonOption | null;
  buddy: PersonOption | null;
  employmentType: string;
  workCountry: string;
  criterionValueIds: string[];
}

export const EMPTY_NEW_HIRE: NewHireFormValues = {
  preferredFirstName: '',
  legalFirstName: '',
  legalLastName: '',
  personalEmail: '',
  phone: '',
  startDate: null,
  jobTitle: '',
  departmentId: '',
  locationId: '',
  manager: null,
  hrContact: null,
  buddy: null,
  employmentType: '',
  workCountry: '',
  criterionValueIds: [],
};

export const formValuesOf = (hire: NewHire): NewHireFormValues => ({
  preferredFirstName: hire.preferredFirstName ?? '',
  legalFirstName: hire.legalFirstName,
  legalLastName: hire.legalLastName,
  personalEmail: hire.personalEmail,
  phone: hire.phone ?? '',
  startDate: hire.startDate,
  jobTitle: hire.jobTitle ?? '',
  departmentId: hire.department?.id ?? '',
  locationId: hire.location?.id ?? '',
  manager: personOption(hire.manager),
  hrContact: personOption(hire.hrContact),
  buddy: personOption(hire.buddy),
  employmentType: hire.employmentType ?? '',
  workCountry: hire.workCountry ?? '',
  criterionValueIds: hire.criterionValues.map((value) => value.id),
});

/** The form's values as POST /api/onboarding/new-hires takes them (the schema trims and nulls blanks). */
export const toCreateBody = (values: NewHireFormValues): CreateNewHireBody => ({
  preferredFirstName: values.preferredFirstName,
  legalFirstName: values.legalFirstName,
  legalLastName: values.legalLastName,
  personalEmail: values.personalEmail,
  phone: values.phone,
  startDate: values.startDate ?? '',
  jobTitle: values.jobTitle,
  departmentId: values.departmentId || null,
  locationId: values.locationId || null,
  managerUserId: values.manager?._id ?? null,
  hrContactUserId: values.hrContact?._id ?? null,
  buddyUserId: values.buddy?._id ?? null,
  // The select offers only the enum's values; the schema still checks.
  employmentType: (values.employmentType || null) as EmploymentType | null,
  workCountry: values.workCountry,
  criterionValueIds: values.criterionValueIds,
});

/** PATCH sends every field the form shows; an unknown start date stays unknown rather than cleared. */
export const toUpdateBody = (values: NewHireFormValues): UpdateNewHireBody => ({
  ...toCreateBody(values),
  startDate: values.startDate ?? undefined,
});

// The shared schemas check what is sent, so the browser and the server give the same messages.
export const createFormSchema = z
  .custom<NewHireFormValues>()
  .transform(toCreateBody)
  .pipe(createNewHireBodySchema);
export const updateFormSchema = z
  .custom<NewHireFormValues>()
  .transform(toUpdateBody)
  .pipe(updateNewHireBodySchema);

const SAME_NAMED: ReadonlyArray<FieldPath<NewHireFormValues>> = [
  'preferredFirstName',
  'legalFirstName',
  'legalLastName',
  'personalEmail',
  'phone',
  'startDate',
  'jobTitle',
  'departmentId',
  'locationId',
  'employmentType',
  'workCountry',
];
const PEOPLE: Record<string, FieldPath<NewHireFormValues>> = {
  managerUserId: 'manager',
  hrContactUserId: 'hrContact',
  buddyUserId: 'buddy',
};

/** The form field of a server error's path: people go by id there, criteria values by index. */
export function newHireFieldOf(path: string): FieldPath<NewHireFormValues> | null {
  if (PEOPLE[path]) return PEOPLE[path];
  if (path === 'criterionValueIds' || path.startsWith('criterionValueIds.')) return 'criterionValueIds';
  return (SAME_NAMED as readonly string[]).includes(path) ? (path as FieldPath<NewHireFormValues>) : null;
}
