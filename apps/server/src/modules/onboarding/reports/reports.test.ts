import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingHireVisibility, users } from '../../../db/schema/index.ts';
import { signedInWithRole, type SignedInUser } from '../../../../test/test-app.ts';
import {
  errorPathsOf,
  onboardingTestApp,
  type OnboardingTestApp,
} from '../../../../test/onboarding-company.ts';
import { reportsData } from '../../../../test/onboarding-reports-data.ts';

const REPORTS = '/api/onboarding/reports';
const NO_TASK_TIMES = { onTimePercent: null, medianDays: null, averageDays: null };

describe('onboarding reports', () => {
  let t: OnboardingTestApp;
  let data: Awaited<ReturnType<typeof reportsData>>;
  let viewer: SignedInUser;
  let hiresOnly: SignedInUser;

  beforeAll(async () => {
    t = await onboardingTestApp();
    data = await reportsData(t);
    viewer = await signedInWithRole(t.app, t.acme.company, {
      name: 'Report viewer',
      permissions: ['onb.module.reports.report.view'],
    });
    hiresOnly = await signedInWithRole(t.app, t.acme.company, {
      name: 'Hires only',
      permissions: ['onb.module.new_hires.new_hire.view', 'onb.module.reports.report.export'],
    });
  });
  afterAll(() => t.close());

  const report = async <T>(kind: string, query = '', who: SignedInUser = t.acme.admin) => {
    const response = await t.as(who, 'GET', `${REPORTS}/${kind}${query ? `?${query}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as T;
  };
  const byName = <T extends { name: string }>(rows: T[]) =>
    Object.fromEntries(rows.map((row) => [row.name, row]));

  it('counts task completion and time to done by task of the plan, hand-added tasks by name', async () => {
    const rows = await report<Array<{ name: string; templateId: string | null }>>(
      'tasks-by-template',
      '',
      viewer,
    );
    expect(rows).toHaveLength(4);
    expect(byName(rows)).toEqual({
      Laptop: expect.objectContaining({
        templateId: data.laptop.id,
        total: 3,
        done: 1,
        skipped: 0,
        open: 2,
        // Ada's (the IT group's) is overdue; Grace's is past due but her onboarding was cancelled.
        overdueNow: 1,
        onTimePercent: 100,
        medianDays: 2,
        averageDays: 2,
      }),
      'Welcome lunch': expect.objectContaining({
        templateId: data.lunch.id,
        total: 2,
        done: 1,
        skipped: 1,
        open: 0,
        overdueNow: 0,
        onTimePercent: 0,
        medianDays: 6,
        averageDays: 6,
      }),
      'Sign NDA': expect.objectContaining({
        templateId: null,
        total: 1,
        open: 1,
        overdueNow: 1,
        ...NO_TASK_TIMES,
      }),
      '=SUM(A1)': expect.objectContaining({
        templateId: null,
        total: 1,
        open: 1,
        overdueNow: 1,
        ...NO_TASK_TIMES,
      }),
    });
  });

  it('counts by assignee: people, groups, and the tasks nobody holds last', async () => {
    const rows = await report<Array<{ name: string; kind: string; id: string | null }>>('tasks-by-assignee');
    expect(rows.at(-1)).toMatchObject({
      kind: 'unassigned',
      id: null,
      name: 'Unassigned',
      total: 1,
      overdueNow: 1,
    });
    expect(byName(rows)).toEqual({
      'Maya Manager': expect.objectContaining({
        kind: 'person',
        id: data.maya.user.id,
        total: 5,
        done: 2,
        skipped: 1,
        open: 2,
        overdueNow: 1,
        onTimePercent: 50,
        medianDays: 4,
        averageDays: 4,
      }),
      IT: expect.objectContaining({ kind: 'group', id: data.it.id, total: 1, open: 1, overdueNow: 1 }),
      Unassigned: expect.objectContaining({ total: 1 }),
    });
  });

  it('counts only the hires the filters keep', async () => {
    const laptops = async (query: string) =>
      byName(await report<Array<{ name: string; total: number }>>('tasks-by-template', query)).Laptop
        ?.total ?? 0;
    expect(await laptops('states=pending,onboarding')).toBe(2);
    expect(await laptops(`departmentId=${t.acme.department.id}`)).toBe(1);
    expect(await laptops(`locationId=${t.acme.location.id}`)).toBe(1);
    expect(await laptops(`startFrom=${data.day(0)}`)).toBe(1);
    expect(await laptops(`startFrom=${data.day(-30)}&startTo=${data.day(-30)}`)).toBe(1);
    expect(await laptops('startFrom=2030-01-01')).toBe(0);
  });

  it('counts new hires by start month and state', async () => {
    expect(await report('hires-by-month', 'startFrom=2031-01-01')).toEqual([
      { month: '2031-03', pending: 1, onboarding: 0, complete: 0, cancelled: 1, total: 2 },
      { month: '2031-04', pending: 1, onboarding: 0, complete: 0, cancelled: 0, total: 1 },
    ]);
    expect(await report('hires-by-month', 'startFrom=2031-01-01&states=cancelled')).toEqual([
      { month: '2031-03', pending: 0, onboarding: 0, complete: 0, cancelled: 1, total: 1 },
    ]);
  });

  it('counts the documents sent for signature by template and state', async () => {
    const rows = await report<Array<{ name: string }>>('e-signature');
    expect(byName(rows)).toEqual({
      'Employment contract': expect.objectContaining({
        waitingForSignature: 2,
        waitingForCounterSignature: 1,
        completed: 1,
        cancelled: 0,
        total: 4,
      }),
      'Old NDA': expect.objectContaining({ templateId: null, cancelled: 1, total: 1 }),
    });
    // Grace's onboarding was cancelled: only the state filter leaves her document out.
    expect(byName(await report<Array<{ name: string }>>('e-signature', 'states=onboarding'))).toEqual({
      'Employment contract': expect.objectContaining({
        waitingForSignature: 0,
        waitingForCounterSignature: 1,
        total: 1,
      }),
      'Old NDA': expect.objectContaining({ cancelled: 1, total: 1 }),
    });
  });

  it("gives each rating question's average and the written answers, newest first", async () => {
    expect(await report('feedback')).toEqual({
      ratings: [
        expect.objectContaining({
          setName: 'First week',
          question: 'How welcome did you feel?',
          answers: 2,
          averageRating: 4.5,
        }),
      ],
      texts: [
        expect.objectContaining({
          hireName: 'Ada Example',
          question: 'What could be better?',
          answer: '=1+1',
        }),
        expect.objectContaining({ hireName: 'Alan Example', answer: 'More coffee' }),
      ],
    });
    expect(await report('feedback', 'states=onboarding')).toMatchObject({
      ratings: [{ answers: 1, averageRating: 4 }],
      texts: [{ hireName: 'Alan Example' }],
    });
  });

  it("never counts another company's hires, nor shows them to it", async () => {
    const globexTasks = await report<Array<{ name: string; total: number }>>(
      'tasks-by-template',
      '',
      t.globex.admin,
    );
    expect(globexTasks).toEqual([expect.objectContaining({ name: 'Laptop', total: 1, overdueNow: 1 })]);
    expect(await report('e-signature', '', t.globex.admin)).toEqual([
      expect.objectContaining({ name: 'Employment contract', waitingForSignature: 1, total: 1 }),
    ]);
    expect(await report('feedback', '', t.globex.admin)).toEqual({ ratings: [], texts: [] });
    expect(await report('hires-by-month', 'startFrom=2031-01-01', t.globex.admin)).toEqual([]);
  });

  it('counts only the hires the caller may see (settings → permission)', async () => {
    const engineer = await signedInWithRole(t.app, t.acme.company, {
      name: 'Department lead',
      permissions: ['onb.module.reports.report.view', 'onb.module.reports.report.export'],
    });
    await t.app.db
      .update(users)
      .set({ departmentId: t.acme.department.id })
      .where(eq(users.id, engineer.user.id));
    await t.app.db.insert(onboardingHireVisibility).values({
      companyId: t.acme.company.id,
      roleKey: engineer.user.customRoleId!,
      scope: 'department',
    });
    // Alan is the only hire of Engineering.
    const rows = byName(
      await report<Array<{ name: string; total: number }>>('tasks-by-template', '', engineer),
    );
    expect(Object.keys(rows).sort()).toEqual(['=SUM(A1)', 'Laptop', 'Sign NDA', 'Welcome lunch']);
    expect(rows.Laptop).toMatchObject({ total: 1, done: 1 });
    expect(await report('hires-by-month', 'startFrom=2031-01-01', engineer)).toEqual([]);
    expect(await report('feedback', '', engineer)).toMatchObject({
      ratings: [{ answers: 1 }],
      texts: [{ hireName: 'Alan Example' }],
    });
    const csv = await t.as(engineer, 'GET', `${REPORTS}/tasks-by-template/export.csv`);
    expect(csv.body).toContain('Laptop,1,1,0,0,0,100,2,2');
  });

  it('refuses bad filters, naming each field', async () => {
    const bad = async (query: string) => {
      const response = await t.as(t.acme.admin, 'GET', `${REPORTS}/tasks-by-template?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      return errorPathsOf(response);
    };
    expect(await bad('startFrom=2026-13-01&departmentId=nope&locationId=1')).toEqual([
      'departmentId',
      'locationId',
      'startFrom',
    ]);
    expect(await bad('states=pending,archived')).toEqual(['states.1']);
    expect(await bad('startFrom=2026-05-02&startTo=2026-05-01')).toEqual(['startTo']);
    const csv = await t.as(t.acme.admin, 'GET', `${REPORTS}/feedback/export.csv?startTo=yesterday`);
    expect(csv.statusCode).toBe(400);
    expect(errorPathsOf(csv)).toEqual(['startTo']);
  });

  it('answers 403 without the permission to view or to export', async () => {
    for (const kind of [
      'tasks-by-template',
      'tasks-by-assignee',
      'e-signature',
      'hires-by-month',
      'feedback',
    ]) {
      expect((await t.as(hiresOnly, 'GET', `${REPORTS}/${kind}`)).statusCode).toBe(403);
      expect((await t.as(viewer, 'GET', `${REPORTS}/${kind}/export.csv`)).statusCode).toBe(403);
    }
  });

  const exported = async (kind: string, query = '') => {
    const response = await t.as(
      t.acme.admin,
      'GET',
      `${REPORTS}/${kind}/export.csv${query ? `?${query}` : ''}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="onboarding-${kind}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    return { text: response.body, rows: Papa.parse<string[]>(response.body.trim()).data };
  };

  it('exports each report as CSV with its filters, formulas defused', async () => {
    const tasks = await exported('tasks-by-template');
    expect(tasks.rows[0]).toEqual([
      'Task',
      'Total',
      'Done',
      'Skipped',
      'Open',
      'Overdue now',
      'On time %',
      'Median days to done',
      'Average days to done',
    ]);
    expect(tasks.rows).toContainEqual(['Laptop', '3', '1', '0', '2', '1', '100', '2', '2']);
    // A cell a spreadsheet would run is written as text.
    expect(tasks.rows).toContainEqual(["'=SUM(A1)", '1', '0', '0', '1', '1', '', '', '']);
    expect(tasks.text).not.toMatch(/(^|,)=SUM/m);

    expect((await exported('tasks-by-assignee')).rows).toContainEqual([
      'Maya Manager',
      'person',
      '5',
      '2',
      '1',
      '2',
      '1',
      '50',
      '4',
      '4',
    ]);
    expect((await exported('hires-by-month', 'startFrom=2031-01-01')).rows).toEqual([
      ['Start month', 'Pending', 'Onboarding', 'Complete', 'Cancelled', 'Total'],
      ['2031-03', '1', '0', '0', '1', '2'],
      ['2031-04', '1', '0', '0', '0', '1'],
    ]);
    expect((await exported('e-signature', 'states=onboarding')).rows).toContainEqual([
      'Employment contract',
      '0',
      '1',
      '0',
      '0',
      '1',
    ]);
    const feedback = await exported('feedback');
    expect(feedback.rows[1]).toEqual(['First week', 'How welcome did you feel?', '2', '4.5', '', '', '']);
    expect(feedback.rows[2]!.slice(0, 6)).toEqual([
      'First week',
      'What could be better?',
      '',
      '',
      'Ada Example',
      "'=1+1",
    ]);
    expect(feedback.rows).toHaveLength(4);
  });
});
