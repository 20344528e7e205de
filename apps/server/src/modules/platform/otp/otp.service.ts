import { createHmac } from 'node:crypto';
import type { UserStateCache } from '../../../plugins/auth.ts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { OTP_LENGTH, OTP_TTL_SECONDS } from '@atrium/shared/constants/limits';
import type { OtpType } from '@atrium/shared/schemas/platform/auth';
import { maskEmail, maskPhone } from '@atrium/shared/schemas/platform/otp';
import type { Db } from '../../../db/client.ts';
import type { CodePurpose, UserRow } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { randomDigits } from '../../../lib/secure-random.ts';
import { tooManyAttempts, type Throttle } from '../../../lib/throttle.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { otpMail } from '../auth/auth.mail.ts';
import { findUserById, updateUser } from '../auth/auth.repository.ts';
import type { Mailer } from '../mail/mailer.ts';
import { checkCode, storeCode, type CodeMessages } from './one-time-codes.ts';
import { consumeCode } from './one-time-codes.repository.ts';

export interface OtpDeps {
  userStates: UserStateCache;
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Keys the stand-in destinations of unknown ids, so they stay the same across requests. */
  decoySecret: string;
  /** Codes sent per user id and per client address. */
  throttles: { sendUser: Throttle; sendIp: Throttle };
}

const OTP_MESSAGES: CodeMessages = {
  invalid: 'The code is not correct.',
  used: 'This code has already been used. Please request a new one.',
  expired: 'This code has expired. Please request a new one.',
  attemptsExceeded: 'Too many wrong codes. Please request a new one.',
};

const purposeOf = (type: OtpType): CodePurpose => (type === 'email' ? 'otp_email' : 'otp_phone');
const destinationOf = (user: UserRow, type: OtpType): string | null =>
  type === 'email' ? user.email : user.contactNumber;

const DECOY_EMAIL_DOMAINS = [
  'gmail.com',
  'outlook.com',
  'yahoo.com',
  'icloud.com',
  'hotmail.com',
  'proton.me',
];

/**
 * Where a code would go for an id with no such destination: a stable, plausible stand-in (a common
 * mail provider, or a number in Ofcom's range kept for drama, 07700 900xxx), so the answer does not
 * tell an anonymous caller whether the id is a user, or whether they have a phone.
 */
function decoyDestination(secret: string, id: string, type: OtpType): string {
  const digest = createHmac('sha256', secret).update(`otp-target:${type}:${id}`).digest();
  if (type === 'phone') return `+447700900${String(digest.readUInt16BE(0) % 1000).padStart(3, '0')}`;
  const letter = String.fromCharCode(97 + (digest[0]! % 26));
  return `${letter}@${DECOY_EMAIL_DOMAINS[digest[1]! % DECOY_EMAIL_DOMAINS.length]}`;
}

/** Unknown ids get an answer of the same shape and status as known ones (and sendOtp sends nothing). */
export async function otpTarget(deps: OtpDeps, input: { id: string; type: OtpType }) {
  const found = await findUserById(deps.db, input.id);
  const destination =
    (found ? destinationOf(found.user, input.type) : null) ??
    decoyDestination(deps.decoySecret, input.id, input.type);
  return {
    type: input.type,
    destination: input.type === 'email' ? maskEmail(destination) : maskPhone(destination),
  };
}

/** Unknown ids get the same answer as known ones and nothing is sent. */
export async function sendOtp(deps: OtpDeps, input: { id: string; type: OtpType }, request: FastifyRequest) {
  const waits = await Promise.all([
    deps.throttles.sendUser.hit(input.id),
    deps.throttles.sendIp.hit(request.ip),
  ]);
  const wait = Math.max(...waits.map((seconds) => seconds ?? 0));
  if (wait > 0) throw tooManyAttempts('Too many codes requested.', wait);

  const found = await findUserById(deps.db, input.id);
  const user = found?.user;
  const destination = user ? destinationOf(user, input.type) : null;
  if (!user || !destination || user.status === 'inactive') return;
  const code = randomDigits(OTP_LENGTH);
  const owner = { companyId: user.companyId, userId: user.id, purpose: purposeOf(input.type) } as const;
  await deps.db.transaction(async (tx) => {
    await storeCode(tx, owner, code, OTP_TTL_SECONDS * 1000, destination);
    await recordAudit(tx, request, {
      action: 'auth.otp_sent',
      companyId: user.companyId,
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
      after: { type: input.type },
    });
  });
  if (input.type === 'email') {
    await deps.mailer.sendEmail(
      otpMail({ to: destination, companyId: user.companyId, code, ttlSeconds: OTP_TTL_SECONDS }),
    );
  } else {
    const text = `Your Atrium verification code is ${code}. It expires in ${OTP_TTL_SECONDS} seconds.`;
    await deps.mailer.sendSms({ to: destination, text, companyId: user.companyId });
  }
}

export async function verifyOtp(
  deps: OtpDeps,
  input: { id: string; type: OtpType; code: string },
  request: FastifyRequest,
) {
  const found = await findUserById(deps.db, input.id);
  const user = found?.user;
  const owner = user ? { companyId: user.companyId, userId: user.id, purpose: purposeOf(input.type) } : null;
  const row = await checkCode(deps.db, owner, input.code, OTP_MESSAGES);
  // A code proves the destination it went to; if that changed since, it proves nothing now.
  if (!user || row.target !== destinationOf(user, input.type))
    throw new AppError('CODE_INVALID', OTP_MESSAGES.expired);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, row, now))) throw new AppError('CODE_INVALID', OTP_MESSAGES.used);
    await updateUser(
      tx,
      user.companyId,
      user.id,
      input.type === 'email' ? { emailVerifiedAt: now } : { phoneVerifiedAt: now },
    );
    await recordAudit(tx, request, {
      action: 'auth.otp_verified',
      companyId: user.companyId,
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
      after: { type: input.type },
    });
  });
  deps.userStates.invalidate(user.id);
  return { type: input.type, verified: true as const };
}
