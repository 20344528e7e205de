import { z } from 'zod';

// Onboarding settings → permission (issue 20, item 9): which new hires each role's holders see.

export const HIRE_VISIBILITY_SCOPES = ['all', 'department', 'reports'] as const;
export type HireVisibilityScope = (typeof HIRE_VISIBILITY_SCOPES)[number];
export const HIRE_VISIBILITY_SCOPE_LABELS: Record<HireVisibilityScope, string> = {
  all: 'All new hires',
  department: "Their department's new hires",
  reports: 'Their reports (direct and indirect)',
};

/** A role: a system role by its name (`ADMIN`), a company role by its id, or `NO_ROLE` for employees. */
export const roleKeySchema = z.string().min(1).max(64);

export const hireVisibilityRoleSchema = z.object({
  roleKey: z.string(),
  name: z.string(),
  kind: z.enum(['system', 'company', 'none']),
  scope: z.enum(HIRE_VISIBILITY_SCOPES),
});
export type HireVisibilityRole = z.infer<typeof hireVisibilityRoleSchema>;

/** PUT /api/onboarding/settings/permission: the scope of each role named (others stay as they are). */
export const hireVisibilityBodySchema = z.object({
  roles: z
    .array(
      z.object({
        roleKey: roleKeySchema,
        scope: z.enum(HIRE_VISIBILITY_SCOPES, { error: 'Choose a scope' }),
      }),
    )
    .max(200)
    .refine(
      (roles) => new Set(roles.map((role) => role.roleKey)).size === roles.length,
      'Name each role once',
    ),
});
export type HireVisibilityBody = z.input<typeof hireVisibilityBodySchema>;
export type HireVisibilityInput = z.output<typeof hireVisibilityBodySchema>;
