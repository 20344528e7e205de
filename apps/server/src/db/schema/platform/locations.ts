import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid, primaryKey, bigint } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/** Offices and other places people work from. */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').notNull().defaultRandom(),
    /** The integer id the Harvest and Job Board APIs answer (Greenhouse's ids are integers); never reused. */
    publicId: bigint('public_id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull().default('United Kingdom'),
    timezone: text('timezone').notNull().default('Europe/London'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'locations_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('locations_company_public_id_key').on(t.companyId, t.publicId),
    uniqueIndex('locations_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);

export type LocationRow = typeof locations.$inferSelect;
