import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid, primaryKey } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * Company-defined roles. The system roles (users.role) are data in packages/shared, not rows here.
 * Permission ids are the catalogue's dotted ids, checked against it by the service.
 */
export const companyRoles = pgTable(
  'company_roles',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'company_roles_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('company_roles_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);

export type CompanyRoleRow = typeof companyRoles.$inferSelect;
