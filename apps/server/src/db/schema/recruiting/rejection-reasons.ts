import { sql } from 'drizzle-orm';
import {
  bigint,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RejectionReasonTypeId } from '@atrium/shared/schemas/recruiting/rejection-reasons';
import { companies } from '../platform/companies.ts';

/** Why an application was rejected (configuration → custom options → rejection reasons). */
export const rejectionReasons = pgTable(
  'rejection_reasons',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The integer id the Harvest API answers (Greenhouse's ids are integers); never reused. */
    publicId: bigint('public_id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    /** Greenhouse's kind: 1 we rejected them, 2 they rejected us, 3 none specified. */
    typeId: smallint('type_id').$type<RejectionReasonTypeId>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'rejection_reasons_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('rejection_reasons_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('rejection_reasons_company_public_id_key').on(t.companyId, t.publicId),
  ],
);
