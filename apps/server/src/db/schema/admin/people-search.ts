import { index, pgTable, text, uuid, foreignKey, primaryKey } from 'drizzle-orm/pg-core';
import { companies } from '../platform/companies.ts';
import { users } from '../platform/users.ts';

/**
 * What the people search reads: one narrow row per person, kept by a trigger on `users`
 * (migration 0004), never written by the application. Matching '%text%' through trigrams must
 * recheck every candidate row; against these rows instead of the wide `users` rows, and sorting on
 * the stored keys, a search matching thousands of a 50,000-person company costs half as much.
 */
export const peopleSearch = pgTable(
  'people_search',
  {
    userId: uuid('user_id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-cased first and last name, email and job title. */
    searchText: text('search_text').notNull(),
    /** lower(last_name) and lower(first_name): the list's default order. */
    lastNameKey: text('last_name_key').notNull(),
    firstNameKey: text('first_name_key').notNull(),
  },
  (t) => [
    primaryKey({ name: 'people_search_pkey', columns: [t.companyId, t.userId] }),
    foreignKey({
      name: 'people_search_user_id_fkey',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    index('people_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('people_search_company_idx').on(t.companyId),
  ],
);
