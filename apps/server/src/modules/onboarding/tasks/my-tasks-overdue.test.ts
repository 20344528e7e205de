import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newHireTasks } from '../../../db/schema/index.ts';
import { createGroup } from '../../../db/seed/org-factories.ts';
import { signedInUser, signedInWithRole, type SignedInUser } from '../../../../test/test-app.ts';
import {
  NEW_HIRES_URL as HIRES,
  onboardingTestApp,
  type OnboardingTestApp,
} from '../../../../test/onboarding-company.ts';
import { addDays, todayIn } from '../plan/plan-rules.ts';

const MY = '/api/onboarding/my-tasks';

describe('my tasks: the count of open overdue tasks beside the total', () => {
  let t: OnboardingTestApp;
  let maya: SignedInUser;
  let ian: SignedInUser;
  let hr: SignedInUser;
  const today = todayIn('UTC');

  beforeAll(async () => {
    t = await onboardingTestApp();
    maya = await signedInUser(t.app, { role: null, firstName: 'Maya', lastName: 'Manager' }, t.acme.company);
    ian = await signedInUser(t.app, { role: null, firstName: 'Ian', lastName: 'Tech' }, t.acme.company);
    hr = await signedInWithRole(t.app, t.acme.company, {
      name: 'HR',
      permissions: ['onb.module.tasks.task.view.all'],
    });
    const it = await createGroup(t.app.db, t.acme.company.id, { name: 'IT' }, [ian.user.id]);
    for (const task of [
      { name: 'Plan week one', assigneeRole: 'manager', dueOffsetDays: -3 },
      { name: 'Lunch', assigneeRole: 'manager', dueOffsetDays: 10 },
      { name: 'Laptop', assigneeRole: 'it', assigneeGroupId: it.id, dueOffsetDays: -7 },
      { name: 'Say hello', assigneeRole: 'buddy', dueOffsetDays: 0 },
    ])
      await t.addPlanTask(task);
    // Alan started five days ago: his week-one plan and laptop are overdue. Ada starts in 20 days.
    const hire = async (first: string, startDate: string) =>
      (
        await t.addHire({
          legalFirstName: first,
          legalLastName: 'Example',
          personalEmail: `${first.toLowerCase()}@example.test`,
          startDate,
          managerUserId: maya.user.id,
        })
      ).id;
    const alan = await hire('Alan', addDays(today, -5));
    await hire('Ada', addDays(today, 20));
    // Grace started a week ago too, but her onboarding was cancelled: her tasks count for no one.
    const grace = await hire('Grace', addDays(today, -7));
    expect((await t.as(t.acme.admin, 'POST', `${HIRES}/${grace}/cancel`)).statusCode).toBe(200);
    // A done task is not overdue, however late: Alan's laptop came early.
    await t.app.db
      .update(newHireTasks)
      .set({ status: 'done' })
      .where(and(eq(newHireTasks.newHireId, alan), eq(newHireTasks.name, 'Laptop')));
  });
  afterAll(() => t.close());

  const page = async (who: SignedInUser, query: string) => {
    const response = await t.as(who, 'GET', `${MY}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { total: number; overdue: number; items: unknown[] };
  };

  it("counts the caller's own open overdue tasks across hires, whatever the page", async () => {
    // Maya: Alan's "Plan week one" (overdue) and "Lunch", Ada's two; Grace's are cancelled.
    expect(await page(maya, 'status=open')).toMatchObject({ total: 4, overdue: 1 });
    expect(await page(maya, 'status=open&limit=1&page=3')).toMatchObject({ total: 4, overdue: 1 });
    // Past the last page, the counts still come.
    expect(await page(maya, 'status=open&limit=2&page=9')).toMatchObject({ total: 4, overdue: 1, items: [] });
    // Done tasks are never overdue.
    expect(await page(maya, 'status=done')).toMatchObject({ total: 0, overdue: 0 });
    expect(await page(maya, 'status=all')).toMatchObject({ total: 4, overdue: 1 });
  });

  it("counts a group's overdue tasks for each of its members", async () => {
    // Ian's group has Alan's laptop (done) and Ada's (not yet due).
    expect(await page(ian, 'status=open')).toMatchObject({ total: 1, overdue: 0 });
    expect(await page(ian, 'status=all')).toMatchObject({ total: 2, overdue: 0 });
  });

  it("counts everyone's, or a colleague's, for those who may see them", async () => {
    // Alan's "Plan week one" and his "Say hello" (due on his start date, nobody's until he has a buddy).
    expect(await page(hr, 'assignee=all&status=open')).toMatchObject({ total: 7, overdue: 2 });
    expect(await page(hr, 'assignee=all&status=skipped')).toMatchObject({ total: 0, overdue: 0 });
    expect(await page(hr, `assignee=${maya.user.id}`)).toMatchObject({ total: 4, overdue: 1 });
    expect(await page(hr, `assignee=${ian.user.id}&status=open`)).toMatchObject({ overdue: 0 });
  });

  it('counts afresh right after a task is done, a hire is added or one is cancelled', async () => {
    // The counts are kept a few seconds between pages (task-counts.ts); each write drops them.
    expect(await page(maya, 'status=open')).toMatchObject({ total: 4, overdue: 1 });
    const mine = (await t.as(maya, 'GET', `${MY}?status=open&limit=10`)).json().data.items as Array<{
      id: string;
      name: string;
      isOverdue: boolean;
    }>;
    const late = mine.find((task) => task.isOverdue)!;
    expect((await t.as(maya, 'POST', `/api/onboarding/tasks/${late.id}/complete`)).statusCode).toBe(200);
    expect(await page(maya, 'status=open')).toMatchObject({ total: 3, overdue: 0 });

    const linus = await t.addHire({
      legalFirstName: 'Linus',
      legalLastName: 'Example',
      personalEmail: 'linus@example.test',
      startDate: addDays(today, 30),
      managerUserId: maya.user.id,
    });
    expect(await page(maya, 'status=open')).toMatchObject({ total: 5, overdue: 0 });
    expect((await t.as(t.acme.admin, 'POST', `${HIRES}/${linus.id}/cancel`)).statusCode).toBe(200);
    expect(await page(maya, 'status=open')).toMatchObject({ total: 3, overdue: 0 });
  });
});
