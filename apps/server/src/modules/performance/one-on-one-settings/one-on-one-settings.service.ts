import type { OneOnOneSettings } from '@atrium/shared/schemas/performance/one-on-ones';
import type { FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import * as repository from './one-on-one-settings.repository.ts';

/** Until a company saves its own, a new series is weekly and half an hour, as Lattice's default. */
export const DEFAULT_ONE_ON_ONE_SETTINGS: OneOnOneSettings = {
  defaultCadence: 'weekly',
  defaultDurationMinutes: 30,
};

export async function getSettings(db: DbOrTx, companyId: string): Promise<OneOnOneSettings> {
  const row = await repository.findSettings(db, companyId);
  return row
    ? { defaultCadence: row.defaultCadence, defaultDurationMinutes: row.defaultDurationMinutes }
    : DEFAULT_ONE_ON_ONE_SETTINGS;
}

export async function saveSettings(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  input: OneOnOneSettings,
): Promise<OneOnOneSettings> {
  return db.transaction(async (tx) => {
    const before = await getSettings(tx, auth.companyId);
    await repository.saveSettings(tx, { companyId: auth.companyId, ...input });
    await recordAudit(tx, request, {
      action: 'performance.one_on_ones.settings',
      targetType: 'one_on_one_settings',
      targetId: auth.companyId,
      before,
      after: input,
    });
    return getSettings(tx, auth.companyId);
  });
}
