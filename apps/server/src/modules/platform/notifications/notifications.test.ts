import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { auditEvents, notifications } from '../../../db/schema/index.ts';
import { insertNotification } from './notifications.repository.ts';
import { notify } from './notifications.service.ts';

describe('notifications', () => {
  let t: TestApp;
  let alice: SignedInUser;
  let carol: SignedInUser; // same company as alice
  let bob: SignedInUser; // another company
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    alice = await signedInUser(t.app);
    carol = await signedInUser(t.app, {}, alice.company);
    bob = await signedInUser(t.app);
    // Twelve for alice, a minute apart, so "newest first" has one right answer.
    const start = Date.UTC(2026, 0, 1, 9, 0, 0);
    for (let i = 0; i < 12; i += 1) {
      const row = await insertNotification(t.app.db, {
        companyId: alice.company.id,
        userId: alice.user.id,
        title: `Notice ${i}`,
        body: `Body ${i}`,
        link: i % 2 ? '/jobs' : null,
        createdAt: new Date(start + i * 60_000),
      });
      ids.push(row.id);
    }
  });
  afterAll(() => t.close());

  const get = (who: SignedInUser, url: string) => injectAs(t.app, who, { method: 'GET', url });
  const readAtOf = async (id: string) =>
    (await t.app.db.select().from(notifications).where(eq(notifications.id, id)))[0]!.readAt;

  it('lists my notifications newest first with the list convention', async () => {
    const first = await get(alice, '/api/notifications?page=1&limit=5');
    expect(first.statusCode).toBe(200);
    const data = first.json().data;
    expect(data).toMatchObject({ page: 1, limit: 5, total: 12, totalPages: 3 });
    expect(data.items.map((n: { title: string }) => n.title)).toEqual([
      'Notice 11',
      'Notice 10',
      'Notice 9',
      'Notice 8',
      'Notice 7',
    ]);
    expect(data.items[0]).toEqual({
      id: ids[11],
      title: 'Notice 11',
      body: 'Body 11',
      link: '/jobs',
      readAt: null,
      createdAt: new Date(Date.UTC(2026, 0, 1, 9, 11, 0)).toISOString(),
    });
    const last = (await get(alice, '/api/notifications?page=3&limit=5')).json().data;
    expect(last.items.map((n: { title: string }) => n.title)).toEqual(['Notice 1', 'Notice 0']);
    // Defaults: page 1, limit 10.
    expect((await get(alice, '/api/notifications')).json().data).toMatchObject({
      page: 1,
      limit: 10,
      totalPages: 2,
    });
  });

  it("never lists another user's notifications", async () => {
    expect((await get(carol, '/api/notifications')).json().data).toMatchObject({
      items: [],
      total: 0,
      totalPages: 0,
    });
    expect((await get(bob, '/api/notifications/unread-count')).json().data.count).toBe(0);
  });

  it('marks one read (idempotently), filters unread and counts them', async () => {
    expect((await get(alice, '/api/notifications/unread-count')).json().data.count).toBe(12);
    const response = await injectAs(t.app, alice, {
      method: 'PATCH',
      url: `/api/notifications/${ids[11]}/read`,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const readAt = response.json().data.readAt;
    expect(readAt).toEqual(expect.any(String));
    const again = await injectAs(t.app, alice, {
      method: 'PATCH',
      url: `/api/notifications/${ids[11]}/read`,
    });
    expect(again.json().data.readAt).toBe(readAt);
    expect((await get(alice, '/api/notifications/unread-count')).json().data.count).toBe(11);
    const unread = (await get(alice, '/api/notifications?unread=true&limit=100')).json().data;
    expect(unread.total).toBe(11);
    expect(unread.items.every((n: { readAt: string | null }) => n.readAt === null)).toBe(true);
    expect(unread.items[0].title).toBe('Notice 10');
    const audits = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'notification.read'), eq(auditEvents.targetId, ids[11]!)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: alice.user.id, companyId: alice.company.id });
  });

  it("answers 404 for another user's notification, in the same company or another, and changes nothing", async () => {
    const target = ids[3]!;
    for (const outsider of [carol, bob]) {
      const response = await injectAs(t.app, outsider, {
        method: 'PATCH',
        url: `/api/notifications/${target}/read`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect(await readAtOf(target)).toBeNull();
    const unknown = await injectAs(t.app, alice, {
      method: 'PATCH',
      url: '/api/notifications/00000000-0000-4000-8000-000000000000/read',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('marks all of mine read and leaves everyone else alone', async () => {
    const carols = await notify(t.app.db, {
      companyId: alice.company.id,
      userId: carol.user.id,
      title: 'For Carol',
    });
    const response = await injectAs(t.app, alice, {
      method: 'POST',
      url: '/api/notifications/read-all',
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ updated: 11 });
    expect((await get(alice, '/api/notifications/unread-count')).json().data.count).toBe(0);
    expect(await readAtOf(carols.id)).toBeNull();
    expect((await get(carol, '/api/notifications/unread-count')).json().data.count).toBe(1);
    const again = await injectAs(t.app, alice, { method: 'POST', url: '/api/notifications/read-all' });
    expect(again.json().data).toEqual({ updated: 0 });
  });

  it.each([
    ['page=0', 'page'],
    ['limit=1000', 'limit'],
    ['unread=maybe', 'unread'],
  ])('refuses ?%s with 400 and field errors', async (query, path) => {
    const response = await get(alice, `/api/notifications?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [expect.objectContaining({ path })],
    });
  });

  it('refuses a malformed id with 400 and writes nothing', async () => {
    const fresh = await notify(t.app.db, {
      companyId: alice.company.id,
      userId: alice.user.id,
      title: 'Fresh',
    });
    const response = await injectAs(t.app, alice, {
      method: 'PATCH',
      url: '/api/notifications/not-a-uuid/read',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ path: 'id' })]);
    expect(await readAtOf(fresh.id)).toBeNull();
  });

  it('answers 401 without a session on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['PATCH', `/api/notifications/${ids[0]}/read`],
      ['POST', '/api/notifications/read-all'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
    const unread = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, alice.user.id), isNull(notifications.readAt)));
    expect(unread.map((n) => n.title)).toEqual(['Fresh']);
  });

  it('notify() refuses links that leave the app', async () => {
    for (const link of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)']) {
      await expect(
        notify(t.app.db, { companyId: alice.company.id, userId: alice.user.id, title: 'x', link }),
      ).rejects.toThrow(/in-app paths/);
    }
  });
});
