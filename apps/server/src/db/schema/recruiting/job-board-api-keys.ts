import {
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  foreignKey,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { companies } from '../platform/companies.ts';
import { users } from '../platform/users.ts';

/**
 * Keys for the Job Board API's application endpoint (dev center → configure your job boards).
 * Only a SHA-256 of the key is kept; the key itself is shown once, when created.
 */
export const jobBoardApiKeys = pgTable(
  'job_board_api_keys',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first characters of the key, so people can tell their keys apart. */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdById: uuid('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'job_board_api_keys_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'job_board_api_keys_created_by_id_fkey',
      columns: [t.companyId, t.createdById],
      foreignColumns: [users.companyId, users.id],
    }),
    uniqueIndex('job_board_api_keys_hash_key').on(t.companyId, t.keyHash),
    index('job_board_api_keys_company_idx').on(t.companyId, t.createdAt),
  ],
);
