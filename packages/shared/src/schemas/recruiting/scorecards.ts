import { z } from 'zod';

// Scorecards (issue 19): what an interviewer found, on Greenhouse's scales.

/** A rating per scorecard attribute. */
export const SCORECARD_RATINGS = [
  'definitely_not',
  'no',
  'mixed',
  'yes',
  'strong_yes',
  'no_decision',
] as const;
export type ScorecardRating = (typeof SCORECARD_RATINGS)[number];
export const SCORECARD_RATING_LABELS: Record<ScorecardRating, string> = {
  definitely_not: 'Definitely not',
  no: 'No',
  mixed: 'Mixed',
  yes: 'Yes',
  strong_yes: 'Strong yes',
  no_decision: 'No decision',
};

/** The interviewer's overall recommendation. */
export const RECOMMENDATIONS = ['definitely_not', 'no', 'yes', 'strong_yes', 'no_decision'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  definitely_not: 'Definitely not',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong yes',
  no_decision: 'No decision',
};

/** Who sees colleagues' scorecards (a company setting): never, always, or after submitting their own. */
export const SCORECARD_VISIBILITIES = ['never', 'always', 'after_submitting'] as const;
export type ScorecardVisibility = (typeof SCORECARD_VISIBILITIES)[number];
export const SCORECARD_VISIBILITY_LABELS: Record<ScorecardVisibility, string> = {
  never: 'Never (only those who may view all scorecards)',
  always: 'Always',
  after_submitting: 'After submitting their own',
};
export const DEFAULT_SCORECARD_VISIBILITY: ScorecardVisibility = 'after_submitting';

export const SCORECARD_STATUSES = ['draft', 'submitted'] as const;
export type ScorecardStatus = (typeof SCORECARD_STATUSES)[number];

export const SCORECARD_MESSAGES = {
  recommendationRequired: 'Choose an overall recommendation',
  unknownAttribute: 'This attribute is not on the job’s scorecard',
  notAnInterviewer: 'Only an interviewer of this interview can have a scorecard for it',
  cancelledInterview: 'This interview was cancelled',
  notStarted: 'A scorecard can be submitted once the interview has started',
  duplicateAttribute: 'Rate each attribute once',
} as const;

export const scorecardBodySchema = z
  .object({
    ratings: z
      .array(z.object({ attributeId: z.string().min(1).max(100), rating: z.enum(SCORECARD_RATINGS) }))
      .max(200)
      .default([]),
    keyTakeaways: z.string().trim().max(20_000).default(''),
    /** Seen only by those who may view private candidate data. */
    privateNotes: z.string().trim().max(20_000).default(''),
    answers: z
      .array(
        z.object({ question: z.string().trim().min(1).max(1000), answer: z.string().trim().max(10_000) }),
      )
      .max(100)
      .default([]),
    overallRecommendation: z.enum(RECOMMENDATIONS).nullable().default(null),
    /** false keeps a draft; true submits (a recommendation is then required). */
    submit: z.boolean().default(false),
    /** Whose scorecard this is, when filled in on an interviewer's behalf (default: oneself). */
    interviewerId: z.uuid().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.submit && value.overallRecommendation === null)
      ctx.addIssue({
        code: 'custom',
        path: ['overallRecommendation'],
        message: SCORECARD_MESSAGES.recommendationRequired,
      });
  });
export type ScorecardBody = z.input<typeof scorecardBodySchema>;
export type ScorecardInput = z.output<typeof scorecardBodySchema>;

/** GET /api/interviews/:id/scorecard: one's own, or an interviewer's (editing all scorecards). */
export const scorecardQuerySchema = z.object({ interviewerId: z.uuid().optional() });

const person = z.object({ id: z.string(), name: z.string() });

export const scorecardSchema = z.object({
  id: z.string(),
  interviewId: z.string(),
  interviewTitle: z.string(),
  applicationId: z.string(),
  interviewer: person,
  /** Who pressed submit, when not the interviewer. */
  submittedBy: person.nullable(),
  status: z.enum(SCORECARD_STATUSES),
  ratings: z.array(
    z.object({ attributeId: z.string(), attributeName: z.string(), rating: z.enum(SCORECARD_RATINGS) }),
  ),
  keyTakeaways: z.string(),
  /** Empty unless the reader may see private candidate data (or wrote it). */
  privateNotes: z.string(),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  overallRecommendation: z.enum(RECOMMENDATIONS).nullable(),
  interviewedAt: z.string(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

/** An application's scorecards the reader may see, and the summary across them. */
export const applicationScorecardsSchema = z.object({
  scorecards: z.array(scorecardSchema),
  /** Scorecards the reader may not see yet (e.g. until they submit their own). */
  hiddenCount: z.number().int(),
  summary: z.object({
    recommendations: z.record(z.enum(RECOMMENDATIONS), z.number().int()),
    attributes: z.array(
      z.object({
        attributeId: z.string(),
        attributeName: z.string(),
        categoryName: z.string(),
        ratings: z.array(z.object({ interviewer: person, rating: z.enum(SCORECARD_RATINGS) })),
      }),
    ),
  }),
});
export type ApplicationScorecards = z.infer<typeof applicationScorecardsSchema>;

export const scorecardSettingsSchema = z.object({ visibility: z.enum(SCORECARD_VISIBILITIES) });
export type ScorecardSettings = z.infer<typeof scorecardSettingsSchema>;
