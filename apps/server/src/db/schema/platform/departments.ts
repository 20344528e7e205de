import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  foreignKey,
  primaryKey,
  type PgTableExtraConfigValue,
  bigint,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').notNull().defaultRandom(),
    /** The integer id the Harvest and Job Board APIs answer (Greenhouse's ids are integers); never reused. */
    publicId: bigint('public_id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // A department with sub-departments cannot be deleted until they move or go.
    parentId: uuid('parent_id'),
    headUserId: uuid('head_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t): PgTableExtraConfigValue[] => [
    primaryKey({ name: 'departments_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('departments_company_public_id_key').on(t.companyId, t.publicId),
    foreignKey({
      name: 'departments_parent_id_fkey',
      columns: [t.companyId, t.parentId],
      foreignColumns: [t.companyId, t.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'departments_head_user_id_fkey',
      columns: [t.companyId, t.headUserId],
      foreignColumns: [users.companyId, users.id],
    }),
    // Top-level departments (no parent) may not share a name either, hence the coalesce.
    uniqueIndex('departments_company_parent_name_key').on(
      t.companyId,
      sql`coalesce(${t.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
    index('departments_company_head_idx').on(t.companyId, t.headUserId),
  ],
);

export type DepartmentRow = typeof departments.$inferSelect;
