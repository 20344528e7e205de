import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { ROLES } from '../../constants/company.ts';
import { emailField } from './email.ts';
import { MESSAGES } from './messages.ts';
import { requiredText } from './required-text.ts';

const required = requiredText;

/** An IANA zone the runtime knows; DateTimeFormat throws a RangeError for anything else. */
export const isTimeZone = (value: string): boolean => {
  if (!value) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

export const TIMEZONE_INVALID = 'Select a valid timezone';

/**
 * The phone is optional on the profile: empty is fine, anything else must be a valid number
 * (spec section 5, telephone input). Empty strings and null both mean "no number".
 */
export const optionalPhoneField = z
  .string()
  .trim()
  .max(32, MESSAGES.invalidPhone)
  .refine((v) => v === '' || isValidPhoneNumber(v), MESSAGES.invalidPhone)
  .nullable()
  .optional();

/** A stored number (E.164, "+442079460958") as people read it: "+44 20 7946 0958". */
export const formatPhoneNumber = (phone: string): string =>
  parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;

/** PUT /api/users/me/profile and the edit-profile form. */
export const updateProfileSchema = z.object({
  firstName: required(80),
  lastName: required(80),
  contactNumber: optionalPhoneField,
  timezone: z
    .string({ error: MESSAGES.fieldRequired })
    .min(1, { error: MESSAGES.fieldRequired, abort: true })
    .refine(isTimeZone, TIMEZONE_INVALID),
  avatarUrl: z.string().trim().max(2048).nullable().optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfileBody = z.output<typeof updateProfileSchema>;

/** GET/PUT /api/users/me/profile answer. pendingEmail is a requested change not yet verified. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  pendingEmail: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  contactNumber: z.string().nullable(),
  timezone: z.string(),
  avatarUrl: z.string().nullable(),
  companyName: z.string(),
  role: z.enum(ROLES).nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** POST /api/users/me/email: a verification link goes to the new address. */
export const changeEmailSchema = z.object({ email: emailField(MESSAGES.emailInvalid) });
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

/** POST /api/auth/verify-email (public): the userId and code of the mailed link. */
export const verifyEmailBodySchema = z.object({
  userId: z.string().trim().min(1, MESSAGES.fieldRequired).max(254),
  code: z.string().trim().min(1, MESSAGES.fieldRequired).max(256),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;
