import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  foreignKey,
  primaryKey,
} from 'drizzle-orm/pg-core';
import type {
  ApprovalDecision,
  ApprovalKind,
  ApprovalRequestStatus,
} from '@atrium/shared/schemas/recruiting/approvals';
import { companies } from '../platform/companies.ts';
import { jobs } from './jobs.ts';
import { users } from '../platform/users.ts';

export interface StoredApprovalGroup {
  approverIds: string[];
  required: number;
}

/** Who approves: the company's default flow of a kind (job_id null), or one job's own. */
export const approvalFlows = pgTable(
  'approval_flows',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id'),
    kind: text('kind').$type<ApprovalKind>().notNull(),
    sequential: boolean('sequential').notNull().default(true),
    groups: jsonb('groups')
      .$type<StoredApprovalGroup[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    updatedById: uuid('updated_by_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'approval_flows_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'approval_flows_job_id_fkey',
      columns: [t.companyId, t.jobId],
      foreignColumns: [jobs.companyId, jobs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'approval_flows_updated_by_id_fkey',
      columns: [t.companyId, t.updatedById],
      foreignColumns: [users.companyId, users.id],
    }),
    uniqueIndex('approval_flows_company_kind_key')
      .on(t.companyId, t.kind)
      .where(sql`${t.jobId} is null`),
    uniqueIndex('approval_flows_job_kind_key')
      .on(t.companyId, t.jobId, t.kind)
      .where(sql`${t.jobId} is not null`),
  ],
);

/** One round of asking: the flow as it was when asked (a later edit restarts the round). */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    kind: text('kind').$type<ApprovalKind>().notNull(),
    /** The offer (version) an offer approval is for; null for opening a job. */
    offerId: uuid('offer_id'),
    status: text('status').$type<ApprovalRequestStatus>().notNull().default('pending'),
    sequential: boolean('sequential').notNull(),
    groups: jsonb('groups').$type<StoredApprovalGroup[]>().notNull(),
    requestedById: uuid('requested_by_id'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'approval_requests_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'approval_requests_job_id_fkey',
      columns: [t.companyId, t.jobId],
      foreignColumns: [jobs.companyId, jobs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'approval_requests_requested_by_id_fkey',
      columns: [t.companyId, t.requestedById],
      foreignColumns: [users.companyId, users.id],
    }),
    index('approval_requests_company_job_idx').on(t.companyId, t.jobId, t.requestedAt),
    // At most one round waits per job (to open it) and per offer.
    uniqueIndex('approval_requests_pending_key')
      .on(t.companyId, t.jobId, t.kind)
      .where(sql`${t.status} = 'pending' and ${t.offerId} is null`),
    uniqueIndex('approval_requests_pending_offer_key')
      .on(t.companyId, t.offerId)
      .where(sql`${t.status} = 'pending' and ${t.offerId} is not null`),
  ],
);

export const approvalDecisions = pgTable(
  'approval_decisions',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').notNull(),
    groupIndex: integer('group_index').notNull(),
    approverId: uuid('approver_id').notNull(),
    decision: text('decision').$type<ApprovalDecision>().notNull(),
    note: text('note').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'approval_decisions_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'approval_decisions_request_id_fkey',
      columns: [t.companyId, t.requestId],
      foreignColumns: [approvalRequests.companyId, approvalRequests.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'approval_decisions_approver_id_fkey',
      columns: [t.companyId, t.approverId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    uniqueIndex('approval_decisions_request_group_approver_key').on(
      t.companyId,
      t.requestId,
      t.groupIndex,
      t.approverId,
    ),
  ],
);
