import { z } from 'zod';
import { ROLES, type Role } from '../../constants/company.ts';
import { PERMISSIONS, isPermissionId, type PermissionId } from '../../permissions/permission-catalogue.ts';
import { listQuerySchema } from '../platform/api.ts';
import { MESSAGES } from '../platform/messages.ts';

/** The system roles a company sees; SUPER_ADMIN is the platform operator's, above companies. */
export const COMPANY_SYSTEM_ROLES = ROLES.filter((role) => role !== 'SUPER_ADMIN') as Exclude<
  Role,
  'SUPER_ADMIN'
>[];
export type CompanySystemRole = (typeof COMPANY_SYSTEM_ROLES)[number];

export const UNKNOWN_PERMISSION = 'Unknown permission';

// Platform permissions (the operator's) cannot be granted by a company role.
const isGrantable = (value: string): value is PermissionId =>
  isPermissionId(value) && PERMISSIONS[value].level === 'company';

export const grantablePermissionSchema = z
  .string()
  .refine(isGrantable, { message: UNKNOWN_PERMISSION })
  .transform((value) => value as PermissionId);

export const roleBodySchema = z.object({
  name: z
    .string({ error: MESSAGES.fieldRequired })
    .trim()
    .min(1, MESSAGES.fieldRequired)
    .max(100, 'Name must be at most 100 characters'),
  description: z.string().trim().max(500, 'Description must be at most 500 characters').default(''),
  permissions: z.array(grantablePermissionSchema).max(2000),
});
export type RoleBody = z.input<typeof roleBodySchema>;
export type RoleInput = z.output<typeof roleBodySchema>;

/** A role as the admin screens show it; system roles carry their key as id and cannot be edited. */
export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
  isSystem: z.boolean(),
  userCount: z.number(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type RoleView = z.infer<typeof roleSchema>;

export const ROLE_SORT_FIELDS = ['name', 'userCount', 'createdAt'] as const;
export const roleListQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(ROLE_SORT_FIELDS).optional(),
});
export type RoleListQuery = z.output<typeof roleListQuerySchema>;

/** A company role's uuid, or a system role's key. */
export const roleIdParamSchema = z.object({ id: z.union([z.enum(COMPANY_SYSTEM_ROLES), z.uuid()]) });
