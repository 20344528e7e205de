import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEFAULT_DATA_FLOW, type DataFlow } from '@atrium/shared/schemas/onboarding/data-flow';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { eventsOf } from '../../platform/events/platform-events.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { auditCreated, insertNewHire, loadHire } from '../new-hires/new-hires.service.ts';
import { departmentNames, locationNames, userNames } from '../plan/company-refs.repository.ts';
import { hireFromPayload } from './hand-off-mapping.ts';
import * as repository from './hand-off.repository.ts';

// Recruiting → Onboarding (issue 20): a hire in Recruiting publishes `recruiting.candidate_hired`;
// this consumer makes each such hire a new hire with their plan. It runs as a durable job queued by
// the hire itself, and a sweep every five minutes catches whatever that missed. Each company's run
// holds its cursor row locked, so two never overlap, and a hire exists once per application, so
// reading an event twice does nothing.

const EVENT = 'recruiting.candidate_hired';
/** The cursor's name, and the event it follows. */
export const HAND_OFF_CONSUMER = 'onboarding.hand-off';
/** Named in Recruiting's hire (as a job name: products share no code), which queues it. */
export const CANDIDATE_HIRED_JOB = 'onboarding.hand-off.candidate-hired';
export const HAND_OFF_SWEEP_JOB = 'onboarding.hand-off.sweep';
/**
 * An event is stamped with its transaction's start and seen at its commit, so a later-stamped one
 * may be read first: each run reads again from a little before its cursor.
 */
const OVERLAP_MS = 5 * 60_000;

export interface HandOffDeps {
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
}

export async function dataFlowOf(db: DbOrTx, companyId: string): Promise<DataFlow> {
  return (await repository.findDataFlow(db, companyId)) ?? DEFAULT_DATA_FLOW;
}

export const getDataFlow = (db: Db, auth: AuthContext) => dataFlowOf(db, auth.companyId);

export const saveDataFlow = (db: Db, request: FastifyRequest, auth: AuthContext, flow: DataFlow) =>
  db.transaction(async (tx) => {
    const before = await dataFlowOf(tx, auth.companyId);
    await repository.saveDataFlow(tx, auth.companyId, flow);
    await recordAudit(tx, request, {
      action: 'onboarding.data_flow.update',
      targetType: 'onboarding_data_flow',
      targetId: auth.companyId,
      before,
      after: flow,
    });
    return dataFlowOf(tx, auth.companyId);
  });

/** Links the payload names that are no longer the company's (a department deleted since) are dropped. */
async function liveLinks<
  T extends { departmentId: string | null; locationId: string | null; managerUserId: string | null },
>(tx: DbOrTx, companyId: string, hire: T): Promise<T> {
  const keep = async (
    id: string | null,
    names: (db: DbOrTx, c: string, ids: string[]) => Promise<Map<string, string>>,
  ) => (id && (await names(tx, companyId, [id])).has(id) ? id : null);
  return {
    ...hire,
    departmentId: await keep(hire.departmentId, departmentNames),
    locationId: await keep(hire.locationId, locationNames),
    managerUserId: await keep(hire.managerUserId, userNames),
  };
}

/**
 * Reads the company's "candidate hired" events after its cursor and makes each a new hire (source
 * `recruiting`) with their plan, skipping applications already handed off. Answers the new hires' ids.
 */
export async function consumeCandidateHired(
  deps: { db: DbOrTx; log?: Pick<FastifyBaseLogger, 'error'> },
  companyId: string,
): Promise<string[]> {
  return deps.db.transaction(async (tx) => {
    const cursor = await repository.lockCursor(tx, companyId, HAND_OFF_CONSUMER);
    const after = cursor.lastCreatedAt ? new Date(cursor.lastCreatedAt.getTime() - OVERLAP_MS) : new Date(0);
    const events = await eventsOf(tx, companyId, EVENT, after);
    if (events.length === 0) return [];
    const flow = await dataFlowOf(tx, companyId);
    const created: string[] = [];
    for (const event of events) {
      const { payload } = event;
      if (await repository.hireOfApplication(tx, companyId, payload.applicationId)) continue;
      try {
        // One event's failure (it cannot be stored) is logged and passed over, not retried for ever.
        await tx.transaction(async (inner) => {
          const hire = await liveLinks(inner, companyId, hireFromPayload(payload, flow));
          const row = await insertNewHire(inner, companyId, hire, {
            source: 'recruiting',
            applicationId: payload.applicationId,
            candidateId: payload.candidateId,
          });
          await auditCreated(inner, null, companyId, await loadHire(inner, companyId, row.id));
          created.push(row.id);
        });
      } catch (error) {
        // Without a log (the demo seed), a failure is the caller's to see.
        if (!deps.log) throw error;
        deps.log.error(
          { err: error, companyId, eventId: event.id },
          'onboarding hand-off: event not handled',
        );
      }
    }
    const last = events.at(-1)!;
    if (!cursor.lastCreatedAt || last.createdAt > cursor.lastCreatedAt)
      await repository.moveCursor(tx, companyId, HAND_OFF_CONSUMER, last);
    return created;
  });
}

/** Every company with events the consumer has not read. */
export async function sweepHandOffs(deps: Pick<HandOffDeps, 'db' | 'log'>) {
  for (const companyId of await repository.companiesWithUnreadEvents(deps.db, EVENT, HAND_OFF_CONSUMER)) {
    try {
      await consumeCandidateHired(deps, companyId);
    } catch (error) {
      deps.log.error({ err: error, companyId }, 'onboarding hand-off failed');
    }
  }
}

export function defineHandOffJobs(deps: HandOffDeps): void {
  deps.jobs.define({
    name: CANDIDATE_HIRED_JOB,
    data: z.object({ companyId: z.uuid() }),
    retryLimit: 5,
    handler: async ({ companyId }) => {
      await consumeCandidateHired(deps, companyId);
    },
  });
  deps.jobs.define({ name: HAND_OFF_SWEEP_JOB, data: z.object({}), handler: () => sweepHandOffs(deps) });
}

/** Once the queue runs: the sweep every five minutes (one instance queues each tick). */
export const scheduleHandOffSweep = (jobs: JobQueue) => jobs.schedule(HAND_OFF_SWEEP_JOB, '*/5 * * * *', {});
