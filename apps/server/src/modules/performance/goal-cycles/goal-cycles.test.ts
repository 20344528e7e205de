import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';

const BASE = '/api/performance/goal-cycles';

describe('goal cycles: /api/performance/goal-cycles', () => {
  let t: TestApp;
  let hr: SignedInUser;
  let employee: SignedInUser;
  let outsider: SignedInUser;
  let cycleId: string;

  const as = (who: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, ...(payload ? { payload } : {}) });
  const q3 = { name: 'Q3 2026', startDate: '2026-07-01', endDate: '2026-09-30' };

  beforeAll(async () => {
    t = await createTestApp();
    hr = await signedInUser(t.app, { role: 'ADMIN' });
    employee = await signedInUser(t.app, { role: null }, hr.company);
    outsider = await signedInUser(t.app, { role: 'COMPANY_ADMIN' });
  });
  afterAll(() => t.close());

  it('adds a cycle with prf.settings.goals.cycle.manage only, refusing a taken name or a backward period', async () => {
    expect((await as(employee, 'POST', BASE, q3)).statusCode).toBe(403);
    const created = await as(hr, 'POST', BASE, q3);
    expect(created.statusCode, created.body).toBe(201);
    cycleId = created.json().data.id;
    expect(created.json().data).toMatchObject({ ...q3, isActive: true, goalCount: 0 });
    const taken = await as(hr, 'POST', BASE, { ...q3, name: 'q3 2026' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([
      { path: 'name', message: 'A goal cycle with this name already exists' },
    ]);
    const backward = await as(hr, 'POST', BASE, {
      name: 'Backward',
      startDate: '2026-09-30',
      endDate: '2026-07-01',
    });
    expect(backward.json().errors).toEqual([
      { path: 'endDate', message: 'The end date cannot be before the start date' },
    ]);
  });

  it('lists cycles to everyone who sees goals, each with its goal count', async () => {
    const goal = await as(employee, 'POST', '/api/performance/goals', {
      level: 'individual',
      ownerId: employee.user.id,
      title: 'Ship it',
      measureKind: 'binary',
      startValue: 0,
      targetValue: 1,
      cycleId,
    });
    expect(goal.statusCode, goal.body).toBe(201);
    const listed = await as(employee, 'GET', BASE);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([expect.objectContaining({ id: cycleId, goalCount: 1 })]);
    const inCycle = await as(employee, 'GET', `/api/performance/goals?cycleId=${cycleId}`);
    expect(inCycle.json().data.items.map((item: { title: string }) => item.title)).toEqual(['Ship it']);
    expect((await as(outsider, 'GET', BASE)).json().data).toEqual([]);
  });

  it('makes a cycle inactive, after which new goals cannot join it', async () => {
    const saved = await as(hr, 'PUT', `${BASE}/${cycleId}`, { ...q3, isActive: false });
    expect(saved.json().data).toMatchObject({ isActive: false, goalCount: 1 });
    const refused = await as(employee, 'POST', '/api/performance/goals', {
      level: 'individual',
      ownerId: employee.user.id,
      title: 'Too late',
      measureKind: 'binary',
      startValue: 0,
      targetValue: 1,
      cycleId,
    });
    expect(refused.json().errors).toEqual([
      { path: 'cycleId', message: 'This goal cycle is inactive: choose an active one' },
    ]);
  });

  it('deletes only a cycle without goals; 404 for another company', async () => {
    const used = await as(hr, 'DELETE', `${BASE}/${cycleId}`);
    expect(used.statusCode).toBe(409);
    expect((await as(outsider, 'PUT', `${BASE}/${cycleId}`, q3)).statusCode).toBe(404);
    expect((await as(outsider, 'DELETE', `${BASE}/${cycleId}`)).statusCode).toBe(404);
    const spare = await as(hr, 'POST', BASE, {
      name: 'Spare',
      startDate: '2026-10-01',
      endDate: '2026-12-31',
    });
    expect((await as(hr, 'DELETE', `${BASE}/${spare.json().data.id as string}`)).statusCode).toBe(200);
    expect((await as(hr, 'GET', BASE)).json().data).toHaveLength(1);
  });
});
