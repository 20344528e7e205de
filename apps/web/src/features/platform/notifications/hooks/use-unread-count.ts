import { useEffect, useRef } from 'react';
import { LIVE_EVENT_TYPES } from '@atrium/shared/schemas/platform/live';
import { onLiveEvent } from '../../../../lib/live-updates';
import { useSessionDispatch } from '../../../../lib/session-hooks';
import { notificationsApi, useUnreadNotificationCountQuery } from '../api/notifications-api';

/** A safety net only: a new notification arrives on the live stream at once. */
export const UNREAD_POLL_MS = 5 * 60_000;

/**
 * The unread count: reloaded when a notification arrives on the live stream (or the stream asks
 * for a resync), when the window regains focus, and every few minutes in case the stream is down.
 */
export function useUnreadCount(): number {
  const dispatch = useSessionDispatch();
  const { data, refetch } = useUnreadNotificationCountQuery(undefined, { pollingInterval: UNREAD_POLL_MS });

  useEffect(() => {
    const reload = () =>
      void dispatch(
        notificationsApi.util.invalidateTags([
          { type: 'Notifications', id: 'UNREAD_COUNT' },
          { type: 'Notifications', id: 'LIST' },
        ]),
      );
    const stops = [
      onLiveEvent(LIVE_EVENT_TYPES.notificationCreated, reload),
      onLiveEvent(LIVE_EVENT_TYPES.resync, reload),
    ];
    return () => stops.forEach((stop) => stop());
  }, [dispatch]);

  useEffect(() => {
    const onFocus = () => void refetch();
    const onVisible = () => document.visibilityState === 'visible' && onFocus();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refetch]);

  // A count higher than the last one seen means something new arrived: cached lists are stale.
  const previous = useRef(data);
  useEffect(() => {
    if (data !== undefined && previous.current !== undefined && data > previous.current) {
      dispatch(notificationsApi.util.invalidateTags([{ type: 'Notifications', id: 'LIST' }]));
    }
    previous.current = data;
  }, [data, dispatch]);

  return data ?? 0;
}
