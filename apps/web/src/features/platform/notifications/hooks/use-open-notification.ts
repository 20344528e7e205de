import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toastError } from '../../../../lib/toast';
import { useMarkNotificationReadMutation, type AppNotification } from '../api/notifications-api';
import { inAppPath } from '../utils/notification-link';

/** Opening a notification marks it read and follows its in-app link, if it has one. */
export function useOpenNotification(afterOpen?: () => void) {
  const navigate = useNavigate();
  const [markRead] = useMarkNotificationReadMutation();

  const markAsRead = useCallback(
    (item: AppNotification) => {
      if (item.readAt) return;
      markRead(item.id)
        .unwrap()
        .catch((error: unknown) => toastError(error));
    },
    [markRead],
  );

  const open = useCallback(
    (item: AppNotification) => {
      markAsRead(item);
      afterOpen?.();
      const path = inAppPath(item.link);
      if (path) navigate(path);
    },
    [afterOpen, markAsRead, navigate],
  );

  return { open, markAsRead };
}
