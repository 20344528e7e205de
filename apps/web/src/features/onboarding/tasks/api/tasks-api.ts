import type {
  AddTaskInput,
  MyTask,
  MyTasksPage,
  NewHireTask,
  TaskReminderResult,
  UpdateTaskInput,
} from '@atrium/shared/schemas/onboarding/tasks';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { MyTask, MyTasksPage, NewHireTask };

export type TaskStatusChange = 'complete' | 'skip' | 'reopen';

/** GET /api/onboarding/my-tasks's query. */
export interface MyTasksParams {
  page: number;
  limit: number;
  status: 'open' | 'done' | 'skipped' | 'all';
  assignee: string;
}

const MY_TASKS = { type: 'MyOnboardingTasks', id: 'LIST' } as const;
const HIRES = { type: 'NewHires', id: 'LIST' } as const;
const tasksOf = (newHireId: string) => ({ type: 'NewHireTasks' as const, id: newHireId });
const hireTag = (newHireId: string) => ({ type: 'NewHires' as const, id: newHireId });
const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['NewHires', 'NewHireTasks', 'MyOnboardingTasks'] });

/** A task's change shows on its hire's plan, their progress in the lists, and everyone's my tasks. */
const changedBy = (_result: unknown, _error: unknown, { newHireId }: { newHireId: string }) => [
  tasksOf(newHireId),
  hireTag(newHireId),
  HIRES,
  MY_TASKS,
];

/** Onboarding tasks: mine across hires, and one hire's plan adjusted by hand. */
export const onboardingTasksApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    myOnboardingTasks: build.query<MyTasksPage, MyTasksParams>({
      query: (params) => ({ url: 'onboarding/my-tasks', params }),
      transformResponse: (answer: Envelope<MyTasksPage>) => answer.data,
      providesTags: [MY_TASKS],
    }),
    hireTasks: build.query<NewHireTask[], string>({
      query: (newHireId) => `onboarding/new-hires/${encodeURIComponent(newHireId)}/tasks`,
      transformResponse: (answer: Envelope<NewHireTask[]>) => answer.data,
      providesTags: (_result, _error, newHireId) => [tasksOf(newHireId)],
    }),
    addHireTask: build.mutation<Envelope<NewHireTask>, { newHireId: string; body: AddTaskInput }>({
      query: ({ newHireId, body }) => ({
        url: `onboarding/new-hires/${encodeURIComponent(newHireId)}/tasks`,
        method: 'POST',
        body,
      }),
      invalidatesTags: changedBy,
    }),
    updateHireTask: build.mutation<
      Envelope<NewHireTask>,
      { id: string; newHireId: string; body: UpdateTaskInput }
    >({
      query: ({ id, body }) => ({ url: `onboarding/tasks/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: changedBy,
    }),
    // Invalidated on failure too: a 409 (already done, hire cancelled) means the screen was stale.
    changeTaskStatus: build.mutation<
      Envelope<NewHireTask>,
      { id: string; newHireId: string; change: TaskStatusChange; documentFileId?: string }
    >({
      query: ({ id, change, documentFileId }) => ({
        url: `onboarding/tasks/${encodeURIComponent(id)}/${change}`,
        method: 'POST',
        // An upload task is completed with its document.
        ...(documentFileId ? { body: { documentFileId } } : {}),
      }),
      invalidatesTags: changedBy,
    }),
    // Mails the assignee (or the group's members) now: nothing shown changes, unless it was refused
    // with a 409 (done meanwhile, the hire cancelled), which means the screen was stale.
    remindTask: build.mutation<Envelope<TaskReminderResult>, { id: string; newHireId: string }>({
      query: ({ id }) => ({ url: `onboarding/tasks/${encodeURIComponent(id)}/remind`, method: 'POST' }),
      invalidatesTags: (_result, error, { newHireId }) =>
        error ? [tasksOf(newHireId), hireTag(newHireId), MY_TASKS] : [],
    }),
    deleteHireTask: build.mutation<Envelope<null>, { id: string; newHireId: string }>({
      query: ({ id }) => ({ url: `onboarding/tasks/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: changedBy,
    }),
  }),
});

export const {
  useMyOnboardingTasksQuery,
  useHireTasksQuery,
  useAddHireTaskMutation,
  useUpdateHireTaskMutation,
  useChangeTaskStatusMutation,
  useRemindTaskMutation,
  useDeleteHireTaskMutation,
} = onboardingTasksApi;
