import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { AppNotification } from '@atrium/shared/schemas/platform/notifications';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { AppNotification };

export interface NotificationsQuery {
  page: number;
  limit: number;
  unread?: boolean;
}

const LIST_TAG = { type: 'Notifications', id: 'LIST' } as const;
const COUNT_TAG = { type: 'Notifications', id: 'UNREAD_COUNT' } as const;

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listNotifications: build.query<Paged<AppNotification>, NotificationsQuery>({
      query: ({ page, limit, unread }) => ({
        url: 'notifications',
        params: unread ? { page, limit, unread: true } : { page, limit },
      }),
      transformResponse: (answer: Envelope<Paged<AppNotification>>) => answer.data,
      providesTags: [LIST_TAG],
    }),
    unreadNotificationCount: build.query<number, void>({
      query: () => 'notifications/unread-count',
      transformResponse: (answer: Envelope<{ count: number }>) => answer.data.count,
      providesTags: [COUNT_TAG],
    }),
    markNotificationRead: build.mutation<unknown, string>({
      query: (id) => ({ url: `notifications/${encodeURIComponent(id)}/read`, method: 'PATCH', body: {} }),
      // Mark it read in every cached page at once, so the bell and the page agree without waiting.
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const readAt = new Date().toISOString();
        let wasUnread = false;
        const patches = notificationsApi.util
          .selectCachedArgsForQuery(getState(), 'listNotifications')
          .map((args) =>
            dispatch(
              notificationsApi.util.updateQueryData('listNotifications', args, (draft) => {
                const item = draft.items.find((candidate) => candidate.id === id);
                if (item && !item.readAt) {
                  item.readAt = readAt;
                  wasUnread = true;
                }
              }),
            ),
          );
        const countPatch = dispatch(
          notificationsApi.util.updateQueryData('unreadNotificationCount', undefined, (count) =>
            wasUnread ? Math.max(0, count - 1) : count,
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patches.forEach((patch) => patch.undo());
          countPatch.undo();
        }
      },
      invalidatesTags: [LIST_TAG, COUNT_TAG],
    }),
    markAllNotificationsRead: build.mutation<unknown, void>({
      query: () => ({ url: 'notifications/read-all', method: 'POST', body: {} }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const readAt = new Date().toISOString();
        const patches = notificationsApi.util
          .selectCachedArgsForQuery(getState(), 'listNotifications')
          .map((args) =>
            dispatch(
              notificationsApi.util.updateQueryData('listNotifications', args, (draft) => {
                draft.items.forEach((item) => {
                  item.readAt ??= readAt;
                });
              }),
            ),
          );
        const countPatch = dispatch(
          notificationsApi.util.updateQueryData('unreadNotificationCount', undefined, () => 0),
        );
        try {
          await queryFulfilled;
        } catch {
          patches.forEach((patch) => patch.undo());
          countPatch.undo();
        }
      },
      invalidatesTags: [LIST_TAG, COUNT_TAG],
    }),
  }),
});

export const {
  useListNotificationsQuery,
  useUnreadNotificationCountQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;
