import { sql } from 'drizzle-orm';
import {
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../platform/companies.ts';

/** Onboarding's "other criteria": a company's own tags that refine a plan ("Remote": yes / no). */
export const onboardingCriteria = pgTable(
  'onboarding_criteria',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'onboarding_criteria_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('onboarding_criteria_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);

export const onboardingCriterionValues = pgTable(
  'onboarding_criterion_values',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    criterionId: uuid('criterion_id').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'onboarding_criterion_values_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'onboarding_criterion_values_criterion_id_fkey',
      columns: [t.companyId, t.criterionId],
      foreignColumns: [onboardingCriteria.companyId, onboardingCriteria.id],
    }).onDelete('cascade'),
    uniqueIndex('onboarding_criterion_values_name_key').on(t.companyId, t.criterionId, sql`lower(${t.name})`),
  ],
);

export type OnboardingCriterionRow = typeof onboardingCriteria.$inferSelect;
export type OnboardingCriterionValueRow = typeof onboardingCriterionValues.$inferSelect;
