import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The platform itself, as a company: what belongs to no company (a failed sign-in for an unknown
 * address, mail sent to nobody's company) is kept under it, since a row distributed by company must
 * name one. Created by migration 0023; it has no people, no careers page and no modules.
 */
export const PLATFORM_COMPANY_ID = '00000000-0000-0000-0000-000000000000';

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    companyNo: text('company_no').notNull(),
    companyAddress: text('company_address').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    companySize: text('company_size').notNull(),
    allowedModules: text('allowed_modules').array().notNull(),
    defaultModule: text('default_module').notNull(),
    description: text('description').notNull().default(''),
    timezone: text('timezone').notNull().default('Europe/London'),
    logoUrl: text('logo_url'),
    /** The careers page's company-name (/careers?company-name=…); set by a trigger from the name. */
    slug: text('slug'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A registered company signs up once per country.
  (t) => [
    uniqueIndex('companies_country_company_no_key').on(t.country, sql`upper(${t.companyNo})`),
    uniqueIndex('companies_slug_key').on(t.slug),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
