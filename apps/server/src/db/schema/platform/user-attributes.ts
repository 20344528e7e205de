import {
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  foreignKey,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

export const USER_ATTRIBUTE_TYPES = ['text', 'number', 'date', 'single_select', 'multi_select'] as const;
export type UserAttributeType = (typeof USER_ATTRIBUTE_TYPES)[number];

/** A select option keeps its id when its label is renamed, so stored values stay valid. */
export interface UserAttributeOption {
  id: string;
  label: string;
}

/** Text, an ISO date (YYYY-MM-DD) or an option id; a number; option ids for multi-select. */
export type UserAttributeValue = string | number | string[];

/** Company-defined fields on a person. Archived, not deleted, so they can be restored with their values. */
export const userAttributeDefinitions = pgTable(
  'user_attribute_definitions',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    label: text('label').notNull(),
    type: text('type').$type<UserAttributeType>().notNull(),
    options: jsonb('options').$type<UserAttributeOption[]>().notNull().default([]),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'user_attribute_definitions_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('user_attribute_definitions_company_key_key').on(t.companyId, t.key),
  ],
);

export const userAttributeValues = pgTable(
  'user_attribute_values',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    attributeId: uuid('attribute_id').notNull(),
    value: jsonb('value').$type<UserAttributeValue>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'user_attribute_values_user_id_fkey',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'user_attribute_values_attribute_id_fkey',
      columns: [t.companyId, t.attributeId],
      foreignColumns: [userAttributeDefinitions.companyId, userAttributeDefinitions.id],
    }).onDelete('cascade'),
    primaryKey({ name: 'user_attribute_values_pkey', columns: [t.companyId, t.userId, t.attributeId] }),
    index('user_attribute_values_company_attribute_idx').on(t.companyId, t.attributeId),
  ],
);

export type UserAttributeDefinitionRow = typeof userAttributeDefinitions.$inferSelect;
export type UserAttributeValueRow = typeof userAttributeValues.$inferSelect;
