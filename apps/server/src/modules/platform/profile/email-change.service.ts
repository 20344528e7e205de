import type { UserStateCache } from '../../../plugins/auth.ts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config/config.ts';
import type { Db } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { randomToken } from '../../../lib/secure-random.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { Mailer } from '../mail/mailer.ts';
import { notify } from '../notifications/notifications.service.ts';
import { checkCode, storeCode, type CodeMessages } from '../otp/one-time-codes.ts';
import { consumeCode } from '../otp/one-time-codes.repository.ts';
import { EMAIL_VERIFICATION_TTL_HOURS, emailChangedMail, verifyNewEmailMail } from './profile.mail.ts';
import { findProfile, findUserById, isEmailUsedByOther, updateUserFields } from './profile.repository.ts';
import { moveSignInIdentity } from '../auth/sign-in-identities.repository.ts';

export interface EmailChangeDeps {
  userStates: UserStateCache;
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, 'publicUrl'>;
  log: FastifyBaseLogger;
}

const VERIFY_MESSAGES: CodeMessages = {
  invalid: 'This verification link is not valid.',
  used: 'This verification link has already been used or replaced by a newer one.',
  expired: 'This verification link has expired. Ask for a new one from your profile.',
  attemptsExceeded: 'This verification link can no longer be used. Ask for a new one from your profile.',
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TAKEN = 'This email address is already in use';
const emailTaken = () => new AppError('EMAIL_TAKEN', TAKEN, { errors: [{ path: 'email', message: TAKEN }] });

const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string } })?.cause ?? error;
  return (cause as { code?: string })?.code === '23505';
};

/**
 * Starts an email change: the new address is kept as pendingEmail and gets a single-use link
 * (24 hours). Sign-in keeps using the current address until the link is opened.
 */
export async function requestEmailChange(
  deps: EmailChangeDeps,
  request: FastifyRequest,
  auth: AuthContext,
  email: string,
): Promise<string> {
  const profile = await findProfile(deps.db, auth.companyId, auth.userId);
  if (!profile) throw notFound('User');
  if (profile.user.email.toLowerCase() === email) {
    const message = 'This is already your email address';
    throw new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'email', message }] });
  }
  if (await isEmailUsedByOther(deps.db, email, auth.userId)) throw emailTaken();
  const code = randomToken();
  await deps.db.transaction(async (tx) => {
    await updateUserFields(tx, auth.companyId, auth.userId, { pendingEmail: email });
    // A new request voids the link of any earlier one.
    await storeCode(
      tx,
      { companyId: auth.companyId, userId: auth.userId, purpose: 'verify_email' },
      code,
      EMAIL_VERIFICATION_TTL_HOURS * 3_600_000,
      email,
    );
    await recordAudit(tx, request, {
      action: 'profile.email_change_requested',
      targetType: 'user',
      targetId: auth.userId,
      before: { pendingEmail: profile.user.pendingEmail },
      after: { pendingEmail: email },
    });
  });
  const link = new URL('/email-verification', deps.config.publicUrl);
  link.searchParams.set('userId', auth.userId);
  link.searchParams.set('code', code);
  try {
    await deps.mailer.sendMail({
      to: email,
      companyId: auth.companyId,
      ...verifyNewEmailMail({ firstName: profile.user.firstName, link: link.toString() }),
    });
  } catch {
    throw new AppError(
      'UPSTREAM_UNAVAILABLE',
      'We could not send the verification email. Please try again in a few minutes.',
    );
  }
  return `We sent a verification link to ${email}. Open it to confirm your new address.`;
}

/** Opens the mailed link: the pending address becomes the account's email, verified. */
export async function verifyEmail(
  deps: EmailChangeDeps,
  request: FastifyRequest,
  input: { userId: string; code: string },
): Promise<{ email: string }> {
  const user = UUID_PATTERN.test(input.userId) ? await findUserById(deps.db, input.userId) : null;
  const owner = user
    ? { companyId: user.companyId, userId: user.id, purpose: 'verify_email' as const }
    : null;
  // Outside the transaction on purpose: a wrong code must still use up one attempt.
  const code = await checkCode(deps.db, owner, input.code, VERIFY_MESSAGES);
  const newEmail = code.target;
  if (!user || !newEmail || user.pendingEmail?.toLowerCase() !== newEmail) {
    throw new AppError('CODE_INVALID', VERIFY_MESSAGES.used);
  }
  const oldEmail = user.email;
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await consumeCode(tx, code, new Date())))
        throw new AppError('CODE_INVALID', VERIFY_MESSAGES.used);
      if (await isEmailUsedByOther(tx, newEmail, user.id)) throw emailTaken();
      await updateUserFields(tx, user.companyId, user.id, {
        email: newEmail,
        pendingEmail: null,
        emailVerifiedAt: new Date(),
      });
      await moveSignInIdentity(tx, user, newEmail);
      await notify(tx, {
        companyId: user.companyId,
        userId: user.id,
        title: 'Your email address was changed',
        body: `You now sign in with ${newEmail}.`,
        link: '/my-profile',
      });
      await recordAudit(tx, request, {
        action: 'profile.email_changed',
        companyId: user.companyId,
        actorUserId: user.id,
        targetType: 'user',
        targetId: user.id,
        before: { email: oldEmail },
        after: { email: newEmail },
      });
    });
  } catch (error) {
    // Another account took the address between our check and the update.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  deps.userStates.invalidate(user.id);
  // The change is done; a failed notice to the old address must not undo or fail it.
  await deps.mailer
    .sendMail({
      to: oldEmail,
      companyId: user.companyId,
      ...emailChangedMail({ firstName: user.firstName, newEmail }),
    })
    .catch((error: unknown) =>
      deps.log.error({ err: error }, 'could not notify the old address of an email change'),
    );
  return { email: newEmail };
}
