import { z } from 'zod';
import type { PermissionId } from '../../permissions/permission-catalogue.ts';
import { isRealDate } from '../platform/dates.ts';

// Custom fields (configuration → custom options): what a company records about each job, candidate,
// application, offer and user, and the questions a referrer answers. One definition for all.
export const CUSTOM_FIELD_ENTITIES = [
  'job',
  'candidate',
  'application',
  'offer',
  'user',
  'referral_question',
] as const;
export type CustomFieldEntity = (typeof CUSTOM_FIELD_ENTITIES)[number];

export interface CustomFieldArea {
  entity: CustomFieldEntity;
  /** The path segment: /api/configuration/custom-fields/<segment>, /configuration/custom-options/<segment>. */
  segment: string;
  permission: PermissionId;
  /** One field, in a sentence: "Job field added". */
  singular: string;
  /** The page's title. */
  title: string;
}

/** Each kind of custom field, where it is managed and who may. */
export const CUSTOM_FIELD_AREAS: Record<CustomFieldEntity, CustomFieldArea> = {
  job: {
    entity: 'job',
    segment: 'jobs',
    permission: 'rct.settings.custom_options.jobs.manage',
    singular: 'Job field',
    title: 'Custom job fields',
  },
  candidate: {
    entity: 'candidate',
    segment: 'candidates',
    permission: 'rct.settings.custom_options.candidates.manage',
    singular: 'Candidate field',
    title: 'Custom candidate fields',
  },
  application: {
    entity: 'application',
    segment: 'applications',
    permission: 'rct.settings.custom_options.applications.manage',
    singular: 'Application field',
    title: 'Custom application fields',
  },
  offer: {
    entity: 'offer',
    segment: 'offers',
    permission: 'rct.settings.custom_options.offers.manage',
    singular: 'Offer field',
    title: 'Custom offer fields',
  },
  user: {
    entity: 'user',
    segment: 'users',
    permission: 'rct.settings.custom_options.users.manage',
    singular: 'User field',
    title: 'Custom user fields',
  },
  referral_question: {
    entity: 'referral_question',
    segment: 'referral-questions',
    permission: 'rct.settings.custom_options.referral_questions.manage',
    singular: 'Referral question',
    title: 'Referral questions',
  },
};

export const CUSTOM_FIELD_TYPES = [
  'text',
  'number',
  'currency',
  'date',
  'single_select',
  'multi_select',
  'yes_no',
  'user',
] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

export const CUSTOM_FIELD_TYPE_LABELS: Record<CustomFieldType, string> = {
  text: 'Text',
  number: 'Number',
  currency: 'Currency',
  date: 'Date',
  single_select: 'Single select',
  multi_select: 'Multi select',
  yes_no: 'Yes / No',
  user: 'Person',
};

const isSelect = (type: CustomFieldType) => type === 'single_select' || type === 'multi_select';

export const customFieldBodySchema = z
  .object({
    name: z.string({ error: 'This field is required' }).trim().min(1, 'This field is required').max(80),
    type: z.enum(CUSTOM_FIELD_TYPES),
    options: z.array(z.string().trim().min(1).max(120)).max(100).default([]),
    required: z.boolean().default(false),
  })
  .superRefine((field, ctx) => {
    if (isSelect(field.type) && field.options.length < 2)
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: 'A select field needs at least two options',
      });
    const lower = field.options.map((option) => option.toLowerCase());
    if (new Set(lower).size !== lower.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Each option must be different' });
  })
  .transform((field) => ({ ...field, options: isSelect(field.type) ? field.options : [] }));
export type CustomFieldBody = z.input<typeof customFieldBodySchema>;
export type CustomFieldInput = z.output<typeof customFieldBodySchema>;

/** PUT …/candidates/:id/custom-fields and …/applications/:id/custom-fields: every value, by field id. */
export const customFieldValuesBodySchema = z.object({
  customFields: z.record(z.string(), z.unknown()).default({}),
});
export type CustomFieldValuesBody = z.input<typeof customFieldValuesBodySchema>;

export const customFieldOrderSchema = z.object({ ids: z.array(z.uuid()).max(200) });

export const customFieldSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(CUSTOM_FIELD_TYPES),
  options: z.array(z.string()),
  required: z.boolean(),
  position: z.number(),
  archived: z.boolean(),
});
export type CustomField = z.infer<typeof customFieldSchema>;

const valuesSchema = z.record(z.string(), z.unknown());

/**
 * GET /api/candidates/:id/custom-fields: the active candidate and application fields with the
 * candidate's values and each application's, and the referral questions with each referral's answers.
 */
export const candidateCustomFieldsSchema = z.object({
  candidateFields: z.array(customFieldSchema),
  applicationFields: z.array(customFieldSchema),
  referralQuestions: z.array(customFieldSchema),
  candidate: valuesSchema,
  applications: z.array(
    z.object({ applicationId: z.string(), values: valuesSchema, referralAnswers: valuesSchema }),
  ),
});
export type CandidateCustomFields = z.infer<typeof candidateCustomFieldsSchema>;

/** A value as stored: text, a number, a money amount, a date, option(s), yes/no or a person's id. */
export type CustomFieldValue = string | number | boolean | string[] | { amount: number; currency: string };

/**
 * Checks one value against its field; answers the value to keep (null when empty) or the message
 * to show. Shared, so the form and the server say the same thing.
 */
export function checkCustomFieldValue(
  field: Pick<CustomField, 'type' | 'options' | 'required' | 'name'>,
  value: unknown,
): { ok: true; value: CustomFieldValue | null } | { ok: false; message: string } {
  const empty =
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  if (empty)
    return field.required ? { ok: false, message: 'This field is required' } : { ok: true, value: null };
  switch (field.type) {
    case 'text':
      return typeof value === 'string' && value.length <= 2000
        ? { ok: true, value: value.trim() }
        : { ok: false, message: 'Enter text (at most 2,000 characters)' };
    case 'number':
      return typeof value === 'number' && Number.isFinite(value)
        ? { ok: true, value }
        : { ok: false, message: 'Enter a number' };
    case 'currency': {
      const money = value as { amount?: unknown; currency?: unknown };
      return typeof money === 'object' &&
        typeof money.amount === 'number' &&
        Number.isFinite(money.amount) &&
        typeof money.currency === 'string' &&
        /^[A-Z]{3}$/.test(money.currency)
        ? { ok: true, value: { amount: money.amount, currency: money.currency } }
        : { ok: false, message: 'Enter an amount and a three-letter currency' };
    }
    case 'date':
      return typeof value === 'string' && isRealDate(value)
        ? { ok: true, value }
        : { ok: false, message: 'Enter a valid date' };
    case 'single_select':
      return typeof value === 'string' && field.options.includes(value)
        ? { ok: true, value }
        : { ok: false, message: 'Choose one of the options' };
    case 'multi_select':
      return Array.isArray(value) &&
        value.every((item) => typeof item === 'string' && field.options.includes(item))
        ? { ok: true, value: [...new Set(value as string[])] }
        : { ok: false, message: 'Choose from the options' };
    case 'yes_no':
      return typeof value === 'boolean' ? { ok: true, value } : { ok: false, message: 'Choose yes or no' };
    case 'user':
      return typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value)
        ? { ok: true, value }
        : { ok: false, message: 'Select a person' };
  }
}
