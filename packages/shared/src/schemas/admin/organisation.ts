import { z } from 'zod';
import { listQuerySchema } from '../platform/api.ts';
import { MESSAGES } from '../platform/messages.ts';
import { isTimeZone, TIMEZONE_INVALID } from '../platform/profile.ts';
import { requiredText } from '../platform/required-text.ts';

const name = (max = 100) => requiredText(max);
const optionalText = (max: number) => z.string().trim().max(max).default('');
const linkedId = z.uuid('Select a valid record');

/** Who a department head or group member is, as lists show them. */
export const personRefSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type PersonRef = z.infer<typeof personRefSchema>;

const nameSortQuery = <const T extends readonly [string, ...string[]]>(fields: T) =>
  listQuerySchema.extend({ sortBy: z.enum(fields).optional() });

// Departments

export const departmentBodySchema = z.object({
  name: name(),
  parentId: linkedId.nullable().default(null),
  headUserId: linkedId.nullable().default(null),
});
export type DepartmentBody = z.input<typeof departmentBodySchema>;
export type DepartmentInput = z.output<typeof departmentBodySchema>;

export const departmentHeadBodySchema = z.object({ headUserId: linkedId.nullable() });

export const departmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  parentName: z.string().nullable(),
  /** 0 for a top-level department. */
  depth: z.number(),
  childCount: z.number(),
  memberCount: z.number(),
  head: personRefSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Department = z.infer<typeof departmentSchema>;

export const departmentListQuerySchema = nameSortQuery(['name', 'createdAt']).extend({
  /** Only the direct sub-departments of this one. */
  parentId: z.uuid().optional(),
});
export type DepartmentListQuery = z.output<typeof departmentListQuerySchema>;

// Locations

export const locationBodySchema = z.object({
  name: name(),
  addressLine1: optionalText(200),
  addressLine2: optionalText(200),
  city: optionalText(100),
  postalCode: optionalText(20),
  country: z.string().trim().min(1, MESSAGES.fieldRequired).max(100).default('United Kingdom'),
  timezone: z.string().refine(isTimeZone, TIMEZONE_INVALID).default('Europe/London'),
});
export type LocationBody = z.input<typeof locationBodySchema>;
export type LocationInput = z.output<typeof locationBodySchema>;

export const locationSchema = z.object({
  id: z.string(),
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  timezone: z.string(),
  memberCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

export const locationListQuerySchema = nameSortQuery(['name', 'city', 'createdAt']);
export type LocationListQuery = z.output<typeof locationListQuerySchema>;

// Groups

export const groupBodySchema = z.object({ name: name(), description: optionalText(500) });
export type GroupBody = z.input<typeof groupBodySchema>;
export type GroupInput = z.output<typeof groupBodySchema>;

export const groupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  memberCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

export const groupListQuerySchema = nameSortQuery(['name', 'memberCount', 'createdAt']);
export type GroupListQuery = z.output<typeof groupListQuerySchema>;

export const groupMembersBodySchema = z.object({
  userIds: z.array(linkedId).min(1, 'Select at least one person').max(500),
});
export const groupMemberParamsSchema = z.object({ id: z.uuid(), userId: z.uuid() });
export const groupMemberListQuerySchema = listQuerySchema.pick({ page: true, limit: true, search: true });

// User attributes

export const USER_ATTRIBUTE_TYPES = ['text', 'number', 'date', 'single_select', 'multi_select'] as const;
export type UserAttributeType = (typeof USER_ATTRIBUTE_TYPES)[number];
export const isSelectType = (type: UserAttributeType) => type === 'single_select' || type === 'multi_select';

export const OPTIONS_REQUIRED = 'Add at least one option';
export const OPTIONS_NOT_ALLOWED = 'Only select attributes have options';
export const OPTION_LABELS_UNIQUE = 'Option labels must be unique';

/** An option keeps its id when renamed (stored values name the id); a new option has none yet. */
const optionInputSchema = z.object({ id: z.uuid().optional(), label: name(100) });

const optionsFor = <T extends { type: UserAttributeType; options: { label: string }[] }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (isSelectType(value.type) && value.options.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: OPTIONS_REQUIRED });
  }
  if (!isSelectType(value.type) && value.options.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: OPTIONS_NOT_ALLOWED });
  }
  const labels = value.options.map((option) => option.label.toLowerCase());
  if (new Set(labels).size !== labels.length) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: OPTION_LABELS_UNIQUE });
  }
};

export const ATTRIBUTE_KEY_INVALID = 'Use lower-case letters, digits and underscores, starting with a letter';

export const createAttributeBodySchema = z
  .object({
    label: name(100),
    /** A stable machine name (imports, exports); derived from the label when left out. */
    key: z
      .string()
      .trim()
      .max(64)
      .regex(/^[a-z][a-z0-9_]*$/, ATTRIBUTE_KEY_INVALID)
      .optional(),
    type: z.enum(USER_ATTRIBUTE_TYPES, 'Select a valid type'),
    options: z.array(optionInputSchema).max(200).default([]),
  })
  .superRefine(optionsFor);
export type CreateAttributeBody = z.input<typeof createAttributeBodySchema>;
export type CreateAttributeInput = z.output<typeof createAttributeBodySchema>;

/** The type cannot change: stored values of the old type would no longer mean anything. */
export const updateAttributeBodySchema = z.object({
  label: name(100),
  options: z.array(optionInputSchema).max(200).default([]),
});
export type UpdateAttributeBody = z.input<typeof updateAttributeBodySchema>;
export type UpdateAttributeInput = z.output<typeof updateAttributeBodySchema>;

export const attributeSchema = z.object({
  id: z.string(),
  key: z.string(),
  label: z.string(),
  type: z.enum(USER_ATTRIBUTE_TYPES),
  options: z.array(z.object({ id: z.string(), label: z.string() })),
  isArchived: z.boolean(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserAttribute = z.infer<typeof attributeSchema>;

export const attributeListQuerySchema = nameSortQuery(['label', 'createdAt']).extend({
  status: z.enum(['active', 'archived', 'all']).default('active'),
});
export type AttributeListQuery = z.output<typeof attributeListQuerySchema>;
