import { TEMP_PASSWORD_TTL_DAYS } from '@atrium/shared/constants/limits';
import type { UserRow } from '../../../db/schema/index.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { temporaryPassword } from '../../../lib/secure-random.ts';
import { welcomeMail } from '../../platform/auth/auth.mail.ts';
import type { PeopleDeps } from './people.deps.ts';

/** A fresh temporary password and its hash; hashing is slow, so callers do it before a transaction. */
export async function newTemporaryPassword() {
  const password = temporaryPassword();
  return {
    password,
    hash: await hashPassword(password),
    expiresAt: new Date(Date.now() + TEMP_PASSWORD_TTL_DAYS * 24 * 3_600_000),
  };
}

/**
 * The sign-up mail: the temporary password and the set-new-password link. The account exists
 * either way; a mail failure is logged and kept in the outbox, not turned into a 500.
 */
export async function mailInvitation(
  deps: PeopleDeps,
  user: Pick<UserRow, 'email' | 'firstName' | 'companyId'>,
  companyName: string,
  password: string,
): Promise<void> {
  const link = `${deps.config.publicUrl}/set-new-password?userId=${encodeURIComponent(user.email)}`;
  const mail = welcomeMail({
    to: user.email,
    companyId: user.companyId,
    firstName: user.firstName,
    companyName,
    temporaryPassword: password,
    link,
  });
  await deps.mailer
    .sendEmail(mail)
    .catch((error: unknown) => deps.log.error({ err: error }, 'invitation failed'));
}
