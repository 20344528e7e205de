import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import type { EmploymentType } from '@atrium/shared/constants/employment';
import type { NewHireSource, NewHireState } from '@atrium/shared/schemas/onboarding/new-hires';
import { companies } from '../platform/companies.ts';
import { users } from '../platform/users.ts';
import { onboardingCriterionValues } from './onboarding-criteria.ts';

/**
 * Someone on their way in (issue 20): by hand, by CSV, or from Recruiting's "candidate hired"
 * event (then unique by application, so the hand-off is idempotent). On the start date they become
 * a person in People (`user_id`).
 *
 * `department_id` and `location_id` name the company's departments and locations without a foreign
 * key: company administration deletes those (clearing its own links to them) and cannot know of
 * Onboarding's; a hire naming one no longer there reads as naming none.
 */
export const newHires = pgTable(
  'new_hires',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    preferredFirstName: text('preferred_first_name'),
    legalFirstName: text('legal_first_name').notNull(),
    legalLastName: text('legal_last_name').notNull(),
    personalEmail: text('personal_email').notNull(),
    phone: text('phone'),
    startDate: date('start_date'),
    jobTitle: text('job_title'),
    departmentId: uuid('department_id'),
    locationId: uuid('location_id'),
    managerUserId: uuid('manager_user_id'),
    hrContactUserId: uuid('hr_contact_user_id'),
    buddyUserId: uuid('buddy_user_id'),
    employmentType: text('employment_type').$type<EmploymentType>(),
    /** ISO 3166-1 alpha-2. */
    workCountry: text('work_country'),
    customFields: jsonb('custom_fields').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state').$type<NewHireState>().notNull().default('pending'),
    source: text('source').$type<NewHireSource>().notNull(),
    applicationId: uuid('application_id'),
    candidateId: uuid('candidate_id'),
    userId: uuid('user_id'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the start date made them an active person in People. */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t): PgTableExtraConfigValue[] => [
    primaryKey({ name: 'new_hires_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'new_hires_manager_user_id_fkey',
      columns: [t.companyId, t.managerUserId],
      foreignColumns: [users.companyId, users.id],
    }),
    foreignKey({
      name: 'new_hires_hr_contact_user_id_fkey',
      columns: [t.companyId, t.hrContactUserId],
      foreignColumns: [users.companyId, users.id],
    }),
    foreignKey({
      name: 'new_hires_buddy_user_id_fkey',
      columns: [t.companyId, t.buddyUserId],
      foreignColumns: [users.companyId, users.id],
    }),
    foreignKey({
      name: 'new_hires_user_id_fkey',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }),
    // Recruiting's hand-off creates one hire per application, however often it is read.
    uniqueIndex('new_hires_company_application_key').on(t.companyId, t.applicationId),
    index('new_hires_company_start_idx').on(t.companyId, t.startDate, t.id),
    index('new_hires_company_state_start_idx').on(t.companyId, t.state, t.startDate),
    index('new_hires_company_name_idx').on(
      t.companyId,
      sql`lower(${t.legalLastName})`,
      sql`lower(${t.legalFirstName})`,
    ),
    // The daily sweep: hires not yet active in People, by start date.
    index('new_hires_company_to_activate_idx')
      .on(t.companyId, t.startDate)
      .where(sql`${t.activatedAt} is null and ${t.state} <> 'cancelled'`),
  ],
);

/** The values of the company's other criteria a hire matches. */
export const newHireCriterionValues = pgTable(
  'new_hire_criterion_values',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    newHireId: uuid('new_hire_id').notNull(),
    valueId: uuid('value_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'new_hire_criterion_values_pkey', columns: [t.companyId, t.newHireId, t.valueId] }),
    foreignKey({
      name: 'new_hire_criterion_values_new_hire_id_fkey',
      columns: [t.companyId, t.newHireId],
      foreignColumns: [newHires.companyId, newHires.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'new_hire_criterion_values_value_id_fkey',
      columns: [t.companyId, t.valueId],
      foreignColumns: [onboardingCriterionValues.companyId, onboardingCriterionValues.id],
    }).onDelete('cascade'),
    index('new_hire_criterion_values_value_idx').on(t.companyId, t.valueId),
  ],
);

export type NewHireRow = typeof newHires.$inferSelect;
