import { describe, expect, it } from 'vitest';
import { notificationListQuerySchema } from './notifications.ts';

describe('notificationListQuerySchema', () => {
  it('defaults to page 1 of 10, all notifications', () => {
    expect(notificationListQuerySchema.parse({})).toEqual({ page: 1, limit: 10, unread: false });
  });

  it('reads the query string forms', () => {
    expect(notificationListQuerySchema.parse({ page: '3', limit: '25', unread: 'true' })).toEqual({
      page: 3,
      limit: 25,
      unread: true,
    });
    expect(notificationListQuerySchema.parse({ unread: 'false' }).unread).toBe(false);
  });

  it('refuses pages below 1, limits above 100 and other unread values', () => {
    for (const query of [{ page: '0' }, { limit: '101' }, { unread: 'yes' }]) {
      expect(notificationListQuerySchema.safeParse(query).success).toBe(false);
    }
  });
});
