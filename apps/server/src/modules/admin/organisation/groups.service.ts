import type { FastifyRequest } from 'fastify';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { Group, GroupInput, GroupListQuery, PersonRef } from '@atrium/shared/schemas/admin/organisation';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { notFound } from '../../../lib/app-error.ts';
import { offsetOf, pageOf } from '../../../lib/list-query.ts';
import { transactionNaming } from '../../../lib/pg-errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import * as repository from './groups.repository.ts';
import { companyUserIds, nameTaken, unknownLink } from '../../../lib/company-links.ts';

const toGroup = (row: repository.GroupWithCount): Group => ({
  id: row.id,
  name: row.name,
  description: row.description,
  memberCount: row.memberCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const snapshot = (group: Group) => ({ name: group.name, description: group.description });

export async function listGroups(db: Db, auth: AuthContext, query: GroupListQuery): Promise<Paged<Group>> {
  const [rows, total] = await Promise.all([
    repository.listGroups(db, auth.companyId, {
      search: query.search,
      sortBy: query.sortBy ?? 'name',
      descending: query.sortOrder === -1,
      limit: query.limit,
      offset: offsetOf(query),
    }),
    repository.countGroups(db, auth.companyId, query.search),
  ]);
  return pageOf(rows.map(toGroup), total, query);
}

async function load(db: DbOrTx, auth: AuthContext, id: string): Promise<Group> {
  const row = await repository.findGroup(db, auth.companyId, id);
  if (!row) throw notFound('Group');
  return toGroup(row);
}

export const getGroup = (db: Db, auth: AuthContext, id: string) => load(db, auth, id);

const inTransaction = <T>(db: Db, work: (tx: DbOrTx) => Promise<T>) =>
  transactionNaming(db, work, {
    groups_company_name_key: () => nameTaken('group'),
  });

export const createGroup = (db: Db, request: FastifyRequest, auth: AuthContext, input: GroupInput) =>
  inTransaction(db, async (tx) => {
    const row = await repository.insertGroup(tx, auth.companyId, input);
    const created = await load(tx, auth, row.id);
    await recordAudit(tx, request, {
      action: 'group.create',
      targetType: 'group',
      targetId: row.id,
      after: snapshot(created),
    });
    return created;
  });

export const updateGroup = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: GroupInput,
) =>
  inTransaction(db, async (tx) => {
    const before = await load(tx, auth, id);
    await repository.updateGroup(tx, auth.companyId, id, input);
    const after = await load(tx, auth, id);
    await recordAudit(tx, request, {
      action: 'group.update',
      targetType: 'group',
      targetId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });

export const deleteGroup = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  db.transaction(async (tx) => {
    const before = await load(tx, auth, id);
    await repository.deleteGroup(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'group.delete',
      targetType: 'group',
      targetId: id,
      before: { ...snapshot(before), memberCount: before.memberCount },
    });
  });

export async function listGroupMembers(
  db: Db,
  auth: AuthContext,
  id: string,
  query: { page: number; limit: number; search?: string },
): Promise<Paged<PersonRef>> {
  await load(db, auth, id);
  const [rows, total] = await Promise.all([
    repository.listMembers(db, auth.companyId, id, {
      search: query.search,
      limit: query.limit,
      offset: offsetOf(query),
    }),
    repository.countMembers(db, auth.companyId, id, query.search),
  ]);
  return pageOf(rows, total, query);
}

/** Every id must be a person of this company; none is added unless all are. */
export const addGroupMembers = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  userIds: string[],
) =>
  db.transaction(async (tx) => {
    await load(tx, auth, id);
    const known = await companyUserIds(tx, auth.companyId, userIds);
    const unknown = userIds.findIndex((userId) => !known.has(userId));
    if (unknown >= 0) throw unknownLink(`userIds.${unknown}`, 'Person');
    const added = await repository.addMembers(tx, auth.companyId, id, [...known]);
    await recordAudit(tx, request, {
      action: 'group.members.add',
      targetType: 'group',
      targetId: id,
      after: { added },
    });
    return load(tx, auth, id);
  });

export const removeGroupMember = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  userId: string,
) =>
  db.transaction(async (tx) => {
    await load(tx, auth, id);
    const removed = await repository.removeMembers(tx, auth.companyId, id, [userId]);
    if (removed.length === 0) throw notFound('Group member');
    await recordAudit(tx, request, {
      action: 'group.members.remove',
      targetType: 'group',
      targetId: id,
      before: { removed },
    });
    return load(tx, auth, id);
  });
