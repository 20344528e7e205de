import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@atrium/shared/schemas/platform/messages';
import { AppError } from '../../../lib/app-error.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../../lib/passwords.ts';
import { tooManyAttempts } from '../../../lib/throttle.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { AuthDeps } from './auth.deps.ts';
import { findUserByEmail, findUserById, replacePassword } from './auth.repository.ts';
import { revokeAllForUser } from './refresh-tokens.repository.ts';

/** Refuses the passwords seen most often in breaches, as a field error on the given field. */
export function refuseCommonPassword(password: string, path: string): void {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.commonPassword, {
      errors: [{ path, message: MESSAGES.commonPassword }],
    });
  }
}

const TEMP_PASSWORD_INVALID =
  'The temporary password is wrong or has expired. Use the one from your latest invitation email.';

/** Setting the first password from the invitation mail also proves the address, so it verifies it. */
export async function setNewPassword(
  deps: AuthDeps,
  input: { email: string; tempPassword: string; newPassword: string },
  request: FastifyRequest,
): Promise<void> {
  refuseCommonPassword(input.newPassword, 'newPassword');
  const found = await findUserByEmail(deps.db, input.email);
  const isTempRight = await verifyPassword(found?.user.tempPasswordHash, input.tempPassword);
  const user = found?.user;
  const isExpired = !user?.tempPasswordExpiresAt || user.tempPasswordExpiresAt.getTime() <= Date.now();
  if (!user || !isTempRight || isExpired || user.status === 'inactive') {
    await recordAudit(deps.db, request, {
      action: 'auth.set_new_password',
      outcome: 'failure',
      companyId: user?.companyId ?? null,
      actorUserId: user?.id ?? null,
      targetType: 'email',
      targetId: input.email,
      after: {
        reason: !user ? 'unknown_email' : isExpired && isTempRight ? 'expired' : 'wrong_temp_password',
      },
    });
    throw new AppError('TEMP_PASSWORD_INVALID', TEMP_PASSWORD_INVALID);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await replacePassword(tx, user.companyId, user.id, passwordHash, {
      status: 'active',
      tempPasswordHash: null,
      tempPasswordExpiresAt: null,
      emailVerifiedAt: user.emailVerifiedAt ?? now,
    });
    await recordAudit(tx, request, {
      action: 'auth.set_new_password',
      companyId: user.companyId,
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
    });
  });
  deps.userStates.invalidate(user.id);
}

/** Ends every session of the user: the token version moves on and every refresh token is revoked. */
export async function changePassword(
  deps: AuthDeps,
  input: { userId: string; oldPassword: string; newPassword: string },
  request: FastifyRequest,
): Promise<void> {
  const found = await findUserById(deps.db, input.userId);
  if (!found) throw new AppError('USER_NOT_FOUND', 'User not found');
  const { user } = found;
  // Guessing the current password with a stolen session draws on the account's sign-in budget: past
  // its free failures every guess waits, through this door or sign-in's.
  const wait = await deps.throttles.signInAccount.retryAfter(user.email.toLowerCase());
  if (wait) throw tooManyAttempts('Too many wrong passwords.', wait);
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
    await deps.throttles.signInAccount.hit(user.email.toLowerCase());
    await recordAudit(deps.db, request, {
      action: 'auth.password_change',
      outcome: 'failure',
      targetType: 'user',
      targetId: user.id,
      after: { reason: 'wrong_current_password' },
    });
    throw new AppError('CURRENT_PASSWORD_INCORRECT', 'Current password is incorrect', {
      errors: [{ path: 'oldPassword', message: 'Current password is incorrect' }],
    });
  }
  if (input.newPassword === input.oldPassword) {
    throw new AppError('PASSWORD_REUSED', 'The new password must be different from the current one', {
      errors: [{ path: 'newPassword', message: 'The new password must be different from the current one' }],
    });
  }
  refuseCommonPassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await replacePassword(tx, user.companyId, user.id, passwordHash);
    await revokeAllForUser(tx, user.companyId, user.id, new Date());
    await recordAudit(tx, request, { action: 'auth.password_change', targetType: 'user', targetId: user.id });
  });
  deps.userStates.invalidate(user.id);
}
