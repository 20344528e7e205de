import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  uniqueIndex,
  foreignKey,
  primaryKey,
  type PgTableExtraConfigValue,
  bigint,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { departments } from './departments.ts';
import { locations } from './locations.ts';
import { companyRoles } from './roles.ts';
import type { EmploymentType } from '@atrium/shared/constants/employment';

export const USER_STATUSES = ['invited', 'active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const users = pgTable(
  'users',
  {
    id: uuid('id').notNull().defaultRandom(),
    /** The integer id the Harvest and Job Board APIs answer (Greenhouse's ids are integers); never reused. */
    publicId: bigint('public_id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    contactNumber: text('contact_number'),
    role: text('role'),
    // A role still assigned cannot be deleted (issue 4: "refused while assigned").
    customRoleId: uuid('custom_role_id'),
    allowedModules: text('allowed_modules').array().notNull(),
    defaultModule: text('default_module').notNull(),
    status: text('status').$type<UserStatus>().notNull().default('invited'),
    passwordHash: text('password_hash'),
    tempPasswordHash: text('temp_password_hash'),
    tempPasswordExpiresAt: timestamp('temp_password_expires_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    pendingEmail: text('pending_email'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    // Bumped to end every session of the user at once (password change, deactivation).
    tokenVersion: integer('token_version').notNull().default(0),
    timezone: text('timezone').notNull().default('Europe/London'),
    avatarUrl: text('avatar_url'),
    jobTitle: text('job_title'),
    departmentId: uuid('department_id'),
    locationId: uuid('location_id'),
    managerId: uuid('manager_id'),
    employmentType: text('employment_type').$type<EmploymentType>(),
    startDate: date('start_date'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t): PgTableExtraConfigValue[] => [
    primaryKey({ name: 'users_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('users_company_public_id_key').on(t.companyId, t.publicId),
    foreignKey({
      name: 'users_custom_role_id_fkey',
      columns: [t.companyId, t.customRoleId],
      foreignColumns: [companyRoles.companyId, companyRoles.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'users_department_id_fkey',
      columns: [t.companyId, t.departmentId],
      foreignColumns: [departments.companyId, departments.id],
    }),
    foreignKey({
      name: 'users_location_id_fkey',
      columns: [t.companyId, t.locationId],
      foreignColumns: [locations.companyId, locations.id],
    }),
    foreignKey({
      name: 'users_manager_id_fkey',
      columns: [t.companyId, t.managerId],
      foreignColumns: [t.companyId, t.id],
    }),
    // An address is one account across the suite: sign_in_identities holds that (sign-in-identities.ts).
    uniqueIndex('users_company_email_key').on(t.companyId, sql`lower(${t.email})`),
    // The people list's default order, so its first page is read from the index, not sorted.
    index('users_company_name_idx').on(
      t.companyId,
      sql`lower(${t.lastName})`,
      sql`lower(${t.firstName})`,
      t.id,
    ),
    // The people search has its own narrow table: people-search.ts.
    index('users_company_department_idx').on(t.companyId, t.departmentId),
    index('users_company_location_idx').on(t.companyId, t.locationId),
    index('users_company_manager_idx').on(t.companyId, t.managerId),
    index('users_company_custom_role_idx').on(t.companyId, t.customRoleId),
  ],
);

export type UserRow = typeof users.$inferSelect;
