import { z } from 'zod';
import { sessionUserSchema } from '../platform/session.ts';

export const IMPERSONATION_REASON_MAX = 500;

/** Spec section 6 "login as user": a reason is required. */
export const startImpersonationSchema = z.object({
  userId: z.string().uuid('Choose a person'),
  reason: z
    .string()
    .trim()
    .min(1, 'Give a reason for logging in as this user')
    .max(IMPERSONATION_REASON_MAX, `Keep the reason under ${IMPERSONATION_REASON_MAX} characters`),
});
export type StartImpersonationBody = z.infer<typeof startImpersonationSchema>;

export const impersonationSchema = z.object({
  id: z.string(),
  impersonatorUserId: z.string(),
  impersonatorName: z.string(),
  targetUserId: z.string(),
  targetName: z.string(),
  reason: z.string(),
  startedAt: z.string(),
  endsAt: z.string(),
  endedAt: z.string().nullable(),
});
export type Impersonation = z.infer<typeof impersonationSchema>;

/** What starting answers: a short-lived access token for the other user, and who they are. */
export const impersonationStartedSchema = z.object({
  authToken: z.string(),
  impersonation: impersonationSchema,
  user: sessionUserSchema,
});
export type ImpersonationStarted = z.infer<typeof impersonationStartedSchema>;
