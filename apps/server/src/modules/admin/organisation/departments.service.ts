import type { FastifyRequest } from 'fastify';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type {
  Department,
  DepartmentInput,
  DepartmentListQuery,
} from '@atrium/shared/schemas/admin/organisation';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { offsetOf, pageOf } from '../../../lib/list-query.ts';
import { isForeignKeyViolation, transactionNaming } from '../../../lib/pg-errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import * as repository from './departments.repository.ts';
import { companyUserIds, nameTaken, unknownLink } from '../../../lib/company-links.ts';

const toDepartment = (row: repository.DepartmentDetailRow): Department => ({
  id: row.department.id,
  name: row.department.name,
  parentId: row.department.parentId,
  parentName: row.parentName,
  depth: row.depth,
  childCount: row.childCount,
  memberCount: row.memberCount,
  head: row.head?.id ? row.head : null,
  createdAt: row.department.createdAt.toISOString(),
  updatedAt: row.department.updatedAt.toISOString(),
});

const snapshot = (department: Department) => ({
  name: department.name,
  parentId: department.parentId,
  headUserId: department.head?.id ?? null,
});

const NAME_UNIQUE = 'department (at this level)';
const HAS_CHILDREN = 'This department has sub-departments. Move or delete them first.';
const CYCLE = 'A department cannot sit under itself or one of its sub-departments';

export async function listDepartments(
  db: Db,
  auth: AuthContext,
  query: DepartmentListQuery,
): Promise<Paged<Department>> {
  const filter = { search: query.search, parentId: query.parentId };
  const [rows, total] = await Promise.all([
    repository.listDepartments(db, auth.companyId, filter, {
      sortBy: query.sortBy ?? 'name',
      descending: query.sortOrder === -1,
      limit: query.limit,
      offset: offsetOf(query),
    }),
    repository.countDepartments(db, auth.companyId, filter),
  ]);
  return pageOf(rows.map(toDepartment), total, query);
}

async function load(db: DbOrTx, auth: AuthContext, id: string): Promise<Department> {
  const row = await repository.findDepartment(db, auth.companyId, id);
  if (!row) throw notFound('Department');
  return toDepartment(row);
}

export const getDepartment = (db: Db, auth: AuthContext, id: string) => load(db, auth, id);

async function checkHead(db: DbOrTx, auth: AuthContext, headUserId: string | null, path: string) {
  if (headUserId && !(await companyUserIds(db, auth.companyId, [headUserId])).has(headUserId)) {
    throw unknownLink(path, 'Person');
  }
}

/** The parent must be the company's and must not be the department or any department below it. */
async function checkParent(db: DbOrTx, auth: AuthContext, parentId: string | null, selfId?: string) {
  if (!parentId) return;
  if (!(await repository.departmentExists(db, auth.companyId, parentId))) {
    throw unknownLink('parentId', 'Parent department');
  }
  if (selfId && (await repository.isSelfOrAncestor(db, auth.companyId, selfId, parentId))) {
    throw new AppError('VALIDATION_FAILED', CYCLE, { errors: [{ path: 'parentId', message: CYCLE }] });
  }
}

const inTransaction = <T>(db: Db, work: (tx: DbOrTx) => Promise<T>) =>
  transactionNaming(db, work, {
    departments_company_parent_name_key: () => nameTaken(NAME_UNIQUE),
  });

export function createDepartment(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  input: DepartmentInput,
): Promise<Department> {
  return inTransaction(db, async (tx) => {
    await checkParent(tx, auth, input.parentId);
    await checkHead(tx, auth, input.headUserId, 'headUserId');
    const row = await repository.insertDepartment(tx, { companyId: auth.companyId, ...input });
    const created = await load(tx, auth, row.id);
    await recordAudit(tx, request, {
      action: 'department.create',
      targetType: 'department',
      targetId: row.id,
      after: snapshot(created),
    });
    return created;
  });
}

export function updateDepartment(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: Partial<DepartmentInput>,
  action = 'department.update',
): Promise<Department> {
  return inTransaction(db, async (tx) => {
    const before = await load(tx, auth, id);
    if (input.parentId !== undefined) await checkParent(tx, auth, input.parentId, id);
    if (input.headUserId !== undefined) {
      await checkHead(tx, auth, input.headUserId, 'headUserId');
    }
    await repository.updateDepartment(tx, auth.companyId, id, input);
    const after = await load(tx, auth, id);
    await recordAudit(tx, request, {
      action,
      targetType: 'department',
      targetId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });
}

export async function deleteDepartment(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = await load(tx, auth, id);
      if (before.childCount > 0) throw new AppError('CONFLICT', HAS_CHILDREN);
      // Its people and jobs keep their place; they just no longer name this department.
      await repository.deleteDepartment(tx, auth.companyId, id);
      await recordAudit(tx, request, {
        action: 'department.delete',
        targetType: 'department',
        targetId: id,
        before: snapshot(before),
      });
    });
  } catch (error) {
    // A sub-department was added between the check and the delete.
    if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', HAS_CHILDREN);
    throw error;
  }
}
