import type { FieldDefinition } from '@atrium/shared/schemas/onboarding/fields';
import type { BankDetailsBody, Profile, ProfileBody } from '@atrium/shared/schemas/onboarding/profile';

export interface ProfileFormValues extends Omit<
  ProfileBody,
  'bankDetails' | 'fieldValues' | 'emergencyContacts'
> {
  emergencyContacts: NonNullable<ProfileBody['emergencyContacts']>;
  /** Only while the person changes them: stored ones are never sent back (the form sees them masked). */
  isChangingBank: boolean;
  bankDetails: BankDetailsBody;
  fieldValues: Record<string, unknown>;
}

export const EMPTY_BANK: BankDetailsBody = {
  kind: 'uk',
  accountHolder: '',
  bankName: '',
  sortCode: '',
  accountNumber: '',
};

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value as object).every(isBlank));

/** The form's values from a profile: masked fields start empty (left so, they keep what is stored). */
export function formValuesOf(profile: Profile): ProfileFormValues {
  const fieldValues: Record<string, unknown> = {};
  for (const field of profile.fields)
    fieldValues[field.id] =
      field.type === 'masked'
        ? ''
        : (profile.fieldValues[field.id] ??
          (field.type === 'multiple_choice'
            ? []
            : field.type === 'address' || field.type === 'contact'
              ? null
              : ''));
  return {
    preferredFirstName: profile.preferredFirstName ?? '',
    legalFirstName: profile.legalFirstName,
    legalLastName: profile.legalLastName,
    dateOfBirth: profile.dateOfBirth,
    address: profile.address,
    emergencyContacts: profile.emergencyContacts.map((contact) => ({
      ...contact,
      email: contact.email ?? '',
    })),
    isChangingBank: profile.bankDetails === null,
    bankDetails: EMPTY_BANK,
    fieldValues,
  };
}

/**
 * What is sent: an address or contact left wholly empty is none; a masked field left empty is
 * omitted (kept); bank details only when being changed (and none while none are on file and the
 * form is left empty).
 */
export function bodyOf(
  values: ProfileFormValues,
  fields: readonly FieldDefinition[],
  hasBank: boolean,
): ProfileBody {
  const fieldValues: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values.fieldValues[field.id];
    if (field.type === 'masked' && isBlank(value)) continue;
    fieldValues[field.id] = isBlank(value) ? null : value;
  }
  const bankBlank = isBlank({ ...values.bankDetails, kind: '' });
  return {
    preferredFirstName: values.preferredFirstName,
    legalFirstName: values.legalFirstName,
    legalLastName: values.legalLastName,
    dateOfBirth: values.dateOfBirth || null,
    address: isBlank(values.address) ? null : values.address,
    emergencyContacts: values.emergencyContacts,
    bankDetails: values.isChangingBank
      ? bankBlank
        ? hasBank
          ? undefined
          : null
        : values.bankDetails
      : undefined,
    fieldValues,
  };
}

/** A server error's path as the form names it (`fieldValues.<id>.city`, `bankDetails.iban`, ...). */
export const formPathOf = (path: string): string => path;
