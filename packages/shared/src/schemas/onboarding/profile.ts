import { z } from 'zod';
import { DATE_INVALID, isRealDate } from '../platform/dates.ts';
import { requiredText } from '../platform/required-text.ts';
import {
  addressSchema,
  fieldDefinitionSchema,
  fieldValuesSchema,
  FIELDS_MESSAGES,
  phoneSchema,
  type FieldDefinition,
} from './fields.ts';

// Onboarding → profile (issue 20, item 6): what the new hire tells us about themselves. Bank details
// and masked fields are kept encrypted and answered masked; a separate, audited call reveals them.

export const PROFILE_MESSAGES = {
  sortCodeInvalid: 'Enter a 6-digit sort code',
  ukAccountInvalid: 'Enter an 8-digit account number',
  routingInvalid: 'Enter a valid 9-digit routing number',
  usAccountInvalid: 'Enter an account number of 4 to 17 digits',
  ibanInvalid: 'Enter a valid IBAN',
  birthDateRange: 'Enter a date of birth between 1900 and today',
  tooManyContacts: 'Add at most 5 emergency contacts',
} as const;

/** ISO 13616: move the first four characters to the end, letters to numbers, the whole mod 97 is 1. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** ABA routing numbers carry a checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

const holderAndBank = {
  accountHolder: requiredText(120, 'Use at most 120 characters'),
  bankName: requiredText(120, 'Use at most 120 characters'),
};

/** Bank details in one of three shapes: a UK sort code and account, a US routing and account, an IBAN. */
export const bankDetailsBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('uk'),
    ...holderAndBank,
    sortCode: z
      .string({ error: PROFILE_MESSAGES.sortCodeInvalid })
      .transform(digitsOnly)
      .pipe(z.string().regex(/^\d{6}$/, PROFILE_MESSAGES.sortCodeInvalid)),
    accountNumber: z
      .string({ error: PROFILE_MESSAGES.ukAccountInvalid })
      .transform(digitsOnly)
      .pipe(z.string().regex(/^\d{8}$/, PROFILE_MESSAGES.ukAccountInvalid)),
  }),
  z.object({
    kind: z.literal('us'),
    ...holderAndBank,
    routingNumber: z
      .string({ error: PROFILE_MESSAGES.routingInvalid })
      .transform(digitsOnly)
      .pipe(z.string().refine(isValidRoutingNumber, PROFILE_MESSAGES.routingInvalid)),
    accountNumber: z
      .string({ error: PROFILE_MESSAGES.usAccountInvalid })
      .transform(digitsOnly)
      .pipe(z.string().regex(/^\d{4,17}$/, PROFILE_MESSAGES.usAccountInvalid)),
  }),
  z.object({
    kind: z.literal('iban'),
    ...holderAndBank,
    iban: z
      .string({ error: PROFILE_MESSAGES.ibanInvalid })
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().refine(isValidIban, PROFILE_MESSAGES.ibanInvalid)),
  }),
]);
export type BankDetailsBody = z.input<typeof bankDetailsBodySchema>;
export type BankDetails = z.output<typeof bankDetailsBodySchema>;
export const BANK_DETAILS_KINDS = ['uk', 'us', 'iban'] as const;
export const BANK_DETAILS_KIND_LABELS = {
  uk: 'UK sort code and account number',
  us: 'US routing and account number',
  iban: 'IBAN',
} as const;

export const emergencyContactSchema = z.object({
  name: requiredText(120, 'Use at most 120 characters'),
  relationship: requiredText(60, 'Use at most 60 characters'),
  phone: phoneSchema,
  email: z
    .string()
    .trim()
    .max(254, FIELDS_MESSAGES.emailInvalid)
    .refine(
      (value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value),
      FIELDS_MESSAGES.emailInvalid,
    )
    .nullable()
    .optional()
    .transform((value) => value || null),
});
export type EmergencyContact = z.output<typeof emergencyContactSchema>;

const today = () => new Date().toISOString().slice(0, 10);
const dateOfBirthSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || isRealDate(value), DATE_INVALID)
  .refine(
    (value) => value === '' || (value >= '1900-01-01' && value <= today()),
    PROFILE_MESSAGES.birthDateRange,
  )
  .nullable()
  .optional()
  .transform((value) => value || null);

const profileFields = {
  preferredFirstName: z
    .string()
    .trim()
    .max(80)
    .nullable()
    .optional()
    .transform((value) => value || null),
  legalFirstName: requiredText(80),
  legalLastName: requiredText(80),
  dateOfBirth: dateOfBirthSchema,
  address: addressSchema.nullable().default(null),
  emergencyContacts: z.array(emergencyContactSchema).max(5, PROFILE_MESSAGES.tooManyContacts).default([]),
  /** Omitted: kept as stored (the form never sees them in full); null: removed. */
  bankDetails: bankDetailsBodySchema.nullable().optional(),
};

/**
 * PUT /api/onboarding/profile/me and /api/onboarding/new-hires/:id/profile. The server's own body
 * schema takes custom field values as a record and checks them against the company's definitions with
 * `fieldValuesSchema`; the form builds the whole schema with `profileFormSchema(definitions)`.
 */
export const profileBodySchema = z.object({
  ...profileFields,
  fieldValues: z.record(z.string(), z.unknown()).default({}),
});
export type ProfileBody = z.input<typeof profileBodySchema>;
export type ProfileInput = z.output<typeof profileBodySchema>;

/** The form's schema: the profile, with each custom field checked by its type (required ones enforced). */
export const profileFormSchema = (definitions: readonly FieldDefinition[]) =>
  z.object({
    ...profileFields,
    fieldValues: fieldValuesSchema(definitions, { enforceRequired: true }),
  });

export const maskedBankDetailsSchema = z.object({
  kind: z.enum(BANK_DETAILS_KINDS),
  accountHolder: z.string(),
  bankName: z.string(),
  /** "•••• 1234": the last four of the account number (or IBAN). */
  accountMasked: z.string(),
});
export type MaskedBankDetails = z.infer<typeof maskedBankDetailsSchema>;

export const profileSchema = z.object({
  newHireId: z.string(),
  name: z.string(),
  preferredFirstName: z.string().nullable(),
  legalFirstName: z.string(),
  legalLastName: z.string(),
  dateOfBirth: z.string().nullable(),
  address: addressSchema.nullable(),
  emergencyContacts: z.array(emergencyContactSchema),
  bankDetails: maskedBankDetailsSchema.nullable(),
  /** Field id → value; a masked field answers its masked form. */
  fieldValues: z.record(z.string(), z.unknown()),
  fields: z.array(fieldDefinitionSchema),
  /** Ids of required custom fields still empty. */
  missingRequired: z.array(z.string()),
  /** What person and team fields pick from (filled only when the company has such a field). */
  choices: z.object({
    people: z.array(z.object({ id: z.string(), name: z.string() })),
    teams: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
  /** Whether the caller may reveal bank details and masked fields. */
  canReveal: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** POST /api/onboarding/new-hires/:id/profile/reveal: bank details, or one masked field by its id. */
export const revealBodySchema = z.object({
  target: z.union([z.literal('bankDetails'), z.uuid()], { error: 'Choose bank details or a masked field' }),
});
export const revealedBankDetailsSchema = z.object({
  kind: z.enum(BANK_DETAILS_KINDS),
  accountHolder: z.string(),
  bankName: z.string(),
  sortCode: z.string().nullable(),
  routingNumber: z.string().nullable(),
  accountNumber: z.string().nullable(),
  iban: z.string().nullable(),
});
export const revealedSchema = z.object({
  bankDetails: revealedBankDetailsSchema.nullable().optional(),
  value: z.string().nullable().optional(),
});
export type Revealed = z.infer<typeof revealedSchema>;

/** "•••• 1234" */
export const maskSecret = (value: string) => `•••• ${value.replace(/\s+/g, '').slice(-4)}`;
