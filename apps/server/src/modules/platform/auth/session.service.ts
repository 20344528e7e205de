import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { REMEMBER_ME_DAYS } from '@atrium/shared/constants/limits';
import type { SessionUser } from '@atrium/shared/schemas/platform/session';
import type { DbOrTx } from '../../../db/client.ts';
import type { UserRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { verifyPassword } from '../../../lib/passwords.ts';
import { sha256 } from '../../../lib/secure-random.ts';
import { tenantToken } from '../../../lib/tenant-token.ts';
import { tooManyAttempts } from '../../../lib/throttle.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { AuthDeps } from './auth.deps.ts';
import { findUserByEmail, findUserById, updateUser, type UserWithCompany } from './auth.repository.ts';
import {
  findRefreshToken,
  insertRefreshToken,
  markRefreshTokenUsed,
  revokeFamily,
  type RefreshTokenRow,
} from './refresh-tokens.repository.ts';
import { toSessionUser } from './session-user.ts';
import { clearSignInFailures, countSignInFailure, signInClient, signInWait } from './sign-in-throttle.ts';

const HOUR_MS = 3_600_000;
// A family's lifetime is fixed at sign-in; rotation never extends it.
const REMEMBERED_FAMILY_MS = REMEMBER_ME_DAYS * 24 * HOUR_MS;
const SESSION_FAMILY_MS = 12 * HOUR_MS;

const INVALID_CREDENTIALS = 'Invalid email or password';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export interface IssuedTokens {
  authToken: string;
  refreshToken: string;
  isRemembered: boolean;
  expiresAt: Date;
}

interface FamilyMember {
  companyId: string;
  userId: string;
  familyId: string;
  isRemembered: boolean;
  expiresAt: Date;
}

async function addRefreshToken(db: DbOrTx, request: FastifyRequest, member: FamilyMember): Promise<string> {
  const token = tenantToken(member.companyId);
  await insertRefreshToken(db, {
    companyId: member.companyId,
    userId: member.userId,
    familyId: member.familyId,
    isRemembered: member.isRemembered,
    expiresAt: member.expiresAt,
    tokenHash: sha256(token),
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  });
  return token;
}

/** An access token bound to its session: it stops working when that session ends (plugins/auth.ts). */
const signAccess = (
  deps: AuthDeps,
  user: Pick<UserRow, 'id' | 'companyId' | 'tokenVersion'>,
  familyId: string,
) =>
  deps.accessTokens.sign({
    userId: user.id,
    companyId: user.companyId,
    tokenVersion: user.tokenVersion,
    sessionId: familyId,
  });

export async function signIn(
  deps: AuthDeps,
  input: { email: string; password: string; rememberMe?: boolean; request: FastifyRequest },
): Promise<IssuedTokens & { user: SessionUser }> {
  const { email, request } = input;
  const client = signInClient(deps, request, email);
  const wait = await signInWait(deps, client);
  if (wait) {
    await recordAudit(deps.db, request, {
      action: 'auth.sign_in',
      outcome: 'denied',
      targetType: 'email',
      targetId: email,
      after: { reason: 'throttled', limit: wait.limit, retryAfterSeconds: wait.seconds },
    });
    throw tooManyAttempts('Too many failed sign-in attempts.', wait.seconds);
  }

  const found = await findUserByEmail(deps.db, email);
  // verifyPassword spends the same time without a hash, so unknown and invited accounts look alike.
  const isPasswordRight = await verifyPassword(found?.user.passwordHash, input.password);
  if (!found || !isPasswordRight || found.user.status !== 'active') {
    await countSignInFailure(deps, client);
    const reason = !found
      ? 'unknown_email'
      : !isPasswordRight
        ? 'wrong_password'
        : `status_${found.user.status}`;
    await recordAudit(deps.db, request, {
      action: 'auth.sign_in',
      outcome: 'failure',
      companyId: found?.user.companyId ?? null,
      actorUserId: found?.user.id ?? null,
      targetType: 'email',
      targetId: email,
      after: { reason, isTrustedDevice: client.deviceId !== null },
    });
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }

  await clearSignInFailures(deps, client);
  return startSession(deps, request, found, { isRemembered: input.rememberMe === true, method: 'password' });
}

/**
 * Opens a sign-in session (a new refresh-token family) for a user who proved who they are. `within`
 * runs in the same transaction first, e.g. to spend the one-time code that proved it.
 */
export async function startSession(
  deps: AuthDeps,
  request: FastifyRequest,
  found: UserWithCompany,
  options: { isRemembered: boolean; method: 'password' | 'link'; within?: (tx: DbOrTx) => Promise<void> },
): Promise<IssuedTokens & { user: SessionUser }> {
  const { user } = found;
  const { isRemembered } = options;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + (isRemembered ? REMEMBERED_FAMILY_MS : SESSION_FAMILY_MS));
  const familyId = randomUUID();
  const refreshToken = await deps.db.transaction(async (tx) => {
    await options.within?.(tx);
    const token = await addRefreshToken(tx, request, {
      companyId: user.companyId,
      userId: user.id,
      familyId,
      isRemembered,
      expiresAt,
    });
    await updateUser(tx, user.companyId, user.id, { lastLoginAt: now });
    await recordAudit(tx, request, {
      action: 'auth.sign_in',
      companyId: user.companyId,
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
      after: { rememberMe: isRemembered, method: options.method },
    });
    return token;
  });
  // No cache invalidation: the user's cached state learns of a session it does not know on that
  // session's first request (UserStateCache.getForSession), on whichever instance it lands.
  const authToken = await signAccess(deps, user, familyId);
  return { authToken, refreshToken, isRemembered, expiresAt, user: toSessionUser(found) };
}

/** A spent token presented again means it leaked: the whole family ends and the event is logged. */
async function refuseReuse(deps: AuthDeps, request: FastifyRequest, row: RefreshTokenRow): Promise<never> {
  await deps.db.transaction(async (tx) => {
    const revoked = await revokeFamily(tx, row.companyId, row.familyId, new Date());
    await recordAudit(tx, request, {
      action: 'auth.refresh_reuse',
      outcome: 'failure',
      companyId: row.companyId,
      actorUserId: row.userId,
      targetType: 'refresh_token_family',
      targetId: row.familyId,
      after: { revokedTokens: revoked },
    });
  });
  // The family's access tokens stop working now, on every instance, not when they expire.
  deps.userStates.invalidate(row.userId);
  throw new AppError('REFRESH_TOKEN_REUSED', SESSION_ENDED);
}

export async function refreshSession(
  deps: AuthDeps,
  input: { refreshToken: string | undefined; request: FastifyRequest },
): Promise<IssuedTokens> {
  const { request } = input;
  if (!input.refreshToken) throw new AppError('REFRESH_TOKEN_INVALID', SESSION_ENDED);
  const row = await findRefreshToken(deps.db, input.refreshToken);
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) {
    throw new AppError('REFRESH_TOKEN_INVALID', SESSION_ENDED);
  }
  if (row.usedAt) return refuseReuse(deps, request, row);

  const rotated = await deps.db.transaction(async (tx) => {
    // Losing this race means another request spent the token first: that is reuse too.
    if (!(await markRefreshTokenUsed(tx, row, new Date()))) return null;
    const found = await findUserById(tx, row.userId);
    if (!found || found.user.status !== 'active') throw new AppError('REFRESH_TOKEN_INVALID', SESSION_ENDED);
    const token = await addRefreshToken(tx, request, row);
    return { token, user: found.user };
  });
  if (!rotated) return refuseReuse(deps, request, row);
  return {
    authToken: await signAccess(deps, rotated.user, row.familyId),
    refreshToken: rotated.token,
    isRemembered: row.isRemembered,
    expiresAt: row.expiresAt,
  };
}

/** Ends the session the refresh token belongs to; nothing to end is not an error. */
export async function signOut(
  deps: AuthDeps,
  input: { refreshToken: string | undefined; request: FastifyRequest },
) {
  if (!input.refreshToken) return;
  const row = await findRefreshToken(deps.db, input.refreshToken);
  if (!row) return;
  await deps.db.transaction(async (tx) => {
    await revokeFamily(tx, row.companyId, row.familyId, new Date());
    await recordAudit(tx, input.request, {
      action: 'auth.sign_out',
      companyId: row.companyId,
      actorUserId: row.userId,
      targetType: 'refresh_token_family',
      targetId: row.familyId,
    });
  });
  // The session's access tokens stop working now, on every instance, not when they expire.
  deps.userStates.invalidate(row.userId);
}

/**
 * GET /users/me's answer, serialised once and kept with the cached state it was built from: the
 * request every page of the web app starts with costs a cache read, not a 17 KB serialisation.
 */
export async function currentUserAnswer(
  deps: AuthDeps,
  userId: string,
  serialize: (answer: { message: string; data: SessionUser }) => string,
): Promise<string> {
  const found = await deps.userStates.get(userId);
  if (!found) throw new AppError('USER_NOT_FOUND', 'User not found');
  // The cached record is dropped whenever the user or their company changes, and these with it.
  return (found.meAnswer ??= serialize({
    message: 'OK',
    data: (found.sessionUser ??= toSessionUser(found)),
  }));
}
