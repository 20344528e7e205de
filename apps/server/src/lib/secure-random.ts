import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and reset codes. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** A numeric code of the given length from the CSPRNG (OTP). */
export const randomDigits = (length: number): string =>
  Array.from({ length }, () => randomInt(0, 10).toString()).join('');

/** Codes and tokens are high-entropy or short-lived and attempt-limited, so a fast hash suffices. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A temporary password that satisfies the reset-password rule (upper, lower, digit, special). */
export function temporaryPassword(): string {
  const pick = (alphabet: string) => alphabet[randomInt(0, alphabet.length)]!;
  const lower = 'abcdefghjkmnpqrstuvwxyz';
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const special = '@$!%*?&';
  const chars = [pick(upper), pick(lower), pick(digits), pick(special)];
  const all = lower + upper + digits;
  while (chars.length < 12) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
