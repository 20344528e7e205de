import type {
  ApprovalDecisionBody,
  ApprovalFlow,
  ApprovalFlowBody,
  ApprovalKind,
  JobApprovals,
  PendingApproval,
} from '@atrium/shared/schemas/recruiting/approvals';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { ApprovalFlow, JobApprovals, PendingApproval };

const apiWithTags = api.enhanceEndpoints({
  addTagTypes: ['Approvals', 'ApprovalFlows', 'PendingApprovals', 'Jobs'],
});
const approvalsTag = (jobId: string) => ({ type: 'Approvals' as const, id: jobId });
// A decision or request can open the job or change its state in the list.
const jobTags = (jobId: string) => [
  approvalsTag(jobId),
  { type: 'Jobs' as const, id: jobId },
  { type: 'Jobs' as const, id: 'LIST' },
  'PendingApprovals' as const,
];
const flowUrl = (kind: ApprovalKind) => `configuration/approval-flows/${kind.replace('_', '-')}`;

/** Approval flows and rounds (issue 5). */
export const approvalsApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getJobApprovals: build.query<JobApprovals, string>({
      query: (jobId) => `jobs/${encodeURIComponent(jobId)}/approvals`,
      transformResponse: (answer: Envelope<JobApprovals>) => answer.data,
      providesTags: (_result, _error, jobId) => [approvalsTag(jobId)],
    }),
    requestApproval: build.mutation<Envelope<JobApprovals>, string>({
      query: (jobId) => ({ url: `jobs/${encodeURIComponent(jobId)}/approvals`, method: 'POST' }),
      invalidatesTags: (_result, _error, jobId) => jobTags(jobId),
    }),
    decideApproval: build.mutation<
      Envelope<JobApprovals>,
      { jobId: string; requestId: string; body: ApprovalDecisionBody }
    >({
      query: ({ jobId, requestId, body }) => ({
        url: `jobs/${encodeURIComponent(jobId)}/approvals/${encodeURIComponent(requestId)}/decisions`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { jobId }) => jobTags(jobId),
    }),
    setJobApprovalFlow: build.mutation<
      Envelope<JobApprovals>,
      { jobId: string; body: ApprovalFlowBody | null }
    >({
      query: ({ jobId, body }) => ({
        url: `jobs/${encodeURIComponent(jobId)}/approval-flow`,
        method: body ? 'PUT' : 'DELETE',
        ...(body ? { body } : {}),
      }),
      invalidatesTags: (_result, _error, { jobId }) => jobTags(jobId),
    }),
    getCompanyApprovalFlow: build.query<ApprovalFlow, ApprovalKind>({
      query: (kind) => flowUrl(kind),
      transformResponse: (answer: Envelope<ApprovalFlow>) => answer.data,
      providesTags: (_result, _error, kind) => [{ type: 'ApprovalFlows', id: kind }],
    }),
    setCompanyApprovalFlow: build.mutation<
      Envelope<ApprovalFlow>,
      { kind: ApprovalKind; body: ApprovalFlowBody }
    >({
      query: ({ kind, body }) => ({ url: flowUrl(kind), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { kind }) => [
        { type: 'ApprovalFlows', id: kind },
        'Approvals',
        { type: 'Jobs', id: 'LIST' },
      ],
    }),
    pendingApprovals: build.query<PendingApproval[], void>({
      query: () => 'approvals/pending',
      transformResponse: (answer: Envelope<PendingApproval[]>) => answer.data,
      providesTags: ['PendingApprovals'],
    }),
  }),
});

export const {
  useGetJobApprovalsQuery,
  useRequestApprovalMutation,
  useDecideApprovalMutation,
  useSetJobApprovalFlowMutation,
  useGetCompanyApprovalFlowQuery,
  useSetCompanyApprovalFlowMutation,
  usePendingApprovalsQuery,
} = approvalsApi;
