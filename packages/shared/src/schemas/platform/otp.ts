import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { OTP_TYPES } from './auth.ts';

const HIDDEN = '•••';

/** GET /api/auth/otp/target: where a code for this user and channel goes. */
export const otpTargetQuerySchema = z.object({ id: z.string().uuid(), type: z.enum(OTP_TYPES) });
export type OtpTargetQuery = z.input<typeof otpTargetQuerySchema>;

export const otpTargetSchema = z.object({ type: z.enum(OTP_TYPES), destination: z.string() });
export type OtpTarget = z.infer<typeof otpTargetSchema>;

/** POST /api/auth/otp/send answer: the countdown the screen shows. */
export const otpSentSchema = z.object({ expiresInSeconds: z.number() });
export const otpVerifiedSchema = z.object({ type: z.enum(OTP_TYPES), verified: z.literal(true) });

/** 'alex@example.com' -> 'a•••@example.com': enough to recognise, too little to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return HIDDEN;
  return `${email[0]}${HIDDEN}${email.slice(at)}`;
}

/** '+447700900123' -> '+44 ••••••123': the country code and the last three digits. */
export function maskPhone(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  const digits = (parsed?.nationalNumber ?? phone.replace(/\D/g, '')).toString();
  const prefix = parsed ? `+${parsed.countryCallingCode} ` : '';
  const visible = digits.slice(-3);
  return `${prefix}${'•'.repeat(Math.max(digits.length - visible.length, 3))}${visible}`;
}
