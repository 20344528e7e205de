import { z } from 'zod';

// Events one product publishes for another (a hand-off is a platform event, never an import):
// each type's payload is a zod schema, the contract of both sides.

const named = z.object({ id: z.string(), name: z.string() });

/** Recruiting → Onboarding: a candidate was marked hired (issue 19; Onboarding reads it, issue 20). */
export const candidateHiredPayloadSchema = z.object({
  applicationId: z.string(),
  candidateId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  job: named,
  department: named.nullable(),
  offices: z.array(named),
  /** The job's hiring manager, who becomes the hire's manager unless Onboarding says otherwise. */
  manager: named.extend({ email: z.string() }).nullable(),
  startDate: z.string(),
  opening: z.object({ id: z.string(), openingId: z.string().nullable() }).nullable(),
  offer: z
    .object({
      id: z.string(),
      salary: z.number(),
      currency: z.string(),
      salaryPeriod: z.string(),
      customFields: z.record(z.string(), z.unknown()),
    })
    .nullable(),
  hiredAt: z.string(),
  hiredBy: named.nullable(),
});
export type CandidateHiredPayload = z.infer<typeof candidateHiredPayloadSchema>;

export const PLATFORM_EVENTS = {
  'recruiting.candidate_hired': candidateHiredPayloadSchema,
} as const;
export type PlatformEventType = keyof typeof PLATFORM_EVENTS;
export type PlatformEventPayload<T extends PlatformEventType> = z.infer<(typeof PLATFORM_EVENTS)[T]>;
