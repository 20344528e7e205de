import type { Paged } from '@atrium/shared/schemas/platform/api';
import type {
  CreateNewHireInput,
  NewHire,
  NewHireImportReport,
  NewHireTransition,
  UpdateNewHireInput,
} from '@atrium/shared/schemas/onboarding/new-hires';
import type { ListQueryParams } from '../../../../components/data-table/list-query';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { NewHire, NewHireImportReport };

const LIST = { type: 'NewHires', id: 'LIST' } as const;
const hireTag = (id: string) => ({ type: 'NewHires' as const, id });
// A hire's changes reach their tasks: a new start date moves them, a new manager takes theirs.
const tasksOf = (id: string) => ({ type: 'NewHireTasks' as const, id });
const MY_TASKS = { type: 'MyOnboardingTasks', id: 'LIST' } as const;
const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['NewHires', 'NewHireTasks', 'MyOnboardingTasks'] });

/** Everything about one hire that a change to them may change. */
const everythingOf = (id: string) => [LIST, hireTag(id), tasksOf(id), MY_TASKS];

/** Onboarding → new hires: the list, by hand, by CSV, edits and state changes. */
export const newHiresApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    listNewHires: build.query<Paged<NewHire>, ListQueryParams>({
      query: (params) => ({ url: 'onboarding/new-hires', params }),
      transformResponse: (answer: Envelope<Paged<NewHire>>) => answer.data,
      providesTags: [LIST],
    }),
    getNewHire: build.query<NewHire, string>({
      query: (id) => `onboarding/new-hires/${encodeURIComponent(id)}`,
      transformResponse: (answer: Envelope<NewHire>) => answer.data,
      providesTags: (_result, _error, id) => [hireTag(id)],
    }),
    createNewHire: build.mutation<Envelope<NewHire>, CreateNewHireInput>({
      query: (body) => ({ url: 'onboarding/new-hires', method: 'POST', body }),
      invalidatesTags: [LIST, MY_TASKS],
    }),
    importNewHires: build.mutation<Envelope<NewHireImportReport>, string>({
      query: (csv) => ({ url: 'onboarding/new-hires/import', method: 'POST', body: { csv } }),
      invalidatesTags: [LIST, MY_TASKS],
    }),
    updateNewHire: build.mutation<Envelope<NewHire>, { id: string; body: UpdateNewHireInput }>({
      query: ({ id, body }) => ({
        url: `onboarding/new-hires/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_result, _error, { id }) => everythingOf(id),
    }),
    transitionNewHire: build.mutation<Envelope<NewHire>, { id: string; transition: NewHireTransition }>({
      query: ({ id, transition }) => ({
        url: `onboarding/new-hires/${encodeURIComponent(id)}/${transition}`,
        method: 'POST',
      }),
      // Also on failure: a 409 means the screen was stale, and should show what is true now.
      invalidatesTags: (_result, _error, { id }) => everythingOf(id),
    }),
    deleteNewHire: build.mutation<Envelope<null>, string>({
      query: (id) => ({ url: `onboarding/new-hires/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [LIST, MY_TASKS],
    }),
  }),
});

export const {
  useListNewHiresQuery,
  useGetNewHireQuery,
  useCreateNewHireMutation,
  useImportNewHiresMutation,
  useUpdateNewHireMutation,
  useTransitionNewHireMutation,
  useDeleteNewHireMutation,
} = newHiresApi;
