import { z } from 'zod';
import { ROLES } from '../../constants/company.ts';
import { listQuerySchema, paged } from '../platform/api.ts';
import { emailField } from '../platform/email.ts';
import { MESSAGES } from '../platform/messages.ts';
import { DATE_INVALID, isRealDate } from '../platform/dates.ts';
import { EMPLOYMENT_TYPES } from '../../constants/employment.ts';
import { requiredText } from '../platform/required-text.ts';

// The people API of issue 4 (/api/users): list, invite, view, edit, and the CSV export.

export const PERSON_STATUSES = ['invited', 'active', 'inactive'] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

/** SUPER_ADMIN operates the platform, above companies: no company assigns it. */
export const ASSIGNABLE_ROLES = ROLES.filter((role) => role !== 'SUPER_ADMIN') as Exclude<
  (typeof ROLES)[number],
  'SUPER_ADMIN'
>[];

export const PEOPLE_SORT_FIELDS = ['name', 'email', 'startDate', 'createdAt'] as const;

const required = requiredText;
const optionalId = z.string().uuid().nullable().optional();
/** Empty text clears the field. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));
const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isRealDate(value), DATE_INVALID)
  .nullable()
  .optional()
  .transform((value) => (value === '' ? null : value));

const filterId = z.string().uuid().optional();

/** GET /api/users and GET /api/users/export.csv. */
export const peopleListQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(PEOPLE_SORT_FIELDS).optional(),
  status: z.enum(PERSON_STATUSES).optional(),
  departmentId: filterId,
  locationId: filterId,
  managerId: filterId,
  role: z.enum(ROLES).optional(),
  customRoleId: filterId,
});
export type PeopleListQuery = z.output<typeof peopleListQuerySchema>;

/** Text, an ISO date or an option id; a number; option ids for multi-select. null clears it. */
export const attributeValueSchema = z.union([
  z.string().max(2000),
  z.number(),
  z.array(z.string().max(64)).max(100),
]);
export type AttributeValue = z.infer<typeof attributeValueSchema>;

const workFields = {
  jobTitle: optionalText(120),
  departmentId: optionalId,
  locationId: optionalId,
  managerId: optionalId,
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable().optional(),
  startDate: optionalDate,
};

/** POST /api/users: invite an employee; they get a temporary password by mail. */
export const invitePersonSchema = z.object({
  firstName: required(80),
  lastName: required(80),
  email: emailField(MESSAGES.emailInvalid, MESSAGES.fieldRequired),
  role: z.enum(ASSIGNABLE_ROLES).nullable().optional(),
  customRoleId: optionalId,
  ...workFields,
});
export type InvitePersonInput = z.input<typeof invitePersonSchema>;
export type InvitePersonBody = z.output<typeof invitePersonSchema>;

/** PUT /api/users/:id. An omitted field stays as it is; null clears it. */
export const updatePersonSchema = z.object({
  ...workFields,
  customRoleId: optionalId,
  /** By attribute id; null removes the value. */
  attributes: z.record(z.string().uuid(), attributeValueSchema.nullable()).optional(),
});
export type UpdatePersonInput = z.input<typeof updatePersonSchema>;
export type UpdatePersonBody = z.output<typeof updatePersonSchema>;

const namedRef = z.object({ id: z.string(), name: z.string() }).nullable();

export const personSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(PERSON_STATUSES),
  role: z.enum(ROLES).nullable(),
  customRole: namedRef,
  jobTitle: z.string().nullable(),
  department: namedRef,
  location: namedRef,
  manager: namedRef,
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable(),
  startDate: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Person = z.infer<typeof personSchema>;

export const personDetailSchema = personSchema.extend({
  contactNumber: z.string().nullable(),
  timezone: z.string(),
  /** By attribute id. */
  attributes: z.record(z.string(), attributeValueSchema),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;

export const peoplePageSchema = paged(personSchema);

/** POST /api/users/import: the columns read (by header, any case); others, such as the export's, are ignored. */
export const IMPORT_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'role',
  'customRole',
  'jobTitle',
  'department',
  'location',
  'managerEmail',
  'employmentType',
  'startDate',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const REQUIRED_IMPORT_COLUMNS = ['firstName', 'lastName', 'email'] as const;
export const MAX_IMPORT_ROWS = 1000;

/** One row's fields as the import checks them; names are resolved to ids by the server. */
export const importRowSchema = z.object({
  firstName: required(80),
  lastName: required(80),
  email: emailField(MESSAGES.emailInvalid, MESSAGES.fieldRequired),
  role: z
    .enum(ASSIGNABLE_ROLES)
    .or(z.literal('').transform(() => null))
    .optional(),
  jobTitle: workFields.jobTitle,
  employmentType: z
    .enum(EMPLOYMENT_TYPES)
    .or(z.literal('').transform(() => null))
    .optional(),
  startDate: optionalDate,
});

/** Every row was written: the people are invited and their mails go out one by one. */
export const importResultSchema = z.object({ imported: z.number() });
export type ImportResult = z.infer<typeof importResultSchema>;
