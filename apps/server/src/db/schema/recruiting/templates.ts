import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  foreignKey,
  primaryKey,
  bigint,
} from 'drizzle-orm/pg-core';
import type { EmailTemplateType } from '@atrium/shared/schemas/recruiting/email-templates';
import { companies } from '../platform/companies.ts';
import { users } from '../platform/users.ts';

/** Recruiting email templates; several per type ("sub-templates"), at most one the type's default. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: uuid('id').notNull().defaultRandom(),
    /** The integer id the Harvest and Job Board APIs answer (Greenhouse's ids are integers); never reused. */
    publicId: bigint('public_id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').$type<EmailTemplateType>().notNull(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    bodyHtml: text('body_html').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    updatedById: uuid('updated_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'email_templates_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('email_templates_company_public_id_key').on(t.companyId, t.publicId),
    foreignKey({
      name: 'email_templates_updated_by_id_fkey',
      columns: [t.companyId, t.updatedById],
      foreignColumns: [users.companyId, users.id],
    }),
    index('email_templates_company_type_idx').on(t.companyId, t.type, sql`lower(${t.name})`),
    uniqueIndex('email_templates_default_key')
      .on(t.companyId, t.type)
      .where(sql`${t.isDefault}`),
  ],
);

/** Offer letters, kept now and used when offers come. */
export const offerTemplates = pgTable(
  'offer_templates',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    bodyHtml: text('body_html').notNull(),
    updatedById: uuid('updated_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'offer_templates_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'offer_templates_updated_by_id_fkey',
      columns: [t.companyId, t.updatedById],
      foreignColumns: [users.companyId, users.id],
    }),
    index('offer_templates_company_idx').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/** The address recruiting mail is sent as, once its owner proves it with a mailed code. */
export const emailSenders = pgTable(
  'email_senders',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'email_senders_pkey', columns: [t.companyId] })],
);
