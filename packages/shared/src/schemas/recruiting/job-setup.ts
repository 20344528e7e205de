import { z } from 'zod';
import { postQuestionSchema } from './job-posts.ts';

// Job setup (issue 5): the scorecard interviewers fill in, stage transitions, candidate forms.
const name = (max: number) =>
  z.string({ error: 'This field is required' }).trim().min(1, 'This field is required').max(max);
const id = z
  .string()
  .regex(/^[a-z0-9_-]{1,40}$/i, 'Use letters, digits, - or _')
  .optional();

/** Greenhouse's default scorecard sections. */
export const DEFAULT_SCORECARD_CATEGORIES = [
  'Skills',
  'Personality Traits',
  'Qualifications',
  'Details',
] as const;

export const scorecardBodySchema = z.object({
  categories: z
    .array(
      z.object({
        id,
        name: name(80),
        attributes: z
          .array(z.object({ id, name: name(120) }))
          .max(40)
          .default([]),
      }),
    )
    .max(20),
});
export type ScorecardBody = z.input<typeof scorecardBodySchema>;
export type ScorecardInput = z.output<typeof scorecardBodySchema>;

export const scorecardSchema = z.object({
  categories: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      attributes: z.array(z.object({ id: z.string(), name: z.string() })),
    }),
  ),
  updatedAt: z.string().nullable(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

export const TRANSITION_ACTIONS = ['send_email_template', 'send_form', 'request_availability'] as const;
export type TransitionAction = (typeof TRANSITION_ACTIONS)[number];
export const TRANSITION_ACTION_LABELS: Record<TransitionAction, string> = {
  send_email_template: 'Send an email',
  send_form: 'Send a form',
  request_availability: 'Request availability',
};

export const transitionInputSchema = z
  .object({
    stageId: z.uuid('Select a stage'),
    action: z.enum(TRANSITION_ACTIONS),
    emailTemplateId: z.uuid().nullable().default(null),
    formId: z.uuid().nullable().default(null),
    /** Whom the message is sent as; empty for the job's responsible recruiter. */
    creditUserId: z.uuid().nullable().default(null),
  })
  .superRefine((rule, ctx) => {
    if (rule.action === 'send_email_template' && !rule.emailTemplateId)
      ctx.addIssue({ code: 'custom', path: ['emailTemplateId'], message: 'Select an email template' });
    if (rule.action === 'send_form' && !rule.formId)
      ctx.addIssue({ code: 'custom', path: ['formId'], message: 'Select a form' });
  });

/** PUT /api/jobs/:id/stage-transitions: every rule of the job, in order. */
export const stageTransitionsBodySchema = z.object({ rules: z.array(transitionInputSchema).max(100) });
export type StageTransitionsBody = z.input<typeof stageTransitionsBodySchema>;
export type StageTransitionsInput = z.output<typeof stageTransitionsBodySchema>;

export const stageTransitionSchema = z.object({
  id: z.string(),
  stageId: z.string(),
  stageName: z.string(),
  action: z.enum(TRANSITION_ACTIONS),
  emailTemplateId: z.string().nullable(),
  emailTemplateName: z.string().nullable(),
  formId: z.string().nullable(),
  formName: z.string().nullable(),
  creditUserId: z.string().nullable(),
  creditUserName: z.string().nullable(),
});
export type StageTransition = z.infer<typeof stageTransitionSchema>;

/** A candidate questionnaire of the job: the post questions' kinds, less files. */
export const jobFormBodySchema = z.object({
  name: name(120),
  questions: z
    .array(postQuestionSchema)
    .min(1, 'Add at least one question')
    .max(50)
    .refine(
      (questions) => questions.every((question) => question.type !== 'file'),
      'Forms do not take files',
    ),
});
export type JobFormBody = z.input<typeof jobFormBodySchema>;
export type JobFormInput = z.output<typeof jobFormBodySchema>;

export const jobFormSchema = z.object({
  id: z.string(),
  name: z.string(),
  questions: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      type: z.string(),
      required: z.boolean(),
      options: z.array(z.string()),
    }),
  ),
  updatedAt: z.string(),
});
export type JobCandidateForm = z.infer<typeof jobFormSchema>;
