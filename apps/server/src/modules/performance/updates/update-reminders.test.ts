import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outboxMessages, updates } from '../../../db/schema/index.ts';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { sweepUpdateReminders } from './update-reminders.ts';

// The company's clock is London's: in January, UTC.
const FRIDAY_10 = new Date('2030-01-04T10:00:00Z');

describe('update reminders on the due day', () => {
  let t: TestApp;
  let manager: SignedInUser;
  let reportWhoShared: SignedInUser;
  let reportWhoDidNot: SignedInUser;
  const deps = () => ({
    db: t.app.db,
    mailer: t.app.mailer,
    log: t.app.log,
    publicUrl: 'http://localhost:3000',
  });

  beforeAll(async () => {
    t = await createTestApp();
    manager = await signedInUser(t.app, { firstName: 'Maya', lastName: 'Lindqvist', role: null });
    reportWhoShared = await signedInUser(
      t.app,
      { firstName: 'Priya', lastName: 'Sharma', role: null, managerId: manager.user.id },
      manager.company,
    );
    reportWhoDidNot = await signedInUser(
      t.app,
      { firstName: 'Ethan', lastName: 'Brooks', role: null, managerId: manager.user.id },
      manager.company,
    );
    await t.app.db.insert(updates).values({
      companyId: manager.company.id,
      authorId: reportWhoShared.user.id,
      periodStart: '2029-12-29',
      periodEnd: '2030-01-04',
      cadence: 'weekly',
      status: 'shared',
      sentiment: 4,
      answers: [],
      priorities: [],
      sharedAt: new Date('2030-01-03T16:00:00Z'),
    });
  });
  afterAll(() => t.close());

  const remindedEmails = async () =>
    (
      await t.app.db
        .select({ to: outboxMessages.to })
        .from(outboxMessages)
        .where(eq(outboxMessages.subject, 'Your update is due today'))
    ).map((row) => row.to);

  it('reminds, from 09:00 on the due day, whoever has a manager and has not shared, once', async () => {
    expect(await sweepUpdateReminders(deps(), new Date('2030-01-03T10:00:00Z'))).toBe(0);
    expect(await sweepUpdateReminders(deps(), new Date('2030-01-04T08:30:00Z'))).toBe(0);
    expect(await sweepUpdateReminders(deps(), FRIDAY_10)).toBe(1);
    expect(await sweepUpdateReminders(deps(), new Date('2030-01-04T15:00:00Z'))).toBe(0);
    expect(await remindedEmails()).toEqual([reportWhoDidNot.user.email]);
    const bell = await t.app.db
      .select({ userId: notifications.userId, link: notifications.link })
      .from(notifications)
      .where(
        inArray(notifications.userId, [manager.user.id, reportWhoShared.user.id, reportWhoDidNot.user.id]),
      );
    expect(bell).toEqual([{ userId: reportWhoDidNot.user.id, link: '/performance/updates' }]);
  });

  it("follows a manager's own schedule for their reports, and the company's switch", async () => {
    await injectAs(t.app, manager, {
      method: 'PUT',
      url: '/api/performance/updates/team-settings',
      payload: { cadence: 'weekly', dueWeekday: 1, questions: ['How was the week?'] },
    });
    // Their due day is Monday now: nothing on Friday the 11th, a reminder on Monday the 14th.
    expect(await sweepUpdateReminders(deps(), new Date('2030-01-11T10:00:00Z'))).toBe(0);
    expect(await sweepUpdateReminders(deps(), new Date('2030-01-14T10:00:00Z'))).toBe(2);

    const owner = await signedInUser(t.app, { role: 'COMPANY_ADMIN' }, manager.company);
    await injectAs(t.app, owner, {
      method: 'PUT',
      url: '/api/performance/settings/updates',
      payload: { cadence: 'weekly', dueWeekday: 5, questions: ['Q'], remindOnDueDay: false },
    });
    expect(await sweepUpdateReminders(deps(), new Date('2030-01-21T10:00:00Z'))).toBe(0);
  });
});
