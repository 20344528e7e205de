import type {
  ApplicationInterviews,
  Availability,
  Interview,
  RemindInterviewersResult,
  RsvpAnswer,
  ScheduleInterviewInput,
  SelfScheduleLink,
  SelfScheduleLinkInput,
  SelfScheduleLinkSummary,
  UpdateInterviewInput,
} from '@atrium/shared/schemas/recruiting/interviews';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { ApplicationInterviews, Availability, Interview, SelfScheduleLinkSummary };

const applicationTag = (applicationId: string) => ({
  type: 'ApplicationInterviews' as const,
  id: applicationId,
});
const linksTag = (applicationId: string) => ({ type: 'SelfScheduleLinks' as const, id: applicationId });
const interviewTag = (id: string) => ({ type: 'Interview' as const, id });
const MINE = { type: 'MyInterviews' as const, id: 'LIST' };
const AVAILABILITY = { type: 'InterviewAvailability' as const, id: 'LIST' };
const scorecardsTag = (applicationId: string) => ({
  type: 'ApplicationScorecards' as const,
  id: applicationId,
});

const apiWithTags = api.enhanceEndpoints({
  addTagTypes: [
    'ApplicationInterviews',
    'Interview',
    'MyInterviews',
    'ApplicationScorecards',
    'InterviewKit',
    'CandidateActivity',
    'InterviewAvailability',
    'SelfScheduleLinks',
  ],
});

/** What names an interview's place: itself, its application and its candidate. */
export interface InterviewRef {
  id: string;
  applicationId: string;
  candidate: { id: string };
}

/** Everything a change to one interview may change: the application's list, the interview, the dashboards, the feed. */
const changed = (interview: InterviewRef) => [
  applicationTag(interview.applicationId),
  interviewTag(interview.id),
  { type: 'InterviewKit' as const, id: interview.id },
  scorecardsTag(interview.applicationId),
  MINE,
  AVAILABILITY,
  { type: 'CandidateActivity' as const, id: interview.candidate.id },
];
const changedBy = (result: Envelope<Interview> | undefined) =>
  result ? changed(result.data) : [MINE, AVAILABILITY];
const byId = (id: string) => `interviews/${encodeURIComponent(id)}`;

export interface AvailabilityParams {
  userIds: readonly string[];
  from: string;
  to: string;
  durationMinutes: number;
  excludeInterviewId?: string;
}

/** userIds repeats (userIds=a&userIds=b), as the server's query schema reads it. */
export function availabilityUrl({
  userIds,
  from,
  to,
  durationMinutes,
  excludeInterviewId,
}: AvailabilityParams) {
  const query = new URLSearchParams();
  for (const id of userIds) query.append('userIds', id);
  query.set('from', from);
  query.set('to', to);
  query.set('durationMinutes', String(durationMinutes));
  if (excludeInterviewId) query.set('excludeInterviewId', excludeInterviewId);
  return `interviews/availability?${query.toString()}`;
}

/** Scheduled interviews (issue 19): an application's, one's own, and what can be done to each. */
export const interviewsApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    applicationInterviews: build.query<ApplicationInterviews, string>({
      query: (applicationId) => `applications/${encodeURIComponent(applicationId)}/interviews`,
      transformResponse: (answer: Envelope<ApplicationInterviews>) => answer.data,
      providesTags: (result, _error, applicationId) => [
        applicationTag(applicationId),
        ...(result?.scheduled.map((interview) => interviewTag(interview.id)) ?? []),
      ],
    }),
    interview: build.query<Interview, string>({
      query: byId,
      transformResponse: (answer: Envelope<Interview>) => answer.data,
      providesTags: (_result, _error, id) => [interviewTag(id)],
    }),
    myInterviews: build.query<Interview[], 'upcoming' | 'past'>({
      query: (when) => `interviews/mine?when=${when}`,
      transformResponse: (answer: Envelope<Interview[]>) => answer.data,
      providesTags: [MINE],
    }),
    availability: build.query<Availability, AvailabilityParams>({
      query: availabilityUrl,
      transformResponse: (answer: Envelope<Availability>) => answer.data,
      providesTags: [AVAILABILITY],
    }),
    scheduleInterview: build.mutation<Envelope<Interview>, ScheduleInterviewInput>({
      query: (body) => ({ url: 'interviews', method: 'POST', body }),
      invalidatesTags: changedBy,
    }),
    updateInterview: build.mutation<Envelope<Interview>, { id: string; body: UpdateInterviewInput }>({
      query: ({ id, body }) => ({ url: byId(id), method: 'PUT', body }),
      invalidatesTags: changedBy,
    }),
    cancelInterview: build.mutation<Envelope<Interview>, { interview: Interview; reason: string }>({
      query: ({ interview, reason }) => ({
        url: `${byId(interview.id)}/cancel`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_result, _error, { interview }) => changed(interview),
    }),
    resendInterview: build.mutation<Envelope<unknown>, Interview>({
      query: (interview) => ({ url: `${byId(interview.id)}/resend`, method: 'POST', body: {} }),
      invalidatesTags: (_result, _error, interview) => changed(interview),
    }),
    sendScorecardReminders: build.mutation<Envelope<RemindInterviewersResult>, Interview>({
      query: (interview) => ({ url: `${byId(interview.id)}/remind`, method: 'POST', body: {} }),
      invalidatesTags: (_result, _error, interview) => changed(interview),
    }),
    selfScheduleLinks: build.query<SelfScheduleLinkSummary[], string>({
      query: (applicationId) => `applications/${encodeURIComponent(applicationId)}/self-schedule-links`,
      transformResponse: (answer: Envelope<SelfScheduleLinkSummary[]>) => answer.data,
      providesTags: (_result, _error, applicationId) => [linksTag(applicationId)],
    }),
    sendSelfScheduleLink: build.mutation<
      Envelope<SelfScheduleLink>,
      { applicationId: string; candidateId: string; body: SelfScheduleLinkInput }
    >({
      query: ({ applicationId, body }) => ({
        url: `applications/${encodeURIComponent(applicationId)}/self-schedule-links`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { applicationId, candidateId }) => [
        linksTag(applicationId),
        { type: 'CandidateActivity' as const, id: candidateId },
      ],
    }),
    revokeSelfScheduleLink: build.mutation<
      Envelope<SelfScheduleLink>,
      { link: SelfScheduleLinkSummary; candidateId: string }
    >({
      query: ({ link }) => ({
        url: `self-schedule-links/${encodeURIComponent(link.id)}/revoke`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: (_result, _error, { link, candidateId }) => [
        linksTag(link.applicationId),
        { type: 'CandidateActivity' as const, id: candidateId },
      ],
    }),
    respondToInterview: build.mutation<
      Envelope<Interview>,
      { interview: InterviewRef; response: RsvpAnswer }
    >({
      query: ({ interview, response }) => ({
        url: `${byId(interview.id)}/response`,
        method: 'PUT',
        body: { response },
      }),
      invalidatesTags: (_result, _error, { interview }) => changed(interview),
    }),
  }),
});

export const {
  useApplicationInterviewsQuery,
  useInterviewQuery,
  useMyInterviewsQuery,
  useAvailabilityQuery,
  useScheduleInterviewMutation,
  useUpdateInterviewMutation,
  useCancelInterviewMutation,
  useResendInterviewMutation,
  useSendScorecardRemindersMutation,
  useRespondToInterviewMutation,
  useSelfScheduleLinksQuery,
  useSendSelfScheduleLinkMutation,
  useRevokeSelfScheduleLinkMutation,
} = interviewsApi;
