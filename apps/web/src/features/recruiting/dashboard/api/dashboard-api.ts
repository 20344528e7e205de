import type { PendingApproval } from '@atrium/shared/schemas/recruiting/approvals';
import type {
  DashboardBucket,
  DashboardBucketRow,
  DashboardSummary,
  FollowedJob,
  Goal,
  GoalInput,
  MyTask,
  ReferableJob,
} from '@atrium/shared/schemas/recruiting/dashboard';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

const apiWithTags = api.enhanceEndpoints({
  addTagTypes: ['PendingApprovals', 'RecruitingDashboard', 'RecruitingGoals'],
});
const data = <T>(answer: Envelope<T>) => answer.data;

/** What the dashboard shows beyond the menus: the user's buckets, decisions waiting on them, goals. */
export const dashboardApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    myPendingApprovals: build.query<PendingApproval[], void>({
      query: () => 'approvals/pending',
      transformResponse: data<PendingApproval[]>,
      providesTags: ['PendingApprovals'],
    }),
    recruitingSummary: build.query<DashboardSummary, void>({
      query: () => 'dashboard/recruiting',
      transformResponse: data<DashboardSummary>,
      providesTags: ['RecruitingDashboard'],
    }),
    dashboardBucket: build.query<DashboardBucketRow[], DashboardBucket>({
      query: (bucket) => ({ url: 'dashboard/buckets', params: { bucket } }),
      transformResponse: data<DashboardBucketRow[]>,
      providesTags: ['RecruitingDashboard'],
    }),
    myTasks: build.query<MyTask[], void>({
      query: () => 'dashboard/my-tasks',
      transformResponse: data<MyTask[]>,
      providesTags: ['RecruitingDashboard'],
    }),
    followedJobs: build.query<FollowedJob[], void>({
      query: () => 'dashboard/followed-jobs',
      transformResponse: data<FollowedJob[]>,
      providesTags: ['RecruitingDashboard'],
    }),
    referableJobs: build.query<ReferableJob[], void>({
      query: () => 'dashboard/referable-jobs',
      transformResponse: data<ReferableJob[]>,
    }),
    recruitingGoals: build.query<Goal[], void>({
      query: () => 'dashboard/goals',
      transformResponse: data<Goal[]>,
      providesTags: ['RecruitingGoals'],
    }),
    saveGoal: build.mutation<Envelope<Goal[]>, { id?: string; body: GoalInput }>({
      query: ({ id, body }) => ({
        url: id ? `dashboard/goals/${id}` : 'dashboard/goals',
        method: id ? 'PUT' : 'POST',
        body,
      }),
      invalidatesTags: ['RecruitingGoals'],
    }),
    deleteGoal: build.mutation<Envelope<null>, string>({
      query: (id) => ({ url: `dashboard/goals/${id}`, method: 'DELETE' }),
      invalidatesTags: ['RecruitingGoals'],
    }),
  }),
});

export const {
  useMyPendingApprovalsQuery,
  useRecruitingSummaryQuery,
  useDashboardBucketQuery,
  useMyTasksQuery,
  useFollowedJobsQuery,
  useReferableJobsQuery,
  useRecruitingGoalsQuery,
  useSaveGoalMutation,
  useDeleteGoalMutation,
} = dashboardApi;
