import type { FastifyRequest } from 'fastify';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type {
  AddProspectInput,
  ConvertProspectInput,
  Pool,
  PoolInput,
  Prospect,
  ProspectQuery,
} from '@atrium/shared/schemas/recruiting/talent-pool';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { Db, DbOrTx } from '../../../db/client.ts';
import {
  applications,
  candidates,
  jobs,
  jobStages,
  prospectPools,
  prospectPoolStages,
  prospects,
  users,
} from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { pageOf } from '../../../lib/list-query.ts';
import { nameTaken } from '../../../lib/company-links.ts';
import { transactionNaming } from '../../../lib/pg-errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { recordActivity } from '../candidates/candidate-activity.ts';
import { candidatesChanged } from '../candidates/candidates.service.ts';
import { applicationEvent } from '../webhooks/webhook-events.ts';
import { emitWebhookEvent } from '../webhooks/webhook-delivery.ts';
import * as repository from './talent-pool.repository.ts';

const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: [{ path, message }] });

async function loadPools(db: DbOrTx, companyId: string, id?: string): Promise<Pool[]> {
  const rows = await repository.poolRows(db, companyId, id);
  const stages = await repository.stageRows(
    db,
    companyId,
    rows.map((row) => row.pool.id),
  );
  const names = await repository.userNames(
    db,
    companyId,
    rows.flatMap((row) => row.pool.adminIds),
  );
  return rows.map(({ pool, prospects: count }) => ({
    id: pool.id,
    publicId: pool.publicId,
    name: pool.name,
    stages: stages
      .filter((row) => row.stage.poolId === pool.id)
      .map((row) => ({ id: row.stage.id, name: row.stage.name, prospects: Number(row.prospects) })),
    admins: pool.adminIds.flatMap((adminId) =>
      names.has(adminId) ? [{ id: adminId, name: names.get(adminId)! }] : [],
    ),
    prospects: Number(count),
    createdAt: pool.createdAt.toISOString(),
  }));
}

export const listPools = (db: Db, auth: AuthContext) => loadPools(db, auth.companyId);

async function loadPool(db: DbOrTx, companyId: string, id: string) {
  const [pool] = await loadPools(db, companyId, id);
  if (!pool) throw notFound('Pool');
  return pool;
}

async function checkAdmins(tx: DbOrTx, companyId: string, adminIds: string[]) {
  const wanted = [...new Set(adminIds)];
  if (wanted.length === 0) return wanted;
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, wanted)));
  if (found.length !== wanted.length) throw fieldError('adminIds', 'Choose colleagues');
  return wanted;
}

/** Stages in the order given: kept ones keep their id (and prospects), removed ones hand theirs to the first. */
async function saveStages(tx: DbOrTx, companyId: string, poolId: string, stages: PoolInput['stages']) {
  const existing = await tx
    .select({ id: prospectPoolStages.id })
    .from(prospectPoolStages)
    .where(and(eq(prospectPoolStages.companyId, companyId), eq(prospectPoolStages.poolId, poolId)));
  const known = new Set(existing.map((row) => row.id));
  const ids: string[] = [];
  for (const [position, stage] of stages.entries()) {
    if (stage.id && known.has(stage.id)) {
      await tx
        .update(prospectPoolStages)
        .set({ name: stage.name, position })
        .where(and(eq(prospectPoolStages.companyId, companyId), eq(prospectPoolStages.id, stage.id)));
      ids.push(stage.id);
    } else {
      const [row] = await tx
        .insert(prospectPoolStages)
        .values({ companyId, poolId, name: stage.name, position })
        .returning({ id: prospectPoolStages.id });
      ids.push(row!.id);
    }
  }
  const removed = existing.map((row) => row.id).filter((id) => !ids.includes(id));
  if (removed.length > 0) {
    await tx
      .update(prospects)
      .set({ stageId: ids[0]! })
      .where(and(eq(prospects.companyId, companyId), inArray(prospects.stageId, removed)));
    await tx
      .delete(prospectPoolStages)
      .where(
        and(
          eq(prospectPoolStages.companyId, companyId),
          eq(prospectPoolStages.poolId, poolId),
          notInArray(prospectPoolStages.id, ids),
        ),
      );
  }
}

const inTransaction = <T>(db: Db, work: (tx: DbOrTx) => Promise<T>) =>
  transactionNaming(db, work, { prospect_pools_company_name_key: () => nameTaken('pool') });

export const createPool = (db: Db, request: FastifyRequest, auth: AuthContext, input: PoolInput) =>
  inTransaction(db, async (tx) => {
    const adminIds = await checkAdmins(tx, auth.companyId, input.adminIds);
    const [pool] = await tx
      .insert(prospectPools)
      .values({ companyId: auth.companyId, name: input.name, adminIds })
      .returning({ id: prospectPools.id });
    await saveStages(tx, auth.companyId, pool!.id, input.stages);
    await recordAudit(tx, request, {
      action: 'prospect_pool.create',
      targetType: 'prospect_pool',
      targetId: pool!.id,
      after: { name: input.name, stages: input.stages.map((stage) => stage.name) },
    });
    return loadPool(tx, auth.companyId, pool!.id);
  });

export const updatePool = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: PoolInput,
) =>
  inTransaction(db, async (tx) => {
    const before = await loadPool(tx, auth.companyId, id);
    const adminIds = await checkAdmins(tx, auth.companyId, input.adminIds);
    await tx
      .update(prospectPools)
      .set({ name: input.name, adminIds })
      .where(and(eq(prospectPools.companyId, auth.companyId), eq(prospectPools.id, id)));
    await saveStages(tx, auth.companyId, id, input.stages);
    const after = await loadPool(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'prospect_pool.update',
      targetType: 'prospect_pool',
      targetId: id,
      before: { name: before.name, stages: before.stages.map((stage) => stage.name) },
      after: { name: after.name, stages: after.stages.map((stage) => stage.name) },
    });
    return after;
  });

/** A pool with prospects still in it is kept: move or convert them first. */
export const deletePool = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  db.transaction(async (tx) => {
    const before = await loadPool(tx, auth.companyId, id);
    if (before.prospects > 0)
      throw new AppError(
        'CONFLICT',
        `${before.name} still holds ${before.prospects} prospect${before.prospects === 1 ? '' : 's'}`,
      );
    await tx
      .delete(prospectPools)
      .where(and(eq(prospectPools.companyId, auth.companyId), eq(prospectPools.id, id)));
    await recordAudit(tx, request, {
      action: 'prospect_pool.delete',
      targetType: 'prospect_pool',
      targetId: id,
      before: { name: before.name },
    });
  });

function toProspect(row: repository.ProspectRow, owners: Map<string, string>): Prospect {
  const p = row.prospect;
  return {
    id: p.id,
    candidate: {
      id: p.candidateId,
      name: row.candidateName,
      email: row.email,
      title: row.title,
      company: row.company,
    },
    pool: { id: p.poolId, name: row.poolName },
    stage: p.stageId && row.stageName ? { id: p.stageId, name: row.stageName } : null,
    owner: p.ownerId && owners.has(p.ownerId) ? { id: p.ownerId, name: owners.get(p.ownerId)! } : null,
    status: p.status,
    convertedTo:
      p.convertedApplicationId && row.jobName
        ? { applicationId: p.convertedApplicationId, jobName: row.jobName }
        : null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export async function listProspects(
  db: Db,
  auth: AuthContext,
  query: ProspectQuery,
): Promise<Paged<Prospect>> {
  const [rows, total] = await Promise.all([
    repository.prospectPage(db, auth.companyId, query, query.limit, (query.page - 1) * query.limit),
    repository.countProspects(db, auth.companyId, query),
  ]);
  const owners = await repository.userNames(
    db,
    auth.companyId,
    rows.flatMap((row) => (row.prospect.ownerId ? [row.prospect.ownerId] : [])),
  );
  return pageOf(
    rows.map((row) => toProspect(row, owners)),
    total,
    query,
  );
}

async function loadProspect(db: DbOrTx, companyId: string, id: string) {
  const row = await repository.findProspect(db, companyId, id);
  if (!row) throw notFound('Prospect');
  const owners = await repository.userNames(
    db,
    companyId,
    row.prospect.ownerId ? [row.prospect.ownerId] : [],
  );
  return toProspect(row, owners);
}

async function stageOfPool(
  tx: DbOrTx,
  companyId: string,
  poolId: string,
  stageId: string | null,
  field: string,
) {
  const stages = await tx
    .select({ id: prospectPoolStages.id, name: prospectPoolStages.name })
    .from(prospectPoolStages)
    .where(and(eq(prospectPoolStages.companyId, companyId), eq(prospectPoolStages.poolId, poolId)))
    .orderBy(asc(prospectPoolStages.position));
  const stage = stageId ? stages.find((s) => s.id === stageId) : stages[0];
  if (!stage) throw fieldError(field, 'Choose a stage of this pool');
  return stage;
}

/** Someone into a pool: an existing candidate, or a new person (one per company and email, as ever). */
export const addProspect = (db: Db, request: FastifyRequest, auth: AuthContext, input: AddProspectInput) =>
  transactionNaming(
    db,
    async (tx) => {
      const pool = await loadPool(tx, auth.companyId, input.poolId).catch(() => {
        throw fieldError('poolId', 'Choose a pool');
      });
      const stage = await stageOfPool(tx, auth.companyId, pool.id, input.stageId, 'stageId');
      if (input.ownerId)
        await checkAdmins(tx, auth.companyId, [input.ownerId]).catch(() => {
          throw fieldError('ownerId', 'Choose a colleague');
        });
      let candidateId = input.candidateId;
      if (candidateId) {
        const [found] = await tx
          .select({ id: candidates.id })
          .from(candidates)
          .where(and(eq(candidates.companyId, auth.companyId), eq(candidates.id, candidateId)))
          .limit(1);
        if (!found) throw fieldError('candidateId', 'Choose a candidate of your company');
      } else {
        const errors = [
          ...(input.firstName ? [] : [{ path: 'firstName', message: 'This field is required' }]),
          ...(input.lastName ? [] : [{ path: 'lastName', message: 'This field is required' }]),
          ...(/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)
            ? []
            : [{ path: 'email', message: 'Enter a valid email address' }]),
        ];
        if (errors.length) throw new AppError('VALIDATION_FAILED', errors[0]!.message, { errors });
        const [created] = await tx
          .insert(candidates)
          .values({
            companyId: auth.companyId,
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
          })
          .returning({ id: candidates.id });
        candidateId = created!.id;
      }
      const [prospect] = await tx
        .insert(prospects)
        .values({
          companyId: auth.companyId,
          candidateId,
          poolId: pool.id,
          stageId: stage.id,
          ownerId: input.ownerId,
        })
        .returning({ id: prospects.id });
      await recordActivity(tx, {
        companyId: auth.companyId,
        candidateId,
        kind: 'added',
        summary: `Added to the ${pool.name} pool (${stage.name})`,
        body: input.note || null,
        actorId: auth.userId,
      });
      await emitWebhookEvent(tx, auth.companyId, 'new_prospect_application', async () => {
        const [ids] = await tx
          .select({ candidate: candidates.publicId, stage: prospectPoolStages.publicId })
          .from(candidates)
          .innerJoin(
            prospectPoolStages,
            and(eq(prospectPoolStages.companyId, candidates.companyId), eq(prospectPoolStages.id, stage.id)),
          )
          .where(and(eq(candidates.companyId, auth.companyId), eq(candidates.id, candidateId!)));
        return {
          application: {
            prospect: true,
            candidate: { id: ids!.candidate },
            jobs: [],
            prospect_detail: {
              prospect_pool: { id: pool.publicId, name: pool.name },
              prospect_stage: { id: ids!.stage, name: stage.name },
              prospect_owner: null,
            },
          },
        };
      });
      await recordAudit(tx, request, {
        action: 'prospect.create',
        targetType: 'candidate',
        targetId: candidateId,
        after: { pool: pool.name, stage: stage.name },
      });
      candidatesChanged(auth.companyId);
      return loadProspect(tx, auth.companyId, prospect!.id);
    },
    {
      prospects_pool_candidate_key: () => fieldError('candidateId', 'Already in this pool'),
      candidates_company_email_key: () =>
        fieldError('email', 'A candidate with this email already exists: add them instead'),
    },
  );

export const moveProspect = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  stageId: string,
) =>
  db.transaction(async (tx) => {
    const before = await loadProspect(tx, auth.companyId, id);
    if (before.status !== 'active') throw new AppError('CONFLICT', 'This prospect was converted already');
    const stage = await stageOfPool(tx, auth.companyId, before.pool.id, stageId, 'stageId');
    if (stage.id === before.stage?.id)
      throw new AppError('CONFLICT', 'The prospect is already in this stage');
    await tx
      .update(prospects)
      .set({ stageId: stage.id, updatedAt: sql`now()` })
      .where(and(eq(prospects.companyId, auth.companyId), eq(prospects.id, id)));
    await recordActivity(tx, {
      companyId: auth.companyId,
      candidateId: before.candidate.id,
      kind: 'stage_changed',
      summary: `Moved from ${before.stage?.name ?? 'no stage'} to ${stage.name} in the ${before.pool.name} pool`,
      actorId: auth.userId,
    });
    return loadProspect(tx, auth.companyId, id);
  });

/** Into another pool, at its first stage unless one of its stages is named (one entry per pool and candidate). */
export const moveProspectToPool = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  poolId: string,
  stageId: string | null,
) =>
  transactionNaming(
    db,
    async (tx) => {
      const before = await loadProspect(tx, auth.companyId, id);
      if (before.status !== 'active') throw new AppError('CONFLICT', 'This prospect was converted already');
      const pool = await loadPool(tx, auth.companyId, poolId).catch(() => {
        throw fieldError('poolId', 'Choose a pool');
      });
      const stage = await stageOfPool(tx, auth.companyId, pool.id, stageId, 'stageId');
      await tx
        .update(prospects)
        .set({ poolId: pool.id, stageId: stage.id, updatedAt: sql`now()` })
        .where(and(eq(prospects.companyId, auth.companyId), eq(prospects.id, id)));
      await recordActivity(tx, {
        companyId: auth.companyId,
        candidateId: before.candidate.id,
        kind: 'stage_changed',
        summary: `Moved from the ${before.pool.name} pool to the ${pool.name} pool (${stage.name})`,
        actorId: auth.userId,
      });
      await recordAudit(tx, request, {
        action: 'prospect.move_pool',
        targetType: 'candidate',
        targetId: before.candidate.id,
        before: { pool: before.pool.name, stage: before.stage?.name ?? null },
        after: { pool: pool.name, stage: stage.name },
      });
      return loadProspect(tx, auth.companyId, id);
    },
    { prospects_pool_candidate_key: () => fieldError('poolId', 'Already in this pool') },
  );

export const setProspectOwner = (db: Db, auth: AuthContext, id: string, ownerId: string | null) =>
  db.transaction(async (tx) => {
    await loadProspect(tx, auth.companyId, id);
    if (ownerId)
      await checkAdmins(tx, auth.companyId, [ownerId]).catch(() => {
        throw fieldError('ownerId', 'Choose a colleague');
      });
    await tx
      .update(prospects)
      .set({ ownerId, updatedAt: sql`now()` })
      .where(and(eq(prospects.companyId, auth.companyId), eq(prospects.id, id)));
    return loadProspect(tx, auth.companyId, id);
  });

/** A candidate on a job at last: an application in its first stage (or the one chosen); the prospect is kept as converted. */
export const convertProspect = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: ConvertProspectInput,
) =>
  db.transaction(async (tx) => {
    const before = await loadProspect(tx, auth.companyId, id);
    if (before.status !== 'active') throw new AppError('CONFLICT', 'This prospect was converted already');
    const [job] = await tx
      .select({ id: jobs.id, name: jobs.name, status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.companyId, auth.companyId), eq(jobs.id, input.jobId)))
      .limit(1);
    if (!job || job.status === 'closed') throw fieldError('jobId', 'Choose an open or draft job');
    const stages = await tx
      .select({ id: jobStages.id, name: jobStages.name })
      .from(jobStages)
      .where(and(eq(jobStages.companyId, auth.companyId), eq(jobStages.jobId, job.id)))
      .orderBy(asc(jobStages.position));
    const stage = input.stageId ? stages.find((s) => s.id === input.stageId) : stages[0];
    if (!stage) throw fieldError('stageId', 'Choose a stage of this job');
    const [existing] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.companyId, auth.companyId),
          eq(applications.jobId, job.id),
          eq(applications.candidateId, before.candidate.id),
        ),
      )
      .limit(1);
    if (existing) throw fieldError('jobId', 'The candidate already has an application for that job');
    const [application] = await tx
      .insert(applications)
      .values({
        companyId: auth.companyId,
        jobId: job.id,
        candidateId: before.candidate.id,
        stageId: stage.id,
        source: `Prospect pool: ${before.pool.name}`,
      })
      .returning({ id: applications.id });
    await tx
      .update(prospects)
      .set({ status: 'converted', convertedApplicationId: application!.id, updatedAt: sql`now()` })
      .where(and(eq(prospects.companyId, auth.companyId), eq(prospects.id, id)));
    await recordActivity(tx, {
      companyId: auth.companyId,
      candidateId: before.candidate.id,
      applicationId: application!.id,
      kind: 'added',
      summary: `Converted from the ${before.pool.name} pool to a candidate for ${job.name} (${stage.name})`,
      actorId: auth.userId,
    });
    await applicationEvent(tx, auth.companyId, 'new_candidate_application', application!.id);
    await recordAudit(tx, request, {
      action: 'prospect.convert',
      targetType: 'job',
      targetId: job.id,
      after: { candidate: before.candidate.name, pool: before.pool.name, stage: stage.name },
    });
    candidatesChanged(auth.companyId);
    return loadProspect(tx, auth.companyId, id);
  });

export const removeProspect = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  db.transaction(async (tx) => {
    const before = await loadProspect(tx, auth.companyId, id);
    await tx.delete(prospects).where(and(eq(prospects.companyId, auth.companyId), eq(prospects.id, id)));
    await recordActivity(tx, {
      companyId: auth.companyId,
      candidateId: before.candidate.id,
      kind: 'edited',
      summary: `Removed from the ${before.pool.name} pool`,
      actorId: auth.userId,
    });
    await recordAudit(tx, request, {
      action: 'prospect.delete',
      targetType: 'candidate',
      targetId: before.candidate.id,
      before: { pool: before.pool.name },
    });
  });
