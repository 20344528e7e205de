import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '../api/notifications-api';
import { NotificationList } from './notification-list';
import { NotificationsEmptyState } from './notifications-empty-state';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const items: AppNotification[] = [
  {
    id: 'n1',
    title: 'Interview booked',
    body: 'Ada meets the panel on Friday.',
    link: '/candidates/1',
    readAt: null,
    createdAt: minutesAgo(5),
  },
  {
    id: 'n2',
    title: 'Offer accepted',
    body: 'Grace accepted the offer.',
    link: null,
    readAt: minutesAgo(1),
    createdAt: minutesAgo(120),
  },
];

describe('NotificationList', () => {
  it('renders every item with its body and age, unread ones announced as such', () => {
    render(<NotificationList items={items} onOpen={vi.fn()} />);
    const rows = within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Unread: Interview booked');
    expect(rows[0]).toHaveTextContent('Ada meets the panel on Friday.');
    expect(rows[0]).toHaveTextContent('5 minutes ago');
    expect(rows[1]).not.toHaveTextContent('Unread:');
    expect(rows[1]).toHaveTextContent('2 hours ago');
  });

  it('opens an item on click and offers "Mark as read" for unread items only', async () => {
    const onOpen = vi.fn();
    const onMarkRead = vi.fn();
    render(<NotificationList items={items} onOpen={onOpen} onMarkRead={onMarkRead} />);
    expect(screen.getAllByRole('button', { name: /as read/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Mark "Interview booked" as read' }));
    expect(onMarkRead).toHaveBeenCalledWith(items[0]);
    expect(onOpen).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('Offer accepted'));
    expect(onOpen).toHaveBeenCalledWith(items[1]);
  });
});

describe('NotificationsEmptyState', () => {
  it('shows its illustration, title, description and action', () => {
    const { container } = render(
      <NotificationsEmptyState
        title="No notifications yet"
        description="Nothing to see."
        action={<button>Retry</button>}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No notifications yet');
    expect(screen.getByText('Nothing to see.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });
});
