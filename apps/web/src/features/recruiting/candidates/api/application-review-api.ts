import type { ApplicationReview } from '@atrium/shared/schemas/recruiting/candidates';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { ApplicationReview };
export type ReviewItem = NonNullable<ApplicationReview['next']>;

export interface ApplicationReviewArgs {
  jobId?: string;
  /** Applications put aside in this sitting. */
  skip: readonly string[];
}

const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['ApplicationReview'] });

/** The reviewer's queue (GET /api/application-review); moves and rejections refetch it (candidates-api). */
export const applicationReviewApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getApplicationReview: build.query<ApplicationReview, ApplicationReviewArgs>({
      query: ({ jobId, skip }) => {
        // The server reads skip=<id>&skip=<id>; RTK Query's params would join an array with commas.
        const search = new URLSearchParams();
        if (jobId) search.set('jobId', jobId);
        for (const id of skip) search.append('skip', id);
        const query = search.toString();
        return query ? `application-review?${query}` : 'application-review';
      },
      transformResponse: (answer: Envelope<ApplicationReview>) => answer.data,
      providesTags: ['ApplicationReview'],
    }),
  }),
});

export const { useGetApplicationReviewQuery, usePrefetch: useApplicationReviewPrefetch } =
  applicationReviewApi;
