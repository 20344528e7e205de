import { useEffect } from 'react';
import {
  Box,
  Button,
  Paper,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../../lib/page-title';
import { toastError } from '../../../../lib/toast';
import { useListNotificationsQuery, useMarkAllNotificationsReadMutation } from '../api/notifications-api';
import { ListPager } from '../components/list-pager';
import { NotificationList } from '../components/notification-list';
import { NotificationsEmptyState } from '../components/notifications-empty-state';
import { useOpenNotification } from '../hooks/use-open-notification';
import { useUnreadCount } from '../hooks/use-unread-count';

const PAGE_SIZE = 10;
type Filter = 'all' | 'unread';

function ListSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Loading notifications" role="progressbar" sx={{ p: 2 }}>
      {Array.from({ length: 4 }, (_, index) => (
        <Box key={index} sx={{ py: 1.5 }}>
          <Skeleton width="40%" />
          <Skeleton width="85%" />
          <Skeleton width="20%" height={16} />
        </Box>
      ))}
    </Box>
  );
}

export default function NotificationsPage() {
  usePageTitle('Notifications');
  // Filter and page live in the address, so Back and a shared link restore the same view.
  const [params, setParams] = useSearchParams();
  const filter: Filter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const unread = useUnreadCount();
  const list = useListNotificationsQuery({
    page,
    limit: PAGE_SIZE,
    unread: filter === 'unread' || undefined,
  });
  const [markAll, markAllState] = useMarkAllNotificationsReadMutation();
  const { open, markAsRead } = useOpenNotification();
  const totalPages = list.data?.totalPages ?? 0;

  const show = (next: { filter?: Filter; page?: number }) => {
    const nextFilter = next.filter ?? filter;
    const nextPage = next.page ?? 1;
    const search = new URLSearchParams();
    if (nextFilter === 'unread') search.set('filter', 'unread');
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };

  // Reading items under "Unread" shrinks the list; never leave someone on a page that no longer exists.
  useEffect(() => {
    if (list.data && totalPages > 0 && page > totalPages) {
      const search = new URLSearchParams(params);
      search.set('page', String(totalPages));
      setParams(search, { replace: true });
    }
  }, [list.data, page, params, setParams, totalPages]);

  const markAllRead = () =>
    markAll()
      .unwrap()
      .catch((error: unknown) => toastError(error));

  const items = list.data?.items ?? [];

  return (
    <Stack spacing={3}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-end',
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            Notifications
          </Typography>
          <Typography color="text.secondary">
            {unread > 0
              ? `You have ${unread} unread notification${unread === 1 ? '' : 's'}.`
              : 'You have no unread notifications.'}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon />}
          onClick={markAllRead}
          disabled={unread === 0 || markAllState.isLoading}
        >
          Mark all as read
        </Button>
      </Box>

      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={filter}
        onChange={(_, value: Filter | null) => value && show({ filter: value })}
        aria-label="Show notifications"
      >
        <ToggleButton value="all">All</ToggleButton>
        <ToggleButton value="unread">Unread{unread > 0 ? ` (${unread})` : ''}</ToggleButton>
      </ToggleButtonGroup>

      <Paper
        variant="outlined"
        sx={{
          overflow: 'hidden',
          opacity: list.isFetching && !list.isLoading ? 0.7 : 1,
          transition: 'opacity 150ms',
        }}
      >
        {list.isLoading ? (
          <ListSkeleton />
        ) : list.isError ? (
          <NotificationsEmptyState
            title="Notifications could not be loaded"
            description="Check your connection and try again."
            action={
              <Button variant="contained" onClick={() => void list.refetch()}>
                Try again
              </Button>
            }
          />
        ) : items.length === 0 ? (
          <NotificationsEmptyState
            title={filter === 'unread' ? 'No unread notifications' : 'No notifications yet'}
            description={
              filter === 'unread'
                ? "You're all caught up. Switch to All to see earlier notifications."
                : 'When something needs your attention, it will show up here.'
            }
          />
        ) : (
          <NotificationList items={items} onOpen={open} onMarkRead={markAsRead} />
        )}
      </Paper>

      {totalPages > 0 && items.length > 0 && (
        <ListPager
          page={Math.min(page, totalPages)}
          totalPages={totalPages}
          onPageChange={(next) => show({ page: next })}
          disabled={list.isFetching}
        />
      )}
    </Stack>
  );
}
