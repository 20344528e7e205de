import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RESET_CODE_TTL_MINUTES } from '@atrium/shared/constants/limits';
import type { UserRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { randomToken } from '../../../lib/secure-random.ts';
import { tooManyAttempts } from '../../../lib/throttle.ts';
import {
  auditContextOf,
  auditContextSchema,
  recordAudit,
  type AuditContext,
} from '../audit/audit.service.ts';
import { checkCode, storeCode, type CodeMessages } from '../otp/one-time-codes.ts';
import { consumeCode } from '../otp/one-time-codes.repository.ts';
import type { AuthDeps } from './auth.deps.ts';
import { resetPasswordMail } from './auth.mail.ts';
import { findUserByEmail, replacePassword } from './auth.repository.ts';
import { refuseCommonPassword } from './password.service.ts';
import { revokeAllForUser } from './refresh-tokens.repository.ts';

const RESET_MESSAGES: CodeMessages = {
  invalid: 'This reset link is not valid. Please request a new one.',
  used: 'This reset link has already been used. Please request a new one.',
  expired: 'This reset link has expired. Please request a new one.',
  attemptsExceeded: 'This reset link has been tried too many times. Please request a new one.',
};

/**
 * Answers at once and does the work afterwards, so neither the answer nor its timing tells whether
 * the account exists (DESIGN.md section 4). Counted per address and per client even for unknown ones.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  email: string,
  request: FastifyRequest,
): Promise<void> {
  const waits = await Promise.all([
    deps.throttles.forgotEmail.hit(email),
    deps.throttles.forgotIp.hit(request.ip),
  ]);
  const wait = Math.max(...waits.map((seconds) => seconds ?? 0));
  if (wait > 0) throw tooManyAttempts('Too many reset requests.', wait);
  await deps.jobs.send(PASSWORD_RESET_MAIL_JOB, { email, context: auditContextOf(request) });
}

export const PASSWORD_RESET_MAIL_JOB = 'platform.auth.password-reset-mail';

/** The work behind forgot-password, done by a background job after the answer has gone. */
export function definePasswordResetJob(deps: AuthDeps): void {
  deps.jobs.define({
    name: PASSWORD_RESET_MAIL_JOB,
    data: z.object({ email: z.string(), context: auditContextSchema }),
    handler: async ({ email, context }) => {
      const found = await findUserByEmail(deps.db, email);
      // Invited people have no password yet; their invitation mail is the way in.
      if (!found || found.user.status !== 'active') return;
      await mailResetLink(deps, found.user, context, found.user.id);
    },
  });
}

/**
 * Stores a fresh reset code and mails its link; the person chooses the password, never whoever
 * asked for it (the person themselves, or an admin through the people API).
 */
export async function mailResetLink(
  deps: Pick<AuthDeps, 'db' | 'config' | 'mailer'>,
  user: UserRow,
  request: FastifyRequest | AuditContext,
  actorUserId: string,
): Promise<void> {
  const code = randomToken();
  await deps.db.transaction(async (tx) => {
    const owner = { companyId: user.companyId, userId: user.id, purpose: 'reset_password' as const };
    await storeCode(tx, owner, code, RESET_CODE_TTL_MINUTES * 60_000, user.email);
    await recordAudit(tx, request, {
      action: 'auth.password_reset_requested',
      companyId: user.companyId,
      actorUserId,
      targetType: 'user',
      targetId: user.id,
    });
  });
  const link = `${deps.config.publicUrl}/reset-password?userId=${encodeURIComponent(user.email)}&code=${code}`;
  await deps.mailer.sendEmail(
    resetPasswordMail({ to: user.email, companyId: user.companyId, firstName: user.firstName, link }),
  );
}

export async function confirmPasswordReset(
  deps: AuthDeps,
  input: { email: string; code: string; password: string },
  request: FastifyRequest,
): Promise<void> {
  refuseCommonPassword(input.password, 'password');
  const found = await findUserByEmail(deps.db, input.email);
  const user = found?.user;
  const owner = user
    ? { companyId: user.companyId, userId: user.id, purpose: 'reset_password' as const }
    : null;
  const code = await checkCode(deps.db, owner, input.code, RESET_MESSAGES).catch(async (error: unknown) => {
    await recordAudit(deps.db, request, {
      action: 'auth.password_reset',
      outcome: 'failure',
      companyId: user?.companyId ?? null,
      actorUserId: user?.id ?? null,
      targetType: 'email',
      targetId: input.email,
      after: { reason: error instanceof AppError ? error.code : 'error' },
    });
    throw error;
  });
  if (!user || user.status === 'inactive') throw new AppError('CODE_INVALID', RESET_MESSAGES.invalid);
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, code, now))) throw new AppError('CODE_INVALID', RESET_MESSAGES.used);
    // The mailed link proves the address, as setting the first password does.
    await replacePassword(tx, user.companyId, user.id, passwordHash, {
      emailVerifiedAt: user.emailVerifiedAt ?? now,
    });
    await revokeAllForUser(tx, user.companyId, user.id, now);
    await recordAudit(tx, request, {
      action: 'auth.password_reset',
      companyId: user.companyId,
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
    });
  });
  deps.userStates.invalidate(user.id);
}
