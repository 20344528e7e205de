import { z } from 'zod';
import { requiredText } from '../platform/required-text.ts';

// Onboarding settings → feedback (issue 20, item 7): question sets sent to the new hire a set number
// of days after their start date; the answers are HR's to read.

export const FEEDBACK_QUESTION_KINDS = ['rating', 'text', 'yes_no'] as const;
export type FeedbackQuestionKind = (typeof FEEDBACK_QUESTION_KINDS)[number];
export const FEEDBACK_QUESTION_KIND_LABELS: Record<FeedbackQuestionKind, string> = {
  rating: 'Rating (1–5)',
  text: 'Text',
  yes_no: 'Yes or no',
};

/** The sets a company starts with (spec: "e.g. 7, 30, 90 after the start"). */
export const DEFAULT_FEEDBACK_DAYS = [7, 30, 90] as const;

export const FEEDBACK_MESSAGES = {
  questionRequired: 'Add at least one question',
  daysRange: 'Enter a number of days between 1 and 730',
  answerRequired: 'Answer this question',
  ratingRange: 'Choose a rating from 1 to 5',
  alreadyAnswered: 'This feedback has already been sent',
  unknownQuestion: 'Unknown question',
} as const;

const questionInput = z.object({
  /** A question kept (its id) or a new one (no id). */
  id: z.uuid().optional(),
  kind: z.enum(FEEDBACK_QUESTION_KINDS, { error: 'Choose a question type' }),
  prompt: requiredText(300, 'Use at most 300 characters'),
  required: z.boolean().default(true),
});

/** POST and PUT /api/onboarding/settings/feedback[/:id]: the set with all its questions in order. */
export const feedbackSetBodySchema = z.object({
  name: requiredText(80, 'Use at most 80 characters'),
  daysAfterStart: z.coerce
    .number({ error: FEEDBACK_MESSAGES.daysRange })
    .int(FEEDBACK_MESSAGES.daysRange)
    .min(1, FEEDBACK_MESSAGES.daysRange)
    .max(730, FEEDBACK_MESSAGES.daysRange),
  isActive: z.boolean().default(true),
  questions: z
    .array(questionInput)
    .min(1, FEEDBACK_MESSAGES.questionRequired)
    .max(20, 'Use at most 20 questions'),
});
export type FeedbackSetBody = z.input<typeof feedbackSetBodySchema>;
export type FeedbackSetInput = z.output<typeof feedbackSetBodySchema>;

export const feedbackQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(FEEDBACK_QUESTION_KINDS),
  prompt: z.string(),
  required: z.boolean(),
});
export type FeedbackQuestion = z.infer<typeof feedbackQuestionSchema>;

export const feedbackSetSchema = z.object({
  id: z.string(),
  name: z.string(),
  daysAfterStart: z.number(),
  isActive: z.boolean(),
  questions: z.array(feedbackQuestionSchema),
  /** Requests sent for this set, and those answered. */
  sent: z.number(),
  answered: z.number(),
});
export type FeedbackSet = z.infer<typeof feedbackSetSchema>;

export const feedbackAnswerValueSchema = z.object({
  questionId: z.string(),
  rating: z.number().nullable(),
  text: z.string().nullable(),
  yesNo: z.boolean().nullable(),
});
export type FeedbackAnswerValue = z.infer<typeof feedbackAnswerValueSchema>;

/** One request: what the hire is asked (GET by the hire) or what they answered (HR). */
export const feedbackRequestSchema = z.object({
  id: z.string(),
  newHireId: z.string(),
  newHireName: z.string(),
  setName: z.string(),
  daysAfterStart: z.number(),
  questions: z.array(feedbackQuestionSchema),
  answers: z.array(feedbackAnswerValueSchema),
  sentAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

const answerInput = z.object({
  questionId: z.uuid(),
  rating: z
    .number()
    .int()
    .min(1, FEEDBACK_MESSAGES.ratingRange)
    .max(5, FEEDBACK_MESSAGES.ratingRange)
    .nullable()
    .optional(),
  text: z
    .string()
    .trim()
    .max(4000, 'Use at most 4000 characters')
    .nullable()
    .optional()
    .transform((value) => value || null),
  yesNo: z.boolean().nullable().optional(),
});

/** POST /api/onboarding/feedback/:requestId/answers: one answer per question (checked against its kind). */
export const feedbackAnswersBodySchema = z.object({
  answers: z
    .array(answerInput)
    .max(20)
    .refine(
      (answers) => new Set(answers.map((answer) => answer.questionId)).size === answers.length,
      'Answer each question once',
    ),
});
export type FeedbackAnswersBody = z.input<typeof feedbackAnswersBodySchema>;
export type FeedbackAnswersInput = z.output<typeof feedbackAnswersBodySchema>;

/** The form's check of one answer against its question: what the server checks too. */
export function answerProblem(
  question: Pick<FeedbackQuestion, 'kind' | 'required'>,
  answer: { rating?: number | null; text?: string | null; yesNo?: boolean | null } | undefined,
): string | null {
  const given =
    question.kind === 'rating'
      ? answer?.rating != null
      : question.kind === 'yes_no'
        ? answer?.yesNo != null
        : Boolean(answer?.text?.trim());
  return question.required && !given ? FEEDBACK_MESSAGES.answerRequired : null;
}

export const feedbackListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  setId: z.uuid().optional(),
});
export type FeedbackListQuery = z.output<typeof feedbackListQuerySchema>;
