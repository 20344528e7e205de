import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingHireVisibility, users } from '../../../db/schema/index.ts';
import { signedInWithRole, type SignedInUser } from '../../../../test/test-app.ts';
import { onboardingTestApp, type OnboardingTestApp } from '../../../../test/onboarding-company.ts';
import { reportsData } from '../../../../test/onboarding-reports-data.ts';
import { addDays } from '../plan/plan-rules.ts';
import { mondayOf } from './dashboard.service.ts';

const DASHBOARD = '/api/onboarding/dashboard';

describe('onboarding dashboard', () => {
  let t: OnboardingTestApp;
  let data: Awaited<ReturnType<typeof reportsData>>;
  let reporter: SignedInUser;

  beforeAll(async () => {
    t = await onboardingTestApp();
    data = await reportsData(t);
    reporter = await signedInWithRole(t.app, t.acme.company, {
      name: 'Reports only',
      permissions: ['onb.module.reports.report.view'],
    });
  });
  afterAll(() => t.close());

  const read = async <T>(url: string, who: SignedInUser = t.acme.admin) => {
    const response = await t.as(who, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as T;
  };

  it('shows the upcoming starts and the hires onboarding now with their completion', async () => {
    expect(await read(DASHBOARD)).toMatchObject({
      today: data.today,
      // Hal and Joe start in 2031; Grace's onboarding was cancelled.
      upcoming: { total: 1, items: [{ id: data.ada, name: 'Ada Example', startDate: data.day(10) }] },
      inProgress: {
        total: 1,
        // Alan's laptop and lunch done of his four tasks.
        completionPercent: 50,
        items: [
          {
            id: data.alan,
            name: 'Alan Example',
            departmentName: 'Engineering',
            tasks: { total: 4, done: 2, overdue: 2 },
          },
        ],
      },
    });
  });

  it('counts tasks done and due per week over the last twelve weeks, Monday first', async () => {
    const { completionByWeek } = await read<{
      completionByWeek: Array<{ weekStart: string; completed: number; due: number }>;
    }>(DASHBOARD);
    const firstWeek = addDays(mondayOf(data.today), -77);
    expect(completionByWeek.map((week) => week.weekStart)).toEqual(
      Array.from({ length: 12 }, (_, n) => addDays(firstWeek, n * 7)),
    );
    const weekOf = (date: string) =>
      Math.floor((Date.parse(mondayOf(date)) - Date.parse(firstWeek)) / 604_800_000);
    const expected = completionByWeek.map(() => ({ completed: 0, due: 0 }));
    // Done: Alan's laptop and lunch. Due: those two, his NDA and formula task, Ada's laptop; not Ada's
    // skipped lunch, nor anything of Grace's (cancelled) or of Globex.
    for (const day of [-23, -19]) expected[weekOf(data.day(day))]!.completed += 1;
    for (const day of [-21, -20, -10, -1, -2]) expected[weekOf(data.day(day))]!.due += 1;
    expect(completionByWeek.map(({ completed, due }) => ({ completed, due }))).toEqual(expected);
  });

  it('counts who has how many overdue tasks, their groups’ included, as My tasks does', async () => {
    expect(await read(`${DASHBOARD}/overdue`)).toEqual({
      people: [
        { userId: data.ian.user.id, name: 'Ian Tech', overdue: 1 },
        { userId: data.maya.user.id, name: 'Maya Manager', overdue: 1 },
      ],
      unassigned: 1,
    });
  });

  it('lists the documents waiting on a signer, the longest waiting first', async () => {
    expect(await read(`${DASHBOARD}/signatures`)).toMatchObject({
      // Grace's is left out: her onboarding was cancelled.
      waitingForSignature: 1,
      waitingForCounterSignature: 1,
      items: [
        {
          newHireId: data.ada,
          hireName: 'Ada Example',
          state: 'waiting_for_signature',
          name: 'Employment contract',
        },
        { newHireId: data.alan, hireName: 'Alan Example', state: 'waiting_for_counter_signature' },
      ],
    });
  });

  it('shows another company only its own hires, tasks and documents', async () => {
    expect(await read(DASHBOARD, t.globex.admin)).toMatchObject({
      upcoming: { total: 1, items: [{ name: 'Gil Outsider' }] },
      inProgress: { total: 1, completionPercent: 0, items: [{ tasks: { total: 1, done: 0, overdue: 1 } }] },
    });
    expect(await read(`${DASHBOARD}/overdue`, t.globex.admin)).toEqual({ people: [], unassigned: 1 });
    expect(await read(`${DASHBOARD}/signatures`, t.globex.admin)).toMatchObject({
      waitingForSignature: 1,
      waitingForCounterSignature: 0,
      items: [{ hireName: 'Gil Outsider' }],
    });
  });

  it('counts only the hires the caller may see (settings → permission)', async () => {
    const lead = await signedInWithRole(t.app, t.acme.company, {
      name: 'Department lead',
      permissions: [
        'onb.module.new_hires.new_hire.view',
        'onb.module.tasks.task.view.all',
        'onb.module.e_signature.request.view',
      ],
    });
    await t.app.db
      .update(users)
      .set({ departmentId: t.acme.department.id })
      .where(eq(users.id, lead.user.id));
    await t.app.db.insert(onboardingHireVisibility).values({
      companyId: t.acme.company.id,
      roleKey: lead.user.customRoleId!,
      scope: 'department',
    });
    // Alan is Engineering's only hire: Ada (and her laptop, the IT group's) is out of sight.
    expect(await read(DASHBOARD, lead)).toMatchObject({
      upcoming: { total: 0, items: [] },
      inProgress: { total: 1, items: [{ id: data.alan }] },
    });
    expect(await read(`${DASHBOARD}/overdue`, lead)).toEqual({
      people: [{ userId: data.maya.user.id, name: 'Maya Manager', overdue: 1 }],
      unassigned: 1,
    });
    expect(await read(`${DASHBOARD}/signatures`, lead)).toMatchObject({
      waitingForSignature: 0,
      waitingForCounterSignature: 1,
      items: [{ newHireId: data.alan }],
    });
  });

  it('answers 403 to whoever may not see what a card shows', async () => {
    for (const url of [DASHBOARD, `${DASHBOARD}/overdue`, `${DASHBOARD}/signatures`])
      expect((await t.as(reporter, 'GET', url)).statusCode).toBe(403);
    const hiresOnly = await signedInWithRole(t.app, t.acme.company, {
      name: 'Hires only',
      permissions: ['onb.module.new_hires.new_hire.view'],
    });
    expect((await t.as(hiresOnly, 'GET', DASHBOARD)).statusCode).toBe(200);
    expect((await t.as(hiresOnly, 'GET', `${DASHBOARD}/overdue`)).statusCode).toBe(403);
    expect((await t.as(hiresOnly, 'GET', `${DASHBOARD}/signatures`)).statusCode).toBe(403);
  });
});
