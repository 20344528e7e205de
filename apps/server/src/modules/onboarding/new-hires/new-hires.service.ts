import type { FastifyRequest } from 'fastify';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import {
  NEW_HIRE_MESSAGES,
  nextNewHireState,
  type CreateNewHireInput,
  type NewHire,
  type NewHireSource,
  type NewHiresQuery,
  type NewHireTransition,
  type UpdateNewHireInput,
} from '@atrium/shared/schemas/onboarding/new-hires';
import type { AssigneeRole } from '@atrium/shared/schemas/onboarding/plan';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { NewHireRow } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { offsetOf, pageOf } from '../../../lib/list-query.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit, type AuditContext } from '../../platform/audit/audit.service.ts';
import { companyTimeZone } from '../plan/company-refs.repository.ts';
import { checkLinks, linksOf, type Link } from '../plan/link-checks.ts';
import { assemblePlan } from '../plan/plan-assembly.ts';
import { todayIn } from '../plan/plan-rules.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { queueNextStepMail } from '../welcome/hire-mails.ts';
import { closeUnstartedHireAccount, hireAccount } from './hire-account.ts';
import { activateIfDue } from './new-hire-activation.ts';
import { assignNewHireTasks } from './new-hire-activation.repository.ts';
import { STATE_STAMPS } from './new-hire-states.ts';
import { hireVisibilityCondition, isHireVisible } from './hire-visibility.ts';
import * as repository from './new-hires.repository.ts';
import { dueDatesAfterStartChange } from './start-date-shift.ts';

export const displayName = (
  hire: Pick<NewHireRow, 'preferredFirstName' | 'legalFirstName' | 'legalLastName'>,
) => `${hire.preferredFirstName || hire.legalFirstName} ${hire.legalLastName}`.trim();

/** Today in the company's time zone: what "overdue" and "the start date has come" are measured by. */
export const companyToday = async (db: DbOrTx, companyId: string) =>
  todayIn(await companyTimeZone(db, companyId));

const named = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

function toView(
  record: repository.HireRecord,
  values: Awaited<ReturnType<typeof repository.criterionValuesOf>>,
): NewHire {
  const { hire } = record;
  return {
    id: hire.id,
    name: displayName(hire),
    preferredFirstName: hire.preferredFirstName,
    legalFirstName: hire.legalFirstName,
    legalLastName: hire.legalLastName,
    personalEmail: hire.personalEmail,
    phone: hire.phone,
    startDate: hire.startDate,
    jobTitle: hire.jobTitle,
    // A department or location deleted since reads as none.
    department: named(hire.departmentId, record.departmentName),
    location: named(hire.locationId, record.locationName),
    manager: named(hire.managerUserId, record.managerName),
    hrContact: named(hire.hrContactUserId, record.hrContactName),
    buddy: named(hire.buddyUserId, record.buddyName),
    employmentType: hire.employmentType,
    workCountry: hire.workCountry,
    criterionValues: values
      .filter((value) => value.newHireId === hire.id)
      .map(({ id, name, criterionId, criterionName }) => ({ id, name, criterionId, criterionName })),
    customFields: hire.customFields,
    state: hire.state,
    source: hire.source,
    applicationId: hire.applicationId,
    candidateId: hire.candidateId,
    userId: hire.userId,
    activatedAt: hire.activatedAt?.toISOString() ?? null,
    tasks: { total: record.tasksTotal, done: record.tasksDone, overdue: record.tasksOverdue },
    invitedAt: hire.invitedAt?.toISOString() ?? null,
    completedAt: hire.completedAt?.toISOString() ?? null,
    cancelledAt: hire.cancelledAt?.toISOString() ?? null,
    createdAt: hire.createdAt.toISOString(),
    updatedAt: hire.updatedAt.toISOString(),
  };
}

export async function listNewHires(db: Db, auth: AuthContext, query: NewHiresQuery): Promise<Paged<NewHire>> {
  const today = await companyToday(db, auth.companyId);
  const visible = await hireVisibilityCondition(db, auth);
  const rows = await repository.listHires(
    db,
    auth.companyId,
    query,
    { limit: query.limit, offset: offsetOf(query), today },
    visible,
  );
  const total = await repository.countHires(db, auth.companyId, query, visible);
  const values = await repository.criterionValuesOf(
    db,
    auth.companyId,
    rows.map((row) => row.hire.id),
  );
  return pageOf(
    rows.map((row) => toView(row, values)),
    total,
    query,
  );
}

export async function loadHire(db: DbOrTx, companyId: string, id: string): Promise<NewHire> {
  const record = await repository.findHire(db, companyId, id, await companyToday(db, companyId));
  if (!record) throw notFound('New hire');
  return toView(record, await repository.criterionValuesOf(db, companyId, [id]));
}

/** A hire the caller's role may not see (settings → permission) answers 404, as a missing one. */
export async function getNewHire(db: Db, auth: AuthContext, id: string): Promise<NewHire> {
  if (!(await isHireVisible(db, auth, id))) throw notFound('New hire');
  return loadHire(db, auth.companyId, id);
}

/** The links a hire's fields name, each with the field it is in. */
const linksOfFields = (
  input: Partial<
    Pick<
      CreateNewHireInput,
      | 'departmentId'
      | 'locationId'
      | 'managerUserId'
      | 'hrContactUserId'
      | 'buddyUserId'
      | 'criterionValueIds'
    >
  >,
): Link[] => [
  { path: 'departmentId', kind: 'department', id: input.departmentId },
  { path: 'locationId', kind: 'location', id: input.locationId },
  { path: 'managerUserId', kind: 'person', id: input.managerUserId },
  { path: 'hrContactUserId', kind: 'person', id: input.hrContactUserId },
  { path: 'buddyUserId', kind: 'person', id: input.buddyUserId },
  ...linksOf('criterionValueIds', 'criterionValue', input.criterionValueIds),
];

/** A hire's fields as every way in gives them: names and email always, the start date when known. */
export type NewHireFields = Partial<Omit<CreateNewHireInput, 'startDate' | 'customFields'>> &
  Pick<CreateNewHireInput, 'legalFirstName' | 'legalLastName' | 'personalEmail'> & {
    startDate: string | null;
    /** The offer's custom fields may hold any JSON. */
    customFields?: Record<string, unknown>;
  };

/** What Onboarding records of how a hire arrived. */
export interface HireOrigin {
  source: NewHireSource;
  applicationId?: string | null;
  candidateId?: string | null;
}

/**
 * Refuses a personal email another hire of the company already has, unless that hire was cancelled
 * (a hire added again after a cancelled onboarding keeps their address). Recruiting's hand-off is
 * not held to it: a hire it sends is never dropped.
 */
async function checkPersonalEmailFree(
  tx: DbOrTx,
  companyId: string,
  email: string,
  exceptId: string | null = null,
) {
  await repository.holdPersonalEmail(tx, companyId, email);
  if (await repository.isPersonalEmailTaken(tx, companyId, email, exceptId)) {
    const message = NEW_HIRE_MESSAGES.personalEmailTaken;
    throw new AppError('CONFLICT', message, { errors: [{ path: 'personalEmail', message }] });
  }
}

/**
 * A new hire with their plan assembled, in the caller's transaction (by hand, from a CSV row, or
 * from Recruiting's hand-off). Every linked id must be the company's; a field error names it. One
 * added by hand or by CSV may not take another's personal email (checkPersonalEmailFree).
 */
export async function insertNewHire(
  tx: DbOrTx,
  companyId: string,
  input: NewHireFields,
  origin: HireOrigin,
): Promise<NewHireRow> {
  await checkLinks(tx, companyId, linksOfFields(input));
  if (origin.source !== 'recruiting') await checkPersonalEmailFree(tx, companyId, input.personalEmail);
  const row = await repository.insertHire(tx, companyId, {
    preferredFirstName: input.preferredFirstName ?? null,
    legalFirstName: input.legalFirstName,
    legalLastName: input.legalLastName,
    personalEmail: input.personalEmail,
    phone: input.phone ?? null,
    startDate: input.startDate,
    jobTitle: input.jobTitle ?? null,
    departmentId: input.departmentId ?? null,
    locationId: input.locationId ?? null,
    managerUserId: input.managerUserId ?? null,
    hrContactUserId: input.hrContactUserId ?? null,
    buddyUserId: input.buddyUserId ?? null,
    employmentType: input.employmentType ?? null,
    workCountry: input.workCountry ?? null,
    customFields: input.customFields ?? {},
    source: origin.source,
    applicationId: origin.applicationId ?? null,
    candidateId: origin.candidateId ?? null,
  });
  const criterionValueIds = input.criterionValueIds ?? [];
  await repository.setCriterionValues(tx, companyId, row.id, criterionValueIds);
  await assemblePlan(tx, companyId, { ...row, criterionValueIds });
  return row;
}

/** What the audit trail keeps of a hire (no phone or custom fields: personal data stays out). */
export const auditedHire = (hire: NewHire) => ({
  name: hire.name,
  personalEmail: hire.personalEmail,
  startDate: hire.startDate,
  jobTitle: hire.jobTitle,
  departmentId: hire.department?.id ?? null,
  locationId: hire.location?.id ?? null,
  managerUserId: hire.manager?.id ?? null,
  hrContactUserId: hire.hrContact?.id ?? null,
  buddyUserId: hire.buddy?.id ?? null,
  employmentType: hire.employmentType,
  workCountry: hire.workCountry,
  criterionValueIds: hire.criterionValues.map((value) => value.id),
  state: hire.state,
  source: hire.source,
});

/** Records a hire's creation (a request's, or a job's with the company named). */
export async function auditCreated(
  tx: DbOrTx,
  source: FastifyRequest | AuditContext | null,
  companyId: string,
  hire: NewHire,
) {
  await recordAudit(tx, source, {
    action: 'onboarding.new_hire.create',
    companyId,
    targetType: 'new_hire',
    targetId: hire.id,
    after: { ...auditedHire(hire), tasks: hire.tasks.total },
  });
}

/** POST /api/onboarding/new-hires: a hire added by hand, their plan assembled in the same transaction. */
export const createNewHire = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  input: CreateNewHireInput,
) =>
  db.transaction(async (tx) => {
    const row = await insertNewHire(tx, auth.companyId, input, { source: 'manual' });
    const created = await loadHire(tx, auth.companyId, row.id);
    await auditCreated(tx, request, auth.companyId, created);
    return created;
  });

// Changing who holds a role moves that role's open tasks to them.
const ROLE_FIELDS = [
  ['managerUserId', 'manager'],
  ['hrContactUserId', 'hr_contact'],
  ['buddyUserId', 'buddy'],
] as const satisfies ReadonlyArray<readonly [keyof UpdateNewHireInput, AssigneeRole]>;

/**
 * PATCH: omitted fields stay, null clears. A new start date moves every open task's due date by as
 * many days when `shiftDueDates` is set (otherwise the dates stay); a new manager, HR contact or
 * buddy takes over that role's open tasks.
 */
export const updateNewHire = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: UpdateNewHireInput,
) =>
  db.transaction(async (tx) => {
    const row = await repository.lockHire(tx, auth.companyId, id);
    if (!row) throw notFound('New hire');
    const before = await loadHire(tx, auth.companyId, id);
    await checkLinks(tx, auth.companyId, linksOfFields(input));
    // Only a new address is checked: one shared before this rule (or by the hand-off) may stay.
    if (
      input.personalEmail !== undefined &&
      input.personalEmail.toLowerCase() !== row.personalEmail.toLowerCase()
    )
      await checkPersonalEmailFree(tx, auth.companyId, input.personalEmail, id);
    const { shiftDueDates, criterionValueIds, ...fields } = input;
    const patch = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    ) as repository.HirePatch;
    await repository.updateHire(tx, auth.companyId, id, patch);
    if (criterionValueIds !== undefined)
      await repository.setCriterionValues(tx, auth.companyId, id, criterionValueIds);
    if (input.startDate !== undefined && input.startDate !== row.startDate) {
      const tasks = await repository.tasksOfHire(tx, auth.companyId, id);
      for (const update of dueDatesAfterStartChange(tasks, row.startDate, input.startDate, shiftDueDates))
        await repository.setTaskDue(tx, auth.companyId, update.id, update);
      activateIfDue(tx, request.server.jobs, request.log, input.startDate);
    }
    for (const [field, role] of ROLE_FIELDS) {
      const next = input[field];
      if (next !== undefined && next !== row[field])
        await repository.reassignRole(tx, auth.companyId, id, role, next);
    }
    const after = await loadHire(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'onboarding.new_hire.update',
      targetType: 'new_hire',
      targetId: id,
      before: auditedHire(before),
      after: {
        ...auditedHire(after),
        shiftedDueDates: input.startDate !== undefined ? shiftDueDates : undefined,
      },
    });
    return after;
  });

/** A hire goes with their plan; a person they already became stays in People. */
export async function deleteNewHire(db: Db, request: FastifyRequest, auth: AuthContext, id: string) {
  const closedAccount = await db.transaction(async (tx) => {
    const row = await repository.lockHire(tx, auth.companyId, id);
    if (!row) throw notFound('New hire');
    const before = await loadHire(tx, auth.companyId, id);
    const closed = await closeUnstartedHireAccount(tx, auth.companyId, row);
    await repository.deleteHire(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'onboarding.new_hire.delete',
      targetType: 'new_hire',
      targetId: id,
      before: auditedHire(before),
      after: closed ? { closedAccount: closed } : undefined,
    });
    return closed;
  });
  if (closedAccount) request.server.userStates.invalidate(closedAccount);
}

/**
 * invite (pending → onboarding), complete (onboarding → complete), cancel (pending or onboarding →
 * cancelled; the account their invitation made closes).
 */
export async function transitionNewHire(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  transition: NewHireTransition,
  jobs?: JobQueue,
) {
  let closedAccount: string | null = null;
  const hire = await db.transaction(async (tx) => {
    const row = await repository.lockHire(tx, auth.companyId, id);
    if (!row) throw notFound('New hire');
    const state = nextNewHireState(row.state, transition);
    if (!state) throw new AppError('CONFLICT', NEW_HIRE_MESSAGES[transition]);
    const stamp = STATE_STAMPS[state as keyof typeof STATE_STAMPS];
    // Invited: their account exists at once, and their "next step" mail follows a few minutes later.
    const account = transition === 'invite' ? await hireAccount(tx, auth.companyId, row) : null;
    await repository.updateHire(tx, auth.companyId, id, {
      state,
      ...(stamp ? { [stamp]: new Date() } : {}),
      ...(account ? { userId: account.userId } : {}),
    });
    if (account) {
      // Their own tasks are theirs from now, so My tasks and their welcome list them.
      await assignNewHireTasks(tx, auth.companyId, id, account.userId);
      if (jobs)
        queueNextStepMail(
          tx,
          jobs,
          request.log,
          auth.companyId,
          id,
          request.server.config.onboardingNextStepDelaySeconds,
        );
    }
    if (transition === 'cancel') closedAccount = await closeUnstartedHireAccount(tx, auth.companyId, row);
    await recordAudit(tx, request, {
      action: `onboarding.new_hire.${transition}`,
      targetType: 'new_hire',
      targetId: id,
      before: { state: row.state },
      after: {
        state,
        ...(account ? { userId: account.userId, isNewAccount: account.isNew } : {}),
        ...(closedAccount ? { closedAccount } : {}),
      },
    });
    return loadHire(tx, auth.companyId, id);
  });
  if (closedAccount) request.server.userStates.invalidate(closedAccount);
  return hire;
}
