import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type SignedInUser, type TestApp } from '../../../../test/test-app.ts';
import { TEST_REDIS_URL } from '../auth/auth.test-helpers.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { LiveEvent } from './live-events.ts';
import { LiveHub } from './live-hub.ts';

// Issue 15: live updates. A real socket, since inject() waits for the end of a response and a stream
// has none.

interface Stream {
  events: EventSourceMessage[];
  status: number;
  isOpen: () => boolean;
  close: () => void;
}

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

async function openStream(base: string, token: string, lastEventId?: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/live`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal: controller.signal,
  });
  const events: EventSourceMessage[] = [];
  let isOpen = response.ok;
  if (response.ok && response.body) {
    const parser = createParser({ onEvent: (event) => events.push(event) });
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for await (const chunk of response.body!) parser.feed(decoder.decode(chunk, { stream: true }));
      } catch {
        // aborted by the test
      }
      isOpen = false;
    })();
  }
  return { events, status: response.status, isOpen: () => isOpen, close: () => controller.abort() };
}

const notificationTitles = (stream: Stream) =>
  stream.events
    .filter((event) => event.event === 'notification.created')
    .map((event) => (JSON.parse(event.data) as { notification: { title: string } }).notification.title);

describe('GET /api/live', () => {
  let t: TestApp;
  let base: string;
  let ada: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t);
    ada = await signedInUser(t.app);
  });
  afterAll(() => t.close());

  it('refuses an anonymous caller in the usual error shape', async () => {
    const response = await fetch(`${base}/api/live`, { headers: { accept: 'text/event-stream' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });
  });

  it('tells the tab of a notification once it is committed, and never of one rolled back', async () => {
    const stream = await openStream(base, ada.token);
    expect(stream.status).toBe(200);
    const where = { companyId: ada.company.id, userId: ada.user.id };
    await t.app.db
      .transaction(async (tx) => {
        await notify(tx, { ...where, title: 'Rolled back' });
        throw new Error('undo');
      })
      .catch(() => undefined);
    let seenInsideTransaction: string[] = [];
    await t.app.db.transaction(async (tx) => {
      await notify(tx, { ...where, title: 'Interview tomorrow' });
      await new Promise((done) => setTimeout(done, 200));
      seenInsideTransaction = notificationTitles(stream);
    });
    await expect.poll(() => notificationTitles(stream)).toEqual(['Interview tomorrow']);
    expect(seenInsideTransaction).toEqual([]);
    stream.close();
  });

  it('tells nobody else: not a colleague, not another company', async () => {
    const colleague = await signedInUser(t.app, {}, ada.company);
    const outsider = await signedInUser(t.app);
    const streams = await Promise.all([colleague, outsider].map((who) => openStream(base, who.token)));
    await notify(t.app.db, { companyId: ada.company.id, userId: ada.user.id, title: 'For Ada only' });
    await notify(t.app.db, { companyId: colleague.company.id, userId: colleague.user.id, title: 'Mine' });
    await expect.poll(() => notificationTitles(streams[0]!)).toEqual(['Mine']);
    expect(notificationTitles(streams[1]!)).toEqual([]);
    for (const stream of streams) stream.close();
  });

  it('sends a reconnecting tab what it missed after its last event, or resync when that is unknown', async () => {
    const first = await openStream(base, ada.token);
    const where = { companyId: ada.company.id, userId: ada.user.id };
    await notify(t.app.db, { ...where, title: 'Seen' });
    await expect.poll(() => notificationTitles(first)).toContain('Seen');
    const lastId = first.events.at(-1)!.id!;
    first.close();
    await notify(t.app.db, { ...where, title: 'Missed' });

    const again = await openStream(base, ada.token, lastId);
    await expect.poll(() => notificationTitles(again)).toEqual(['Missed']);
    again.close();
    const lost = await openStream(base, ada.token, 'no-such-event');
    await expect.poll(() => lost.events.map((event) => event.event)).toEqual(['resync']);
    lost.close();
  });

  it('ends the stream when its session is signed out', async () => {
    const bob = await signedInUser(t.app, {}, ada.company);
    const stream = await openStream(base, bob.token);
    const logout = await fetch(`${base}/api/users/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bob.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: bob.refreshToken }),
    });
    expect(logout.status).toBe(200);
    await expect.poll(() => stream.isOpen(), { timeout: 5_000 }).toBe(false);
  });
});

describe('two instances with Redis', () => {
  // Each instance has its own database handle and so its own bus; Redis carries events between them.
  const hubs: LiveHub[] = [];
  afterAll(() => {
    for (const hub of hubs) hub.close();
  });

  it('tell a tab on one instance of an event published on the other', async () => {
    const log = { warn() {}, error() {} } as never;
    const [busOne, busTwo] = [new EventEmitter(), new EventEmitter()];
    const redis = () => new Redis(TEST_REDIS_URL);
    hubs.push(new LiveHub(busOne, redis(), log), new LiveHub(busTwo, redis(), log));
    const heard: LiveEvent[] = [];
    hubs[1]!.subscribe('user-1', (event) => heard.push(event));
    await new Promise((done) => setTimeout(done, 300)); // the subscriber's SUBSCRIBE goes out
    const event = { id: 'e1', companyId: 'c1', userIds: ['user-1'], type: 'notification.created', data: {} };
    busOne.emit('event', event);
    await expect.poll(() => heard).toEqual([event]);
    // Heard once, though both instances relay what they see.
    await new Promise((done) => setTimeout(done, 200));
    expect(heard).toHaveLength(1);
  });
});
