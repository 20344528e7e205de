import type {
  JobCandidateForm,
  JobFormBody,
  Scorecard,
  ScorecardBody,
  StageTransition,
  StageTransitionsBody,
} from '@atrium/shared/schemas/recruiting/job-setup';
import type { EmailTemplate } from '@atrium/shared/schemas/recruiting/email-templates';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { JobCandidateForm, Scorecard, StageTransition };

const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['Scorecard', 'JobForms', 'StageTransitions'] });
const job = (id: string) => `jobs/${encodeURIComponent(id)}`;

export const jobSetupApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getScorecard: build.query<Scorecard, string>({
      query: (id) => `${job(id)}/scorecard`,
      transformResponse: (answer: Envelope<Scorecard>) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'Scorecard', id }],
    }),
    saveScorecard: build.mutation<Envelope<Scorecard>, { id: string; body: ScorecardBody }>({
      query: ({ id, body }) => ({ url: `${job(id)}/scorecard`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Scorecard', id }],
    }),
    listJobForms: build.query<JobCandidateForm[], string>({
      query: (id) => `${job(id)}/forms`,
      transformResponse: (answer: Envelope<JobCandidateForm[]>) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'JobForms', id }],
    }),
    saveJobForm: build.mutation<
      Envelope<JobCandidateForm>,
      { id: string; formId?: string; body: JobFormBody }
    >({
      query: ({ id, formId, body }) =>
        formId
          ? { url: `${job(id)}/forms/${encodeURIComponent(formId)}`, method: 'PUT', body }
          : { url: `${job(id)}/forms`, method: 'POST', body },
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'JobForms', id },
        { type: 'StageTransitions', id },
      ],
    }),
    deleteJobForm: build.mutation<Envelope<null>, { id: string; formId: string }>({
      query: ({ id, formId }) => ({
        url: `${job(id)}/forms/${encodeURIComponent(formId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'JobForms', id },
        { type: 'StageTransitions', id },
      ],
    }),
    listStageTransitions: build.query<StageTransition[], string>({
      query: (id) => `${job(id)}/stage-transitions`,
      transformResponse: (answer: Envelope<StageTransition[]>) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'StageTransitions', id }],
    }),
    saveStageTransitions: build.mutation<
      Envelope<StageTransition[]>,
      { id: string; body: StageTransitionsBody }
    >({
      query: ({ id, body }) => ({ url: `${job(id)}/stage-transitions`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'StageTransitions', id }],
    }),
    /** The templates a rule can send (needs the email templates permission). */
    emailTemplateChoices: build.query<EmailTemplate[], void>({
      query: () => 'configuration/email-templates',
      transformResponse: (answer: Envelope<EmailTemplate[]>) => answer.data,
    }),
  }),
});

export const {
  useGetScorecardQuery,
  useSaveScorecardMutation,
  useListJobFormsQuery,
  useSaveJobFormMutation,
  useDeleteJobFormMutation,
  useListStageTransitionsQuery,
  useSaveStageTransitionsMutation,
  useEmailTemplateChoicesQuery,
} = jobSetupApi;
