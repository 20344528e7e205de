import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';

const SETTINGS = '/api/performance/one-on-ones/settings';
const LOG = '/api/performance/one-on-ones/log';

/** A day three weeks ahead, as YYYY-MM-DD. */
const inThreeWeeks = () => new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);

describe('settings → 1-on-1s and the 1-on-1 log', () => {
  let t: TestApp;
  let hr: SignedInUser;
  let manager: SignedInUser;
  let report: SignedInUser;
  let outsider: SignedInUser;

  const as = (who: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    hr = await signedInUser(t.app, { firstName: 'Harriet', lastName: 'Cole', role: 'ADMIN' });
    manager = await signedInUser(t.app, { firstName: 'Maya', lastName: 'Lindqvist', role: null }, hr.company);
    report = await signedInUser(
      t.app,
      { firstName: 'Ethan', lastName: 'Brooks', role: null, managerId: manager.user.id },
      hr.company,
    );
    outsider = await signedInUser(t.app, { role: 'COMPANY_ADMIN' });
  });
  afterAll(() => t.close());

  it('starts weekly and half an hour, which anyone scheduling reads and only a settings holder changes', async () => {
    const initial = await as(report, 'GET', SETTINGS);
    expect(initial.statusCode).toBe(200);
    expect(initial.json().data).toEqual({ defaultCadence: 'weekly', defaultDurationMinutes: 30 });

    const refused = await as(manager, 'PUT', SETTINGS, {
      defaultCadence: 'monthly',
      defaultDurationMinutes: 45,
    });
    expect(refused.statusCode).toBe(403);

    const saved = await as(hr, 'PUT', SETTINGS, { defaultCadence: 'biweekly', defaultDurationMinutes: 45 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await as(report, 'GET', SETTINGS)).json().data).toEqual({
      defaultCadence: 'biweekly',
      defaultDurationMinutes: 45,
    });
    // Another company keeps its own defaults.
    expect((await as(outsider, 'GET', SETTINGS)).json().data.defaultCadence).toBe('weekly');
  });

  it('refuses a cadence or length it does not know, naming the field', async () => {
    const response = await as(hr, 'PUT', SETTINGS, { defaultCadence: 'daily', defaultDurationMinutes: 5 });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().errors as Array<{ path: string }>).map((error) => error.path);
    expect(fields).toEqual(expect.arrayContaining(['defaultCadence', 'defaultDurationMinutes']));
  });

  it('logs every series of the company with counts and dates for its admins, and nothing of another company', async () => {
    const created = await as(manager, 'POST', '/api/performance/one-on-ones', {
      withUserId: report.user.id,
      cadence: 'weekly',
      startDate: inThreeWeeks(),
      startTime: '09:30',
      timezone: 'Europe/London',
      durationMinutes: 30,
    });
    expect(created.statusCode, created.body).toBe(201);

    expect((await as(manager, 'GET', LOG)).statusCode).toBe(403);
    const log = await as(hr, 'GET', LOG);
    expect(log.statusCode, log.body).toBe(200);
    const body = log.json().data;
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({ meetingsHeld: 0, status: 'active', isParticipant: false });
    expect(body.items[0]).not.toHaveProperty('meetings');
    expect(body.summary).toEqual({
      activeSeries: 1,
      cancelledSeries: 0,
      meetingsHeldLast30Days: 0,
      activeNotMetIn30Days: 1,
    });

    // The first meeting held (it is dated three weeks ahead, so within the last 30 days' window).
    const meetingId = created.json().data.meetings[0].id as string;
    const held = await as(report, 'POST', `/api/performance/one-on-ones/meetings/${meetingId}/complete`);
    expect(held.statusCode, held.body).toBe(200);
    const after = (await as(hr, 'GET', LOG)).json().data;
    expect(after.items[0].meetingsHeld).toBe(1);
    expect(after.summary).toMatchObject({ meetingsHeldLast30Days: 1, activeNotMetIn30Days: 0 });

    const elsewhere = (await as(outsider, 'GET', LOG)).json().data;
    expect(elsewhere.total).toBe(0);
    expect(elsewhere.summary.activeSeries).toBe(0);
  });
});
