import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * Sign-in names no company, so an address is one account across the suite. `users` is distributed
 * by company and cannot hold that promise; this small reference table (every node has all of it)
 * does: one row per address, kept by the services that create users or change their address, in
 * the same transaction. Sign-in reads it first, then the user on the company's shard.
 */
export const signInIdentities = pgTable('sign_in_identities', {
  /** Lower-cased. */
  email: text('email').primaryKey(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  // No foreign key to users: a reference table may not point into a distributed one.
  userId: uuid('user_id').notNull(),
});

export type SignInIdentityRow = typeof signInIdentities.$inferSelect;
