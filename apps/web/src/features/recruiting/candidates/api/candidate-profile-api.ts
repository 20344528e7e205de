import type {
  AnonymizeInput,
  AttachmentCreateInput,
  CandidateAttachment,
  CandidateHistory,
  Education,
  EducationInput,
  Employment,
  EmploymentInput,
  FollowState,
} from '@atrium/shared/schemas/recruiting/candidate-profile';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { CandidateAttachment, CandidateHistory, Education, Employment, FollowState };

const apiWithTags = api.enhanceEndpoints({
  addTagTypes: [
    'Candidates',
    'CandidateActivity',
    'CandidateAttachments',
    'CandidateHistory',
    'CandidateFollow',
  ],
});

const path = (candidateId: string, rest = '') => `candidates/${encodeURIComponent(candidateId)}${rest}`;
const attachmentsTag = (id: string) => ({ type: 'CandidateAttachments' as const, id });
const historyTag = (id: string) => ({ type: 'CandidateHistory' as const, id });
const followTag = (id: string) => ({ type: 'CandidateFollow' as const, id });
/** Every change is in the candidate's feed, and a résumé changes what the list's search finds. */
const feedOf = (id: string) => [
  { type: 'CandidateActivity' as const, id },
  { type: 'Candidates' as const, id: 'LIST' },
];

export type HistorySection = 'educations' | 'employments';
type HistoryInput<S extends HistorySection> = S extends 'educations' ? EducationInput : EmploymentInput;

/** The profile's attachments, education and employment, follow and anonymise (issue 18). */
export const candidateProfileApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    candidateAttachments: build.query<CandidateAttachment[], string>({
      query: (id) => path(id, '/attachments'),
      transformResponse: (answer: Envelope<CandidateAttachment[]>) => answer.data,
      providesTags: (_result, _error, id) => [attachmentsTag(id)],
    }),
    addCandidateAttachment: build.mutation<
      Envelope<CandidateAttachment>,
      { id: string; body: AttachmentCreateInput }
    >({
      query: ({ id, body }) => ({ url: path(id, '/attachments'), method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [attachmentsTag(id), ...feedOf(id)],
    }),
    deleteCandidateAttachment: build.mutation<Envelope<null>, { id: string; attachmentId: string }>({
      query: ({ id, attachmentId }) => ({
        url: path(id, `/attachments/${encodeURIComponent(attachmentId)}`),
        method: 'DELETE',
      }),
      // An application's résumé leaves the application too.
      invalidatesTags: (_result, _error, { id }) => [
        attachmentsTag(id),
        ...feedOf(id),
        { type: 'Candidates' as const, id },
      ],
    }),
    downloadCandidateAttachment: build.mutation<Blob, { id: string; attachmentId: string }>({
      query: ({ id, attachmentId }) => ({
        url: path(id, `/attachments/${encodeURIComponent(attachmentId)}/download`),
        responseHandler: (response) => response.blob(),
      }),
    }),
    candidateHistory: build.query<CandidateHistory, string>({
      query: (id) => path(id, '/history'),
      transformResponse: (answer: Envelope<CandidateHistory>) => answer.data,
      providesTags: (_result, _error, id) => [historyTag(id)],
    }),
    saveHistoryEntry: build.mutation<
      Envelope<Education | Employment>,
      { id: string; section: HistorySection; entryId: string | null; body: HistoryInput<HistorySection> }
    >({
      query: ({ id, section, entryId, body }) => ({
        url: path(id, `/${section}${entryId ? `/${encodeURIComponent(entryId)}` : ''}`),
        method: entryId ? 'PUT' : 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { id }) => [historyTag(id), ...feedOf(id)],
    }),
    deleteHistoryEntry: build.mutation<
      Envelope<null>,
      { id: string; section: HistorySection; entryId: string }
    >({
      query: ({ id, section, entryId }) => ({
        url: path(id, `/${section}/${encodeURIComponent(entryId)}`),
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { id }) => [historyTag(id), ...feedOf(id)],
    }),
    candidateFollow: build.query<FollowState, string>({
      query: (id) => path(id, '/follow'),
      transformResponse: (answer: Envelope<FollowState>) => answer.data,
      providesTags: (_result, _error, id) => [followTag(id)],
    }),
    setCandidateFollow: build.mutation<Envelope<FollowState>, { id: string; following: boolean }>({
      query: ({ id, following }) => ({ url: path(id, '/follow'), method: following ? 'PUT' : 'DELETE' }),
      invalidatesTags: (_result, _error, { id }) => [followTag(id)],
    }),
    anonymizeCandidate: build.mutation<Envelope<unknown>, { id: string; body: AnonymizeInput }>({
      query: ({ id, body }) => ({ url: path(id, '/anonymize'), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Candidates' as const, id },
        attachmentsTag(id),
        historyTag(id),
        ...feedOf(id),
      ],
    }),
  }),
});

export const {
  useCandidateAttachmentsQuery,
  useAddCandidateAttachmentMutation,
  useDeleteCandidateAttachmentMutation,
  useDownloadCandidateAttachmentMutation,
  useCandidateHistoryQuery,
  useSaveHistoryEntryMutation,
  useDeleteHistoryEntryMutation,
  useCandidateFollowQuery,
  useSetCandidateFollowMutation,
  useAnonymizeCandidateMutation,
} = candidateProfileApi;
