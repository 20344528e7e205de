import type { FastifyRequest } from 'fastify';
import type { ApiKey, CreatedApiKey } from '@atrium/shared/schemas/recruiting/job-board-api-keys';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import * as repository from './api-keys.repository.ts';
import { hashApiKey } from './job-board-api.repository.ts';
import { tenantToken } from '../../../lib/tenant-token.ts';

type Row = NonNullable<Awaited<ReturnType<typeof repository.findKey>>>;

const toKey = ({ key, createdByName }: Row): ApiKey => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  createdBy: key.createdById && createdByName ? { id: key.createdById, name: createdByName } : null,
  createdAt: key.createdAt.toISOString(),
  lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  revokedAt: key.revokedAt?.toISOString() ?? null,
});

export async function listApiKeys(db: Db, auth: AuthContext): Promise<ApiKey[]> {
  return (await repository.listKeys(db, auth.companyId)).map(toKey);
}

/** A new key: its company and 32 random bytes, with a recognisable prefix. Only its SHA-256 is kept. */
export const createApiKey = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  name: string,
): Promise<CreatedApiKey> =>
  db.transaction(async (tx) => {
    // The key names its company (tenant-token.ts), so checking it reads one shard.
    const key = `atr_${tenantToken(auth.companyId)}`;
    const id = await repository.insertKey(tx, {
      companyId: auth.companyId,
      name,
      // What tells a company's keys apart in the list: the first characters of the secret part.
      prefix: `atr_${key.slice(key.indexOf('.') + 1, key.indexOf('.') + 7)}`,
      keyHash: hashApiKey(key),
      createdById: auth.userId,
    });
    const created = toKey((await repository.findKey(tx, auth.companyId, id))!);
    await recordAudit(tx, request, {
      action: 'job_board_api_key.create',
      targetType: 'api_key',
      targetId: id,
      after: { name, prefix: created.prefix },
    });
    return { ...created, key };
  });

export const revokeApiKey = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  db.transaction(async (tx) => {
    const before = await repository.findKey(tx, auth.companyId, id);
    if (!before) throw notFound('API key');
    await repository.revokeKey(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'job_board_api_key.revoke',
      targetType: 'api_key',
      targetId: id,
      before: { name: before.key.name },
    });
    return toKey((await repository.findKey(tx, auth.companyId, id))!);
  });
