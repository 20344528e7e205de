import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SIGN_IN_LINK_TTL_MINUTES } from '@atrium/shared/constants/limits';
import type { SessionUser } from '@atrium/shared/schemas/platform/session';
import { AppError } from '../../../lib/app-error.ts';
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
import { signInLinkMail } from './auth.mail.ts';
import { findUserByEmail, findUserById } from './auth.repository.ts';
import { startSession, type IssuedTokens } from './session.service.ts';
import { clearSignInFailures, signInClient } from './sign-in-throttle.ts';

// The way in for the owner of an account that failed sign-ins have slowed down or locked
// (docs/decisions/005-sign-in-throttling-threat-model.md): a one-time link to the account's mailbox.

const LINK_MESSAGES: CodeMessages = {
  invalid: 'This sign-in link is not valid. Please request a new one.',
  used: 'This sign-in link has already been used. Please request a new one.',
  expired: 'This sign-in link has expired. Please request a new one.',
  attemptsExceeded: 'This sign-in link has been tried too many times. Please request a new one.',
};

/**
 * Answers at once and does the work afterwards, as forgot-password does, so neither the answer nor
 * its timing tells whether the account exists. Counted per address and per client even for unknown
 * ones, which also keeps anyone from flooding a mailbox with links.
 */
export async function requestSignInLink(
  deps: AuthDeps,
  email: string,
  request: FastifyRequest,
): Promise<void> {
  const waits = await Promise.all([
    deps.throttles.signInLinkEmail.hit(email),
    deps.throttles.signInLinkIp.hit(request.ip),
  ]);
  const wait = Math.max(...waits.map((seconds) => seconds ?? 0));
  if (wait > 0) throw tooManyAttempts('Too many sign-in links requested.', wait);
  await deps.jobs.send(SIGN_IN_LINK_MAIL_JOB, { email, context: auditContextOf(request) });
}

export const SIGN_IN_LINK_MAIL_JOB = 'platform.auth.sign-in-link-mail';

/** The work behind a sign-in link request, done by a background job after the answer has gone. */
export function defineSignInLinkJob(deps: AuthDeps): void {
  deps.jobs.define({
    name: SIGN_IN_LINK_MAIL_JOB,
    data: z.object({ email: z.string(), context: auditContextSchema }),
    handler: ({ email, context }) => mailSignInLink(deps, email, context),
  });
}

async function mailSignInLink(deps: AuthDeps, email: string, context: AuditContext): Promise<void> {
  const found = await findUserByEmail(deps.db, email);
  // Invited people have no password to be locked out of; their invitation mail is the way in.
  if (!found || found.user.status !== 'active') return;
  const { user } = found;
  const code = randomToken();
  await deps.db.transaction(async (tx) => {
    const owner = { companyId: user.companyId, userId: user.id, purpose: 'sign_in_link' as const };
    await storeCode(tx, owner, code, SIGN_IN_LINK_TTL_MINUTES * 60_000, user.email);
    await recordAudit(tx, context, {
      action: 'auth.sign_in_link_requested',
      companyId: user.companyId,
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
    });
  });
  const link = `${deps.config.publicUrl}/sign-in-link?userId=${user.id}&code=${code}`;
  await deps.mailer.sendEmail(
    signInLinkMail({ to: user.email, companyId: user.companyId, firstName: user.firstName, link }),
  );
}

/** Spends the link's code and signs in as PUT /auth/signin would; the account's failures start again. */
export async function signInWithLink(
  deps: AuthDeps,
  input: { userId: string; code: string },
  request: FastifyRequest,
): Promise<IssuedTokens & { user: SessionUser }> {
  const found = await findUserById(deps.db, input.userId);
  const user = found?.user;
  const owner = user
    ? { companyId: user.companyId, userId: user.id, purpose: 'sign_in_link' as const }
    : null;
  const code = await checkCode(deps.db, owner, input.code, LINK_MESSAGES).catch(async (error: unknown) => {
    await recordAudit(deps.db, request, {
      action: 'auth.sign_in',
      outcome: 'failure',
      companyId: user?.companyId ?? null,
      actorUserId: user?.id ?? null,
      targetType: 'user',
      targetId: input.userId,
      after: { method: 'link', reason: error instanceof AppError ? error.code : 'error' },
    });
    throw error;
  });
  if (!found || found.user.status !== 'active') throw new AppError('CODE_INVALID', LINK_MESSAGES.invalid);
  const session = await startSession(deps, request, found, {
    isRemembered: false,
    method: 'link',
    within: async (tx) => {
      if (!(await consumeCode(tx, code, new Date()))) throw new AppError('CODE_INVALID', LINK_MESSAGES.used);
    },
  });
  await clearSignInFailures(deps, signInClient(deps, request, found.user.email.toLowerCase()));
  return session;
}
