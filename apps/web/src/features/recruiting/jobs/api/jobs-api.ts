import type {
  CloseJobInput,
  CopyJobInput,
  CreateJobBody,
  HiringTeam,
  JobActivity,
  JobNotifications,
  JobNotificationsBody,
  HiringTeamBody,
  TeamCandidate,
  CloseReason,
  Job,
  JobBody,
  JobList,
  JobLookups,
} from '@atrium/shared/schemas/recruiting/jobs';
import type { JobKickoff, JobKickoffBody } from '@atrium/shared/schemas/recruiting/job-kickoff';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';
import type { ListQueryParams } from '../../../../components/data-table/list-query';

export type { CloseReason, HiringTeam, Job, JobActivity, JobList, JobLookups, TeamCandidate };

const LIST_TAG = { type: 'Jobs', id: 'LIST' } as const;
const jobTag = (id: string) => ({ type: 'Jobs' as const, id });
const REASONS_TAG = { type: 'CloseReasons', id: 'LIST' } as const;
const teamTag = (id: string) => ({ type: 'HiringTeam' as const, id });
const kickoffTag = (id: string) => ({ type: 'Kickoff' as const, id });
const notificationsTag = (id: string) => ({ type: 'JobNotifications' as const, id });

const apiWithTags = api.enhanceEndpoints({
  addTagTypes: ['Jobs', 'CloseReasons', 'HiringTeam', 'Kickoff', 'JobNotifications'],
});

export type JobStatusAction = 'open' | 'reopen';

/** /api/jobs and the close reasons of /api/configuration (issue 5). */
export const jobsApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    listJobs: build.query<JobList, ListQueryParams>({
      query: (params) => ({ url: 'jobs', params }),
      transformResponse: (answer: Envelope<JobList>) => answer.data,
      providesTags: [LIST_TAG],
    }),
    getJob: build.query<Job, string>({
      query: (id) => `jobs/${encodeURIComponent(id)}`,
      transformResponse: (answer: Envelope<Job>) => answer.data,
      providesTags: (_result, _error, id) => [jobTag(id)],
    }),
    jobLookups: build.query<JobLookups, void>({
      query: () => 'jobs/lookups',
      transformResponse: (answer: Envelope<JobLookups>) => answer.data,
    }),
    createJob: build.mutation<Envelope<Job>, CreateJobBody>({
      query: (body) => ({ url: 'jobs', method: 'POST', body }),
      invalidatesTags: [LIST_TAG],
    }),
    copyJob: build.mutation<Envelope<Job>, { id: string; body: CopyJobInput }>({
      query: ({ id, body }) => ({ url: `jobs/${encodeURIComponent(id)}/copy`, method: 'POST', body }),
      invalidatesTags: [LIST_TAG],
    }),
    updateJob: build.mutation<Envelope<Job>, { id: string; body: JobBody }>({
      query: ({ id, body }) => ({ url: `jobs/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [LIST_TAG, jobTag(id)],
    }),
    changeJobStatus: build.mutation<Envelope<Job>, { id: string; action: JobStatusAction }>({
      query: ({ id, action }) => ({
        url: `jobs/${encodeURIComponent(id)}/${action}`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: (_result, _error, { id }) => [LIST_TAG, jobTag(id)],
    }),
    closeJob: build.mutation<Envelope<Job>, { id: string; body: CloseJobInput }>({
      query: ({ id, body }) => ({ url: `jobs/${encodeURIComponent(id)}/close`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [LIST_TAG, jobTag(id), REASONS_TAG],
    }),
    setFollowing: build.mutation<Envelope<Job>, { id: string; following: boolean }>({
      query: ({ id, following }) => ({
        url: `jobs/${encodeURIComponent(id)}/follow`,
        method: following ? 'PUT' : 'DELETE',
      }),
      invalidatesTags: (_result, _error, { id }) => [LIST_TAG, jobTag(id)],
    }),
    jobActivity: build.query<Paged<JobActivity>, { id: string; page: number }>({
      query: ({ id, page }) => ({
        url: `jobs/${encodeURIComponent(id)}/activity`,
        params: { page, limit: 20 },
      }),
      transformResponse: (answer: Envelope<Paged<JobActivity>>) => answer.data,
      providesTags: (_result, _error, { id }) => [jobTag(id)],
    }),
    getKickoff: build.query<JobKickoff, string>({
      query: (id) => `jobs/${encodeURIComponent(id)}/kickoff`,
      transformResponse: (answer: Envelope<JobKickoff>) => answer.data,
      providesTags: (_result, _error, id) => [kickoffTag(id)],
    }),
    saveKickoff: build.mutation<Envelope<JobKickoff>, { id: string; body: JobKickoffBody }>({
      query: ({ id, body }) => ({ url: `jobs/${encodeURIComponent(id)}/kickoff`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [kickoffTag(id), jobTag(id)],
    }),
    getJobNotifications: build.query<JobNotifications, string>({
      query: (id) => `jobs/${encodeURIComponent(id)}/notifications`,
      transformResponse: (answer: Envelope<JobNotifications>) => answer.data,
      providesTags: (_result, _error, id) => [notificationsTag(id)],
    }),
    setJobNotifications: build.mutation<
      Envelope<JobNotifications>,
      { id: string; body: JobNotificationsBody }
    >({
      query: ({ id, body }) => ({ url: `jobs/${encodeURIComponent(id)}/notifications`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [notificationsTag(id), jobTag(id)],
    }),
    getHiringTeam: build.query<HiringTeam, string>({
      query: (id) => `jobs/${encodeURIComponent(id)}/hiring-team`,
      transformResponse: (answer: Envelope<HiringTeam>) => answer.data,
      providesTags: (_result, _error, id) => [teamTag(id)],
    }),
    setHiringTeam: build.mutation<Envelope<HiringTeam>, { id: string; body: HiringTeamBody }>({
      query: ({ id, body }) => ({ url: `jobs/${encodeURIComponent(id)}/hiring-team`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [LIST_TAG, teamTag(id)],
    }),
    teamCandidates: build.query<TeamCandidate[], string>({
      query: (search) => ({ url: 'jobs/team-candidates', params: { search } }),
      transformResponse: (answer: Envelope<TeamCandidate[]>) => answer.data,
    }),
    listCloseReasons: build.query<CloseReason[], void>({
      query: () => 'configuration/close-reasons',
      transformResponse: (answer: Envelope<CloseReason[]>) => answer.data,
      providesTags: [REASONS_TAG],
    }),
  }),
});

export const {
  useListJobsQuery,
  useLazyListJobsQuery,
  useGetJobQuery,
  useJobLookupsQuery,
  useCreateJobMutation,
  useCopyJobMutation,
  useUpdateJobMutation,
  useChangeJobStatusMutation,
  useCloseJobMutation,
  useSetFollowingMutation,
  useListCloseReasonsQuery,
  useGetHiringTeamQuery,
  useJobActivityQuery,
  useGetKickoffQuery,
  useSaveKickoffMutation,
  useGetJobNotificationsQuery,
  useSetJobNotificationsMutation,
  useSetHiringTeamMutation,
  useLazyTeamCandidatesQuery,
} = jobsApi;
