import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, interviewerTagLinks, users } from '../../../db/schema/index.ts';
import {
  createTestApp,
  injectAs,
  signedInUser,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { peopleCompany } from '../../../../test/people-company.ts';

describe('interviewer tags: /api/configuration/interviewer-tags, …/users/:id/interviewer-tags, /api/interviewers', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof peopleCompany>>;
  let globex: Awaited<ReturnType<typeof peopleCompany>>;
  let scheduler: SignedInUser;
  let employee: SignedInUser;
  let jo: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    globex = await peopleCompany(t.app, 'Globex Ltd');
    scheduler = await signedInWithRole(t.app, acme.company, {
      name: 'Scheduler',
      permissions: ['rct.module.interviews.interview.view', 'rct.module.interviews.interview.create'],
    });
    employee = await signedInUser(t.app, { role: null, firstName: 'Eve', lastName: 'Plain' }, acme.company);
    jo = await signedInUser(
      t.app,
      {
        role: null,
        firstName: 'Jo',
        lastName: 'Java',
        email: 'jo.java@acme.test',
        timezone: 'America/New_York',
      },
      acme.company,
    );
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, payload });
  const addTag = async (name: string) => {
    const response = await as(acme.admin, 'POST', '/api/configuration/interviewer-tags', { name });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; name: string };
  };
  const tagUser = (who: SignedInUser, userId: string, tagIds: string[]) =>
    as(who, 'PUT', `/api/configuration/users/${userId}/interviewer-tags`, { tagIds });

  it('adds, lists with their holders, renames and deletes tags; a name is taken case-insensitively', async () => {
    const tag = await addTag('Java');
    expect(tag).toMatchObject({ name: 'Java', people: [] });
    const taken = await as(acme.admin, 'POST', '/api/configuration/interviewer-tags', { name: ' JAVA ' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ path: 'name', message: 'A tag with this name already exists' }]);
    const empty = await as(acme.admin, 'POST', '/api/configuration/interviewer-tags', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toEqual({ path: 'name', message: 'This field is required' });

    const bar = await addTag('Bar raiser');
    expect((await tagUser(acme.admin, jo.user.id, [tag.id])).statusCode).toBe(200);
    const list = (await as(scheduler, 'GET', '/api/configuration/interviewer-tags')).json().data;
    expect(list.map((item: { name: string }) => item.name)).toEqual(['Bar raiser', 'Java']);
    expect(list[1].people).toEqual([{ id: jo.user.id, name: 'Jo Java', email: 'jo.java@acme.test' }]);

    const renamed = await as(acme.admin, 'PUT', `/api/configuration/interviewer-tags/${tag.id}`, {
      name: 'Java (senior)',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Java (senior)', people: [{ id: jo.user.id }] });
    const clash = await as(acme.admin, 'PUT', `/api/configuration/interviewer-tags/${tag.id}`, {
      name: 'bar RAISER',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors[0].path).toBe('name');

    // A tag in use may go: it comes off its holders.
    const deleted = await as(acme.admin, 'DELETE', `/api/configuration/interviewer-tags/${tag.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(
      await t.app.db.select().from(interviewerTagLinks).where(eq(interviewerTagLinks.tagId, tag.id)),
    ).toEqual([]);
    const [audit] = await t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'interviewer_tag.delete'));
    expect(audit).toMatchObject({ targetId: tag.id, before: { name: 'Java (senior)', people: 1 } });
    await as(acme.admin, 'DELETE', `/api/configuration/interviewer-tags/${bar.id}`);
  });

  it("sets a colleague's tags as a whole, refusing tags not of the company", async () => {
    const french = await addTag('Speaks French');
    const sql = await addTag('SQL');
    const theirs = (
      await as(globex.admin, 'POST', '/api/configuration/interviewer-tags', { name: 'Speaks French' })
    ).json().data.id as string;

    const set = await tagUser(acme.admin, jo.user.id, [sql.id, french.id]);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual({
      userId: jo.user.id,
      tags: [
        { id: french.id, name: 'Speaks French' },
        { id: sql.id, name: 'SQL' },
      ],
    });
    const stranger = await tagUser(acme.admin, jo.user.id, [sql.id, theirs]);
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toEqual([{ path: 'tagIds.1', message: 'Tag not found' }]);
    const twice = await tagUser(acme.admin, jo.user.id, [sql.id, sql.id]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0]).toEqual({ path: 'tagIds', message: 'Each tag can be chosen once' });
    const malformed = await tagUser(acme.admin, jo.user.id, ['nope']);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].path).toBe('tagIds.0');

    const cleared = await tagUser(acme.admin, jo.user.id, [french.id]);
    expect(cleared.json().data.tags).toEqual([{ id: french.id, name: 'Speaks French' }]);
  });

  it('finds interviewers by tag and by name or email, with their time zones and tags', async () => {
    const kotlin = await addTag('Kotlin');
    await tagUser(acme.admin, jo.user.id, [kotlin.id]);
    const byTag = await as(scheduler, 'GET', `/api/interviewers?tagId=${kotlin.id}`);
    expect(byTag.statusCode, byTag.body).toBe(200);
    expect(byTag.json().data).toEqual([
      {
        id: jo.user.id,
        name: 'Jo Java',
        email: 'jo.java@acme.test',
        timezone: 'America/New_York',
        tags: [{ id: kotlin.id, name: 'Kotlin' }],
      },
    ]);
    const bySearch = (await as(scheduler, 'GET', '/api/interviewers?search=eve%20pl')).json().data;
    expect(bySearch.map((person: { id: string }) => person.id)).toEqual([employee.user.id]);
    expect((await as(scheduler, 'GET', '/api/interviewers?search=JO.JAVA@')).json().data).toHaveLength(1);
    // Only active colleagues, as scheduling accepts: an invited account is not offered.
    await t.database.db.update(users).set({ status: 'invited' }).where(eq(users.id, employee.user.id));
    expect((await as(scheduler, 'GET', '/api/interviewers?search=eve%20pl')).json().data).toEqual([]);
    await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, employee.user.id));
    // A search's wildcards are taken literally.
    expect((await as(scheduler, 'GET', '/api/interviewers?search=%25')).json().data).toEqual([]);
    // Another company's people are never found.
    expect((await as(globex.admin, 'GET', `/api/interviewers?tagId=${kotlin.id}`)).json().data).toEqual([]);
    const bad = await as(scheduler, 'GET', '/api/interviewers?tagId=kotlin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('tagId');
  });

  it("answers 404 for another company's tags and people", async () => {
    const tag = await addTag('Security');
    const rename = await as(globex.admin, 'PUT', `/api/configuration/interviewer-tags/${tag.id}`, {
      name: 'Hijacked',
    });
    expect(rename.statusCode).toBe(404);
    expect(
      (await as(globex.admin, 'DELETE', `/api/configuration/interviewer-tags/${tag.id}`)).statusCode,
    ).toBe(404);
    expect((await tagUser(globex.admin, jo.user.id, [])).statusCode).toBe(404);
    const list = (await as(acme.admin, 'GET', '/api/configuration/interviewer-tags')).json().data;
    expect(list.find((item: { id: string }) => item.id === tag.id).name).toBe('Security');
  });

  it('needs the manage, assign, interview view and interview create permissions', async () => {
    const tag = await addTag('Design');
    expect((await as(employee, 'GET', '/api/configuration/interviewer-tags')).statusCode).toBe(403);
    expect(
      (await as(scheduler, 'POST', '/api/configuration/interviewer-tags', { name: 'X' })).statusCode,
    ).toBe(403);
    expect(
      (await as(scheduler, 'PUT', `/api/configuration/interviewer-tags/${tag.id}`, { name: 'X' })).statusCode,
    ).toBe(403);
    expect((await as(scheduler, 'DELETE', `/api/configuration/interviewer-tags/${tag.id}`)).statusCode).toBe(
      403,
    );
    expect((await tagUser(scheduler, jo.user.id, [tag.id])).statusCode).toBe(403);
    expect((await as(employee, 'GET', '/api/interviewers')).statusCode).toBe(403);
    const assigner = await signedInWithRole(t.app, acme.company, {
      name: 'Tagger',
      permissions: ['rct.module.tags.interviewer_tag.assign'],
    });
    expect((await tagUser(assigner, jo.user.id, [tag.id])).statusCode).toBe(200);
  });
});
