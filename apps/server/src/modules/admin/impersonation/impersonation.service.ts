import type { FastifyRequest } from 'fastify';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type {
  Impersonation,
  ImpersonationStarted,
  StartImpersonationBody,
} from '@atrium/shared/schemas/admin/impersonation';
import type { Db } from '../../../db/client.ts';
import { IMPERSONATION_MAX_MINUTES, type ImpersonationSessionRow } from '../../../db/schema/index.ts';
import type { AccessTokens } from '../../../lib/access-token.ts';
import { AppError } from '../../../lib/app-error.ts';
import { offsetOf, pageOf } from '../../../lib/list-query.ts';
import type { AuthContext, UserStateCache } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { toSessionUser } from '../../platform/auth/session-user.ts';
import { endImpersonation, insertImpersonation, listImpersonations } from './impersonation.repository.ts';

export interface ImpersonationDeps {
  db: Db;
  accessTokens: AccessTokens;
  userStates: UserStateCache;
}

const name = (first: string, last: string) => `${first} ${last}`.trim();

function toImpersonation(
  session: ImpersonationSessionRow,
  impersonatorName: string,
  targetName: string,
): Impersonation {
  return {
    id: session.id,
    impersonatorUserId: session.impersonatorUserId,
    impersonatorName,
    targetUserId: session.targetUserId,
    targetName,
    reason: session.reason,
    startedAt: session.startedAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    endedAt: session.endedAt?.toISOString() ?? null,
  };
}

/**
 * "Login as user" (spec section 6): only with the permission (checked by the route), with a reason,
 * for at most 30 minutes, never as oneself, never as someone who may do more than the admin may.
 */
export async function startImpersonation(
  deps: ImpersonationDeps,
  request: FastifyRequest,
  auth: AuthContext,
  body: StartImpersonationBody,
): Promise<ImpersonationStarted> {
  if (auth.impersonatorId) {
    throw new AppError('CONFLICT', 'Return to your own account before logging in as another user.');
  }
  if (body.userId === auth.userId) {
    throw new AppError('BAD_REQUEST', 'You cannot log in as yourself.', {
      errors: [{ path: 'userId', message: 'You cannot log in as yourself.' }],
    });
  }
  const target = await deps.userStates.get(body.userId);
  if (!target || target.user.companyId !== auth.companyId) throw new AppError('NOT_FOUND', 'User not found');
  if (target.user.status !== 'active') {
    throw new AppError('CONFLICT', 'Only an active user can be logged in as.');
  }
  const mayDoMore = [...target.grants].some((permission) => !auth.permissions.has(permission));
  if (mayDoMore || target.user.role === 'SUPER_ADMIN') {
    throw new AppError('FORBIDDEN', 'You cannot log in as a user who may do more than you may.');
  }
  const admin = await deps.userStates.get(auth.userId);
  const startedAt = new Date();
  const endsAt = new Date(startedAt.getTime() + IMPERSONATION_MAX_MINUTES * 60_000);
  const session = await deps.db.transaction(async (tx) => {
    const row = await insertImpersonation(tx, {
      companyId: auth.companyId,
      impersonatorUserId: auth.userId,
      targetUserId: target.user.id,
      reason: body.reason,
      startedAt,
      endsAt,
    });
    await recordAudit(tx, request, {
      action: 'impersonation.start',
      targetType: 'user',
      targetId: target.user.id,
      after: { reason: body.reason, endsAt: endsAt.toISOString(), impersonationId: row.id },
    });
    return row;
  });
  const authToken = await deps.accessTokens.sign(
    {
      userId: target.user.id,
      companyId: auth.companyId,
      tokenVersion: target.user.tokenVersion,
      // The admin's own session: signing out of it ends the impersonation too.
      sessionId: auth.sessionId,
      impersonatorId: auth.userId,
      impersonationId: session.id,
    },
    IMPERSONATION_MAX_MINUTES * 60,
  );
  return {
    authToken,
    impersonation: toImpersonation(
      session,
      admin ? name(admin.user.firstName, admin.user.lastName) : '',
      name(target.user.firstName, target.user.lastName),
    ),
    user: toSessionUser(target),
  };
}

/** "Return to my account": the impersonation token stops working at once. */
export async function stopImpersonation(deps: ImpersonationDeps, request: FastifyRequest, auth: AuthContext) {
  if (!auth.impersonatorId || !auth.impersonationId) {
    throw new AppError('BAD_REQUEST', 'You are not logged in as another user.');
  }
  const impersonationId = auth.impersonationId;
  await deps.db.transaction(async (tx) => {
    if (!(await endImpersonation(tx, auth.companyId, impersonationId, new Date()))) return;
    await recordAudit(tx, request, {
      action: 'impersonation.end',
      targetType: 'user',
      targetId: auth.userId,
      after: { impersonationId },
    });
  });
}

export async function impersonationLog(
  db: Db,
  companyId: string,
  query: { page: number; limit: number },
): Promise<Paged<Impersonation>> {
  const { rows, total } = await listImpersonations(db, companyId, {
    limit: query.limit,
    offset: offsetOf(query),
  });
  return pageOf(
    rows.map((row) =>
      toImpersonation(
        row.session,
        name(row.impersonatorFirstName, row.impersonatorLastName),
        name(row.targetFirstName, row.targetLastName),
      ),
    ),
    total,
    query,
  );
}
