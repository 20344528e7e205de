import { z } from 'zod';
import { MESSAGES } from './messages.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** An email field: required, then well-formed; lower-cased so lookups are case-insensitive. */
export const emailField = (invalidMessage: string, requiredMessage: string = MESSAGES.emailRequired) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, invalidMessage)
    .regex(EMAIL_PATTERN, invalidMessage)
    .transform((value) => value.toLowerCase());
