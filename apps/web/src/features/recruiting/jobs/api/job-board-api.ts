import type { BoardCard, JobBoard } from '@atrium/shared/schemas/recruiting/candidates';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';
import { applicationChangeTags, PIPELINES } from '../../candidates/api/candidates-api';
import { moveCardOnBoard, shiftPipelineCount } from '../utils/board-cards';
import { jobPipelineApi } from './job-pipeline-api';

export type { BoardCard, JobBoard };
export type BoardStage = JobBoard['stages'][number];

export interface JobBoardArgs {
  jobId: string;
  search: string;
}

export interface BoardMove {
  board: JobBoardArgs;
  card: BoardCard;
  fromStageId: string;
  toStageId: string;
}

const apiWithTags = api.enhanceEndpoints({
  addTagTypes: ['Candidates', 'CandidateActivity', ...PIPELINES],
});

/** A job's pipeline as a board, and moving its cards (the same POST the candidate's page sends). */
export const jobBoardApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getJobBoard: build.query<JobBoard, JobBoardArgs>({
      query: ({ jobId, search }) => ({
        url: `jobs/${encodeURIComponent(jobId)}/board`,
        params: search ? { search } : undefined,
      }),
      transformResponse: (answer: Envelope<JobBoard>) => answer.data,
      providesTags: (_result, _error, { jobId }) => [{ type: 'JobBoard', id: jobId }],
    }),
    moveBoardCard: build.mutation<Envelope<unknown>, BoardMove>({
      query: ({ card, fromStageId, toStageId }) => ({
        url: `applications/${encodeURIComponent(card.applicationId)}/move`,
        method: 'POST',
        body: { toStageId, fromStageId },
      }),
      // The card and the stage bars above the board move before the server answers; a refusal (409:
      // someone moved it meanwhile) puts them back, and the invalidation reads both again either way.
      async onQueryStarted({ board, card, fromStageId, toStageId }, { dispatch, queryFulfilled }) {
        const patches = [
          dispatch(
            jobBoardApi.util.updateQueryData('getJobBoard', board, (draft) =>
              moveCardOnBoard(draft, card.applicationId, toStageId),
            ),
          ),
          dispatch(
            jobPipelineApi.util.updateQueryData('getJobPipeline', board.jobId, (draft) =>
              shiftPipelineCount(draft, fromStageId, toStageId),
            ),
          ),
        ];
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
      invalidatesTags: (_result, _error, { card }) => applicationChangeTags(card.candidateId),
    }),
  }),
});

export const { useGetJobBoardQuery, useMoveBoardCardMutation } = jobBoardApi;
