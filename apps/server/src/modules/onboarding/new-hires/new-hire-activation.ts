import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { afterCommit } from '../../../db/after-commit.ts';
import type { NewHireRow } from '../../../db/schema/index.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { insertUser } from '../../platform/auth/auth.repository.ts';
import { findSignInIdentity } from '../../platform/auth/sign-in-identities.repository.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { companyTimeZone } from '../plan/company-refs.repository.ts';
import { addDays, todayIn } from '../plan/plan-rules.ts';
import * as activation from './new-hire-activation.repository.ts';
import { lockHire, updateHire } from './new-hires.repository.ts';

// Issue 20, item 1: a hire whose start date has come (in the company's time zone) becomes an active
// person in People, with their manager, department and location, so Performance and the directory
// see them. A durable sweep does it, hourly (every zone's midnight is met within the hour) and once
// at start; each hire in its own transaction, with the row locked, so a rerun does nothing twice.

export const ACTIVATION_SWEEP_JOB = 'onboarding.new-hires.activation-sweep';

export interface ActivationDeps {
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  userStates?: { invalidate(userId: string): void };
}

/**
 * `activated`: the hire's account (made when they were invited) became a full person; `created`: a
 * new person; `linked`: the address already was one of the company's people (a rehire, an internal
 * move), who is linked as they are; `email_taken`: another company's account holds the address, so
 * nothing is done (and the sweep tries again); `skipped`: not due, cancelled or done.
 */
export type ActivationOutcome = 'activated' | 'created' | 'linked' | 'email_taken' | 'skipped';

/** What a person takes from their hire: their place in People (links the company no longer has dropped). */
/** What People knows of a hire: their place in the company, as far as it still exists. */
export async function personFields(tx: DbOrTx, companyId: string, hire: NewHireRow) {
  return {
    jobTitle: hire.jobTitle,
    departmentId: (await activation.departmentExists(tx, companyId, hire.departmentId))
      ? hire.departmentId
      : null,
    locationId: (await activation.locationExists(tx, companyId, hire.locationId)) ? hire.locationId : null,
    managerId: hire.managerUserId,
    employmentType: hire.employmentType,
    startDate: hire.startDate,
  };
}

export async function activateHire(
  db: DbOrTx,
  companyId: string,
  hireId: string,
  now = new Date(),
  onActivated?: (userId: string) => void,
): Promise<ActivationOutcome> {
  return db.transaction(async (tx) => {
    const hire = await lockHire(tx, companyId, hireId);
    if (!hire || hire.activatedAt || hire.state === 'cancelled' || !hire.startDate) return 'skipped';
    if (hire.startDate > todayIn(await companyTimeZone(tx, companyId), now)) return 'skipped';
    const company = await activation.companyModules(tx, companyId);
    if (!company) return 'skipped';
    let userId: string;
    let outcome: ActivationOutcome;
    if (hire.userId) {
      // Invited before: their account opened Onboarding only; now it is a colleague's.
      userId = hire.userId;
      outcome = 'activated';
      await activation.activateAccount(tx, companyId, userId, {
        ...company,
        ...(await personFields(tx, companyId, hire)),
      });
    } else {
      const identity = await findSignInIdentity(tx, hire.personalEmail);
      if (identity && identity.companyId !== companyId) return 'email_taken';
      if (identity) {
        userId = identity.userId;
        outcome = 'linked';
      } else {
        const user = await insertUser(tx, {
          companyId,
          email: hire.personalEmail.toLowerCase(),
          firstName: hire.preferredFirstName || hire.legalFirstName,
          lastName: hire.legalLastName,
          contactNumber: hire.phone,
          role: null,
          allowedModules: company.allowedModules,
          defaultModule: company.defaultModule,
          // Active without a password: they set one through the invitation or "forgot password".
          status: 'active',
          ...(await personFields(tx, companyId, hire)),
        });
        userId = user.id;
        outcome = 'created';
      }
    }
    await updateHire(tx, companyId, hireId, { userId, activatedAt: now });
    await activation.assignNewHireTasks(tx, companyId, hireId, userId);
    await recordAudit(tx, null, {
      action: 'onboarding.new_hire.became_person',
      companyId,
      targetType: 'new_hire',
      targetId: hireId,
      after: { userId, outcome },
    });
    // Their cached grants and modules are stale once this commits.
    if (onActivated) afterCommit(tx, () => onActivated(userId));
    return outcome;
  });
}

/** Every hire of every company whose start date has come and who is not yet in People. */
export async function sweepActivations(
  deps: Pick<ActivationDeps, 'db' | 'log' | 'userStates'>,
  now = new Date(),
) {
  // No zone is more than a day ahead of UTC: the query asks for a day more, each company its own.
  const due = await activation.hiresToActivate(deps.db, addDays(todayIn('UTC', now), 1));
  const outcomes: ActivationOutcome[] = [];
  for (const hire of due) {
    if (!hire.startDate || hire.startDate > todayIn(hire.timezone, now)) continue;
    try {
      const outcome = await activateHire(deps.db, hire.companyId, hire.id, now, (userId) =>
        deps.userStates?.invalidate(userId),
      );
      if (outcome === 'email_taken')
        deps.log.warn(
          { companyId: hire.companyId, newHireId: hire.id },
          'new hire: address held by another company',
        );
      outcomes.push(outcome);
    } catch (error) {
      // One hire's failure must not hold back the others; the next sweep tries it again.
      deps.log.error(
        { err: error, companyId: hire.companyId, newHireId: hire.id },
        'new hire activation failed',
      );
    }
  }
  return outcomes;
}

export function defineActivationJobs(deps: ActivationDeps): void {
  deps.jobs.define({
    name: ACTIVATION_SWEEP_JOB,
    data: z.object({}),
    handler: async () => {
      await sweepActivations(deps);
    },
  });
}

/**
 * A start date set to today or earlier (in any zone: UTC's tomorrow bounds them all) need not wait
 * for the hourly sweep: one runs once the change commits, and activates the hire if their company's
 * day has come.
 */
export function activateIfDue(
  tx: DbOrTx,
  jobs: JobQueue,
  log: FastifyBaseLogger,
  startDate: string | null | undefined,
): void {
  if (!startDate || startDate > addDays(todayIn('UTC'), 1)) return;
  afterCommit(tx, () => {
    jobs
      .send(ACTIVATION_SWEEP_JOB, {})
      .catch((error: unknown) =>
        log.warn({ err: error }, 'activation sweep not queued; the hourly one will run'),
      );
  });
}

/** Once the queue runs: hourly, and once now (a start date may have come while the server was down). */
export async function scheduleActivationSweep(jobs: JobQueue): Promise<void> {
  await jobs.schedule(ACTIVATION_SWEEP_JOB, '5 * * * *', {});
  await jobs.send(ACTIVATION_SWEEP_JOB, {}, { singletonKey: 'at-start' });
}
