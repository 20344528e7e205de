import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outboxMessages } from '../../../db/schema/index.ts';
import { createTestApp, injectAs, signedInUser, type TestApp } from '../../../../test/test-app.ts';
import { sweepOneOnOneReminders } from './one-on-one-reminders.ts';

describe('1-on-1 reminders', () => {
  let t: TestApp;
  let scheduledAt: Date;
  let reportEmail: string;
  let managerId: string;
  const deps = () => ({
    db: t.app.db,
    mailer: t.app.mailer,
    log: t.app.log,
    publicUrl: 'http://localhost:3000',
  });

  beforeAll(async () => {
    t = await createTestApp();
    const manager = await signedInUser(t.app, { firstName: 'Maya', lastName: 'Lindqvist', role: null });
    const report = await signedInUser(
      t.app,
      { firstName: 'Ethan', lastName: 'Brooks', role: null },
      manager.company,
    );
    reportEmail = report.user.email;
    managerId = manager.user.id;
    const created = await injectAs(t.app, manager, {
      method: 'POST',
      url: '/api/performance/one-on-ones',
      payload: {
        withUserId: report.user.id,
        cadence: 'weekly',
        startDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
        startTime: '10:00',
        timezone: 'Europe/London',
        durationMinutes: 30,
      },
    });
    scheduledAt = new Date(created.json().data.nextMeeting.scheduledAt);
  });
  afterAll(() => t.close());

  const reminders = () =>
    t.app.db
      .select({ subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(eq(outboxMessages.to, reportEmail))
      .then((rows) => rows.map((row) => row.subject).filter((subject) => !subject.includes('Invitation')));

  it('reminds both people 2 hours before, once, whichever sweep runs', async () => {
    expect(await sweepOneOnOneReminders(deps(), new Date(scheduledAt.getTime() - 3 * 3600_000))).toEqual({
      before: 0,
      after: 0,
    });
    const due = new Date(scheduledAt.getTime() - 90 * 60_000);
    expect(await sweepOneOnOneReminders(deps(), due)).toEqual({ before: 1, after: 0 });
    expect(await sweepOneOnOneReminders(deps(), due)).toEqual({ before: 0, after: 0 });
    expect(await reminders()).toEqual([
      'Your 1-on-1 with Maya Lindqvist is in 2 hours: add your talking points',
    ]);
    const bell = await t.app.db
      .select({ title: notifications.title, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.userId, managerId));
    expect(bell).toEqual([
      {
        title: 'Your 1-on-1 with Ethan Brooks is in 2 hours: add your talking points',
        link: expect.stringMatching(/^\/performance\/one-on-ones\/[0-9a-f-]{36}\?meeting=[0-9a-f-]{36}$/),
      },
    ]);
  });

  it('reminds them to write notes 2 hours after the meeting ends, and never for a meeting long past', async () => {
    const ended = scheduledAt.getTime() + 30 * 60_000;
    expect(await sweepOneOnOneReminders(deps(), new Date(ended + 60 * 60_000))).toEqual({
      before: 0,
      after: 0,
    });
    expect(await sweepOneOnOneReminders(deps(), new Date(ended + 2 * 3600_000 + 60_000))).toEqual({
      before: 0,
      after: 1,
    });
    expect(await sweepOneOnOneReminders(deps(), new Date(ended + 3 * 3600_000))).toEqual({
      before: 0,
      after: 0,
    });
    const written = await t.app.db
      .select({ subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(like(outboxMessages.subject, 'Write your notes%'));
    expect(written.map((row) => row.subject).sort()).toEqual([
      'Write your notes from your 1-on-1 with Ethan Brooks',
      'Write your notes from your 1-on-1 with Maya Lindqvist',
    ]);
  });
});
