import type { FastifyRequest } from 'fastify';
import {
  CRITERIA_MESSAGES,
  type Criterion,
  type CriterionInput,
} from '@atrium/shared/schemas/onboarding/criteria';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, notFound, type FieldError } from '../../../lib/app-error.ts';
import { nameTaken } from '../../../lib/company-links.ts';
import { transactionNaming } from '../../../lib/pg-errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { templatesUsingValues } from '../plan/plan.repository.ts';
import * as repository from './criteria.repository.ts';

async function withValues(
  db: DbOrTx,
  companyId: string,
  rows: repository.CriterionRow[],
): Promise<Criterion[]> {
  const values = await repository.valuesOf(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    values: values.filter((value) => value.criterionId === row.id).map(({ id, name }) => ({ id, name })),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function listCriteria(db: Db, auth: AuthContext): Promise<Criterion[]> {
  return withValues(db, auth.companyId, await repository.listCriteria(db, auth.companyId));
}

async function load(db: DbOrTx, companyId: string, id: string): Promise<Criterion> {
  const row = await repository.findCriterion(db, companyId, id);
  if (!row) throw notFound('Criterion');
  return (await withValues(db, companyId, [row]))[0]!;
}

const snapshot = (criterion: Criterion) => ({
  name: criterion.name,
  values: criterion.values.map((v) => v.name),
});

// The schema refuses two equal value names; the database's lower() may still see two as one.
const duplicateValues = () =>
  new AppError('VALIDATION_FAILED', CRITERIA_MESSAGES.duplicateValues, {
    errors: [{ path: 'values', message: CRITERIA_MESSAGES.duplicateValues }],
  });

const inTransaction = <T>(db: Db, work: (tx: DbOrTx) => Promise<T>) =>
  transactionNaming(db, work, {
    onboarding_criteria_company_name_key: () => nameTaken('criterion'),
    onboarding_criterion_values_name_key: duplicateValues,
  });

/** Values in use by tasks of the plan stay: removing them would widen those tasks to everyone. */
async function refuseValuesInUse(db: DbOrTx, companyId: string, valueIds: readonly string[]) {
  const tasks = await templatesUsingValues(db, companyId, valueIds);
  if (tasks.length > 0)
    throw new AppError(
      'CONFLICT',
      `${CRITERIA_MESSAGES.inUse}: ${tasks.map((task) => task.name).join(', ')}`,
    );
}

export const createCriterion = (db: Db, request: FastifyRequest, auth: AuthContext, input: CriterionInput) =>
  inTransaction(db, async (tx) => {
    const { id } = await repository.insertCriterion(tx, auth.companyId, input.name);
    await repository.insertValues(
      tx,
      auth.companyId,
      id,
      input.values.map((value, position) => ({ name: value.name, position })),
    );
    const created = await load(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'onboarding.criterion.create',
      targetType: 'onboarding_criterion',
      targetId: id,
      after: snapshot(created),
    });
    return created;
  });

/**
 * Renames the criterion and replaces its values: a value named by id keeps its id (and the hires
 * and tasks holding it), one without an id is added, one left out is removed.
 */
export const updateCriterion = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: CriterionInput,
) =>
  inTransaction(db, async (tx) => {
    if (!(await repository.lockCriterion(tx, auth.companyId, id))) throw notFound('Criterion');
    const before = await load(tx, auth.companyId, id);
    const current = new Set(before.values.map((value) => value.id));
    const errors: FieldError[] = input.values.flatMap((value, index) =>
      value.id && !current.has(value.id) ? [{ path: `values.${index}.id`, message: 'Value not found' }] : [],
    );
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors[0]!.message, { errors });
    const kept = new Set(input.values.flatMap((value) => (value.id ? [value.id] : [])));
    const removed = before.values.filter((value) => !kept.has(value.id)).map((value) => value.id);
    await refuseValuesInUse(tx, auth.companyId, removed);
    await repository.renameCriterion(tx, auth.companyId, id, input.name);
    await repository.deleteValues(tx, auth.companyId, removed);
    // Names may swap between values ("yes" ↔ "no"): each kept value takes a placeholder first, so
    // no step meets the unique name of another.
    for (const valueId of kept)
      await repository.updateValue(tx, auth.companyId, valueId, { name: `~${valueId}`, position: -1 });
    for (const [position, value] of input.values.entries())
      if (value.id)
        await repository.updateValue(tx, auth.companyId, value.id, { name: value.name, position });
    await repository.insertValues(
      tx,
      auth.companyId,
      id,
      input.values.flatMap((value, position) => (value.id ? [] : [{ name: value.name, position }])),
    );
    const after = await load(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'onboarding.criterion.update',
      targetType: 'onboarding_criterion',
      targetId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });

/** A criterion whose values tasks of the plan use stays; otherwise it comes off every hire. */
export const deleteCriterion = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  db.transaction(async (tx) => {
    if (!(await repository.lockCriterion(tx, auth.companyId, id))) throw notFound('Criterion');
    const before = await load(tx, auth.companyId, id);
    await refuseValuesInUse(
      tx,
      auth.companyId,
      before.values.map((value) => value.id),
    );
    await repository.deleteCriterion(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'onboarding.criterion.delete',
      targetType: 'onboarding_criterion',
      targetId: id,
      before: snapshot(before),
    });
  });
