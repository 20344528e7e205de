import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../db/schema/index.ts';
import { createDepartment } from '../../../db/seed/org-factories.ts';
import {
  createTestApp,
  injectAs,
  signedInUser,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';

const BASE = '/api/performance/goals';

const goal = (ownerId: string, overrides: Record<string, unknown> = {}) => ({
  level: 'individual',
  ownerId,
  title: 'Ship the ingestion rewrite',
  measureKind: 'number',
  startValue: 0,
  targetValue: 10,
  ...overrides,
});

describe('performance goals: /api/performance/goals', () => {
  let t: TestApp;
  let hr: SignedInUser;
  let director: SignedInUser;
  let manager: SignedInUser;
  let report: SignedInUser;
  let colleague: SignedInUser;
  let outsider: SignedInUser;
  let departmentId: string;
  let companyGoalId: string;
  let keyResultIds: string[];
  let privateGoalId: string;
  let alignedGoalId: string;

  const as = (who: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, ...(payload ? { payload } : {}) });
  const titlesOf = (response: { json(): { data: { items: { title: string }[] } } }) =>
    response.json().data.items.map((item) => item.title);

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
    outsider = await signedInUser(t.app, { role: 'COMPANY_ADMIN' });
    departmentId = (
      await createDepartment(t.app.db, company.id, { name: 'Data Platform', headUserId: manager.user.id })
    ).id;
  });
  afterAll(() => t.close());

  it('sets a company goal with two key results only with company_goal.create', async () => {
    const body = goal(director.user.id, {
      level: 'company',
      title: 'Become the analytics platform of choice',
      measureKind: 'binary',
      keyResults: [
        { title: 'Reach 40 paying customers', measureKind: 'number', startValue: 20, targetValue: 40 },
        { title: 'Net revenue retention', measureKind: 'percentage', startValue: 100, targetValue: 120 },
      ],
    });
    expect((await as(manager, 'POST', BASE, body)).statusCode).toBe(403);
    const created = await as(hr, 'POST', BASE, body);
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    companyGoalId = data.id;
    keyResultIds = data.keyResults.map((keyResult: { id: string }) => keyResult.id);
    expect(data).toMatchObject({ level: 'company', progress: 0, progressSource: 'key_results' });
    expect(
      data.keyResults.map((keyResult: { effectiveWeight: number }) => keyResult.effectiveWeight),
    ).toEqual([50, 50]);
    // The owner hears that a goal was set for them.
    const [notice] = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, director.user.id))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(notice?.title).toBe('Harriet Cole set a goal for you');
  });

  it('sets a department goal only with department_goal.create, for a department one heads', async () => {
    const body = goal(manager.user.id, {
      level: 'department',
      departmentId,
      title: 'Halve pipeline failures',
      measureKind: 'percentage',
      startValue: 8,
      targetValue: 4,
      parentGoalId: companyGoalId,
    });
    // Maya heads the department but holds no department_goal.create.
    expect((await as(manager, 'POST', BASE, body)).statusCode).toBe(403);
    const setter = await signedInWithRole(t.app, hr.company, {
      name: 'Goal setters',
      permissions: ['prf.module.goals.department_goal.create', 'prf.module.goals.department_goal.view'],
    });
    const refused = await as(setter, 'POST', BASE, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You may set goals only for the departments you head.');
    const created = await as(hr, 'POST', BASE, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.department).toEqual({ id: departmentId, name: 'Data Platform' });
    expect(created.json().data.parent).toMatchObject({ id: companyGoalId, level: 'company' });
  });

  it('lets an employee set their own goals, and a manager their reports’, but nobody else’s', async () => {
    expect((await as(report, 'POST', BASE, goal(colleague.user.id))).statusCode).toBe(403);
    const own = await as(
      report,
      'POST',
      BASE,
      goal(report.user.id, { title: 'Learn Rust', visibility: 'private', measureKind: 'binary' }),
    );
    expect(own.statusCode, own.body).toBe(201);
    privateGoalId = own.json().data.id;
    const forReport = await as(
      manager,
      'POST',
      BASE,
      goal(report.user.id, {
        title: 'Onboard three customers onto streaming',
        startValue: 0,
        targetValue: 3,
        parentGoalId: companyGoalId,
        parentKeyResultId: keyResultIds[0],
      }),
    );
    expect(forReport.statusCode, forReport.body).toBe(201);
    alignedGoalId = forReport.json().data.id;
    expect(forReport.json().data.parent).toMatchObject({
      id: companyGoalId,
      keyResult: { id: keyResultIds[0], name: 'Reach 40 paying customers' },
    });
  });

  it('rolls an individual goal’s check-in up into the company goal’s key result and the goal', async () => {
    const checked = await as(report, 'POST', `${BASE}/${alignedGoalId}/check-ins`, {
      value: 2,
      status: 'on_track',
      comment: 'Two customers live',
    });
    expect(checked.statusCode, checked.body).toBe(201);
    expect(checked.json().data.progress).toBe(66.7);
    expect(checked.json().data.checkIns[0]).toMatchObject({
      value: 2,
      previousValue: 0,
      comment: 'Two customers live',
      goalProgress: 66.7,
      author: { name: 'Ethan Brooks' },
    });
    const company = (await as(hr, 'GET', `${BASE}/${companyGoalId}`)).json().data;
    // KR 1 from the aligned goal (2 of 3), KR 2 still at its start: (66.7 + 0) / 2.
    expect(company.keyResults[0]).toMatchObject({
      progress: 66.7,
      progressSource: 'aligned_goals',
      alignedGoalCount: 1,
    });
    expect(company.progress).toBe(33.3);
    // The company goal's own check-in on KR 2 moves the other half.
    const second = await as(hr, 'POST', `${BASE}/${companyGoalId}/check-ins`, {
      keyResultId: keyResultIds[1],
      value: 110,
      status: 'progressing',
    });
    expect(second.json().data.progress).toBe(58.3);
    // KR 1's progress comes from its aligned goal: a value for it is refused.
    const refused = await as(hr, 'POST', `${BASE}/${companyGoalId}/check-ins`, {
      keyResultId: keyResultIds[0],
      value: 30,
      status: 'on_track',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'value', message: "This key result's progress comes from the goals aligned to it" },
    ]);
  });

  it('shows a private goal to its owner, the managers above them and HR; 404 to anyone else', async () => {
    for (const who of [report, manager, director, hr])
      expect((await as(who, 'GET', `${BASE}/${privateGoalId}`)).statusCode, who.user.firstName).toBe(200);
    expect((await as(colleague, 'GET', `${BASE}/${privateGoalId}`)).statusCode).toBe(404);
    expect(titlesOf(await as(colleague, 'GET', `${BASE}?view=all&limit=100`))).not.toContain('Learn Rust');
    expect(titlesOf(await as(colleague, 'GET', `${BASE}?view=all&limit=100`))).toContain(
      'Onboard three customers onto streaming',
    );
    expect(titlesOf(await as(report, 'GET', `${BASE}?view=mine`))).toEqual(
      expect.arrayContaining(['Learn Rust', 'Onboard three customers onto streaming']),
    );
    expect(titlesOf(await as(manager, 'GET', `${BASE}?view=team`))).toContain('Learn Rust');
    expect(titlesOf(await as(hr, 'GET', `${BASE}?view=all&ownerId=${report.user.id}`))).toContain(
      'Learn Rust',
    );
    expect((await as(colleague, 'GET', `${BASE}?view=team`)).json().data.total).toBe(0);
    const departments = titlesOf(await as(colleague, 'GET', `${BASE}?view=department`));
    expect(departments).toEqual(['Halve pipeline failures']);
  });

  it('lets the owner and managers above change a goal, and nobody else', async () => {
    const url = `${BASE}/${alignedGoalId}`;
    const body = goal(report.user.id, {
      title: 'Onboard four customers onto streaming',
      startValue: 0,
      targetValue: 4,
      parentGoalId: companyGoalId,
      parentKeyResultId: keyResultIds[0],
    });
    expect((await as(colleague, 'PUT', url, body)).statusCode).toBe(403);
    const saved = await as(director, 'PUT', url, body);
    expect(saved.statusCode, saved.body).toBe(200);
    // The same start keeps the count: 2 of 4 now.
    expect(saved.json().data).toMatchObject({ currentValue: 2, progress: 50 });
    expect(saved.json().data.permissions).toEqual({ canEdit: true, canDelete: false, canCheckIn: true });
    // Employees hold no delete permission; HR does.
    expect((await as(report, 'DELETE', url)).statusCode).toBe(403);
  });

  it('refuses an alignment that would loop, go downward, or name another goal’s key result', async () => {
    const loop = await as(
      hr,
      'PUT',
      `${BASE}/${companyGoalId}`,
      goal(director.user.id, {
        level: 'company',
        title: 'Become the analytics platform of choice',
        measureKind: 'binary',
        parentGoalId: alignedGoalId,
        keyResults: keyResultIds.map((id, index) => ({
          id,
          title: `KR ${index + 1}`,
          measureKind: 'number',
          startValue: 0,
          targetValue: 1,
        })),
      }),
    );
    expect(loop.json().errors).toEqual([
      { path: 'parentGoalId', message: 'A company goal can align only to a goal of its level or above' },
    ]);
    const under = await as(
      report,
      'POST',
      BASE,
      goal(report.user.id, { title: 'Under', parentGoalId: privateGoalId }),
    );
    const cycle = await as(
      report,
      'PUT',
      `${BASE}/${privateGoalId}`,
      goal(report.user.id, {
        title: 'Learn Rust',
        visibility: 'private',
        measureKind: 'binary',
        parentGoalId: under.json().data.id,
      }),
    );
    expect(cycle.json().errors).toEqual([
      { path: 'parentGoalId', message: 'A goal cannot align to itself or to a goal aligned under it' },
    ]);
    // Someone who may not see the private goal sees no alignment, not its title.
    const underUrl = `${BASE}/${under.json().data.id as string}`;
    expect((await as(colleague, 'GET', underUrl)).json().data.parent).toBeNull();
    expect((await as(manager, 'GET', underUrl)).json().data.parent).toMatchObject({ id: privateGoalId });
    expect((await as(hr, 'DELETE', underUrl)).statusCode).toBe(200);
    const downward = await as(
      hr,
      'PUT',
      `${BASE}/${companyGoalId}`,
      goal(director.user.id, { title: 'Become the analytics platform of choice', measureKind: 'binary' }),
    );
    expect(downward.json().errors).toEqual([
      {
        path: 'level',
        message: 'Goals of a higher level are aligned to this one: align them elsewhere first',
      },
    ]);
    const wrongKeyResult = await as(
      report,
      'POST',
      BASE,
      goal(report.user.id, { parentGoalId: privateGoalId, parentKeyResultId: keyResultIds[0] }),
    );
    expect(wrongKeyResult.json().errors).toEqual([
      { path: 'parentKeyResultId', message: 'Choose a key result of the goal you align to' },
    ]);
  });

  it('answers 400 with the failing fields', async () => {
    const response = await as(report, 'POST', BASE, {
      level: 'individual',
      ownerId: report.user.id,
      title: ' ',
      measureKind: 'currency',
      startValue: 5,
      targetValue: 'lots',
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['targetValue', 'title']);
    const measure = await as(
      report,
      'POST',
      BASE,
      goal(report.user.id, { measureKind: 'currency', targetValue: 0 }),
    );
    expect(measure.json().errors).toEqual([
      { path: 'currency', message: 'Choose a currency' },
      { path: 'targetValue', message: 'The target must differ from the start' },
    ]);
    const weights = await as(
      report,
      'POST',
      BASE,
      goal(report.user.id, {
        keyResults: [
          { title: 'A', measureKind: 'binary', startValue: 0, targetValue: 1, weight: 70 },
          { title: 'B', measureKind: 'binary', startValue: 0, targetValue: 1, weight: 50 },
        ],
      }),
    );
    expect(weights.json().errors).toEqual([
      { path: 'keyResults', message: 'When every key result has a weight, they must add up to 100%' },
    ]);
  });

  it('closes a goal with a final check-in, telling the manager, and takes no more until reopened', async () => {
    const url = `${BASE}/${privateGoalId}`;
    const binary = await as(report, 'POST', `${url}/check-ins`, { value: 2, status: 'on_track' });
    expect(binary.json().errors).toEqual([{ path: 'value', message: 'Choose done or not done' }]);
    const closed = await as(report, 'POST', `${url}/check-ins`, {
      value: 1,
      status: 'closed',
      comment: 'Finished the book and a side project',
    });
    expect(closed.json().data).toMatchObject({ status: 'closed', progress: 100 });
    const [notice] = await t.app.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, manager.user.id),
          eq(notifications.link, `/performance/goals/${privateGoalId}`),
        ),
      );
    expect(notice?.title).toBe("Ethan Brooks's goal is closed");
    const again = await as(report, 'POST', `${url}/check-ins`, { status: 'on_track' });
    expect(again.statusCode).toBe(409);
    const reopened = await as(report, 'POST', `${url}/reopen`);
    expect(reopened.json().data.status).toBe('on_track');
  });

  it('draws the company tree: the team’s branches for a manager, everything for HR', async () => {
    const mine = await as(
      colleague,
      'POST',
      BASE,
      goal(colleague.user.id, { title: 'Colleague goal', parentGoalId: companyGoalId }),
    );
    expect(mine.statusCode).toBe(201);
    const team = await as(manager, 'GET', `${BASE}/tree?scope=team`);
    expect(team.statusCode, team.body).toBe(200);
    const titles = team.json().data.nodes.map((node: { title: string }) => node.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Become the analytics platform of choice',
        'Onboard four customers onto streaming',
      ]),
    );
    expect(titles).not.toContain('Colleague goal');
    const aligned = team.json().data.nodes.find((node: { id: string }) => node.id === alignedGoalId);
    expect(aligned).toMatchObject({
      parentId: companyGoalId,
      parentKeyResultId: keyResultIds[0],
      progress: 50,
    });
    expect((await as(manager, 'GET', `${BASE}/tree?scope=all`)).statusCode).toBe(403);
    const all = (await as(hr, 'GET', `${BASE}/tree?scope=all`)).json().data.nodes;
    expect(all.map((node: { title: string }) => node.title)).toContain('Colleague goal');
    expect(all[0]).toMatchObject({
      id: companyGoalId,
      parentId: null,
      keyResults: [{ progress: 50 }, { progress: 50 }],
    });
  });

  it('offers goals to align to, leaving out the goal and what hangs under it', async () => {
    const options = await as(
      hr,
      'GET',
      `${BASE}/alignment-options?level=department&excludeId=${companyGoalId}`,
    );
    expect(options.statusCode).toBe(200);
    // The department goal hangs under the company goal, so neither is offered.
    expect(options.json().data).toEqual([]);
    const forIndividual = await as(report, 'GET', `${BASE}/alignment-options?search=analytics`);
    expect(forIndividual.json().data).toEqual([
      expect.objectContaining({
        id: companyGoalId,
        level: 'company',
        keyResults: keyResultIds.map((id) => expect.objectContaining({ id })),
      }),
    ]);
  });

  it('deletes a goal (HR), leaving what was aligned to it unaligned', async () => {
    const deleted = await as(hr, 'DELETE', `${BASE}/${companyGoalId}`);
    expect(deleted.statusCode).toBe(200);
    const orphan = (await as(report, 'GET', `${BASE}/${alignedGoalId}`)).json().data;
    expect(orphan.parent).toBeNull();
    expect(orphan.progress).toBe(50);
  });

  it('answers 404 to another company and 403 without a goals permission', async () => {
    for (const [method, url] of [
      ['GET', `${BASE}/${alignedGoalId}`],
      ['PUT', `${BASE}/${alignedGoalId}`],
      ['DELETE', `${BASE}/${alignedGoalId}`],
      ['POST', `${BASE}/${alignedGoalId}/check-ins`],
    ] as const) {
      const payload =
        method === 'PUT' ? goal(outsider.user.id) : method === 'POST' ? { status: 'on_track' } : undefined;
      expect((await as(outsider, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    // The platform's operator holds no module permission; a help desk looks and changes nothing.
    const nobody = await signedInUser(t.app, { role: 'SUPER_ADMIN' }, hr.company);
    expect((await as(nobody, 'GET', BASE)).statusCode).toBe(403);
    expect((await as(nobody, 'GET', `${BASE}/tree`)).statusCode).toBe(403);
    const support = await signedInUser(t.app, { role: 'SUPPORT' }, hr.company);
    expect((await as(support, 'GET', `${BASE}/${alignedGoalId}`)).statusCode).toBe(200);
    expect(
      (await as(support, 'POST', `${BASE}/${alignedGoalId}/check-ins`, { status: 'off_track' })).statusCode,
    ).toBe(403);
  });
});
