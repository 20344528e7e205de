import type {
  AddCandidateInput,
  CandidateDetail,
  ParsedResume,
  PossibleDuplicate,
} from '@atrium/shared/schemas/recruiting/candidates';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';
import { PIPELINES } from './candidates-api';

export type { ParsedResume, PossibleDuplicate };

export interface DuplicateCheckBody {
  firstName: string;
  lastName: string;
  emails: string[];
  phones: string[];
}

const apiWithTags = api.enhanceEndpoints({
  addTagTypes: ['Candidates', 'CandidateFilterOptions', 'CandidateTags', ...PIPELINES],
});

/** Adding a candidate by hand: reading the résumé, looking for who exists already, then saving. */
export const addCandidateApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    parseResume: build.mutation<ParsedResume, string>({
      query: (fileId) => ({ url: 'candidates/parse-resume', method: 'POST', body: { fileId } }),
      transformResponse: (answer: Envelope<ParsedResume>) => answer.data,
    }),
    // A read, sent as a POST because the details it compares are personal data.
    checkDuplicates: build.mutation<PossibleDuplicate[], DuplicateCheckBody>({
      query: (body) => ({ url: 'candidates/duplicate-check', method: 'POST', body }),
      transformResponse: (answer: Envelope<PossibleDuplicate[]>) => answer.data,
    }),
    addCandidate: build.mutation<Envelope<CandidateDetail>, AddCandidateInput>({
      query: (body) => ({ url: 'candidates', method: 'POST', body }),
      // A new source joins the filter options; the candidate's tags count on the tags page.
      invalidatesTags: (result) =>
        result
          ? [{ type: 'Candidates', id: 'LIST' }, 'CandidateFilterOptions', 'CandidateTags', ...PIPELINES]
          : [],
    }),
  }),
});

export const { useParseResumeMutation, useCheckDuplicatesMutation, useAddCandidateMutation } =
  addCandidateApi;
