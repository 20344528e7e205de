import { z } from 'zod';
import { OTP_LENGTH } from '../../constants/limits.ts';
import { emailField } from './email.ts';
import { MESSAGES } from './messages.ts';
import { changeNewPasswordSchema, loginPasswordSchema, resetNewPasswordSchema } from './password.ts';

export const signInSchema = z.object({
  email: emailField(MESSAGES.emailInvalidSignIn),
  password: loginPasswordSchema,
  rememberMe: z.boolean().optional(),
});
export type SignInInput = z.input<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email: emailField(MESSAGES.emailInvalid) });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

const confirmPasswordField = z.string({ error: MESSAGES.fieldRequired });

/** The reset-password form (reached from the mailed link with userId and code). */
export const resetPasswordFormSchema = z
  .object({ newPassword: resetNewPasswordSchema, confirmPassword: confirmPasswordField })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.resetPasswordMismatch,
  });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

/** The set-new-password form (reached from the invitation mail with userId). */
export const setNewPasswordFormSchema = z
  .object({
    temporaryPassword: z.string({ error: MESSAGES.fieldRequired }).min(1, MESSAGES.fieldRequired),
    newPassword: resetNewPasswordSchema,
    confirmPassword: confirmPasswordField,
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.resetPasswordMismatch,
  });
export type SetNewPasswordFormInput = z.input<typeof setNewPasswordFormSchema>;

export const changePasswordSchema = z
  .object({
    oldPassword: z
      .string({ error: MESSAGES.currentPasswordRequired })
      .min(1, MESSAGES.currentPasswordRequired),
    newPassword: changeNewPasswordSchema,
    confirmPassword: z.string({ error: MESSAGES.fieldRequired }).min(1, MESSAGES.fieldRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsMustMatch,
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

// API bodies of spec section 7. userId in the links carries the email.
export const setNewPasswordBodySchema = z.object({
  email: emailField(MESSAGES.emailInvalid),
  tempPassword: z.string().min(1, MESSAGES.fieldRequired).max(64),
  newPassword: resetNewPasswordSchema,
});
export type SetNewPasswordBody = z.input<typeof setNewPasswordBodySchema>;

export const confirmForgotPasswordBodySchema = z.object({
  email: emailField(MESSAGES.emailInvalid),
  code: z.string().min(1, MESSAGES.fieldRequired).max(128),
  password: resetNewPasswordSchema,
});
export type ConfirmForgotPasswordBody = z.input<typeof confirmForgotPasswordBodySchema>;

/** Asks for a one-time sign-in link by mail (offered when sign-in is throttled). */
export const signInLinkRequestSchema = z.object({ email: emailField(MESSAGES.emailInvalid) });
export type SignInLinkRequest = z.input<typeof signInLinkRequestSchema>;

/** Signs in with the mailed link: /sign-in-link?userId=<id>&code=<code>. */
const SIGN_IN_LINK_INVALID = 'This sign-in link is not valid. Please request a new one.';
export const signInLinkBodySchema = z.object({
  userId: z.uuid({ error: SIGN_IN_LINK_INVALID }),
  code: z.string({ error: SIGN_IN_LINK_INVALID }).min(1, SIGN_IN_LINK_INVALID).max(128, SIGN_IN_LINK_INVALID),
});
export type SignInLinkBody = z.input<typeof signInLinkBodySchema>;

export const refreshTokenBodySchema = z.object({ refreshToken: z.string().min(1).max(200).optional() });
export type RefreshTokenBody = z.input<typeof refreshTokenBodySchema>;

export const logoutBodySchema = z.object({ refreshToken: z.string().max(200).optional() }).optional();

export const OTP_TYPES = ['email', 'phone'] as const;
export type OtpType = (typeof OTP_TYPES)[number];

export const otpCodeSchema = z
  .string({ error: MESSAGES.otpDigits })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.otpDigits);

export const otpSendBodySchema = z.object({ id: z.string().uuid(), type: z.enum(OTP_TYPES) });
export type OtpSendBody = z.input<typeof otpSendBodySchema>;
export const otpVerifyBodySchema = otpSendBodySchema.extend({ code: otpCodeSchema });
export type OtpVerifyBody = z.input<typeof otpVerifyBodySchema>;
