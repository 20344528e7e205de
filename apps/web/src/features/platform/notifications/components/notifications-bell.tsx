import { useCallback, useId, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  CircularProgress,
  Divider,
  IconButton,
  Popover,
  Tooltip,
  Typography,
} from '@mui/material';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import { toastError } from '../../../../lib/toast';
import { useListNotificationsQuery, useMarkAllNotificationsReadMutation } from '../api/notifications-api';
import { useOpenNotification } from '../hooks/use-open-notification';
import { useUnreadCount } from '../hooks/use-unread-count';
import { NotificationList } from './notification-list';
import { NotificationsEmptyState } from './notifications-empty-state';

const LATEST_COUNT = 5;
// Opening the popover refetches anything older than this; a rising unread count refetches at once.
const LATEST_MAX_AGE_S = 15;
// Spec section 9: popover menus are at most 300px high; the list scrolls inside.
const POPOVER_MAX_HEIGHT = 300;

const bellLabel = (count: number) => (count > 0 ? `Notifications, ${count} unread` : 'Notifications');

/** The header's bell: the unread count, and the latest notifications in a popover. */
export function NotificationsBell() {
  const popoverId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isOpen = Boolean(anchor);
  const unread = useUnreadCount();
  // Fetched when the popover first opens; kept fresh by LATEST_MAX_AGE_S and the unread count.
  const latest = useListNotificationsQuery(
    { page: 1, limit: LATEST_COUNT },
    { skip: !isOpen, refetchOnMountOrArgChange: LATEST_MAX_AGE_S },
  );
  const [markAll, markAllState] = useMarkAllNotificationsReadMutation();
  const close = useCallback(() => setAnchor(null), []);
  const { open } = useOpenNotification(close);
  const items = latest.data?.items ?? [];

  const markAllRead = () =>
    markAll()
      .unwrap()
      .catch((error: unknown) => toastError(error));

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          aria-label={bellLabel(unread)}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          aria-controls={isOpen ? popoverId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={unread} color="error" max={99}>
            <NotificationsNoneIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={isOpen}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': 'Latest notifications',
            sx: {
              width: 360,
              maxWidth: 'calc(100vw - 32px)',
              maxHeight: POPOVER_MAX_HEIGHT,
              display: 'flex',
              flexDirection: 'column',
            },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography variant="subtitle1" component="h2" fontWeight={700}>
            Notifications
          </Typography>
          <Button size="small" onClick={markAllRead} disabled={unread === 0 || markAllState.isLoading}>
            Mark all as read
          </Button>
        </Box>
        <Divider />
        <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
          {latest.isLoading ? (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <CircularProgress size={28} aria-label="Loading notifications" />
            </Box>
          ) : latest.isError ? (
            <NotificationsEmptyState
              isCompact
              title="Notifications could not be loaded"
              action={
                <Button size="small" onClick={() => void latest.refetch()}>
                  Try again
                </Button>
              }
            />
          ) : items.length === 0 ? (
            <NotificationsEmptyState
              isCompact
              title="You're all caught up"
              description="New notifications will appear here."
            />
          ) : (
            <NotificationList items={items} onOpen={open} isCompact label="Latest notifications" />
          )}
        </Box>
        <Divider />
        <Button
          component={RouterLink}
          to={paths.notifications}
          onClick={close}
          fullWidth
          sx={{ borderRadius: 0, py: 1 }}
        >
          View all
        </Button>
      </Popover>
    </>
  );
}
