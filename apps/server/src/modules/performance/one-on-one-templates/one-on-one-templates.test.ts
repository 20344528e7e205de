import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';

const BASE = '/api/performance/one-on-ones/templates';

describe('1-on-1 templates: /api/performance/one-on-ones/templates', () => {
  let t: TestApp;
  let hr: SignedInUser;
  let employee: SignedInUser;
  let outsider: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    hr = await signedInUser(t.app, { role: 'ADMIN' });
    employee = await signedInUser(t.app, { role: null }, hr.company);
    outsider = await signedInUser(t.app, { role: 'COMPANY_ADMIN' });
  });
  afterAll(() => t.close());

  it('adds, duplicates under a free name, deactivates and deletes templates; employees read the active ones', async () => {
    const body = {
      name: 'Weekly check-in',
      description: 'Usual agenda',
      talkingPoints: ['Wins', 'Blockers'],
    };
    const created = await injectAs(t.app, hr, { method: 'POST', url: BASE, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({ ...body, isActive: true });

    const taken = await injectAs(t.app, hr, {
      method: 'POST',
      url: BASE,
      payload: { ...body, name: 'weekly CHECK-in' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([
      { path: 'name', message: 'A template with this name already exists' },
    ]);

    const copy = await injectAs(t.app, hr, { method: 'POST', url: `${BASE}/${id}/duplicate` });
    expect(copy.json().data.name).toBe('Weekly check-in (copy)');
    const again = await injectAs(t.app, hr, { method: 'POST', url: `${BASE}/${id}/duplicate` });
    expect(again.json().data.name).toBe('Weekly check-in (copy 2)');

    const off = await injectAs(t.app, hr, {
      method: 'PUT',
      url: `${BASE}/${copy.json().data.id}`,
      payload: { ...body, name: 'Old agenda', isActive: false },
    });
    expect(off.json().data).toMatchObject({ name: 'Old agenda', isActive: false });

    const offered = await injectAs(t.app, employee, { method: 'GET', url: `${BASE}?active=true` });
    expect(offered.json().data.map((template: { name: string }) => template.name)).toEqual([
      'Weekly check-in',
      'Weekly check-in (copy 2)',
    ]);
    expect((await injectAs(t.app, employee, { method: 'POST', url: BASE, payload: body })).statusCode).toBe(
      403,
    );
    expect((await injectAs(t.app, outsider, { method: 'DELETE', url: `${BASE}/${id}` })).statusCode).toBe(
      404,
    );
    expect((await injectAs(t.app, hr, { method: 'DELETE', url: `${BASE}/${id}` })).statusCode).toBe(200);
    const all = await injectAs(t.app, hr, { method: 'GET', url: BASE });
    expect(all.json().data.map((template: { name: string }) => template.name)).toEqual([
      'Old agenda',
      'Weekly check-in (copy 2)',
    ]);
  });

  it('refuses a template without points, naming the field', async () => {
    const response = await injectAs(t.app, hr, {
      method: 'POST',
      url: BASE,
      payload: { name: ' ', talkingPoints: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['name', 'talkingPoints']);
  });

  it('starts a new series from an active template', async () => {
    const template = await injectAs(t.app, hr, {
      method: 'POST',
      url: BASE,
      payload: { name: 'Career', talkingPoints: ['Where next?', 'Skills to grow'] },
    });
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const series = await injectAs(t.app, hr, {
      method: 'POST',
      url: '/api/performance/one-on-ones',
      payload: {
        withUserId: employee.user.id,
        cadence: 'monthly',
        startDate: start,
        startTime: '09:00',
        timezone: 'Europe/London',
        durationMinutes: 45,
        templateId: template.json().data.id,
      },
    });
    expect(series.statusCode, series.body).toBe(201);
    const meeting = await injectAs(t.app, employee, {
      method: 'GET',
      url: `/api/performance/one-on-ones/meetings/${series.json().data.nextMeeting.id}`,
    });
    expect(meeting.json().data.talkingPoints.map((point: { text: string }) => point.text)).toEqual([
      'Where next?',
      'Skills to grow',
    ]);
  });
});
