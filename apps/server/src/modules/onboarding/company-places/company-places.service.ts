import type { FastifyRequest } from 'fastify';
import {
  COMPANY_PLACES_MESSAGES,
  type OnboardingDepartment,
  type OnboardingLocation,
} from '@atrium/shared/schemas/onboarding/company-places';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { nameTaken, unknownLink } from '../../../lib/company-links.ts';
import { isForeignKeyViolation, transactionNaming } from '../../../lib/pg-errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import * as repository from './company-places.repository.ts';

// The same audit actions as company administration's: the rows are the same.

const inTransaction = <T>(db: Db, work: (tx: DbOrTx) => Promise<T>) =>
  transactionNaming(db, work, {
    departments_company_parent_name_key: () => nameTaken('department (at this level)'),
    locations_company_name_key: () => nameTaken('location'),
  });

/** A delete still blocked by a link we do not count (an offer, a goal) answers as "in use". */
async function refusingLinked<T>(work: Promise<T>, message: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', message);
    throw error;
  }
}

export async function listDepartments(db: Db, auth: AuthContext): Promise<OnboardingDepartment[]> {
  return repository.listDepartments(db, auth.companyId);
}

export async function listLocations(db: Db, auth: AuthContext): Promise<OnboardingLocation[]> {
  return repository.listLocations(db, auth.companyId);
}

const departmentOf = async (db: DbOrTx, companyId: string, id: string) =>
  (await repository.listDepartments(db, companyId)).find((row) => row.id === id) ?? null;
const locationOf = async (db: DbOrTx, companyId: string, id: string) =>
  (await repository.listLocations(db, companyId)).find((row) => row.id === id) ?? null;

export const createDepartment = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  input: { name: string; parentId?: string | null },
) =>
  inTransaction(db, async (tx) => {
    if (input.parentId && !(await repository.lockDepartment(tx, auth.companyId, input.parentId)))
      throw unknownLink('parentId', 'Parent department');
    const { id } = await repository.insertDepartment(tx, auth.companyId, {
      name: input.name,
      parentId: input.parentId ?? null,
    });
    await recordAudit(tx, request, {
      action: 'department.create',
      targetType: 'department',
      targetId: id,
      after: { name: input.name, parentId: input.parentId ?? null },
    });
    return (await departmentOf(tx, auth.companyId, id))!;
  });

export const renameDepartment = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  name: string,
) =>
  inTransaction(db, async (tx) => {
    const before = await repository.lockDepartment(tx, auth.companyId, id);
    if (!before) throw notFound('Department');
    await repository.renameDepartment(tx, auth.companyId, id, name);
    await recordAudit(tx, request, {
      action: 'department.update',
      targetType: 'department',
      targetId: id,
      before: { name: before.name },
      after: { name },
    });
    return (await departmentOf(tx, auth.companyId, id))!;
  });

export const deleteDepartment = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  refusingLinked(
    db.transaction(async (tx) => {
      const before = await repository.lockDepartment(tx, auth.companyId, id);
      if (!before) throw notFound('Department');
      const uses = await repository.usesOf(tx, auth.companyId, 'department', id);
      if (uses.people + uses.new_hires + uses.tasks + uses.children > 0)
        throw new AppError('CONFLICT', COMPANY_PLACES_MESSAGES.departmentInUse);
      await repository.deleteDepartment(tx, auth.companyId, id);
      await recordAudit(tx, request, {
        action: 'department.delete',
        targetType: 'department',
        targetId: id,
        before: { name: before.name },
      });
    }),
    COMPANY_PLACES_MESSAGES.departmentInUse,
  );

export const createLocation = (db: Db, request: FastifyRequest, auth: AuthContext, name: string) =>
  inTransaction(db, async (tx) => {
    const { id } = await repository.insertLocation(tx, auth.companyId, name);
    await recordAudit(tx, request, {
      action: 'location.create',
      targetType: 'location',
      targetId: id,
      after: { name },
    });
    return (await locationOf(tx, auth.companyId, id))!;
  });

export const renameLocation = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  name: string,
) =>
  inTransaction(db, async (tx) => {
    const before = await repository.lockLocation(tx, auth.companyId, id);
    if (!before) throw notFound('Location');
    await repository.renameLocation(tx, auth.companyId, id, name);
    await recordAudit(tx, request, {
      action: 'location.update',
      targetType: 'location',
      targetId: id,
      before: { name: before.name },
      after: { name },
    });
    return (await locationOf(tx, auth.companyId, id))!;
  });

export const deleteLocation = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  refusingLinked(
    db.transaction(async (tx) => {
      const before = await repository.lockLocation(tx, auth.companyId, id);
      if (!before) throw notFound('Location');
      const uses = await repository.usesOf(tx, auth.companyId, 'location', id);
      if (uses.people + uses.new_hires + uses.tasks > 0)
        throw new AppError('CONFLICT', COMPANY_PLACES_MESSAGES.locationInUse);
      await repository.deleteLocation(tx, auth.companyId, id);
      await recordAudit(tx, request, {
        action: 'location.delete',
        targetType: 'location',
        targetId: id,
        before: { name: before.name },
      });
    }),
    COMPANY_PLACES_MESSAGES.locationInUse,
  );
