import { useEffect, useRef } from 'react';
import { useSessionDispatch } from '../../../../lib/session-hooks';
import { notificationsApi, useUnreadNotificationCountQuery } from '../api/notifications-api';

export const UNREAD_POLL_MS = 60_000;

/**
 * The unread count, polled every minute and refetched when the window regains focus (the app
 * sets up no global focus listeners, so this hook does it for the one query that needs it).
 */
export function useUnreadCount(): number {
  const dispatch = useSessionDispatch();
  const { data, refetch } = useUnreadNotificationCountQuery(undefined, { pollingInterval: UNREAD_POLL_MS });

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
