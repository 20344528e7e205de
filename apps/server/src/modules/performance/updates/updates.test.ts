import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_UPDATE_QUESTIONS } from '@atrium/shared/schemas/performance/updates';
import { addDays } from '@atrium/shared/schemas/performance/updates-period';
import { notifications, outboxMessages, updates } from '../../../db/schema/index.ts';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';

const BASE = '/api/performance/updates';

describe('performance updates: /api/performance/updates', () => {
  let t: TestApp;
  let hr: SignedInUser;
  let support: SignedInUser;
  let director: SignedInUser;
  let manager: SignedInUser;
  let report: SignedInUser;
  let colleague: SignedInUser;
  let outsider: SignedInUser;
  let updateId: string;

  const as = (
    who: SignedInUser,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => injectAs(t.app, who, { method, url, ...(payload ? { payload } : {}) });

  const content = (overrides: object = {}) => ({
    answers: ['Shipped the importer', 'Flaky CI', ''],
    sentiment: null,
    accomplishments: 'Importer live for two customers',
    priorities: [{ text: 'Write the migration guide' }, { text: 'Pair with Priya on search' }],
    ...overrides,
  });

  const latestNotification = async (who: SignedInUser) =>
    (
      await t.app.db
        .select({ title: notifications.title, link: notifications.link })
        .from(notifications)
        .where(eq(notifications.userId, who.user.id))
        .orderBy(desc(notifications.createdAt))
        .limit(1)
    )[0];

  beforeAll(async () => {
    t = await createTestApp();
    hr = await signedInUser(t.app, { firstName: 'Harriet', lastName: 'Cole', role: 'ADMIN' });
    const company = hr.company;
    support = await signedInUser(t.app, { firstName: 'Sam', lastName: 'Help', role: 'SUPPORT' }, company);
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
    colleague = await signedInUser(
      t.app,
      { firstName: 'Chloe', lastName: 'Davies', role: null, managerId: director.user.id },
      company,
    );
    outsider = await signedInUser(t.app, { role: 'COMPANY_ADMIN' });
  });
  afterAll(() => t.close());

  it("offers the report today's period with the company's questions, then keeps the draft to them", async () => {
    const current = await as(report, 'GET', `${BASE}/current`);
    expect(current.statusCode, current.body).toBe(200);
    const data = current.json().data;
    expect(data.update).toBeNull();
    expect(data.questions).toEqual([...DEFAULT_UPDATE_QUESTIONS]);
    expect(data.schedule).toEqual({ cadence: 'weekly', dueWeekday: 5, source: 'company' });
    expect(data.manager).toEqual({ id: manager.user.id, name: 'Maya Lindqvist' });
    // A week ending on a Friday.
    expect(addDays(data.period.start, 6)).toBe(data.period.end);
    expect(new Date(`${data.period.end}T00:00:00Z`).getUTCDay()).toBe(5);

    const created = await as(report, 'POST', BASE, content());
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json().data;
    updateId = draft.id;
    expect(draft.status).toBe('draft');
    expect(draft.answers[0]).toEqual({
      question: DEFAULT_UPDATE_QUESTIONS[0],
      answer: 'Shipped the importer',
    });
    expect(draft.priorities.map((p: { carriedOver: boolean }) => p.carriedOver)).toEqual([false, false]);
    expect(draft.can).toEqual({ edit: true, share: true, review: false, comment: false });

    expect((await as(report, 'POST', BASE, content())).statusCode).toBe(409);
    expect((await as(report, 'GET', `${BASE}/current`)).json().data.update.id).toBe(updateId);

    // Nobody else knows a draft exists: not the manager, the director or HR.
    for (const who of [manager, director, hr, colleague, outsider])
      expect((await as(who, 'GET', `${BASE}/${updateId}`)).statusCode).toBe(404);
    const team = (await as(manager, 'GET', `${BASE}/period`)).json().data;
    expect(team.items).toHaveLength(1);
    expect(team.items[0]).toMatchObject({ status: 'due', updateId: null, sentiment: null });
  });

  it('refuses what does not fit: a stranger field, wrong answers, sharing without a sentiment', async () => {
    const bad = await as(
      report,
      'PUT',
      `${BASE}/${updateId}`,
      content({ sentiment: 9, priorities: [{ text: '' }] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['priorities.0.text', 'sentiment']);
    const answers = await as(report, 'PUT', `${BASE}/${updateId}`, content({ answers: ['only one'] }));
    expect(answers.statusCode).toBe(409);
    const noSentiment = await as(report, 'PUT', `${BASE}/${updateId}`, content({ share: true }));
    expect(noSentiment.statusCode).toBe(400);
    expect(noSentiment.json().errors).toEqual([
      { path: 'sentiment', message: 'Choose how you feel about this period before sharing' },
    ]);
    expect((await as(support, 'PUT', `${BASE}/${updateId}`, content())).statusCode).toBe(403);
  });

  it('shares with the manager, who hears of it in the bell and by mail', async () => {
    const draft = (await as(report, 'GET', `${BASE}/${updateId}`)).json().data;
    const shared = await as(
      report,
      'PUT',
      `${BASE}/${updateId}`,
      content({
        sentiment: 4,
        share: true,
        priorities: [...draft.priorities.map((p: object) => ({ ...p })), { text: 'Book the offsite' }],
      }),
    );
    expect(shared.statusCode, shared.body).toBe(200);
    const data = shared.json().data;
    expect(data.status).toBe('shared');
    expect(data.sharedAt).not.toBeNull();
    // The priorities already there keep their ids; the new one gets its own.
    expect(data.priorities.slice(0, 2).map((p: { id: string }) => p.id)).toEqual(
      draft.priorities.map((p: { id: string }) => p.id),
    );
    expect(await latestNotification(manager)).toEqual({
      title: expect.stringMatching(/^Ethan Brooks shared their update for /),
      link: `/performance/updates/${updateId}`,
    });
    const [mail] = await t.app.db
      .select({ subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(eq(outboxMessages.to, manager.user.email))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(1);
    expect(mail?.subject).toMatch(/^Ethan Brooks shared their update for /);
  });

  it('shows a shared update to the managers above and HR, never to a peer or another company', async () => {
    const byManager = (await as(manager, 'GET', `${BASE}/${updateId}`)).json().data;
    expect(byManager.can).toEqual({ edit: false, share: false, review: true, comment: true });
    expect(byManager.sentiment).toBe(4);
    const byDirector = (await as(director, 'GET', `${BASE}/${updateId}`)).json().data;
    expect(byDirector.can.review).toBe(true);
    const byHr = (await as(hr, 'GET', `${BASE}/${updateId}`)).json().data;
    expect(byHr.can).toEqual({ edit: false, share: false, review: false, comment: false });
    expect((await as(support, 'GET', `${BASE}/${updateId}`)).statusCode).toBe(200);
    expect((await as(colleague, 'GET', `${BASE}/${updateId}`)).statusCode).toBe(404);
    expect((await as(outsider, 'GET', `${BASE}/${updateId}`)).statusCode).toBe(404);
  });

  it('carries comments both ways, each telling the other side; each edits only their own', async () => {
    const byManager = await as(manager, 'POST', `${BASE}/${updateId}/comments`, {
      body: 'Great work on the importer',
    });
    expect(byManager.statusCode, byManager.body).toBe(201);
    expect((await latestNotification(report))?.title).toMatch(/^Maya Lindqvist commented on your update/);
    const byReport = await as(report, 'POST', `${BASE}/${updateId}/comments`, {
      body: 'Thanks! CI is the worry',
    });
    const comments = byReport.json().data.comments;
    expect(comments.map((c: { body: string; isMine: boolean }) => [c.body, c.isMine])).toEqual([
      ['Great work on the importer', false],
      ['Thanks! CI is the worry', true],
    ]);
    expect((await latestNotification(manager))?.title).toMatch(/^Ethan Brooks commented on their update/);

    const managersComment = comments[0].id;
    expect((await as(report, 'PATCH', `${BASE}/comments/${managersComment}`, { body: 'x' })).statusCode).toBe(
      403,
    );
    expect(
      (await as(outsider, 'PATCH', `${BASE}/comments/${managersComment}`, { body: 'x' })).statusCode,
    ).toBe(404);
    expect((await as(hr, 'POST', `${BASE}/${updateId}/comments`, { body: 'HR here' })).statusCode).toBe(403);
    expect((await as(colleague, 'POST', `${BASE}/${updateId}/comments`, { body: 'Hi' })).statusCode).toBe(
      404,
    );
    expect((await as(support, 'POST', `${BASE}/${updateId}/comments`, { body: 'Hi' })).statusCode).toBe(403);
    const edited = await as(manager, 'PATCH', `${BASE}/comments/${managersComment}`, {
      body: 'Great work on the importer!',
    });
    expect(edited.json().data.comments[0]).toMatchObject({
      body: 'Great work on the importer!',
      isMine: true,
    });
    expect(edited.json().data.comments[0].editedAt).not.toBeNull();
    const removed = await as(report, 'DELETE', `${BASE}/comments/${comments[1].id}`);
    expect(removed.json().data.comments).toHaveLength(1);
  });

  it('lets the author edit until a manager above marks it reviewed; then it no longer changes', async () => {
    const edited = await as(
      report,
      'PUT',
      `${BASE}/${updateId}`,
      content({ sentiment: 5, accomplishments: 'More' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.status).toBe('shared');
    // A shared update keeps a sentiment.
    expect((await as(report, 'PUT', `${BASE}/${updateId}`, content())).statusCode).toBe(400);

    expect((await as(report, 'POST', `${BASE}/${updateId}/review`)).json().message).toBe(
      'Your manager reviews your update, not you',
    );
    expect((await as(hr, 'POST', `${BASE}/${updateId}/review`)).statusCode).toBe(403);
    expect((await as(support, 'POST', `${BASE}/${updateId}/review`)).statusCode).toBe(403);
    expect((await as(colleague, 'POST', `${BASE}/${updateId}/review`)).statusCode).toBe(404);
    expect((await as(outsider, 'POST', `${BASE}/${updateId}/review`)).statusCode).toBe(404);
    const reviewed = await as(manager, 'POST', `${BASE}/${updateId}/review`);
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json().data).toMatchObject({
      status: 'reviewed',
      reviewedBy: { id: manager.user.id, name: 'Maya Lindqvist' },
      can: { edit: false, share: false, review: false, comment: true },
    });
    expect((await latestNotification(report))?.title).toMatch(/^Maya Lindqvist reviewed your update/);
    expect((await as(manager, 'POST', `${BASE}/${updateId}/review`)).statusCode).toBe(409);
    expect((await as(report, 'PUT', `${BASE}/${updateId}`, content({ sentiment: 3 }))).statusCode).toBe(409);
  });

  it("gives each manager their team's period in one table: the whole tree, the direct reports, or everyone", async () => {
    const mine = (await as(manager, 'GET', `${BASE}/period`)).json().data;
    expect(mine.items).toEqual([
      expect.objectContaining({
        person: expect.objectContaining({ name: 'Ethan Brooks' }),
        manager: { id: manager.user.id, name: 'Maya Lindqvist' },
        status: 'reviewed',
        updateId,
        sentiment: 5,
      }),
    ]);
    expect(mine.counts).toEqual({ people: 1, shared: 1, reviewed: 1 });
    // The picker's choices: the last twelve weeks, this one first, each following the one before.
    expect(mine.periods).toHaveLength(12);
    expect(mine.periods[0]).toEqual(mine.items[0].period);
    expect(mine.periods[1].end).toBe(addDays(mine.periods[0].start, -1));

    const tree = (await as(director, 'GET', `${BASE}/period`)).json().data;
    expect(tree.items.map((row: { person: { name: string } }) => row.person.name)).toEqual([
      'Ethan Brooks',
      'Chloe Davies',
      'Maya Lindqvist',
    ]);
    const direct = (await as(director, 'GET', `${BASE}/period?direct=true`)).json().data;
    expect(direct.items.map((row: { person: { name: string } }) => row.person.name)).toEqual([
      'Chloe Davies',
      'Maya Lindqvist',
    ]);
    const searched = (await as(director, 'GET', `${BASE}/period?search=lindq`)).json().data;
    expect(searched.items.map((row: { person: { name: string } }) => row.person.name)).toEqual([
      'Maya Lindqvist',
    ]);
    // A period long gone that nobody wrote for: missed.
    const past = (await as(director, 'GET', `${BASE}/period?date=2024-03-01`)).json().data;
    expect(past.items.map((row: { status: string }) => row.status)).toEqual(['missed', 'missed', 'missed']);
    expect(past.items[0].period).toEqual({ start: '2024-02-24', end: '2024-03-01' });

    // Everyone with a manager (nobody without one wrote for this period); the outsider's company is another.
    const everyone = (await as(hr, 'GET', `${BASE}/period?scope=all`)).json().data;
    expect(everyone.items.map((row: { person: { name: string } }) => row.person.name)).toEqual([
      'Ethan Brooks',
      'Chloe Davies',
      'Maya Lindqvist',
    ]);
    expect((await as(report, 'GET', `${BASE}/period?scope=all`)).statusCode).toBe(403);
    expect((await as(outsider, 'GET', `${BASE}/period?scope=all`)).json().data.items).toEqual([]);
    // Without a manager, but shared: listed.
    expect((await as(director, 'POST', BASE, content({ sentiment: 3, share: true }))).statusCode).toBe(201);
    const withDirector = (await as(hr, 'GET', `${BASE}/period?scope=all`)).json().data;
    expect(withDirector.items.map((row: { person: { name: string } }) => row.person.name)).toContain(
      'Daniel Whitaker',
    );
    // Nobody reports to the report: an empty team, not an error.
    expect((await as(report, 'GET', `${BASE}/period`)).json().data.items).toEqual([]);
  });

  it("lists a person's updates as the caller may see them", async () => {
    const own = (await as(report, 'GET', BASE)).json().data;
    expect(own.items).toHaveLength(1);
    const byManager = (await as(manager, 'GET', `${BASE}?personId=${report.user.id}`)).json().data;
    expect(byManager.items[0]).toMatchObject({ id: updateId, status: 'reviewed', comments: 1 });
    expect((await as(colleague, 'GET', `${BASE}?personId=${report.user.id}`)).statusCode).toBe(403);
    expect((await as(outsider, 'GET', `${BASE}?personId=${report.user.id}`)).statusCode).toBe(404);
    // A colleague's draft never shows.
    await as(colleague, 'POST', BASE, content());
    expect((await as(director, 'GET', `${BASE}?personId=${colleague.user.id}`)).json().data.items).toEqual(
      [],
    );
  });

  it('draws sentiment over the weeks for a person or a team', async () => {
    const own = (await as(report, 'GET', `${BASE}/sentiment`)).json().data;
    expect(own.points).toEqual([expect.objectContaining({ sentiment: 5, count: 1 })]);
    const team = (await as(director, 'GET', `${BASE}/sentiment?scope=team`)).json().data;
    expect(team.points).toEqual([expect.objectContaining({ sentiment: 5, count: 1 })]);
    expect((await as(colleague, 'GET', `${BASE}/sentiment?personId=${report.user.id}`)).statusCode).toBe(403);
  });

  it('carries the priorities not done into the next period, and keeps old questions on old updates', async () => {
    // Last week's update, written before the questions changed.
    const current = (await as(report, 'GET', `${BASE}/current`)).json().data;
    await t.app.db
      .update(updates)
      .set({ periodStart: addDays(current.period.start, -7), periodEnd: addDays(current.period.end, -7) })
      .where(and(eq(updates.companyId, report.company.id), eq(updates.id, updateId)));
    const saved = await as(hr, 'PUT', '/api/performance/settings/updates', {
      cadence: 'weekly',
      dueWeekday: 5,
      questions: ['What did you learn?'],
      remindOnDueDay: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const next = (await as(report, 'GET', `${BASE}/current`)).json().data;
    expect(next.update).toBeNull();
    expect(next.questions).toEqual(['What did you learn?']);
    expect(
      next.carriedPriorities.map((p: { text: string; carriedOver: boolean }) => [p.text, p.carriedOver]),
    ).toEqual([
      ['Write the migration guide', true],
      ['Pair with Priya on search', true],
    ]);
    const [carried, dropped] = next.carriedPriorities;
    const created = await as(report, 'POST', BASE, {
      answers: ['Drizzle internals'],
      sentiment: 3,
      accomplishments: '',
      priorities: [{ ...carried, done: true }, { text: 'Fresh one' }],
      share: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(
      created
        .json()
        .data.priorities.map((p: { text: string; done: boolean; carriedOver: boolean }) => [
          p.text,
          p.done,
          p.carriedOver,
        ]),
    ).toEqual([
      ['Write the migration guide', true, true],
      ['Fresh one', false, false],
    ]);
    expect(dropped.text).toBe('Pair with Priya on search');
    const old = (await as(report, 'GET', `${BASE}/${updateId}`)).json().data;
    expect(old.answers.map((a: { question: string }) => a.question)).toEqual([...DEFAULT_UPDATE_QUESTIONS]);
  });
});

describe('update settings: /api/performance/settings/updates, team settings and the log', () => {
  let t: TestApp;
  let hr: SignedInUser;
  let manager: SignedInUser;
  let report: SignedInUser;
  let employee: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    hr = await signedInUser(t.app, { role: 'ADMIN' });
    manager = await signedInUser(t.app, { firstName: 'Maya', lastName: 'Lindqvist', role: null }, hr.company);
    report = await signedInUser(
      t.app,
      { firstName: 'Ethan', lastName: 'Brooks', role: null, managerId: manager.user.id },
      hr.company,
    );
    employee = await signedInUser(t.app, { role: null }, hr.company);
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, ...(payload ? { payload } : {}) });

  it("answers the company's defaults until HR saves its own; only HR may", async () => {
    const initial = (await as(hr, 'GET', '/api/performance/settings/updates')).json().data;
    expect(initial).toEqual({
      cadence: 'weekly',
      dueWeekday: 5,
      questions: [...DEFAULT_UPDATE_QUESTIONS],
      remindOnDueDay: true,
      updatedAt: null,
    });
    const invalid = await as(hr, 'PUT', '/api/performance/settings/updates', {
      cadence: 'daily',
      dueWeekday: 8,
      questions: [],
      remindOnDueDay: true,
    });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['cadence', 'dueWeekday', 'questions']);
    const saved = await as(hr, 'PUT', '/api/performance/settings/updates', {
      cadence: 'biweekly',
      dueWeekday: 1,
      questions: ['How was it?'],
      remindOnDueDay: false,
    });
    expect(saved.json().data).toMatchObject({ cadence: 'biweekly', dueWeekday: 1, remindOnDueDay: false });
    for (const method of ['GET', 'PUT'] as const)
      expect(
        (await as(employee, method, '/api/performance/settings/updates', saved.json().data)).statusCode,
      ).toBe(403);
  });

  it("lets a manager set their reports' own questions and cadence, and go back", async () => {
    const none = await as(employee, 'PUT', '/api/performance/updates/team-settings', {
      cadence: 'weekly',
      dueWeekday: 3,
      questions: ['Q'],
    });
    expect(none.statusCode).toBe(409);
    const saved = await as(manager, 'PUT', '/api/performance/updates/team-settings', {
      cadence: 'monthly',
      dueWeekday: 4,
      questions: ['What shipped?', 'What is next?'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      custom: { cadence: 'monthly', dueWeekday: 4, questions: ['What shipped?', 'What is next?'] },
      company: { cadence: 'biweekly' },
      directReports: 1,
    });
    const current = (await as(report, 'GET', '/api/performance/updates/current')).json().data;
    expect(current.schedule).toEqual({ cadence: 'monthly', dueWeekday: 4, source: 'team' });
    expect(current.questions).toEqual(['What shipped?', 'What is next?']);
    // Not the manager's own: they follow their own manager's, here the company's.
    expect((await as(manager, 'GET', '/api/performance/updates/current')).json().data.schedule.source).toBe(
      'company',
    );
    const reset = await as(manager, 'DELETE', '/api/performance/updates/team-settings');
    expect(reset.json().data.custom).toBeNull();
    expect((await as(report, 'GET', '/api/performance/updates/current')).json().data.questions).toEqual([
      'How was it?',
    ]);
  });

  it('logs who shared and was reviewed, never what they wrote', async () => {
    await injectAs(t.app, report, {
      method: 'POST',
      url: '/api/performance/updates',
      payload: {
        answers: ['Secret answer'],
        sentiment: 2,
        accomplishments: 'x',
        priorities: [],
        share: true,
      },
    });
    const log = await as(hr, 'GET', '/api/performance/settings/updates-log?search=brooks');
    expect(log.statusCode, log.body).toBe(200);
    const data = log.json().data;
    expect(data.items).toHaveLength(1);
    expect(data.items[0]).toMatchObject({ status: 'shared', reviewedAt: null });
    expect(data.items[0].sharedAt).not.toBeNull();
    expect(log.body).not.toContain('Secret answer');
    expect(data.items[0]).not.toHaveProperty('sentiment');
    expect((await as(employee, 'GET', '/api/performance/settings/updates-log')).statusCode).toBe(403);
  });
});
