import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../../app/store';
import { renderRoutes } from '../../../../test/render-routes';
import { notificationsApi, type AppNotification } from '../api/notifications-api';
import { NotificationsBell } from '../components/notifications-bell';
import NotificationsPage from './notifications-page';

const item = (id: number, readAt: string | null = null): AppNotification => ({
  id: `n${id}`,
  title: `Notification ${id}`,
  body: `Body ${id}`,
  link: `/jobs/${id}`,
  readAt,
  createdAt: new Date().toISOString(),
});

/** A real store whose cache already holds the answers, so nothing goes to the network. */
async function renderWithCache(
  element: React.ReactNode,
  list: { items: AppNotification[]; totalPages: number; limit: number },
  unread: number,
) {
  const store = makeStore();
  const { items, totalPages, limit } = list;
  await store.dispatch(
    notificationsApi.util.upsertQueryData(
      'listNotifications',
      { page: 1, limit },
      { items, page: 1, limit, total: items.length, totalPages },
    ),
  );
  await store.dispatch(notificationsApi.util.upsertQueryData('unreadNotificationCount', undefined, unread));
  return renderRoutes(
    store,
    [
      { path: '/notifications', element },
      { path: '/jobs/:id', element: <p>Job page</p> },
    ],
    '/notifications',
  );
}

describe('NotificationsPage', () => {
  it('lists the page of notifications with the pager and sets the title', async () => {
    await renderWithCache(
      <NotificationsPage />,
      { items: [item(1), item(2, '2026-01-01T00:00:00Z')], totalPages: 3, limit: 10 },
      1,
    );
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Showing 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('You have 1 unread notification.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unread (1)' })).toBeInTheDocument();
    expect(document.title).toBe('Notifications | Atrium');
  });

  it('shows the empty state when there is nothing', async () => {
    await renderWithCache(<NotificationsPage />, { items: [], totalPages: 0, limit: 10 }, 0);
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});

describe('NotificationsBell', () => {
  it('shows the unread count and the latest notifications in a popover', async () => {
    const router = await renderWithCache(
      <NotificationsBell />,
      { items: [item(1), item(2)], totalPages: 1, limit: 5 },
      7,
    );
    const bell = await screen.findByRole('button', { name: 'Notifications, 7 unread' });
    expect(bell).toHaveTextContent('7');
    await userEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: 'Latest notifications' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('link', { name: 'View all' }));
    expect(router.state.location.pathname).toBe('/notifications');
  });

  it('shows an empty state in the popover', async () => {
    await renderWithCache(<NotificationsBell />, { items: [], totalPages: 0, limit: 5 }, 0);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
