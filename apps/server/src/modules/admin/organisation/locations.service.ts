import type { FastifyRequest } from 'fastify';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { Location, LocationInput, LocationListQuery } from '@atrium/shared/schemas/admin/organisation';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { notFound } from '../../../lib/app-error.ts';
import { offsetOf, pageOf } from '../../../lib/list-query.ts';
import { transactionNaming } from '../../../lib/pg-errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import * as repository from './locations.repository.ts';
import { nameTaken } from '../../../lib/company-links.ts';

const toLocation = ({
  companyId: _companyId,
  createdAt,
  updatedAt,
  ...rest
}: repository.LocationWithCount): Location => ({
  ...rest,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

const snapshot = ({ id: _id, memberCount: _count, createdAt: _c, updatedAt: _u, ...fields }: Location) =>
  fields;

export async function listLocations(
  db: Db,
  auth: AuthContext,
  query: LocationListQuery,
): Promise<Paged<Location>> {
  const [rows, total] = await Promise.all([
    repository.listLocations(db, auth.companyId, {
      search: query.search,
      sortBy: query.sortBy ?? 'name',
      descending: query.sortOrder === -1,
      limit: query.limit,
      offset: offsetOf(query),
    }),
    repository.countLocations(db, auth.companyId, query.search),
  ]);
  return pageOf(rows.map(toLocation), total, query);
}

async function load(db: DbOrTx, auth: AuthContext, id: string): Promise<Location> {
  const row = await repository.findLocation(db, auth.companyId, id);
  if (!row) throw notFound('Location');
  return toLocation(row);
}

export const getLocation = (db: Db, auth: AuthContext, id: string) => load(db, auth, id);

const inTransaction = <T>(db: Db, work: (tx: DbOrTx) => Promise<T>) =>
  transactionNaming(db, work, {
    locations_company_name_key: () => nameTaken('location'),
  });

export const createLocation = (db: Db, request: FastifyRequest, auth: AuthContext, input: LocationInput) =>
  inTransaction(db, async (tx) => {
    const row = await repository.insertLocation(tx, auth.companyId, input);
    const created = await load(tx, auth, row.id);
    await recordAudit(tx, request, {
      action: 'location.create',
      targetType: 'location',
      targetId: row.id,
      after: snapshot(created),
    });
    return created;
  });

export const updateLocation = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: LocationInput,
) =>
  inTransaction(db, async (tx) => {
    const before = await load(tx, auth, id);
    await repository.updateLocation(tx, auth.companyId, id, input);
    const after = await load(tx, auth, id);
    await recordAudit(tx, request, {
      action: 'location.update',
      targetType: 'location',
      targetId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });

/** Its people stay, without a location; jobs no longer list it as an office. */
export const deleteLocation = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  db.transaction(async (tx) => {
    const before = await load(tx, auth, id);
    await repository.deleteLocation(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'location.delete',
      targetType: 'location',
      targetId: id,
      before: snapshot(before),
    });
  });
