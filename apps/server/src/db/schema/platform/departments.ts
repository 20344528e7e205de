import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // A department with sub-departments cannot be deleted until they move or go.
    parentId: uuid('parent_id').references((): AnyPgColumn => departments.id, { onDelete: 'restrict' }),
    headUserId: uuid('head_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
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
