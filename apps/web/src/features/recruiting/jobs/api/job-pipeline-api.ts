import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { JobApplication, JobPipeline } from '@atrium/shared/schemas/recruiting/applications';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';
import type { ListQueryParams } from '../../../../components/data-table/list-query';

export type { JobApplication, JobPipeline };

const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['JobPipeline', 'JobApplications'] });

/** A job's stages with their counts, and who applied (issue 5; moving candidates comes later). */
export const jobPipelineApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getJobPipeline: build.query<JobPipeline, string>({
      query: (id) => `jobs/${encodeURIComponent(id)}/pipeline`,
      transformResponse: (answer: Envelope<JobPipeline>) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'JobPipeline', id }],
    }),
    listJobApplications: build.query<
      Paged<JobApplication>,
      { id: string; params: ListQueryParams & { stageId?: string } }
    >({
      query: ({ id, params }) => ({ url: `jobs/${encodeURIComponent(id)}/applications`, params }),
      transformResponse: (answer: Envelope<Paged<JobApplication>>) => answer.data,
      providesTags: (_result, _error, { id }) => [{ type: 'JobApplications', id }],
    }),
    /** A file that needs the session (a résumé): fetched with it, then saved by the browser. */
    downloadFile: build.mutation<Blob, string>({
      query: (id) => ({
        url: `files/${encodeURIComponent(id)}`,
        responseHandler: (response) => response.blob(),
      }),
    }),
  }),
});

export const { useGetJobPipelineQuery, useListJobApplicationsQuery, useDownloadFileMutation } =
  jobPipelineApi;
