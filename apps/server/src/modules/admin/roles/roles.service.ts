import type { FastifyRequest } from 'fastify';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import {
  COMPANY_SYSTEM_ROLES,
  type RoleInput,
  type RoleListQuery,
  type RoleView,
} from '@atrium/shared/schemas/admin/roles';
import type { Db } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { offsetOf, pageOf } from '../../../lib/list-query.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../../lib/pg-errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import * as repository from './roles.repository.ts';
import { isCompanySystemRole, matchingSystemRoles, systemRoleView } from './system-roles.ts';

const toView = (row: repository.CompanyRoleWithCount): RoleView => ({
  id: row.id,
  name: row.name,
  description: row.description,
  permissions: row.permissions,
  isSystem: false,
  userCount: row.userCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const snapshot = (role: RoleView) => ({
  name: role.name,
  description: role.description,
  permissions: role.permissions,
});

const NAME_TAKEN = 'A role with this name already exists';
const nameTaken = () =>
  new AppError('CONFLICT', NAME_TAKEN, { errors: [{ path: 'name', message: NAME_TAKEN }] });
const SYSTEM_READ_ONLY = 'System roles cannot be changed or deleted';
const ROLE_IN_USE = 'This role is assigned to people. Give them another role before deleting it.';

/** System roles first, then the company's own; only the company's rows are paginated by the database. */
export async function listRoles(db: Db, auth: AuthContext, query: RoleListQuery): Promise<Paged<RoleView>> {
  const sortBy = query.sortBy ?? 'name';
  const descending = query.sortOrder === -1;
  const counts = await repository.countSystemRoleHolders(db, auth.companyId, COMPANY_SYSTEM_ROLES);
  const systemRoles = matchingSystemRoles(query.search, sortBy, descending, counts);
  const offset = offsetOf(query);
  const systemPage = systemRoles.slice(offset, offset + query.limit);
  const [rows, companyTotal] = await Promise.all([
    repository.listCompanyRoles(db, auth.companyId, {
      search: query.search,
      sortBy,
      descending,
      offset: Math.max(0, offset - systemRoles.length),
      limit: query.limit - systemPage.length,
    }),
    repository.countCompanyRoles(db, auth.companyId, query.search),
  ]);
  const items = [
    ...systemPage.map((role) => systemRoleView(role, counts.get(role) ?? 0)),
    ...rows.map(toView),
  ];
  return pageOf(items, systemRoles.length + companyTotal, query);
}

export async function getRole(db: Db, auth: AuthContext, id: string): Promise<RoleView> {
  if (isCompanySystemRole(id)) {
    const counts = await repository.countSystemRoleHolders(db, auth.companyId, [id]);
    return systemRoleView(id, counts.get(id) ?? 0);
  }
  const row = await repository.findCompanyRole(db, auth.companyId, id);
  if (!row) throw notFound('Role');
  return toView(row);
}

const uniquePermissions = (input: RoleInput) => [...new Set(input.permissions)];

export async function createRole(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  input: RoleInput,
): Promise<RoleView> {
  try {
    return await db.transaction(async (tx) => {
      const row = await repository.insertCompanyRole(tx, {
        companyId: auth.companyId,
        name: input.name,
        description: input.description,
        permissions: uniquePermissions(input),
      });
      const created = toView({ ...row, userCount: 0 });
      await recordAudit(tx, request, {
        action: 'role.create',
        targetType: 'role',
        targetId: row.id,
        after: snapshot(created),
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'company_roles_company_name_key')) throw nameTaken();
    throw error;
  }
}

/** The caller invalidates the company's cached user states after this commits. */
export async function updateRole(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: RoleInput,
): Promise<RoleView> {
  if (isCompanySystemRole(id)) throw new AppError('CONFLICT', SYSTEM_READ_ONLY);
  try {
    return await db.transaction(async (tx) => {
      const before = await repository.findCompanyRole(tx, auth.companyId, id);
      if (!before) throw notFound('Role');
      await repository.updateCompanyRole(tx, auth.companyId, id, {
        name: input.name,
        description: input.description,
        permissions: uniquePermissions(input),
      });
      const after = toView((await repository.findCompanyRole(tx, auth.companyId, id))!);
      await recordAudit(tx, request, {
        action: 'role.update',
        targetType: 'role',
        targetId: id,
        before: snapshot(toView(before)),
        after: snapshot(after),
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'company_roles_company_name_key')) throw nameTaken();
    throw error;
  }
}

export async function deleteRole(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
): Promise<void> {
  if (isCompanySystemRole(id)) throw new AppError('CONFLICT', SYSTEM_READ_ONLY);
  try {
    await db.transaction(async (tx) => {
      const before = await repository.findCompanyRole(tx, auth.companyId, id);
      if (!before) throw notFound('Role');
      if (before.userCount > 0) throw new AppError('CONFLICT', ROLE_IN_USE);
      await repository.deleteCompanyRole(tx, auth.companyId, id);
      await recordAudit(tx, request, {
        action: 'role.delete',
        targetType: 'role',
        targetId: id,
        before: snapshot(toView(before)),
      });
    });
  } catch (error) {
    // Someone was given the role between the check and the delete: the foreign key refuses it.
    if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', ROLE_IN_USE);
    throw error;
  }
}
