import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OnboardingMailKey } from '@atrium/shared/schemas/onboarding/email';
import type { WelcomeComponent, WelcomeRules } from '@atrium/shared/schemas/onboarding/welcome';
import { companies } from '../platform/companies.ts';
import { files } from '../platform/files.ts';
import { newHires } from './new-hires.ts';

/**
 * Settings → email: the company's own subject and body of an onboarding mail. No row: the built-in
 * default (`ONBOARDING_MAIL_DEFAULTS`), so a company that never edits one gets improvements to it.
 */
export const onboardingEmailTemplates = pgTable(
  'onboarding_email_templates',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text('key').$type<OnboardingMailKey>().notNull(),
    subject: text('subject').notNull(),
    /** Rich text with tokens ({{NEW_HIRE_FIRST_NAME}}…), cleaned on the way in. */
    bodyHtml: text('body_html').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'onboarding_email_templates_pkey', columns: [t.companyId, t.key] })],
);

/** Settings → welcome experience and branded assets: one row per company (absent: the defaults). */
export const onboardingWelcomeSettings = pgTable(
  'onboarding_welcome_settings',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** The "Welcome to the team" mail goes this many days before the start date. */
    welcomeMailDaysBefore: integer('welcome_mail_days_before').notNull().default(3),
    logoFileId: uuid('logo_file_id'),
    primaryColor: text('primary_color').notNull().default('#1b5bd8'),
    accentColor: text('accent_color').notNull().default('#f5a623'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'onboarding_welcome_settings_pkey', columns: [t.companyId] }),
    foreignKey({
      name: 'onboarding_welcome_settings_logo_file_id_fkey',
      columns: [t.companyId, t.logoFileId],
      foreignColumns: [files.companyId, files.id],
    }),
    check('onboarding_welcome_settings_days_check', sql`${t.welcomeMailDaysBefore} between 0 and 60`),
  ],
);

/**
 * Settings → pages: the welcome pages in order, each shown to the hires its rules match (the plan's
 * criteria, kept as ids in `rules`: one value of every criterion set, none meaning everyone) and
 * built from components in order. Both are checked by the shared schema on the way in; ids in them
 * that company administration later deletes read as absent.
 */
export const onboardingWelcomePages = pgTable(
  'onboarding_welcome_pages',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    rules: jsonb('rules').$type<WelcomeRules>().notNull(),
    components: jsonb('components').$type<WelcomeComponent[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'onboarding_welcome_pages_pkey', columns: [t.companyId, t.id] }),
    index('onboarding_welcome_pages_company_position_idx').on(t.companyId, t.position),
  ],
);

/**
 * The hire's mails sent ('next_step', 'welcome_to_team'): the key makes a second one fail to insert,
 * so a sweep run twice, or on two instances, mails once.
 */
export const onboardingHireMailLog = pgTable(
  'onboarding_hire_mail_log',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    newHireId: uuid('new_hire_id').notNull(),
    key: text('key').$type<OnboardingMailKey>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'onboarding_hire_mail_log_pkey', columns: [t.companyId, t.newHireId, t.key] }),
    foreignKey({
      name: 'onboarding_hire_mail_log_new_hire_id_fkey',
      columns: [t.companyId, t.newHireId],
      foreignColumns: [newHires.companyId, newHires.id],
    }).onDelete('cascade'),
  ],
);
