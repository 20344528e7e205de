import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  foreignKey,
  primaryKey,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

/** Refresh tokens, stored hashed. A family is one sign-in; every rotation stays in it. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    isRemembered: boolean('is_remembered').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    primaryKey({ name: 'refresh_tokens_pkey', columns: [t.companyId, t.id] }),
    // A refresh token names its company (session.service.ts), so its lookup goes to one shard.
    uniqueIndex('refresh_tokens_token_hash_unique').on(t.companyId, t.tokenHash),
    foreignKey({
      name: 'refresh_tokens_user_id_fkey',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    index('refresh_tokens_family_idx').on(t.companyId, t.familyId),
    index('refresh_tokens_user_idx').on(t.companyId, t.userId),
  ],
);

export const CODE_PURPOSES = [
  'reset_password',
  'otp_email',
  'otp_phone',
  'verify_email',
  'sign_in_link',
] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** One-time codes (OTP, reset, email verification, sign-in links): hashed, single use, bound to user and purpose. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    purpose: text('purpose').$type<CodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    target: text('target'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'one_time_codes_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'one_time_codes_user_id_fkey',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    index('one_time_codes_user_purpose_idx').on(t.companyId, t.userId, t.purpose),
  ],
);
