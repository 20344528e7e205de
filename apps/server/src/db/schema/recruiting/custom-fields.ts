import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  foreignKey,
} from 'drizzle-orm/pg-core';
import type {
  CustomFieldEntity,
  CustomFieldType,
  CustomFieldValue,
} from '@atrium/shared/schemas/recruiting/custom-fields';
import { companies } from '../platform/companies.ts';
import { applications, candidates } from './candidates.ts';
import { jobs } from './jobs.ts';

/**
 * What a company records beyond the standard fields, for each kind of record (`entity`): jobs,
 * candidates, applications, offers, users, and the questions referrers answer. The table kept its
 * first name (job fields came first) to spare a rename of a table in use.
 */
export const jobCustomFields = pgTable(
  'job_custom_fields',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    entity: text('entity').$type<CustomFieldEntity>().notNull().default('job'),
    name: text('name').notNull(),
    type: text('type').$type<CustomFieldType>().notNull(),
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'job_custom_fields_pkey', columns: [t.companyId, t.id] }),
    index('job_custom_fields_company_idx').on(t.companyId, t.entity, t.position),
  ],
);

export const jobCustomFieldValues = pgTable(
  'job_custom_field_values',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    fieldId: uuid('field_id').notNull(),
    value: jsonb('value').$type<CustomFieldValue>().notNull(),
  },
  (t) => [
    foreignKey({
      name: 'job_custom_field_values_job_id_fkey',
      columns: [t.companyId, t.jobId],
      foreignColumns: [jobs.companyId, jobs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_custom_field_values_field_id_fkey',
      columns: [t.companyId, t.fieldId],
      foreignColumns: [jobCustomFields.companyId, jobCustomFields.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [t.companyId, t.jobId, t.fieldId] }),
    index('job_custom_field_values_company_idx').on(t.companyId, t.fieldId),
  ],
);

/** A candidate's values of the company's candidate fields. */
export const candidateCustomFieldValues = pgTable(
  'candidate_custom_field_values',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id').notNull(),
    fieldId: uuid('field_id').notNull(),
    value: jsonb('value').$type<CustomFieldValue>().notNull(),
  },
  (t) => [
    foreignKey({
      name: 'candidate_custom_field_values_candidate_id_fkey',
      columns: [t.companyId, t.candidateId],
      foreignColumns: [candidates.companyId, candidates.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'candidate_custom_field_values_field_id_fkey',
      columns: [t.companyId, t.fieldId],
      foreignColumns: [jobCustomFields.companyId, jobCustomFields.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [t.companyId, t.candidateId, t.fieldId] }),
    index('candidate_custom_field_values_company_idx').on(t.companyId, t.fieldId),
  ],
);

/** An application's values of the company's application fields, and a referral's answers. */
export const applicationCustomFieldValues = pgTable(
  'application_custom_field_values',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').notNull(),
    fieldId: uuid('field_id').notNull(),
    value: jsonb('value').$type<CustomFieldValue>().notNull(),
  },
  (t) => [
    foreignKey({
      name: 'application_custom_field_values_application_id_fkey',
      columns: [t.companyId, t.applicationId],
      foreignColumns: [applications.companyId, applications.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'application_custom_field_values_field_id_fkey',
      columns: [t.companyId, t.fieldId],
      foreignColumns: [jobCustomFields.companyId, jobCustomFields.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [t.companyId, t.applicationId, t.fieldId] }),
    index('application_custom_field_values_company_idx').on(t.companyId, t.fieldId),
  ],
);
