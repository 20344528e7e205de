import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyValues, feedback, feedbackRecipients, performanceGoals } from '../../../db/schema/index.ts';
import { createDepartment } from '../../../db/seed/org-factories.ts';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';

const REPORTS = '/api/performance/reports';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('performance reports: /api/performance/reports', () => {
  let t: TestApp;
  let hr: SignedInUser;
  let manager: SignedInUser;
  let report: SignedInUser;
  let otherReport: SignedInUser;
  let outsider: SignedInUser;
  let engineeringId: string;

  const as = (who: SignedInUser, url: string) => injectAs(t.app, who, { method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp();
    hr = await signedInUser(t.app, { firstName: 'Harriet', lastName: 'Cole', role: 'ADMIN' });
    const company = hr.company;
    engineeringId = (await createDepartment(t.app.db, company.id, { name: 'Engineering' })).id;
    manager = await signedInUser(
      t.app,
      { firstName: 'Maya', lastName: 'Lindqvist', role: null, departmentId: engineeringId },
      company,
    );
    report = await signedInUser(
      t.app,
      {
        firstName: 'Ethan',
        lastName: 'Brooks',
        role: null,
        managerId: manager.user.id,
        departmentId: engineeringId,
      },
      company,
    );
    otherReport = await signedInUser(
      t.app,
      { firstName: 'Chloe', lastName: 'Davies', role: null, managerId: manager.user.id },
      company,
    );
    outsider = await signedInUser(t.app, { role: 'COMPANY_ADMIN' });

    // A weekly 1-on-1 between the manager and one report, its first meeting held.
    const series = await injectAs(t.app, manager, {
      method: 'POST',
      url: '/api/performance/one-on-ones',
      payload: {
        withUserId: report.user.id,
        cadence: 'weekly',
        startDate: day(10),
        startTime: '10:00',
        timezone: 'Europe/London',
        durationMinutes: 30,
      },
    });
    expect(series.statusCode, series.body).toBe(201);
    const meetingId = series.json().data.meetings[0].id as string;
    const held = await injectAs(t.app, report, {
      method: 'POST',
      url: `/api/performance/one-on-ones/meetings/${meetingId}/complete`,
    });
    expect(held.statusCode, held.body).toBe(200);

    // Praise tagged with a value, and private feedback.
    const [value] = await t.app.db
      .insert(companyValues)
      .values({ companyId: company.id, name: 'Ownership' })
      .returning();
    const [praise, note] = await t.app.db
      .insert(feedback)
      .values([
        {
          companyId: company.id,
          giverId: report.user.id,
          visibility: 'public',
          valueId: value!.id,
          body: 'Thanks!',
        },
        { companyId: company.id, giverId: manager.user.id, visibility: 'recipient', body: 'Well run.' },
      ])
      .returning();
    await t.app.db.insert(feedbackRecipients).values([
      { companyId: company.id, feedbackId: praise!.id, recipientId: otherReport.user.id },
      { companyId: company.id, feedbackId: note!.id, recipientId: report.user.id },
    ]);

    // A company goal half done, and an engineer's goal closed.
    await t.app.db.insert(performanceGoals).values([
      {
        companyId: company.id,
        level: 'company',
        ownerId: hr.user.id,
        createdById: hr.user.id,
        title: 'Grow revenue',
        measureKind: 'percentage',
        targetValue: 100,
        progress: 0.5,
        status: 'on_track',
      },
      {
        companyId: company.id,
        level: 'individual',
        ownerId: report.user.id,
        createdById: report.user.id,
        title: 'Ship the importer',
        measureKind: 'binary',
        progress: 1,
        status: 'closed',
      },
    ]);
  });
  afterAll(() => t.close());

  it('counts the 1-on-1s each manager holds with their reports, by week and by manager', async () => {
    const response = await as(hr, `${REPORTS}/one-on-ones?from=${day(0)}&to=${day(30)}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.range).toEqual({ from: day(0), to: day(30) });
    expect(data.weeks.reduce((sum: number, week: { held: number }) => sum + week.held, 0)).toBe(1);
    expect(data.managers).toEqual([
      expect.objectContaining({
        name: 'Maya Lindqvist',
        department: 'Engineering',
        directReports: 2,
        reportsWithSeries: 1,
        reportsMet: 1,
        meetingsHeld: 1,
        averageDaysBetween: null,
      }),
    ]);
    // Twelve weeks by default, ending this week.
    const fallback = (await as(hr, `${REPORTS}/one-on-ones`)).json().data;
    expect(fallback.weeks).toHaveLength(12);
    expect(fallback.managers[0].meetingsHeld).toBe(0);
  });

  it('counts feedback by week, department and value, and the requests', async () => {
    const data = (await as(hr, `${REPORTS}/feedback`)).json().data;
    const total = (key: 'praise' | 'private') =>
      data.weeks.reduce((sum: number, week: Record<string, number>) => sum + week[key]!, 0);
    expect([total('praise'), total('private')]).toEqual([1, 1]);
    expect(data.byValue).toEqual([expect.objectContaining({ name: 'Ownership', praise: 1 })]);
    const engineering = data.byDepartment.find((row: { name: string }) => row.name === 'Engineering');
    expect(engineering).toMatchObject({ people: 2, given: 2, received: 1 });
    const none = data.byDepartment.find((row: { name: string }) => row.name === 'No department');
    expect(none).toMatchObject({ given: 0, received: 1 });
    expect(data.requests).toEqual({ asked: 0, answered: 0, declined: 0, pending: 0 });

    const filtered = (await as(hr, `${REPORTS}/feedback?departmentId=${engineeringId}`)).json().data;
    expect(filtered.byDepartment.map((row: { name: string }) => row.name)).toEqual(['Engineering']);
  });

  it('puts goals in their department, company goals in a row of their own', async () => {
    const data = (await as(hr, `${REPORTS}/goals`)).json().data;
    expect(data.statusTotals).toEqual({ on_track: 1, progressing: 0, off_track: 0, closed: 1 });
    expect(data.byDepartment).toEqual([
      expect.objectContaining({ name: 'Company', goals: 1, averageProgress: 50, on_track: 1 }),
      expect.objectContaining({ name: 'Engineering', goals: 1, averageProgress: 100, closed: 1 }),
    ]);
    const companyOnly = (await as(hr, `${REPORTS}/goals?level=company`)).json().data;
    expect(companyOnly.byDepartment.map((row: { name: string }) => row.name)).toEqual(['Company']);
    // Neither goal belongs to a cycle.
    const inCycle = (await as(hr, `${REPORTS}/goals?cycleId=${randomUUID()}`)).json().data;
    expect(inCycle.byDepartment).toEqual([]);
  });

  it('exports each report’s main table as CSV', async () => {
    const response = await as(hr, `${REPORTS}/one-on-ones/export.csv?from=${day(0)}&to=${day(30)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const [header, first] = response.body.trim().split(/\r?\n/);
    expect(header).toContain('Manager,Department,Direct reports');
    expect(first).toContain('Maya Lindqvist,Engineering,2,1,1,1');
    const goals = await as(hr, `${REPORTS}/goals/export.csv`);
    expect(goals.body).toContain('Company,1,50,1,0,0,0');
  });

  it('refuses a reversed range naming the field, an employee without the report, and shows another company nothing', async () => {
    const reversed = await as(hr, `${REPORTS}/feedback?from=${day(5)}&to=${day(0)}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors[0].path).toBe('to');
    for (const kind of ['one-on-ones', 'feedback', 'goals'])
      expect((await as(manager, `${REPORTS}/${kind}`)).statusCode).toBe(403);
    const elsewhere = (await as(outsider, `${REPORTS}/goals`)).json().data;
    expect(elsewhere.byDepartment).toEqual([]);
    expect((await as(outsider, `${REPORTS}/one-on-ones`)).json().data.managers).toEqual([]);
  });
});
