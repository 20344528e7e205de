import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../db/schema/index.ts';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';

const BASE = '/api/performance/feedback';

describe('performance feedback and praise: /api/performance/feedback', () => {
  let t: TestApp;
  let hr: SignedInUser;
  let director: SignedInUser;
  let manager: SignedInUser;
  let report: SignedInUser;
  let colleague: SignedInUser;
  let helpDesk: SignedInUser;
  let operator: SignedInUser;
  let outsider: SignedInUser;
  let ownership: string;
  let praiseId: string;

  const as = (
    who: SignedInUser,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => injectAs(t.app, who, { method, url, ...(payload ? { payload } : {}) });

  const bell = async (who: SignedInUser) =>
    (
      await t.app.db
        .select({ title: notifications.title })
        .from(notifications)
        .where(eq(notifications.userId, who.user.id))
        .orderBy(desc(notifications.createdAt))
    ).map((row) => row.title);

  beforeAll(async () => {
    t = await createTestApp();
    hr = await signedInUser(t.app, { firstName: 'Harriet', lastName: 'Cole', role: 'ADMIN' });
    const company = hr.company;
    director = await signedInUser(t.app, { firstName: 'Daniel', lastName: 'Whitaker', role: null }, company);
    manager = await signedInUser(
      t.app,
      { firstName: 'Maya', lastName: 'Lindqvist', role: null, managerId: director.user.id },
      company,
    );
    report = await signedInUser(
      t.app,
      { firstName: 'Ethan', lastName: 'Brooks', role: null, managerId: manager.user.id },
      company,
    );
    colleague = await signedInUser(t.app, { firstName: 'Chloe', lastName: 'Davies', role: null }, company);
    helpDesk = await signedInUser(t.app, { firstName: 'Sofia', lastName: 'Reyes', role: 'SUPPORT' }, company);
    operator = await signedInUser(t.app, { role: 'SUPER_ADMIN' }, company);
    outsider = await signedInUser(t.app, { role: 'COMPANY_ADMIN' });
    const value = await as(hr, 'POST', `${BASE}/values`, {
      name: 'Ownership',
      description: 'We finish what we start.',
    });
    expect(value.statusCode, value.body).toBe(201);
    ownership = value.json().data.id;
  });
  afterAll(() => t.close());

  it('posts praise tagged with a value on the wall, and rings the bell of its people and their managers', async () => {
    const untagged = await as(report, 'POST', BASE, {
      kind: 'praise',
      recipientIds: [colleague.user.id, manager.user.id],
      body: 'Thank you for the migration plan',
    });
    expect(untagged.statusCode).toBe(400);
    expect(untagged.json().errors).toEqual([
      { path: 'valueId', message: 'Choose one of the company values' },
    ]);

    const posted = await as(report, 'POST', BASE, {
      kind: 'praise',
      recipientIds: [colleague.user.id, manager.user.id],
      valueId: ownership,
      body: 'Thank you for the migration plan',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const [item] = posted.json().data.items;
    praiseId = item.id;
    expect(item).toMatchObject({
      kind: 'praise',
      visibility: 'public',
      value: { id: ownership, name: 'Ownership' },
      giver: { name: 'Ethan Brooks' },
      reactions: [],
      commentCount: 0,
    });
    expect(item.recipients.map((person: { name: string }) => person.name)).toEqual([
      'Chloe Davies',
      'Maya Lindqvist',
    ]);

    // Everyone in the company reads the wall, HR and the outsider's own company apart.
    const wall = await as(director, 'GET', `${BASE}/praise`);
    expect(wall.statusCode).toBe(200);
    expect(wall.json().data.items.map((praise: { id: string }) => praise.id)).toEqual([praiseId]);
    expect((await as(outsider, 'GET', `${BASE}/praise`)).json().data.items).toEqual([]);
    expect((await as(outsider, 'GET', `${BASE}/${praiseId}`)).statusCode).toBe(404);

    expect(await bell(colleague)).toEqual(['Ethan Brooks praised you for Ownership']);
    expect(await bell(manager)).toEqual(['Ethan Brooks praised you for Ownership']);
    // Maya's manager hears that his report was praised; Chloe has no manager.
    expect(await bell(director)).toEqual(['Ethan Brooks praised Maya Lindqvist on your team for Ownership']);
  });

  it('refuses praise to oneself, to more than six, to someone of another company, or with a value not in use', async () => {
    const self = await as(report, 'POST', BASE, {
      kind: 'praise',
      recipientIds: [report.user.id],
      valueId: ownership,
      body: 'Me',
    });
    expect(self.json().errors).toEqual([
      { path: 'recipientIds', message: 'Choose colleagues other than yourself' },
    ]);
    const many = await as(report, 'POST', BASE, {
      kind: 'praise',
      recipientIds: Array.from({ length: 7 }, (_, index) => `00000000-0000-4000-8000-00000000000${index}`),
      valueId: ownership,
      body: 'Everyone',
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().errors).toEqual([{ path: 'recipientIds', message: 'Choose at most 6 colleagues' }]);
    const foreign = await as(report, 'POST', BASE, {
      kind: 'praise',
      recipientIds: [outsider.user.id],
      valueId: ownership,
      body: 'Hi',
    });
    expect(foreign.json().errors).toEqual([{ path: 'recipientIds', message: 'Colleague not found' }]);
    const blank = await as(report, 'POST', BASE, {
      kind: 'praise',
      recipientIds: [colleague.user.id],
      body: ' ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ path: 'body', message: 'This field is required' }]);
  });

  it('takes one reaction of each kind per person, a second click taking it back', async () => {
    const react = (who: SignedInUser, reaction: string) =>
      as(who, 'POST', `${BASE}/${praiseId}/reactions`, { reaction });
    expect((await react(colleague, 'heart')).json().data.reactions).toEqual([
      { reaction: 'heart', count: 1, isMine: true },
    ]);
    await react(director, 'heart');
    const both = await react(director, 'tada');
    expect(both.json().data.reactions).toEqual([
      { reaction: 'heart', count: 2, isMine: true },
      { reaction: 'tada', count: 1, isMine: true },
    ]);
    const undone = await react(colleague, 'heart');
    expect(undone.json().data.reactions).toEqual([
      { reaction: 'heart', count: 1, isMine: false },
      { reaction: 'tada', count: 1, isMine: false },
    ]);
    expect((await react(colleague, 'grin')).statusCode).toBe(400);
    expect((await react(outsider, 'heart')).statusCode).toBe(404);
    const [listed] = (await as(report, 'GET', `${BASE}/praise`)).json().data.items;
    expect(listed.reactions).toEqual([
      { reaction: 'heart', count: 1, isMine: false },
      { reaction: 'tada', count: 1, isMine: false },
    ]);
  });

  it('lets anyone who reads praise comment, and only the author delete a comment', async () => {
    const added = await as(director, 'POST', `${BASE}/${praiseId}/comments`, { body: 'Well deserved!' });
    expect(added.statusCode, added.body).toBe(201);
    const comment = added.json().data;
    expect(comment).toMatchObject({
      body: 'Well deserved!',
      isMine: true,
      author: { name: 'Daniel Whitaker' },
    });
    const seen = (await as(colleague, 'GET', `${BASE}/${praiseId}/comments`)).json().data.items;
    expect(seen).toEqual([expect.objectContaining({ id: comment.id, isMine: false })]);
    expect((await bell(report))[0]).toBe('Daniel Whitaker commented on praise');
    expect((await as(colleague, 'DELETE', `${BASE}/comments/${comment.id}`)).statusCode).toBe(403);
    expect((await as(outsider, 'DELETE', `${BASE}/comments/${comment.id}`)).statusCode).toBe(404);
    expect((await as(director, 'DELETE', `${BASE}/comments/${comment.id}`)).statusCode).toBe(200);
    const [listed] = (await as(report, 'GET', `${BASE}/praise`)).json().data.items;
    expect(listed.commentCount).toBe(0);
  });

  it('keeps private feedback to whom its visibility names: the person, their managers, HR', async () => {
    const give = async (visibility: string, body: string) => {
      const response = await as(colleague, 'POST', BASE, {
        kind: 'private',
        recipientIds: [report.user.id],
        visibility,
        body,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.items[0].id as string;
    };
    const toHim = await give('recipient', 'Your demo was clear');
    const toBoth = await give('recipient_and_manager', 'Great pairing this sprint');
    const toManager = await give('manager_only', 'Could speak up more in reviews');
    const reads = async (who: SignedInUser, id: string) => (await as(who, 'GET', `${BASE}/${id}`)).statusCode;

    expect(await Promise.all([toHim, toBoth, toManager].map((id) => reads(report, id)))).toEqual([
      200, 200, 404,
    ]);
    // Managers all the way up read what includes the manager; never what is private to the person.
    for (const boss of [manager, director])
      expect(await Promise.all([toHim, toBoth, toManager].map((id) => reads(boss, id)))).toEqual([
        404, 200, 200,
      ]);
    // HR (all scope) reads every kind, as Lattice's admins do; the giver reads their own.
    for (const who of [hr, colleague])
      expect(await Promise.all([toHim, toBoth, toManager].map((id) => reads(who, id)))).toEqual([
        200, 200, 200,
      ]);
    expect(await reads(outsider, toBoth)).toBe(404);

    expect(await bell(report)).toEqual(expect.arrayContaining(['Chloe Davies gave you feedback']));
    expect((await bell(report)).filter((title) => title === 'Chloe Davies gave you feedback')).toHaveLength(
      2,
    );
    expect(await bell(manager)).toEqual(
      expect.arrayContaining([
        'Chloe Davies gave feedback about Ethan Brooks',
        'Chloe Davies gave feedback about Ethan Brooks for you as their manager',
      ]),
    );
    expect((await as(report, 'POST', `${BASE}/${toBoth}/reactions`, { reaction: 'heart' })).statusCode).toBe(
      409,
    );
  });

  it("lists each viewer's feedback received and given, their team's and everyone's as their scope allows", async () => {
    const list = async (who: SignedInUser, query: string) => {
      const response = await as(who, 'GET', `${BASE}?${query}`);
      return response.statusCode === 200
        ? response.json().data.items.map((item: { body: string }) => item.body)
        : response.statusCode;
    };
    expect(await list(report, 'view=received')).toEqual(['Great pairing this sprint', 'Your demo was clear']);
    expect(await list(report, 'view=given')).toEqual(['Thank you for the migration plan']);
    expect(await list(manager, 'view=team')).toEqual([
      'Could speak up more in reviews',
      'Great pairing this sprint',
    ]);
    expect(await list(director, 'view=team&kind=praise')).toEqual(['Thank you for the migration plan']);
    expect(await list(director, `view=team&personId=${report.user.id}`)).toEqual([
      'Could speak up more in reviews',
      'Great pairing this sprint',
    ]);
    expect(await list(colleague, 'view=team')).toEqual([]);
    expect(await list(report, 'view=all')).toBe(403);
    expect(await list(hr, 'view=all&kind=private')).toEqual([
      'Could speak up more in reviews',
      'Great pairing this sprint',
      'Your demo was clear',
    ]);
    expect(await list(outsider, 'view=all')).toEqual([]);
    // The platform operator holds nothing inside a company's modules.
    expect(await list(operator, 'view=received')).toBe(403);
  });

  it('gives private feedback to several colleagues as one item each', async () => {
    const sent = await as(director, 'POST', BASE, {
      kind: 'private',
      recipientIds: [manager.user.id, colleague.user.id],
      visibility: 'recipient',
      body: 'Thanks for covering the on-call week',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const items = sent.json().data.items;
    expect(
      items.map((item: { recipients: Array<{ name: string }> }) => item.recipients.map((p) => p.name)),
    ).toEqual([['Maya Lindqvist'], ['Chloe Davies']]);
    expect((await as(colleague, 'GET', `${BASE}/${items[0].id}`)).statusCode).toBe(404);
    expect((await as(colleague, 'GET', `${BASE}/${items[1].id}`)).statusCode).toBe(200);
    const missing = await as(director, 'POST', BASE, {
      kind: 'private',
      recipientIds: [manager.user.id],
      body: 'No visibility',
    });
    expect(missing.json().errors).toEqual([
      { path: 'visibility', message: 'Choose who reads this feedback' },
    ]);
  });

  it('pages the wall by cursor, newest first, and filters it to my team or one person', async () => {
    for (const body of ['One', 'Two', 'Three'])
      await as(manager, 'POST', BASE, {
        kind: 'praise',
        recipientIds: [report.user.id],
        valueId: ownership,
        body,
      });
    const first = (await as(colleague, 'GET', `${BASE}/praise?limit=2`)).json().data;
    expect(first.items.map((praise: { body: string }) => praise.body)).toEqual(['Three', 'Two']);
    const second = (
      await as(colleague, 'GET', `${BASE}/praise?limit=2&cursor=${encodeURIComponent(first.nextCursor)}`)
    ).json().data;
    expect(second.items.map((praise: { body: string }) => praise.body)).toEqual([
      'One',
      'Thank you for the migration plan',
    ]);
    expect(second.nextCursor).toBeNull();
    const team = (await as(manager, 'GET', `${BASE}/praise?team=true`)).json().data.items;
    expect(team.map((praise: { body: string }) => praise.body)).toEqual(['Three', 'Two', 'One']);
    expect((await as(colleague, 'GET', `${BASE}/praise?team=true`)).json().data.items).toEqual([]);
    const hers = (await as(report, 'GET', `${BASE}/praise?recipientId=${colleague.user.id}`)).json().data
      .items;
    expect(hers.map((praise: { body: string }) => praise.body)).toEqual(['Thank you for the migration plan']);
    expect((await as(colleague, 'GET', `${BASE}/praise?cursor=nonsense`)).statusCode).toBe(400);
  });

  it('refuses a kind the company turned off, and the wall while it is off', async () => {
    const refusedSetting = await as(report, 'PUT', `${BASE}/settings/permitted-types`, {
      permittedTypes: ['recipient'],
    });
    expect(refusedSetting.statusCode).toBe(403);
    const saved = await as(hr, 'PUT', `${BASE}/settings/permitted-types`, {
      permittedTypes: ['recipient', 'recipient_and_manager', 'request'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const praise = await as(report, 'POST', BASE, {
      kind: 'praise',
      recipientIds: [colleague.user.id],
      valueId: ownership,
      body: 'Off',
    });
    expect(praise.statusCode).toBe(403);
    expect(praise.json()).toMatchObject({
      code: 'FEEDBACK_KIND_DISABLED',
      message: "Public praise is turned off in your company's feedback settings.",
    });
    const managerOnly = await as(report, 'POST', BASE, {
      kind: 'private',
      recipientIds: [colleague.user.id],
      visibility: 'manager_only',
      body: 'Off',
    });
    expect(managerOnly.json().code).toBe('FEEDBACK_KIND_DISABLED');

    expect(
      (await as(hr, 'PUT', `${BASE}/settings/praise-wall`, { praiseWallEnabled: false })).statusCode,
    ).toBe(200);
    const wall = await as(report, 'GET', `${BASE}/praise`);
    expect(wall.statusCode).toBe(403);
    expect(wall.json().message).toBe("The praise wall is turned off in your company's feedback settings.");
    // A person's praise still shows on their profile.
    expect((await as(report, 'GET', `${BASE}/praise?recipientId=${colleague.user.id}`)).statusCode).toBe(200);
    const settings = (await as(report, 'GET', `${BASE}/settings`)).json().data;
    expect(settings).toEqual({
      permittedTypes: ['recipient', 'recipient_and_manager', 'request'],
      praiseWallEnabled: false,
    });
    await as(hr, 'PUT', `${BASE}/settings/praise-wall`, { praiseWallEnabled: true });
    await as(hr, 'PUT', `${BASE}/settings/permitted-types`, {
      permittedTypes: ['praise', 'recipient', 'recipient_and_manager', 'manager_only', 'request'],
    });
  });

  it('refuses giving to those without the permission, and reading to those without any scope', async () => {
    // The help desk reads what users see and writes nothing.
    const given = await as(helpDesk, 'POST', BASE, {
      kind: 'praise',
      recipientIds: [colleague.user.id],
      valueId: ownership,
      body: 'Hi',
    });
    expect(given.statusCode).toBe(403);
    expect((await as(helpDesk, 'GET', `${BASE}/praise`)).statusCode).toBe(200);
    expect((await as(operator, 'GET', `${BASE}/praise`)).statusCode).toBe(403);
    expect((await as(operator, 'GET', `${BASE}/${praiseId}`)).statusCode).toBe(403);
    const stored = await t.app.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(
        and(eq(notifications.userId, colleague.user.id), eq(notifications.title, 'Sofia Reyes praised you')),
      );
    expect(stored).toEqual([]);
  });
});
