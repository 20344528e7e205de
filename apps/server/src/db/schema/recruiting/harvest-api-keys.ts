import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../platform/companies.ts';
import { users } from '../platform/users.ts';

/**
 * Harvest API keys (dev center → API credentials): each allowed the endpoints it names, kept as a
 * SHA-256 of the key only (shown once, when created), revocable, with its last use.
 */
export const harvestApiKeys = pgTable(
  'harvest_api_keys',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    publicId: bigint('public_id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** The first characters of the key, so people can tell their keys apart. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    /** The endpoints it may call, as `METHOD /path` of the Harvest API. */
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdById: uuid('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'harvest_api_keys_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('harvest_api_keys_company_public_id_key').on(t.companyId, t.publicId),
    foreignKey({
      name: 'harvest_api_keys_created_by_id_fkey',
      columns: [t.companyId, t.createdById],
      foreignColumns: [users.companyId, users.id],
    }),
    index('harvest_api_keys_company_idx').on(t.companyId, t.createdAt),
  ],
);

export type HarvestApiKeyRow = typeof harvestApiKeys.$inferSelect;

/**
 * A Harvest key names no company (the caller sends only the key), so this reference table maps each
 * key's hash to its company and key, as sign_in_identities does for addresses.
 */
export const harvestKeyHashes = pgTable('harvest_key_hashes', {
  keyHash: text('key_hash').primaryKey(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  // No foreign key to the keys: a reference table may not point into a distributed one.
  keyId: uuid('key_id').notNull(),
});
