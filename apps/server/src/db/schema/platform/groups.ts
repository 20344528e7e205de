import { sql } from 'drizzle-orm';
import {
  index,
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

export const groups = pgTable(
  'groups',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'groups_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('groups_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);

export const groupMembers = pgTable(
  'group_members',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'group_members_group_id_fkey',
      columns: [t.companyId, t.groupId],
      foreignColumns: [groups.companyId, groups.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'group_members_user_id_fkey',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    primaryKey({ name: 'group_members_pkey', columns: [t.companyId, t.groupId, t.userId] }),
    index('group_members_company_user_idx').on(t.companyId, t.userId),
  ],
);

export type GroupRow = typeof groups.$inferSelect;
export type GroupMemberRow = typeof groupMembers.$inferSelect;
