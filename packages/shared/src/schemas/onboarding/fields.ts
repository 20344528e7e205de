import { z } from 'zod';
import { COUNTRIES } from '../../constants/countries.ts';
import { DATE_INVALID, isRealDate } from '../platform/dates.ts';
import { MESSAGES } from '../platform/messages.ts';
import { requiredText } from '../platform/required-text.ts';

// Onboarding settings → fields (issue 20, item 6): the company's own questions a new hire answers in
// their profile. The values are checked by a schema built from the definitions, here, so the form
// and the server agree on every type.

export const FIELD_TYPES = [
  'text',
  'long_text',
  'date',
  'single_choice',
  'multiple_choice',
  'country',
  'address',
  'contact',
  'person',
  'team',
  'image',
  'masked',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  text: 'Text',
  long_text: 'Long text',
  date: 'Date',
  single_choice: 'Single choice',
  multiple_choice: 'Multiple choice',
  country: 'Country',
  address: 'Address',
  contact: 'Contact',
  person: 'Person',
  team: 'Team',
  image: 'Image',
  masked: 'Masked (kept encrypted)',
};

export const CHOICE_FIELD_TYPES: readonly FieldType[] = ['single_choice', 'multiple_choice'];
export const isChoiceField = (type: FieldType) => CHOICE_FIELD_TYPES.includes(type);

export const FIELDS_MESSAGES = {
  optionsRequired: 'Add at least one option',
  optionsOnlyForChoices: 'Only choice fields have options',
  duplicateOptions: 'Each option can be named once',
  optionInvalid: 'Choose one of the options',
  countryInvalid: 'Select a country',
  phoneInvalid: 'Enter a valid phone number',
  emailInvalid: 'Enter a valid email address',
  contactEmpty: 'Enter a phone number or an email',
  idInvalid: 'Choose from the list',
  maskedTooLong: 'Use at most 100 characters',
} as const;

export const DEFAULT_FIELD_SECTION = 'Additional information';
const MAX_OPTIONS = 50;

export const fieldDefinitionBodySchema = z
  .object({
    name: requiredText(80, 'Use at most 80 characters'),
    section: z
      .string()
      .trim()
      .max(60, 'Use at most 60 characters')
      .optional()
      .transform((value) => value || DEFAULT_FIELD_SECTION),
    type: z.enum(FIELD_TYPES, { error: 'Choose a field type' }),
    required: z.boolean().default(false),
    helpText: z
      .string()
      .trim()
      .max(300, 'Use at most 300 characters')
      .nullable()
      .optional()
      .transform((value) => value || null),
    options: z
      .array(requiredText(80, 'Use at most 80 characters'))
      .max(MAX_OPTIONS, `Use at most ${MAX_OPTIONS} options`)
      .default([]),
  })
  .superRefine((field, context) => {
    const choice = isChoiceField(field.type);
    if (choice && field.options.length === 0)
      context.addIssue({ code: 'custom', path: ['options'], message: FIELDS_MESSAGES.optionsRequired });
    if (!choice && field.options.length > 0)
      context.addIssue({ code: 'custom', path: ['options'], message: FIELDS_MESSAGES.optionsOnlyForChoices });
    if (new Set(field.options.map((option) => option.toLowerCase())).size !== field.options.length)
      context.addIssue({ code: 'custom', path: ['options'], message: FIELDS_MESSAGES.duplicateOptions });
  });
export type FieldDefinitionBody = z.input<typeof fieldDefinitionBodySchema>;
export type FieldDefinitionInput = z.output<typeof fieldDefinitionBodySchema>;

export const fieldDefinitionSchema = z.object({
  id: z.string(),
  name: z.string(),
  section: z.string(),
  type: z.enum(FIELD_TYPES),
  required: z.boolean(),
  helpText: z.string().nullable(),
  options: z.array(z.string()),
  position: z.number(),
});
export type FieldDefinition = z.infer<typeof fieldDefinitionSchema>;

/** PUT /api/onboarding/settings/fields/order: every field's id, in the new order. */
export const fieldOrderBodySchema = z.object({
  ids: z
    .array(z.uuid())
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'Each field can be named once'),
});

// ---- values ----

const COUNTRY_CODES = new Set(COUNTRIES.map((country) => country.code));
const PHONE = /^[+\d\s().-]*\d[+\d\s().-]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const countryCodeSchema = z
  .string({ error: FIELDS_MESSAGES.countryInvalid })
  .trim()
  .toUpperCase()
  .refine((value) => COUNTRY_CODES.has(value), FIELDS_MESSAGES.countryInvalid);

export const phoneSchema = z
  .string({ error: MESSAGES.fieldRequired })
  .trim()
  .min(1, MESSAGES.fieldRequired)
  .max(40, FIELDS_MESSAGES.phoneInvalid)
  .regex(PHONE, FIELDS_MESSAGES.phoneInvalid);

const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .nullable()
    .optional()
    .transform((value) => value || null);

/** A postal address: lines, city, region, postcode, country (ISO 3166-1 alpha-2). */
export const addressSchema = z.object({
  line1: requiredText(120, 'Use at most 120 characters'),
  line2: optionalLine(120),
  city: requiredText(80, 'Use at most 80 characters'),
  region: optionalLine(80),
  postcode: optionalLine(20),
  country: countryCodeSchema,
});
export type Address = z.output<typeof addressSchema>;

/** Someone to reach: a name and at least a phone number or an email. */
export const contactSchema = z
  .object({
    name: requiredText(120, 'Use at most 120 characters'),
    phone: optionalLine(40).refine((value) => !value || PHONE.test(value), FIELDS_MESSAGES.phoneInvalid),
    email: optionalLine(254).refine((value) => !value || EMAIL.test(value), FIELDS_MESSAGES.emailInvalid),
  })
  .refine((contact) => contact.phone || contact.email, {
    path: ['phone'],
    message: FIELDS_MESSAGES.contactEmpty,
  });
export type Contact = z.output<typeof contactSchema>;

type Definition = Pick<FieldDefinition, 'id' | 'type' | 'required' | 'options'>;

/** The schema of one field's value when it is given (an empty value is handled by the caller). */
export function fieldValueSchema(field: Pick<Definition, 'type' | 'options'>): z.ZodType {
  const options = new Set(field.options);
  switch (field.type) {
    case 'text':
      return z.string().trim().max(500, 'Use at most 500 characters');
    case 'long_text':
      return z.string().trim().max(5000, 'Use at most 5000 characters');
    case 'date':
      return z.string().trim().refine(isRealDate, DATE_INVALID);
    case 'single_choice':
      return z.string().refine((value) => options.has(value), FIELDS_MESSAGES.optionInvalid);
    case 'multiple_choice':
      return z
        .array(z.string().refine((value) => options.has(value), FIELDS_MESSAGES.optionInvalid))
        .refine((values) => new Set(values).size === values.length, FIELDS_MESSAGES.duplicateOptions);
    case 'country':
      return countryCodeSchema;
    case 'address':
      return addressSchema;
    case 'contact':
      return contactSchema;
    case 'person':
    case 'team':
    case 'image':
      // An id of the company's person, department or uploaded image: the server checks it is one.
      return z.uuid(FIELDS_MESSAGES.idInvalid);
    case 'masked':
      return z.string().trim().max(100, FIELDS_MESSAGES.maskedTooLong);
  }
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * The values of a hire's custom fields, keyed by field id, checked by each field's type. With
 * `enforceRequired`, a required field left empty is refused; an empty value clears the field (null).
 * Masked fields may be omitted (kept as they are). Unknown keys are refused.
 */
export function fieldValuesSchema(definitions: readonly Definition[], options: { enforceRequired: boolean }) {
  const byId = new Map(definitions.map((definition) => [definition.id, definition]));
  return z.record(z.string(), z.unknown()).transform((values, context) => {
    const out: Record<string, unknown> = {};
    for (const [id, value] of Object.entries(values)) {
      const field = byId.get(id);
      if (!field) {
        context.addIssue({ code: 'custom', path: [id], message: 'Unknown field' });
        continue;
      }
      if (isEmpty(value)) {
        out[id] = null;
        continue;
      }
      const parsed = fieldValueSchema(field).safeParse(value);
      if (parsed.success) out[id] = parsed.data;
      else
        for (const issue of parsed.error.issues)
          context.addIssue({ code: 'custom', path: [id, ...issue.path], message: issue.message });
    }
    if (options.enforceRequired)
      for (const field of definitions)
        if (field.required && isEmpty(out[field.id]) && !(field.type === 'masked' && !(field.id in values)))
          context.addIssue({ code: 'custom', path: [field.id], message: MESSAGES.fieldRequired });
    return out;
  });
}

/** The required fields a hire has not filled in (masked ones count when set). */
export const missingRequiredFields = (
  definitions: readonly Definition[],
  values: Record<string, unknown>,
): string[] =>
  definitions.filter((field) => field.required && isEmpty(values[field.id])).map((field) => field.id);

// ---- the table of hires × fields ----

export const fieldsTableQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(200).optional(),
  /** Only hires with a required field missing. */
  incomplete: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type FieldsTableQuery = z.output<typeof fieldsTableQuerySchema>;

export const fieldsTableRowSchema = z.object({
  newHireId: z.string(),
  name: z.string(),
  state: z.string(),
  startDate: z.string().nullable(),
  /** Field id → value (masked fields answer their masked form, e.g. "•••• 1234"). */
  values: z.record(z.string(), z.unknown()),
  missingRequired: z.array(z.string()),
});
export type FieldsTableRow = z.infer<typeof fieldsTableRowSchema>;

export const fieldsTableSchema = z.object({
  fields: z.array(fieldDefinitionSchema),
  items: z.array(fieldsTableRowSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
});
export type FieldsTable = z.infer<typeof fieldsTableSchema>;

/** PUT /api/onboarding/fields/:newHireId/:fieldId: one value (null clears it). */
export const fieldValueBodySchema = z.object({ value: z.unknown() });
