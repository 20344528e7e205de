import { z } from 'zod';

/**
 * Configure job setup flow (configuration → custom options → configure-job-setup): which of the job
 * setup steps a new job walks through after it is created, in Greenhouse's order, and which of them
 * must be saved before the flow is finished. Job info is the form the job is created with, so it is
 * always in the flow and always required.
 */
export const JOB_SETUP_STEPS = [
  'job_info',
  'hiring_team',
  'kickoff',
  'interview_plan',
  'scorecard',
  'forms',
  'stage_transitions',
  'job_posts',
  'notifications',
] as const;
export type JobSetupStep = (typeof JOB_SETUP_STEPS)[number];

export const JOB_SETUP_STEP_LABELS: Record<JobSetupStep, string> = {
  job_info: 'Job info',
  hiring_team: 'Hiring team',
  kickoff: 'Kickoff',
  interview_plan: 'Interview plan',
  scorecard: 'Scorecard',
  forms: 'Forms',
  stage_transitions: 'Stage transitions',
  job_posts: 'Job posts',
  notifications: 'Notifications',
};

export const jobSetupFlowStepSchema = z.object({
  step: z.enum(JOB_SETUP_STEPS),
  included: z.boolean(),
  required: z.boolean(),
});
export type JobSetupFlowStep = z.infer<typeof jobSetupFlowStepSchema>;

/** Every step once, in Greenhouse's order; a required step is in the flow; job info is both. */
export const jobSetupFlowSchema = z
  .object({ steps: z.array(jobSetupFlowStepSchema) })
  .superRefine((flow, ctx) => {
    const named = flow.steps.map((item) => item.step);
    if (named.length !== JOB_SETUP_STEPS.length || JOB_SETUP_STEPS.some((step) => !named.includes(step)))
      ctx.addIssue({ code: 'custom', path: ['steps'], message: 'Name every setup step once' });
    flow.steps.forEach((item, index) => {
      if (item.step === 'job_info' && !(item.included && item.required))
        ctx.addIssue({
          code: 'custom',
          path: ['steps', index, 'included'],
          message: 'Job info is always part of the setup flow',
        });
      else if (item.required && !item.included)
        ctx.addIssue({
          code: 'custom',
          path: ['steps', index, 'required'],
          message: 'A required step must be in the flow',
        });
    });
  })
  .transform((flow) => ({
    steps: JOB_SETUP_STEPS.map((step) => flow.steps.find((item) => item.step === step)!),
  }));
export type JobSetupFlowBody = z.input<typeof jobSetupFlowSchema>;
export type JobSetupFlow = z.output<typeof jobSetupFlowSchema>;

export const jobSetupFlowAnswerSchema = z.object({ steps: z.array(jobSetupFlowStepSchema) });

/** Greenhouse's default flow: every step shown, only job info required. */
export const DEFAULT_JOB_SETUP_FLOW: JobSetupFlow = {
  steps: JOB_SETUP_STEPS.map((step) => ({ step, included: true, required: step === 'job_info' })),
};
