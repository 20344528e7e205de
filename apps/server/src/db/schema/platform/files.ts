import {
  index,
  integer,
  uniqueIndex,
  pgTable,
  text,
  timestamp,
  uuid,
  foreignKey,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

export const files = pgTable(
  'files',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by'),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'files_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'files_uploaded_by_fkey',
      columns: [t.companyId, t.uploadedBy],
      foreignColumns: [users.companyId, users.id],
    }),
    // A public image's address is its key; the company leads it, so one shard answers it.
    uniqueIndex('files_storage_key_unique').on(t.companyId, t.storageKey),
    index('files_company_idx').on(t.companyId, t.createdAt),
  ],
);
