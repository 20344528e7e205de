import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  createTestApp,
  injectAs,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { candidatesCompany } from '../../../../test/candidates-company.ts';
import { notifications } from '../../../db/schema/index.ts';

type Company = Awaited<ReturnType<typeof candidatesCompany>>;

describe('following a candidate: /api/candidates/:id/follow', () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  let follower: SignedInUser;
  let nobody: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await candidatesCompany(t.app);
    globex = await candidatesCompany(t.app, 'Globex Ltd');
    follower = await signedInWithRole(t.app, acme.company, {
      name: 'Viewer',
      permissions: ['rct.module.candidates.candidate.view'],
    });
    nobody = await signedInWithRole(t.app, acme.company, { name: 'Nothing', permissions: [] });
  });
  afterAll(() => t.close());

  const send = (
    who: SignedInUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => injectAs(t.app, who, { method, url, ...(payload ? { payload } : {}) });
  const titlesOf = async (who: SignedInUser) =>
    (
      await t.app.db
        .select({ title: notifications.title, link: notifications.link })
        .from(notifications)
        .where(and(eq(notifications.companyId, acme.company.id), eq(notifications.userId, who.user.id)))
    ).map((row) => `${row.title} → ${row.link}`);

  it('follows and unfollows; a follower hears of notes, moves and emails by others, not of their own', async () => {
    const grace = acme.people[0]!;
    const url = `/api/candidates/${grace.id}/follow`;
    expect((await send(follower, 'GET', url)).json().data).toEqual({ following: false, followers: 0 });
    expect((await send(follower, 'PUT', url)).json().data).toEqual({ following: true, followers: 1 });
    // Following twice is still following once.
    expect((await send(follower, 'PUT', url)).json().data).toEqual({ following: true, followers: 1 });
    expect((await send(acme.admin, 'GET', url)).json().data).toEqual({ following: false, followers: 1 });

    const note = await send(acme.admin, 'POST', `/api/candidates/${grace.id}/notes`, {
      body: 'Strong on compilers',
      visibility: 'public',
    });
    expect(note.statusCode, note.body).toBe(201);
    const moved = await send(acme.admin, 'POST', `/api/applications/${acme.applied[0]!.id}/advance`, {
      fromStageId: acme.stages[0]!.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const link = `/candidates/${grace.id}`;
    const told = await titlesOf(follower);
    expect(told).toContain(`New note on Grace Hopper → ${link}`);
    expect(told).toContain(`Grace Hopper moved stage → ${link}`);
    // The phone screen's transition emails her from the background queue: in the feed once sent.
    await expect
      .poll(() => titlesOf(follower), { timeout: 10_000, interval: 200 })
      .toContain(`Email to Grace Hopper → ${link}`);
    expect(await titlesOf(acme.admin)).toEqual([]);

    expect((await send(follower, 'DELETE', url)).json().data).toEqual({ following: false, followers: 0 });
    await send(acme.admin, 'POST', `/api/candidates/${grace.id}/notes`, {
      body: 'Again',
      visibility: 'public',
    });
    expect((await titlesOf(follower)).filter((title) => title.startsWith('New note'))).toHaveLength(1);
  });

  it('lists the candidates a colleague follows, counted apart from the whole list', async () => {
    const alan = acme.people[1]!;
    await send(follower, 'PUT', `/api/candidates/${alan.id}/follow`);
    const listed = await send(follower, 'GET', `/api/candidates?followedBy=${follower.user.id}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.items.map((item: { id: string }) => item.id)).toEqual([alan.id]);
    expect(listed.json().data.total).toBe(1);
    const admins = await send(acme.admin, 'GET', `/api/candidates?followedBy=${acme.admin.user.id}`);
    expect(admins.json().data).toMatchObject({ items: [], total: 0 });
    expect((await send(acme.admin, 'GET', '/api/candidates?followedBy=me')).statusCode).toBe(400);
  });

  it('answers 404 for another company’s candidate and 403 without the permission', async () => {
    const url = `/api/candidates/${acme.people[1]!.id}/follow`;
    expect((await send(globex.admin, 'PUT', url)).statusCode).toBe(404);
    expect((await send(globex.admin, 'GET', url)).statusCode).toBe(404);
    expect((await send(nobody, 'PUT', url)).statusCode).toBe(403);
    expect((await send(follower, 'PUT', '/api/candidates/not-an-id/follow')).statusCode).toBe(400);
  });
});
