import type {
  CandidateCustomFields,
  CustomField,
  CustomFieldBody,
} from '@atrium/shared/schemas/recruiting/custom-fields';
import type { JobSetupFlow, JobSetupFlowBody } from '@atrium/shared/schemas/recruiting/job-setup-flow';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { CandidateCustomFields, CustomField };

const apiWithTags = api.enhanceEndpoints({
  addTagTypes: ['CustomFields', 'CandidateCustomFields', 'CandidateActivity', 'JobSetupFlow'],
});
/** Each kind of field under its own path: jobs, candidates, applications, offers, users, referral-questions. */
const base = (segment: string) => `configuration/custom-fields/${segment}`;
const fieldsOf = (segment: string) => [{ type: 'CustomFields' as const, id: segment }];

export const customFieldsApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    listCustomFields: build.query<CustomField[], string>({
      query: (segment) => base(segment),
      transformResponse: (answer: Envelope<CustomField[]>) => answer.data,
      providesTags: (_result, _error, segment) => fieldsOf(segment),
    }),
    saveCustomField: build.mutation<
      Envelope<CustomField>,
      { segment: string; id?: string; body: CustomFieldBody }
    >({
      query: ({ segment, id, body }) =>
        id
          ? { url: `${base(segment)}/${encodeURIComponent(id)}`, method: 'PUT', body }
          : { url: base(segment), method: 'POST', body },
      invalidatesTags: (_result, _error, { segment }) => [...fieldsOf(segment), 'CandidateCustomFields'],
    }),
    setCustomFieldArchived: build.mutation<
      Envelope<CustomField>,
      { segment: string; id: string; archived: boolean }
    >({
      query: ({ segment, id, archived }) => ({
        url: `${base(segment)}/${encodeURIComponent(id)}/${archived ? 'archive' : 'restore'}`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, { segment }) => [...fieldsOf(segment), 'CandidateCustomFields'],
    }),
    reorderCustomFields: build.mutation<Envelope<CustomField[]>, { segment: string; ids: string[] }>({
      query: ({ segment, ids }) => ({ url: `${base(segment)}/order`, method: 'PUT', body: { ids } }),
      invalidatesTags: (_result, _error, { segment }) => [...fieldsOf(segment), 'CandidateCustomFields'],
    }),
    deleteCustomField: build.mutation<Envelope<null>, { segment: string; id: string }>({
      query: ({ segment, id }) => ({ url: `${base(segment)}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { segment }) => [...fieldsOf(segment), 'CandidateCustomFields'],
    }),
    listReferralQuestions: build.query<CustomField[], void>({
      query: () => 'referral-questions',
      transformResponse: (answer: Envelope<CustomField[]>) => answer.data,
      providesTags: fieldsOf('referral-questions'),
    }),
    getCandidateCustomFields: build.query<CandidateCustomFields, string>({
      query: (candidateId) => `candidates/${encodeURIComponent(candidateId)}/custom-fields`,
      transformResponse: (answer: Envelope<CandidateCustomFields>) => answer.data,
      providesTags: (_result, _error, candidateId) => [{ type: 'CandidateCustomFields', id: candidateId }],
    }),
    saveCustomFieldValues: build.mutation<
      Envelope<CandidateCustomFields>,
      { candidateId: string; applicationId?: string; customFields: Record<string, unknown> }
    >({
      query: ({ candidateId, applicationId, customFields }) => ({
        url: applicationId
          ? `applications/${encodeURIComponent(applicationId)}/custom-fields`
          : `candidates/${encodeURIComponent(candidateId)}/custom-fields`,
        method: 'PUT',
        body: { customFields },
      }),
      // The candidate's feed gains an "edited" entry.
      invalidatesTags: (_result, _error, { candidateId }) => [
        { type: 'CandidateCustomFields', id: candidateId },
        { type: 'CandidateActivity', id: candidateId },
      ],
    }),
    getJobSetupFlow: build.query<JobSetupFlow, 'configure' | 'use'>({
      query: (purpose) => (purpose === 'configure' ? 'configuration/job-setup-flow' : 'job-setup-flow'),
      transformResponse: (answer: Envelope<JobSetupFlow>) => answer.data,
      providesTags: ['JobSetupFlow'],
    }),
    saveJobSetupFlow: build.mutation<Envelope<JobSetupFlow>, JobSetupFlowBody>({
      query: (body) => ({ url: 'configuration/job-setup-flow', method: 'PUT', body }),
      invalidatesTags: ['JobSetupFlow'],
    }),
  }),
});

export const {
  useListCustomFieldsQuery,
  useSaveCustomFieldMutation,
  useSetCustomFieldArchivedMutation,
  useReorderCustomFieldsMutation,
  useDeleteCustomFieldMutation,
  useListReferralQuestionsQuery,
  useGetCandidateCustomFieldsQuery,
  useSaveCustomFieldValuesMutation,
  useGetJobSetupFlowQuery,
  useSaveJobSetupFlowMutation,
} = customFieldsApi;
