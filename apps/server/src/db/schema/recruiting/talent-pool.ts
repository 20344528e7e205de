import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from '../platform/companies.ts';
import { candidates } from './candidates.ts';

/** A prospect pool (talent pool → configure pool): its stages in order and the people who run it. */
export const prospectPools = pgTable(
  'prospect_pools',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    publicId: bigint('public_id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    adminIds: uuid('admin_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'prospect_pools_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('prospect_pools_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('prospect_pools_company_public_id_key').on(t.companyId, t.publicId),
  ],
);

export const prospectPoolStages = pgTable(
  'prospect_pool_stages',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    publicId: bigint('public_id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    poolId: uuid('pool_id').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ name: 'prospect_pool_stages_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'prospect_pool_stages_pool_id_fkey',
      columns: [t.companyId, t.poolId],
      foreignColumns: [prospectPools.companyId, prospectPools.id],
    }).onDelete('cascade'),
    index('prospect_pool_stages_pool_idx').on(t.companyId, t.poolId, t.position),
  ],
);

/** A candidate kept in a pool: at a stage, with an owner; converted once they apply for a job. */
export const prospects = pgTable(
  'prospects',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /**
     * Harvest's id for the prospect's application: drawn from the applications' sequence, so one
     * integer names either a job application or a prospect one.
     */
    publicId: bigint('public_id', { mode: 'number' })
      .notNull()
      .default(sql`nextval(pg_get_serial_sequence('applications', 'public_id'))`),
    candidateId: uuid('candidate_id').notNull(),
    poolId: uuid('pool_id').notNull(),
    stageId: uuid('stage_id'),
    ownerId: uuid('owner_id'),
    status: text('status').$type<'active' | 'converted'>().notNull().default('active'),
    convertedApplicationId: uuid('converted_application_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'prospects_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'prospects_candidate_id_fkey',
      columns: [t.companyId, t.candidateId],
      foreignColumns: [candidates.companyId, candidates.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'prospects_pool_id_fkey',
      columns: [t.companyId, t.poolId],
      foreignColumns: [prospectPools.companyId, prospectPools.id],
    }).onDelete('cascade'),
    uniqueIndex('prospects_pool_candidate_key').on(t.companyId, t.poolId, t.candidateId),
    uniqueIndex('prospects_company_public_id_key').on(t.companyId, t.publicId),
    index('prospects_company_pool_stage_idx').on(t.companyId, t.poolId, t.stageId),
  ],
);
