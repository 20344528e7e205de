import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type {
  CreatedHarvestKey,
  HarvestKey,
  HarvestKeyInput,
} from '@atrium/shared/schemas/recruiting/harvest';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { hashApiKey } from '../job-board-api/job-board-api.repository.ts';
import * as repository from './harvest-keys.repository.ts';

type Row = NonNullable<Awaited<ReturnType<typeof repository.findKey>>>;

const toKey = ({ key, createdByName }: Row): HarvestKey => ({
  id: key.id,
  name: key.name,
  prefix: key.prefix,
  permissions: key.permissions,
  createdBy: key.createdById && createdByName ? { id: key.createdById, name: createdByName } : null,
  createdAt: key.createdAt.toISOString(),
  lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  revokedAt: key.revokedAt?.toISOString() ?? null,
});

export async function listHarvestKeys(db: Db, auth: AuthContext): Promise<HarvestKey[]> {
  return (await repository.listKeys(db, auth.companyId)).map(toKey);
}

/** Stores a key (its hash, prefix and endpoints); the demo seed names its own key. */
export async function storeHarvestKey(
  tx: DbOrTx,
  values: { companyId: string; name: string; key: string; permissions: string[]; createdById: string | null },
) {
  return repository.insertKey(tx, {
    companyId: values.companyId,
    name: values.name,
    prefix: values.key.slice(0, 8),
    keyHash: hashApiKey(values.key),
    permissions: values.permissions,
    createdById: values.createdById,
  });
}

/** A new key: 32 random bytes, shown once; only its SHA-256 is kept. */
export const createHarvestKey = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  input: HarvestKeyInput,
): Promise<CreatedHarvestKey> =>
  db.transaction(async (tx) => {
    const key = `hvt_${randomBytes(32).toString('hex')}`;
    const permissions = [...new Set(input.permissions)];
    const id = await storeHarvestKey(tx, {
      companyId: auth.companyId,
      name: input.name,
      key,
      permissions,
      createdById: auth.userId,
    });
    const created = toKey((await repository.findKey(tx, auth.companyId, id))!);
    await recordAudit(tx, request, {
      action: 'harvest_api_key.create',
      targetType: 'api_key',
      targetId: id,
      after: { name: input.name, prefix: created.prefix, permissions },
    });
    return { ...created, key };
  });

export const revokeHarvestKey = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  db.transaction(async (tx) => {
    const before = await repository.findKey(tx, auth.companyId, id);
    if (!before) throw notFound('API key');
    await repository.revokeKey(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'harvest_api_key.revoke',
      targetType: 'api_key',
      targetId: id,
      before: { name: before.key.name, prefix: before.key.prefix },
    });
    return toKey((await repository.findKey(tx, auth.companyId, id))!);
  });
