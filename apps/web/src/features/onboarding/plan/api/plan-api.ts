import type { PlanPreview, TaskTemplate, TaskTemplateInput } from '@atrium/shared/schemas/onboarding/plan';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { PlanPreview, TaskTemplate };

const LIST = { type: 'OnboardingTaskTemplates', id: 'LIST' } as const;
const PREVIEW = { type: 'OnboardingPlanPreview', id: 'LIST' } as const;
const apiWithTags = api.enhanceEndpoints({
  addTagTypes: ['OnboardingTaskTemplates', 'OnboardingPlanPreview'],
});

/** GET /api/onboarding/settings/preview's query: a sample hire (ids comma-separated). */
export interface PlanPreviewParams {
  departmentId?: string;
  locationId?: string;
  employmentType?: string;
  criterionValueIds?: string;
  startDate?: string;
}

/** Onboarding settings → tasks (the plan's task templates) and the preview of a sample hire's plan. */
export const planApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    taskTemplates: build.query<TaskTemplate[], void>({
      query: () => 'onboarding/settings/tasks',
      transformResponse: (answer: Envelope<TaskTemplate[]>) => answer.data,
      providesTags: [LIST],
    }),
    saveTaskTemplate: build.mutation<Envelope<TaskTemplate>, { id?: string; body: TaskTemplateInput }>({
      query: ({ id, body }) =>
        id
          ? { url: `onboarding/settings/tasks/${encodeURIComponent(id)}`, method: 'PUT', body }
          : { url: 'onboarding/settings/tasks', method: 'POST', body },
      invalidatesTags: [LIST, PREVIEW],
    }),
    deleteTaskTemplate: build.mutation<Envelope<null>, string>({
      query: (id) => ({ url: `onboarding/settings/tasks/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [LIST, PREVIEW],
    }),
    // Drawn in its new order at once; put back (by refetching) when the server refuses it.
    reorderTaskTemplates: build.mutation<Envelope<TaskTemplate[]>, string[]>({
      query: (ids) => ({ url: 'onboarding/settings/tasks/order', method: 'PUT', body: { ids } }),
      async onQueryStarted(ids, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          planApi.util.updateQueryData('taskTemplates', undefined, (templates) => {
            const byId = new Map(templates.map((template) => [template.id, template]));
            return ids.flatMap((id) => byId.get(id) ?? []);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
          dispatch(planApi.util.invalidateTags([LIST]));
        }
      },
      invalidatesTags: [PREVIEW],
    }),
    planPreview: build.query<PlanPreview, PlanPreviewParams>({
      query: (params) => ({ url: 'onboarding/settings/preview', params }),
      transformResponse: (answer: Envelope<PlanPreview>) => answer.data,
      providesTags: [PREVIEW],
    }),
  }),
});

export const {
  useTaskTemplatesQuery,
  useSaveTaskTemplateMutation,
  useDeleteTaskTemplateMutation,
  useReorderTaskTemplatesMutation,
  usePlanPreviewQuery,
} = planApi;
