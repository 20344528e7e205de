import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Address, FieldType } from '@atrium/shared/schemas/onboarding/fields';
import type { EmergencyContact } from '@atrium/shared/schemas/onboarding/profile';
import { companies } from '../platform/companies.ts';
import { newHires } from './new-hires.ts';

/** Settings → fields: the company's own questions for its new hires, in order. */
export const onboardingFields = pgTable(
  'onboarding_fields',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    section: text('section').notNull(),
    type: text('type').$type<FieldType>().notNull(),
    required: boolean('required').notNull().default(false),
    helpText: text('help_text'),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'onboarding_fields_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('onboarding_fields_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/** The encrypted form of a secret: AES-256-GCM (`lib/field-encryption.ts`), and its last four in clear. */
export interface SealedSecret {
  sealed: string;
  last4: string;
}

/**
 * A new hire's profile beyond what `new_hires` holds (names stay there). Bank details and masked
 * custom fields are sealed with AES-256-GCM; only their last four characters are kept in clear.
 * `field_values` holds each custom field's value by field id (a masked one as a `SealedSecret`).
 */
export const onboardingProfiles = pgTable(
  'onboarding_profiles',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    newHireId: uuid('new_hire_id').notNull(),
    dateOfBirth: date('date_of_birth'),
    address: jsonb('address').$type<Address>(),
    emergencyContacts: jsonb('emergency_contacts').$type<EmergencyContact[]>().notNull().default([]),
    bankKind: text('bank_kind').$type<'uk' | 'us' | 'iban'>(),
    bankAccountHolder: text('bank_account_holder'),
    bankName: text('bank_name'),
    /** The sort code or routing number, account number or IBAN, sealed together. */
    bankDetailsSealed: text('bank_details_sealed'),
    bankAccountLast4: text('bank_account_last4'),
    fieldValues: jsonb('field_values').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'onboarding_profiles_pkey', columns: [t.companyId, t.newHireId] }),
    foreignKey({
      name: 'onboarding_profiles_new_hire_id_fkey',
      columns: [t.companyId, t.newHireId],
      foreignColumns: [newHires.companyId, newHires.id],
    }).onDelete('cascade'),
    check(
      'onboarding_profiles_bank_complete',
      sql`(${t.bankDetailsSealed} is null) = (${t.bankKind} is null)`,
    ),
  ],
);

export type OnboardingFieldRow = typeof onboardingFields.$inferSelect;
export type OnboardingProfileRow = typeof onboardingProfiles.$inferSelect;
