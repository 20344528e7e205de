import { OTP_MAX_ATTEMPTS } from '@atrium/shared/constants/limits';
import type { DbOrTx } from '../../../db/client.ts';
import type { CodePurpose } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { safeEqual, sha256 } from '../../../lib/secure-random.ts';
import {
  claimAttempt,
  deleteOpenCodes,
  insertCode,
  latestCode,
  type OneTimeCodeRow,
} from './one-time-codes.repository.ts';

// Rules shared by OTP and reset codes (DESIGN.md section 4): hashed, bound to user and purpose,
// single use, at most OTP_MAX_ATTEMPTS tries, and a new code voids the old one.

export interface CodeOwner {
  companyId: string;
  userId: string;
  purpose: CodePurpose;
}

/** What the person is told for each way a code can fail; OTP and reset links word them differently. */
export interface CodeMessages {
  invalid: string;
  used: string;
  expired: string;
  attemptsExceeded: string;
}

/** Binding the hash to owner and purpose keeps a code from one flow useless in another. */
export const hashCode = (owner: Pick<CodeOwner, 'userId' | 'purpose'>, code: string): string =>
  sha256(`${owner.purpose}:${owner.userId}:${code}`);

/** Voids the open codes of the owner and stores the new one (call inside the caller's transaction). */
export async function storeCode(
  db: DbOrTx,
  owner: CodeOwner,
  code: string,
  ttlMs: number,
  target: string | null = null,
): Promise<void> {
  await deleteOpenCodes(db, owner);
  await insertCode(db, {
    ...owner,
    codeHash: hashCode(owner, code),
    target,
    expiresAt: new Date(Date.now() + ttlMs),
  });
}

/**
 * Checks a code against the owner's latest one and counts the attempt. Answers the row so the caller
 * can consume it in the same transaction as the change it unlocks.
 */
export async function checkCode(
  db: DbOrTx,
  owner: CodeOwner | null,
  code: string,
  messages: CodeMessages,
): Promise<OneTimeCodeRow> {
  const row = owner ? await latestCode(db, owner) : null;
  if (!owner || !row) throw new AppError('CODE_INVALID', messages.invalid);
  if (row.consumedAt) throw new AppError('CODE_INVALID', messages.used);
  if (row.attempts >= OTP_MAX_ATTEMPTS)
    throw new AppError('CODE_ATTEMPTS_EXCEEDED', messages.attemptsExceeded);
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError('CODE_EXPIRED', messages.expired);
  const attempts = await claimAttempt(db, row);
  if (attempts === null) throw new AppError('CODE_ATTEMPTS_EXCEEDED', messages.attemptsExceeded);
  if (!safeEqual(row.codeHash, hashCode(owner, code))) {
    if (attempts >= OTP_MAX_ATTEMPTS) throw new AppError('CODE_ATTEMPTS_EXCEEDED', messages.attemptsExceeded);
    const left = OTP_MAX_ATTEMPTS - attempts;
    throw new AppError('CODE_INVALID', `${messages.invalid} ${left} attempt${left === 1 ? '' : 's'} left.`);
  }
  return row;
}
