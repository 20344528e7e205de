import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { HireVisibilityScope } from '@atrium/shared/schemas/onboarding/hire-visibility';
import { companies } from '../platform/companies.ts';

/**
 * Settings → permission: which new hires a role's holders see. `role_key` is a system role's name,
 * a company role's id, or `NO_ROLE`; a role without a row sees all (the default).
 */
export const onboardingHireVisibility = pgTable(
  'onboarding_hire_visibility',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    roleKey: text('role_key').notNull(),
    scope: text('scope').$type<HireVisibilityScope>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'onboarding_hire_visibility_pkey', columns: [t.companyId, t.roleKey] })],
);
