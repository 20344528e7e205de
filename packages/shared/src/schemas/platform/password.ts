import { z } from 'zod';
import { LOGIN_PASSWORD_MIN, PASSWORD_MAX, PASSWORD_MIN } from '../../constants/limits.ts';
import { MESSAGES } from './messages.ts';

// Reset and set-new-password: 8+ characters with upper, lower, digit and any special character.
export const RESET_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;
// Change password: the special character must be one of @$!%*?& (spec section 5).
export const CHANGE_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).{8,}$/;

export const loginPasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .min(LOGIN_PASSWORD_MIN, MESSAGES.passwordMin(LOGIN_PASSWORD_MIN))
  .max(PASSWORD_MAX, MESSAGES.passwordMax(PASSWORD_MAX));

export const resetNewPasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .regex(RESET_PASSWORD_PATTERN, MESSAGES.resetPasswordPattern)
  .min(PASSWORD_MIN, MESSAGES.resetPasswordMin)
  .max(PASSWORD_MAX, MESSAGES.passwordMax(PASSWORD_MAX));

export const changeNewPasswordSchema = z
  .string({ error: MESSAGES.newPasswordRequired })
  .min(1, MESSAGES.newPasswordRequired)
  .regex(CHANGE_PASSWORD_PATTERN, MESSAGES.changePasswordPattern)
  .max(PASSWORD_MAX, MESSAGES.passwordMax(PASSWORD_MAX));
