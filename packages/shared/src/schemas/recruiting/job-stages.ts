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

export const MAX_INTERVIEW_STAGES = 20;
export const MAX_INTERVIEWS_PER_STAGE = 10;
export const MAX_KIT_QUESTIONS = 30;

export const INTERVIEW_PLAN_MESSAGES = {
  stageHasCandidates: (name: string, count: number) =>
    `${count} ${count === 1 ? 'candidate is' : 'candidates are'} in ${name}: move them before removing the stage`,
  unknownStage: 'This stage is not part of the job',
  nameTaken: 'Each stage needs its own name',
} as const;

const name = (max: number) =>
  z.string({ error: 'This field is required' }).trim().min(1, 'This field is required').max(max);

export const interviewInputSchema = z.object({
  id: z.uuid().optional(),
  name: name(120),
  durationMinutes: z.number().int().min(5, 'At least 5 minutes').max(480, 'At most 8 hours').default(45),
  interviewerIds: z.array(z.uuid('Select a valid person')).max(20).default([]),
  /** The interview kit: how to run it, and the questions to ask. */
  instructions: z.string().max(10_000).default(''),
  questions: z.array(z.string().trim().min(1).max(500)).max(MAX_KIT_QUESTIONS).default([]),
  /** Attributes of the job's scorecard this interview focuses on. */
  focusAttributeIds: z.array(z.string().max(40)).max(20).default([]),
});

/** PUT /api/jobs/:id/interview-plan: the interview stages between Application Review and Offer, in order. */
export const interviewPlanBodySchema = z.object({
  stages: z
    .array(
      z.object({
        id: z.uuid().optional(),
        name: name(80),
        interviews: z.array(interviewInputSchema).max(MAX_INTERVIEWS_PER_STAGE).default([]),
      }),
    )
    .max(MAX_INTERVIEW_STAGES)
    .refine(
      (stages) => new Set(stages.map((stage) => stage.name.toLowerCase())).size === stages.length,
      INTERVIEW_PLAN_MESSAGES.nameTaken,
    ),
});
export type InterviewPlanBody = z.input<typeof interviewPlanBodySchema>;
export type InterviewPlanInput = z.output<typeof interviewPlanBodySchema>;

export const interviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  durationMinutes: z.number(),
  interviewers: z.array(z.object({ id: z.string(), name: z.string() })),
  instructions: z.string(),
  questions: z.array(z.string()),
  focusAttributes: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type Interview = z.infer<typeof interviewSchema>;

export const interviewPlanSchema = z.object({
  stages: z.array(
    jobStageSchema.extend({
      /** Active candidates now in the stage (a stage with some cannot be removed). */
      activeCandidates: z.number(),
      interviews: z.array(interviewSchema),
    }),
  ),
});
export type InterviewPlan = z.infer<typeof interviewPlanSchema>;
