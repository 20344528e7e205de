import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CounterSignerRole,
  SignatureField,
  SignatureFieldValue,
  SignatureRequestState,
  SignerEvidence,
  TemplatePage,
} from '@atrium/shared/schemas/onboarding/e-signature';
import { companies } from '../platform/companies.ts';
import { files } from '../platform/files.ts';
import { users } from '../platform/users.ts';
import { newHires } from './new-hires.ts';
import type { TemplateCriterionKind } from './task-templates.ts';

/**
 * Settings → e-signature (issue 20, item 4): a PDF with fields placed on its pages, assigned to
 * hires by the same criteria as the plan's tasks. `archived_at`: a template some request was made
 * from is archived rather than deleted, so the request's file stays named.
 */
export const onboardingSignatureTemplates = pgTable(
  'onboarding_signature_templates',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileId: uuid('file_id').notNull(),
    /** SHA-256 (hex) of the file's bytes, copied to each request as the original's hash. */
    fileSha256: text('file_sha256').notNull(),
    /** Each page's size in PDF points, read from the file when it was chosen. */
    pages: jsonb('pages').$type<TemplatePage[]>().notNull(),
    fields: jsonb('fields').$type<SignatureField[]>().notNull().default([]),
    counterSignerRole: text('counter_signer_role').$type<CounterSignerRole>(),
    counterSignerUserId: uuid('counter_signer_user_id'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'onboarding_signature_templates_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'onboarding_signature_templates_file_id_fkey',
      columns: [t.companyId, t.fileId],
      foreignColumns: [files.companyId, files.id],
    }),
    foreignKey({
      name: 'onboarding_signature_templates_counter_signer_user_id_fkey',
      columns: [t.companyId, t.counterSignerUserId],
      foreignColumns: [users.companyId, users.id],
    }),
    check(
      'onboarding_signature_templates_person_named',
      sql`(${t.counterSignerRole} = 'person') = (${t.counterSignerUserId} is not null)`,
    ),
    index('onboarding_signature_templates_company_name_idx').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/** The criteria of a template, stored as the plan's tasks store theirs. */
export const onboardingSignatureTemplateCriteria = pgTable(
  'onboarding_signature_template_criteria',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id').notNull(),
    kind: text('kind').$type<TemplateCriterionKind>().notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'onboarding_signature_template_criteria_pkey',
      columns: [t.companyId, t.templateId, t.kind, t.value],
    }),
    foreignKey({
      name: 'onboarding_signature_template_criteria_template_id_fkey',
      columns: [t.companyId, t.templateId],
      foreignColumns: [onboardingSignatureTemplates.companyId, onboardingSignatureTemplates.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A document sent to a hire: a snapshot of its template's name, file and fields (editing the
 * template never changes it), the values filled in, each signer's evidence and, once completed, the
 * flattened PDF with its audit page. The signed PDF's bytes live in file storage under
 * `signed_storage_key` and not in `files`, whose download route serves any file to anyone in the
 * company: a signed contract is for its signers and those allowed to view requests only.
 */
export const onboardingSignatureRequests = pgTable(
  'onboarding_signature_requests',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    newHireId: uuid('new_hire_id').notNull(),
    templateId: uuid('template_id'),
    name: text('name').notNull(),
    fileId: uuid('file_id').notNull(),
    pages: jsonb('pages').$type<TemplatePage[]>().notNull(),
    fields: jsonb('fields').$type<SignatureField[]>().notNull(),
    /** SHA-256 (hex) of the original file's bytes when the request was made. */
    originalSha256: text('original_sha256').notNull(),
    counterSignerRole: text('counter_signer_role').$type<CounterSignerRole>(),
    /** Resolved when sent (the hire's manager, HR contact, buddy or the named person). */
    counterSignerUserId: uuid('counter_signer_user_id'),
    state: text('state').$type<SignatureRequestState>().notNull().default('waiting_for_signature'),
    values: jsonb('values').$type<Record<string, SignatureFieldValue>>().notNull().default({}),
    signerEvidence: jsonb('signer_evidence').$type<SignerEvidence>(),
    counterSignerEvidence: jsonb('counter_signer_evidence').$type<SignerEvidence>(),
    signedStorageKey: text('signed_storage_key'),
    signedSizeBytes: integer('signed_size_bytes'),
    /** SHA-256 of the signed PDF before its audit page was appended (printed on that page). */
    signedContentSha256: text('signed_content_sha256'),
    /** SHA-256 of the final file (with the audit page), which cannot be printed inside itself. */
    signedSha256: text('signed_sha256'),
    sentBy: uuid('sent_by'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'onboarding_signature_requests_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'onboarding_signature_requests_new_hire_id_fkey',
      columns: [t.companyId, t.newHireId],
      foreignColumns: [newHires.companyId, newHires.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'onboarding_signature_requests_template_id_fkey',
      columns: [t.companyId, t.templateId],
      foreignColumns: [onboardingSignatureTemplates.companyId, onboardingSignatureTemplates.id],
    }),
    foreignKey({
      name: 'onboarding_signature_requests_file_id_fkey',
      columns: [t.companyId, t.fileId],
      foreignColumns: [files.companyId, files.id],
    }),
    foreignKey({
      name: 'onboarding_signature_requests_counter_signer_user_id_fkey',
      columns: [t.companyId, t.counterSignerUserId],
      foreignColumns: [users.companyId, users.id],
    }),
    foreignKey({
      name: 'onboarding_signature_requests_sent_by_fkey',
      columns: [t.companyId, t.sentBy],
      foreignColumns: [users.companyId, users.id],
    }),
    foreignKey({
      name: 'onboarding_signature_requests_cancelled_by_fkey',
      columns: [t.companyId, t.cancelledBy],
      foreignColumns: [users.companyId, users.id],
    }),
    check(
      'onboarding_signature_requests_completed_signed',
      sql`${t.state} <> 'completed' or (${t.signedStorageKey} is not null and ${t.signedSha256} is not null and ${t.completedAt} is not null)`,
    ),
    // Assigning by criteria is idempotent: one live request per hire and template.
    uniqueIndex('onboarding_signature_requests_live_key')
      .on(t.companyId, t.newHireId, t.templateId)
      .where(sql`${t.state} <> 'cancelled' and ${t.templateId} is not null`),
    index('onboarding_signature_requests_hire_idx').on(t.companyId, t.newHireId, t.createdAt),
    index('onboarding_signature_requests_counter_signer_idx')
      .on(t.companyId, t.counterSignerUserId)
      .where(sql`${t.state} = 'waiting_for_counter_signature'`),
    index('onboarding_signature_requests_state_idx').on(t.companyId, t.state, t.createdAt),
  ],
);

export type SignatureTemplateRow = typeof onboardingSignatureTemplates.$inferSelect;
export type SignatureRequestRow = typeof onboardingSignatureRequests.$inferSelect;
