import type {
  ApplicationScorecards,
  Scorecard,
  ScorecardInput,
} from '@atrium/shared/schemas/recruiting/scorecards';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';
import type { InterviewKit } from '@atrium/shared/schemas/recruiting/interview-kit';

export type { ApplicationScorecards, InterviewKit, Scorecard };

const apiWithTags = api.enhanceEndpoints({
  addTagTypes: [
    'ApplicationScorecards',
    'InterviewKit',
    'Scorecard',
    'Interview',
    'ApplicationInterviews',
    'MyInterviews',
  ],
});

const kitTag = (interviewId: string) => ({ type: 'InterviewKit' as const, id: interviewId });
const scorecardTag = (interviewId: string, interviewerId?: string) => ({
  type: 'Scorecard' as const,
  id: `${interviewId}:${interviewerId ?? 'me'}`,
});
const byInterview = (interviewId: string, rest: string) =>
  `interviews/${encodeURIComponent(interviewId)}/${rest}`;

export interface ScorecardKey {
  interviewId: string;
  /** Someone else's scorecard, filled in on their behalf (scorecard.edit.all). */
  interviewerId?: string;
}

/** Interview kits and scorecards (issue 19): what an interviewer reads before, and writes after. */
export const scorecardsApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    interviewKit: build.query<InterviewKit, string>({
      query: (interviewId) => byInterview(interviewId, 'kit'),
      transformResponse: (answer: Envelope<InterviewKit>) => answer.data,
      providesTags: (_result, _error, interviewId) => [kitTag(interviewId)],
    }),
    interviewScorecard: build.query<Scorecard | null, ScorecardKey>({
      query: ({ interviewId, interviewerId }) =>
        byInterview(
          interviewId,
          `scorecard${interviewerId ? `?interviewerId=${encodeURIComponent(interviewerId)}` : ''}`,
        ),
      transformResponse: (answer: Envelope<Scorecard | null>) => answer.data,
      providesTags: (_result, _error, { interviewId, interviewerId }) => [
        scorecardTag(interviewId, interviewerId),
      ],
    }),
    saveInterviewScorecard: build.mutation<
      Envelope<Scorecard>,
      { interviewId: string; applicationId: string; body: ScorecardInput }
    >({
      query: ({ interviewId, body }) => ({ url: byInterview(interviewId, 'scorecard'), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { interviewId, applicationId, body }) => [
        scorecardTag(interviewId, body.interviewerId),
        kitTag(interviewId),
        { type: 'ApplicationScorecards' as const, id: applicationId },
        { type: 'Interview' as const, id: interviewId },
        { type: 'ApplicationInterviews' as const, id: applicationId },
        { type: 'MyInterviews' as const, id: 'LIST' },
      ],
    }),
    applicationScorecards: build.query<ApplicationScorecards, string>({
      query: (applicationId) => `applications/${encodeURIComponent(applicationId)}/scorecards`,
      transformResponse: (answer: Envelope<ApplicationScorecards>) => answer.data,
      providesTags: (_result, _error, applicationId) => [
        { type: 'ApplicationScorecards' as const, id: applicationId },
      ],
    }),
  }),
});

export const {
  useInterviewKitQuery,
  useInterviewScorecardQuery,
  useSaveInterviewScorecardMutation,
  useApplicationScorecardsQuery,
} = scorecardsApi;
