import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/** Text a person must fill in: trimmed, "This field is required" when empty, at most `max` long. */
export const requiredText = (max: number, tooLong?: string) =>
  z.string({ error: MESSAGES.fieldRequired }).trim().min(1, MESSAGES.fieldRequired).max(max, tooLong);
