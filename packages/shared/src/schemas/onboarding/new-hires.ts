import { z } from 'zod';
import { COUNTRIES } from '../../constants/countries.ts';
import { EMPLOYMENT_TYPES } from '../../constants/employment.ts';
import { listQuerySchema, paged } from '../platform/api.ts';
import { DATE_INVALID, isRealDate } from '../platform/dates.ts';
import { emailField } from '../platform/email.ts';
import { MESSAGES } from '../platform/messages.ts';
import { requiredText } from '../platform/required-text.ts';

// Onboarding → new hires (issue 20, item 1): people on their way in, by hand, by CSV or from
// Recruiting's "candidate hired" event, pending → onboarding (invited) → complete, or cancelled.

export const NEW_HIRE_STATES = ['pending', 'onboarding', 'complete', 'cancelled'] as const;
export type NewHireState = (typeof NEW_HIRE_STATES)[number];
export const NEW_HIRE_STATE_LABELS: Record<NewHireState, string> = {
  pending: 'Pending',
  onboarding: 'Onboarding',
  complete: 'Complete',
  cancelled: 'Cancelled',
};

export const NEW_HIRE_SOURCES = ['recruiting', 'manual', 'import'] as const;
export type NewHireSource = (typeof NEW_HIRE_SOURCES)[number];

/** The state changes a person asks for, each named by its route. */
export const NEW_HIRE_TRANSITIONS = ['invite', 'complete', 'cancel'] as const;
export type NewHireTransition = (typeof NEW_HIRE_TRANSITIONS)[number];

/**
 * The state machine, one for the server (which refuses the rest) and the web app (which offers only
 * these): pending (not yet invited) → onboarding (invited) → complete; pending or onboarding → cancelled.
 */
export const NEW_HIRE_STATE_MACHINE: Readonly<
  Record<NewHireTransition, { from: readonly NewHireState[]; to: NewHireState }>
> = {
  invite: { from: ['pending'], to: 'onboarding' },
  complete: { from: ['onboarding'], to: 'complete' },
  cancel: { from: ['pending', 'onboarding'], to: 'cancelled' },
};

/** The state a transition leads to from `state`, or null when it cannot be taken from there. */
export const nextNewHireState = (state: NewHireState, transition: NewHireTransition): NewHireState | null =>
  NEW_HIRE_STATE_MACHINE[transition].from.includes(state) ? NEW_HIRE_STATE_MACHINE[transition].to : null;

/** The transitions open to a hire in `state`, in the order of NEW_HIRE_TRANSITIONS. */
export const newHireTransitionsFrom = (state: NewHireState): NewHireTransition[] =>
  NEW_HIRE_TRANSITIONS.filter((transition) => nextNewHireState(state, transition) !== null);

export const NEW_HIRE_MESSAGES = {
  invite: 'Only a pending new hire can be invited',
  complete: 'Only a new hire who is onboarding can be completed',
  cancel: 'Only a pending or onboarding new hire can be cancelled',
  phoneInvalid: 'Enter a valid phone number',
  countryInvalid: 'Select a country',
  dateRange: 'Enter a date between 1900 and 2200',
  duplicates: 'Each value can be chosen once',
  customFieldsTooMany: 'Use at most 100 custom fields',
  personalEmailTaken: 'A new hire with this personal email already exists',
  statesInvalid: `Use states among ${NEW_HIRE_STATES.join(', ')}`,
} as const;

const COUNTRY_CODES = new Set(COUNTRIES.map((country) => country.code));
const MAX_CUSTOM_FIELDS = 100;

/** Empty text clears the field (null); an omitted one stays omitted, so a PATCH leaves it as it is. */
const emptyIsNull = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional().transform(emptyIsNull);

// Due dates are computed from it, so a start date stays within a range every calendar handles.
const inRange = (value: string) => !isRealDate(value) || (value >= '1900-01-01' && value <= '2200-12-31');
export const startDateSchema = z
  .string({ error: MESSAGES.fieldRequired })
  .trim()
  .min(1, MESSAGES.fieldRequired)
  .refine(isRealDate, DATE_INVALID)
  .refine(inRange, NEW_HIRE_MESSAGES.dateRange);

const phoneSchema = z
  .string()
  .trim()
  .max(40, NEW_HIRE_MESSAGES.phoneInvalid)
  .refine(
    (value) => value === '' || /^[+\d\s().-]*\d[+\d\s().-]*$/.test(value),
    NEW_HIRE_MESSAGES.phoneInvalid,
  )
  .nullable()
  .optional()
  .transform(emptyIsNull);

const countrySchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => value === '' || COUNTRY_CODES.has(value), NEW_HIRE_MESSAGES.countryInvalid)
  .nullable()
  .optional()
  .transform(emptyIsNull);

const link = z.uuid().nullable().optional();

export const customFieldValueSchema = z.union([
  z.string().max(2000),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string().max(200)).max(100),
]);
export const customFieldsSchema = z
  .record(z.string().min(1).max(100), customFieldValueSchema)
  .refine((fields) => Object.keys(fields).length <= MAX_CUSTOM_FIELDS, NEW_HIRE_MESSAGES.customFieldsTooMany);

const criterionValueIdsSchema = z
  .array(z.uuid())
  .max(100)
  .refine((ids) => new Set(ids).size === ids.length, NEW_HIRE_MESSAGES.duplicates);

const newHireFields = {
  preferredFirstName: optionalText(80),
  legalFirstName: requiredText(80),
  legalLastName: requiredText(80),
  personalEmail: emailField(MESSAGES.emailInvalid, MESSAGES.fieldRequired),
  phone: phoneSchema,
  startDate: startDateSchema,
  jobTitle: optionalText(120),
  departmentId: link,
  locationId: link,
  managerUserId: link,
  hrContactUserId: link,
  buddyUserId: link,
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable().optional(),
  /** ISO 3166-1 alpha-2. */
  workCountry: countrySchema,
  /** The company's other criteria: one or more values of each. */
  criterionValueIds: criterionValueIdsSchema.optional(),
  customFields: customFieldsSchema.optional(),
};

/** POST /api/onboarding/new-hires: a hire added by hand; their plan is assembled at once. */
export const createNewHireBodySchema = z.object(newHireFields);
export type CreateNewHireBody = z.input<typeof createNewHireBodySchema>;
export type CreateNewHireInput = z.output<typeof createNewHireBodySchema>;

/**
 * PATCH /api/onboarding/new-hires/:id: an omitted field stays as it is, null clears it. A new start
 * date with `shiftDueDates` moves every open task's due date by as many days.
 */
export const updateNewHireBodySchema = z.object({
  preferredFirstName: optionalText(80),
  legalFirstName: requiredText(80).optional(),
  legalLastName: requiredText(80).optional(),
  personalEmail: emailField(MESSAGES.emailInvalid, MESSAGES.fieldRequired).optional(),
  phone: phoneSchema,
  startDate: startDateSchema.optional(),
  shiftDueDates: z.boolean().default(false),
  jobTitle: optionalText(120),
  departmentId: link,
  locationId: link,
  managerUserId: link,
  hrContactUserId: link,
  buddyUserId: link,
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable().optional(),
  workCountry: countrySchema,
  criterionValueIds: criterionValueIdsSchema.optional(),
  customFields: customFieldsSchema.optional(),
});
export type UpdateNewHireBody = z.input<typeof updateNewHireBodySchema>;
export type UpdateNewHireInput = z.output<typeof updateNewHireBodySchema>;

export const NEW_HIRE_SORT_FIELDS = ['startDate', 'name', 'createdAt'] as const;

const queryDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isRealDate(value), DATE_INVALID)
  .optional()
  .transform((value) => (value ? value : undefined));

/** Comma-separated states in a query string (`pending,onboarding`: every hire not complete or cancelled). */
const statesQuery = z
  .string()
  .max(200)
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((state) => state.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(NEW_HIRE_STATES, { error: NEW_HIRE_MESSAGES.statesInvalid })));

/** GET /api/onboarding/new-hires. `state` and `states` together match hires in both. */
export const newHiresQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(NEW_HIRE_SORT_FIELDS).optional(),
  state: z.enum(NEW_HIRE_STATES).optional(),
  /** Any of these states; empty (or absent) matches every state. */
  states: statesQuery,
  departmentId: z.uuid().optional(),
  locationId: z.uuid().optional(),
  /** Start dates from and to, both included. */
  startFrom: queryDate,
  startTo: queryDate,
});
export type NewHiresQuery = z.output<typeof newHiresQuerySchema>;

const named = z.object({ id: z.string(), name: z.string() });

export const newHireSchema = z.object({
  id: z.string(),
  /** How they are called: the preferred first name, else the legal one, and the last name. */
  name: z.string(),
  preferredFirstName: z.string().nullable(),
  legalFirstName: z.string(),
  legalLastName: z.string(),
  personalEmail: z.string(),
  phone: z.string().nullable(),
  /** Unset only when Recruiting's hand-off does not carry it (settings → data flow). */
  startDate: z.string().nullable(),
  jobTitle: z.string().nullable(),
  department: named.nullable(),
  location: named.nullable(),
  manager: named.nullable(),
  hrContact: named.nullable(),
  buddy: named.nullable(),
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable(),
  workCountry: z.string().nullable(),
  criterionValues: z.array(named.extend({ criterionId: z.string(), criterionName: z.string() })),
  customFields: z.record(z.string(), z.unknown()),
  state: z.enum(NEW_HIRE_STATES),
  source: z.enum(NEW_HIRE_SOURCES),
  applicationId: z.string().nullable(),
  candidateId: z.string().nullable(),
  /** Their account: made when they are invited, a colleague's in People from their start date. */
  userId: z.string().nullable(),
  /** When their start date made them an active person in People. */
  activatedAt: z.string().nullable(),
  tasks: z.object({ total: z.number(), done: z.number(), overdue: z.number() }),
  invitedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NewHire = z.infer<typeof newHireSchema>;
export const newHiresPageSchema = paged(newHireSchema);

/** POST /api/onboarding/new-hires/import: the columns read, by header in any case. */
export const NEW_HIRE_IMPORT_COLUMNS = [
  'preferredFirstName',
  'legalFirstName',
  'legalLastName',
  'personalEmail',
  'phone',
  'startDate',
  'jobTitle',
  'department',
  'location',
  'managerEmail',
  'hrContactEmail',
  'buddyEmail',
  'employmentType',
  'workCountry',
] as const;
export type NewHireImportColumn = (typeof NEW_HIRE_IMPORT_COLUMNS)[number];
export const REQUIRED_NEW_HIRE_IMPORT_COLUMNS = [
  'legalFirstName',
  'legalLastName',
  'personalEmail',
  'startDate',
] as const;
export const MAX_NEW_HIRE_IMPORT_ROWS = 500;

export const newHireImportBodySchema = z.object({
  /** The CSV file's text, a header line first. */
  csv: z.string({ error: MESSAGES.fieldRequired }).min(1, MESSAGES.fieldRequired).max(1_000_000),
});

/** One row as the import checks it; names and emails are resolved to ids by the server. */
export const newHireImportRowSchema = z.object({
  preferredFirstName: optionalText(80),
  legalFirstName: requiredText(80),
  legalLastName: requiredText(80),
  personalEmail: emailField(MESSAGES.emailInvalid, MESSAGES.fieldRequired),
  phone: phoneSchema,
  startDate: startDateSchema,
  jobTitle: optionalText(120),
  employmentType: z
    .enum(EMPLOYMENT_TYPES)
    .or(z.literal('').transform(() => null))
    .optional(),
  workCountry: countrySchema,
});

/** Each row on its own: created, or not at all with every failing field (rows count from 1 under the header). */
export const newHireImportReportSchema = z.object({
  created: z.number(),
  failed: z.number(),
  rows: z.array(
    z.object({
      row: z.number(),
      status: z.enum(['created', 'error']),
      newHireId: z.string().nullable(),
      errors: z.array(z.object({ field: z.string(), message: z.string() })),
    }),
  ),
});
export type NewHireImportReport = z.infer<typeof newHireImportReportSchema>;
