import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newHireTasks, outboxMessages, type UserRow } from '../../../db/schema/index.ts';
import { createGroup } from '../../../db/seed/org-factories.ts';
import { signedInWithRole } from '../../../../test/test-app.ts';
import {
  NEW_HIRES_URL,
  onboardingTestApp,
  type OnboardingTestApp,
} from '../../../../test/onboarding-company.ts';
import { addDays, longDate, todayIn } from '../plan/plan-rules.ts';
import { digestMail } from './task-reminder-mail.ts';
import { sweepTaskReminders } from './task-reminder-sweep.ts';

const TASKS = '/api/onboarding/tasks';
const at = (day: string, time: string) => new Date(`${day}T${time}Z`);

describe('onboarding task reminders: the daily digest and a reminder by hand', () => {
  let t: OnboardingTestApp;
  let maya: UserRow;
  let ian: UserRow;
  let dora: UserRow;
  let carl: UserRow;
  let alan: string;
  let ada: string;
  let kurt: string;
  const today = todayIn('UTC');
  // The digests tested are a few days ahead: the hourly sweep of the running app works on today.
  const day = addDays(today, 3);

  beforeAll(async () => {
    t = await onboardingTestApp();
    maya = await t.colleague('Maya', 'Manager');
    ian = await t.colleague('Ian', 'Tech');
    dora = await t.colleague('Dora', 'Buddy');
    carl = await t.colleague('Carl', 'Cancelled');
    const it = await createGroup(t.app.db, t.acme.company.id, { name: 'IT' }, [ian.id]);
    await t.addPlanTask({ name: 'Plan week one', assigneeRole: 'manager', dueOffsetDays: -3 });
    await t.addPlanTask({ name: 'Lunch', assigneeRole: 'manager', dueOffsetDays: 10 });
    await t.addPlanTask({ name: 'Laptop', assigneeRole: 'it', assigneeGroupId: it.id, dueOffsetDays: -7 });
    await t.addPlanTask({ name: 'Say hello', assigneeRole: 'buddy', dueOffsetDays: 0 });
    const hire = async (first: string, last: string, startDate: string, roles: object) =>
      (
        await t.addHire({
          legalFirstName: first,
          legalLastName: last,
          personalEmail: `${first.toLowerCase()}@example.test`,
          startDate,
          ...roles,
        })
      ).id;
    alan = await hire('Alan', 'Turing', addDays(today, -5), { managerUserId: maya.id, buddyUserId: dora.id });
    ada = await hire('Ada', 'Lovelace', addDays(today, 20), { managerUserId: maya.id });
    kurt = await hire('Kurt', 'Gödel', addDays(today, 10), { managerUserId: carl.id });
    expect((await t.as(t.acme.admin, 'POST', `${NEW_HIRES_URL}/${kurt}/cancel`)).statusCode).toBe(200);
    // Alan's plan was assigned days ago; Ada's on the morning of `day`.
    await setCreated(alan, at(addDays(day, -5), '09:00:00'));
    await setCreated(ada, at(day, '07:00:00'));
    for (const name of ['Laptop', 'Say hello'])
      expect(
        (await t.as(t.acme.admin, 'POST', `${TASKS}/${await taskId(alan, name)}/complete`)).statusCode,
      ).toBe(200);
  });
  afterAll(() => t.close());

  const setCreated = (hireId: string, createdAt: Date) =>
    t.app.db.update(newHireTasks).set({ createdAt }).where(eq(newHireTasks.newHireId, hireId));
  const taskId = async (hireId: string, name: string) =>
    (
      await t.app.db
        .select({ id: newHireTasks.id })
        .from(newHireTasks)
        .where(and(eq(newHireTasks.newHireId, hireId), eq(newHireTasks.name, name)))
    )[0]!.id;
  const sweep = (now: Date) =>
    sweepTaskReminders(
      { db: t.app.db, mailer: t.app.mailer, log: t.app.log, publicUrl: 'https://atrium.test' },
      now,
    );
  const mailsTo = (user: UserRow, subject: string) =>
    t.app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, user.email), like(outboxMessages.subject, `${subject}%`)))
      .orderBy(asc(outboxMessages.createdAt));
  const digestsTo = (user: UserRow, onDay: string) =>
    mailsTo(user, `Onboarding tasks for ${longDate(onDay)}`);

  it('mails each person once a day from 08:00 company time: their new tasks and the overdue', async () => {
    expect(await sweep(at(day, '07:30:00'))).toBe(0);
    expect(await sweep(at(day, '18:30:00'))).toBe(0);

    expect(await sweep(at(day, '09:00:00'))).toBe(2);
    const [mayas] = await digestsTo(maya, day);
    expect(mayas).toMatchObject({
      companyId: t.acme.company.id,
      subject: `Onboarding tasks for ${longDate(day)}: 2 new, 1 overdue`,
    });
    expect(mayas!.text).toContain(
      [
        'New for you:',
        `• Ada Lovelace: Plan week one, due ${longDate(addDays(today, 17))}`,
        `• Ada Lovelace: Lunch, due ${longDate(addDays(today, 30))}`,
        'Overdue:',
        `• Alan Turing: Plan week one, due ${longDate(addDays(today, -8))}`,
      ].join('\n\n'),
    );
    expect(mayas!.text).toContain('Open my tasks: https://atrium.test/onboarding/my-tasks');
    expect(mayas!.html).toContain('href="https://atrium.test/onboarding/my-tasks"');
    // A group's task is each member's; a done one is nobody's.
    const [ians] = await digestsTo(ian, day);
    expect(ians!.subject).toBe(`Onboarding tasks for ${longDate(day)}: 1 new`);
    expect(ians!.text).toContain('• Ada Lovelace: Laptop');
    expect(ians!.text).not.toContain('Alan Turing');
    // Dora's one task is done; Carl's hire was cancelled.
    expect(await mailsTo(dora, 'Onboarding tasks')).toEqual([]);
    expect(await mailsTo(carl, 'Onboarding tasks')).toEqual([]);

    // The same day again, even with a task added since: nothing more.
    const added = await t.as(t.acme.admin, 'POST', `${NEW_HIRES_URL}/${ada}/tasks`, {
      name: 'Book a desk',
      assigneeUserId: maya.id,
      dueDate: addDays(day, 2),
    });
    expect(added.statusCode, added.body).toBe(201);
    await t.app.db
      .update(newHireTasks)
      .set({ createdAt: at(day, '09:30:00') })
      .where(eq(newHireTasks.id, added.json().data.id));
    expect(await sweep(at(day, '10:00:00'))).toBe(0);
    expect(await digestsTo(maya, day)).toHaveLength(1);

    // The next day: what was added since the last digest, and what is still overdue.
    const next = addDays(day, 1);
    expect(await sweep(at(next, '08:05:00'))).toBe(1);
    const [again] = await digestsTo(maya, next);
    expect(again!.subject).toBe(`Onboarding tasks for ${longDate(next)}: 1 new, 1 overdue`);
    expect(again!.text).toContain('• Ada Lovelace: Book a desk');
    expect(again!.text).toContain('• Alan Turing: Plan week one');
    expect(again!.text).not.toContain('Lunch');
    expect(await digestsTo(ian, next)).toEqual([]);
  });

  it('lists the first tasks of a long digest, counts the rest and escapes names', async () => {
    const tasks = Array.from({ length: 20 }, (_, index) => ({
      name: `Task ${index}`,
      hireName: '<b>Bob</b>',
      dueDate: null,
    }));
    const mail = await digestMail(t.app.db, t.acme.company.id, 'https://atrium.test', {
      to: 'x@example.test',
      firstName: 'X',
      day: '2030-01-02',
      newTasks: tasks,
      overdueTasks: [],
      newCount: 25,
      overdueCount: 0,
    });
    expect(mail.subject).toBe('Onboarding tasks for 2 January 2030: 25 new');
    expect(mail.text).toContain('• <b>Bob</b>: Task 19\n\n…and 5 more.');
    expect(mail.html).toContain('&lt;b&gt;Bob&lt;/b&gt;: Task 0');
    expect(mail.html).not.toContain('<b>Bob');
  });

  it("sends one task's reminder now to its assignee, or to its group's members", async () => {
    const plan = await taskId(alan, 'Plan week one');
    const sent = await t.as(t.acme.admin, 'POST', `${TASKS}/${plan}/remind`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toEqual({ reminded: [{ id: maya.id, name: 'Maya Manager' }] });
    const [mail] = await mailsTo(maya, 'Reminder: Plan week one (Alan Turing)');
    expect(mail!.text).toContain('Ada Owner reminds you of this task for Alan Turing');
    expect(mail!.text).toContain(
      `• Alan Turing: Plan week one, due ${longDate(addDays(today, -8))} (overdue)`,
    );
    expect(mail!.text).toContain('Open my tasks: http://localhost:3000/onboarding/my-tasks');

    const laptop = await taskId(ada, 'Laptop');
    const group = await t.as(t.acme.admin, 'POST', `${TASKS}/${laptop}/remind`);
    expect(group.json().data).toEqual({ reminded: [{ id: ian.id, name: 'Ian Tech' }] });
    expect(await mailsTo(ian, 'Reminder: Laptop (Ada Lovelace)')).toHaveLength(1);
  });

  it('refuses a done task, one with nobody to remind and a cancelled hire’s (409)', async () => {
    const refusal = async (hireId: string, name: string) => {
      const response = await t.as(t.acme.admin, 'POST', `${TASKS}/${await taskId(hireId, name)}/remind`);
      expect(response.statusCode).toBe(409);
      return response.json().message;
    };
    expect(await refusal(alan, 'Laptop')).toBe('This task is already done');
    expect(await refusal(ada, 'Say hello')).toBe('This task is not assigned to anyone who can be reminded');
    expect(await refusal(kurt, 'Plan week one')).toBe("This new hire's onboarding was cancelled");
  });

  it('answers 400 for a bad id, 404 for an unknown or another company’s task, 403 without the permission', async () => {
    const plan = await taskId(alan, 'Plan week one');
    const before = (await mailsTo(maya, 'Reminder')).length;
    expect((await t.as(t.acme.admin, 'POST', `${TASKS}/not-a-task/remind`)).statusCode).toBe(400);
    expect(
      (await t.as(t.acme.admin, 'POST', `${TASKS}/00000000-0000-4000-8000-000000000000/remind`)).statusCode,
    ).toBe(404);
    expect((await t.as(t.globex.admin, 'POST', `${TASKS}/${plan}/remind`)).statusCode).toBe(404);
    const hr = await signedInWithRole(t.app, t.acme.company, {
      name: 'Task viewer',
      permissions: ['onb.module.tasks.task.view.all', 'onb.module.tasks.task.complete.all'],
    });
    expect((await t.as(hr, 'POST', `${TASKS}/${plan}/remind`)).statusCode).toBe(403);
    expect(await mailsTo(maya, 'Reminder')).toHaveLength(before);
  });
});
