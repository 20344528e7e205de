import { z } from 'zod';

// The stages of a job's interview plan. Application Review opens every plan and Offer closes it;
// the stages between are interviews the company defines.
export const JOB_STAGE_KINDS = ['application_review', 'interview', 'offer'] as const;
export type JobStageKind = (typeof JOB_STAGE_KINDS)[number];

export const FIXED_STAGE_NAMES = { application_review: 'Application Review', offer: 'Offer' } as const;

export const jobStageSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(JOB_STAGE_KINDS),
  position: z.number(),
});
export type JobStage = z.infer<typeof jobStageSchema>;
