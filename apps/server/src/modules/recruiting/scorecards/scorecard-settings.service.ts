import type { FastifyRequest } from 'fastify';
import type { ScorecardSettings } from '@atrium/shared/schemas/recruiting/scorecards';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import * as repository from './scorecard-settings.repository.ts';

export const getScorecardSettings = async (db: Db, auth: AuthContext): Promise<ScorecardSettings> => ({
  visibility: await repository.scorecardVisibility(db, auth.companyId),
});

export const setScorecardSettings = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  input: ScorecardSettings,
) =>
  db.transaction(async (tx) => {
    const before = await repository.scorecardVisibility(tx, auth.companyId);
    await repository.saveScorecardVisibility(tx, auth.companyId, input.visibility);
    await recordAudit(tx, request, {
      action: 'recruiting.scorecard_settings.update',
      targetType: 'company',
      targetId: auth.companyId,
      before: { visibility: before },
      after: { visibility: input.visibility },
    });
    return { visibility: input.visibility };
  });
