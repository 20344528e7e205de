import ICAL from 'ical.js';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../../db/schema/index.ts';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';

const BASE = '/api/performance/one-on-ones';

/** The Monday after next, as YYYY-MM-DD: always in the future. */
function nextMonday(weeksAhead = 1): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7 || 7) + 7 * (weeksAhead - 1));
  return day.toISOString().slice(0, 10);
}

describe('performance 1-on-1s: /api/performance/one-on-ones', () => {
  let t: TestApp;
  let hr: SignedInUser;
  let director: SignedInUser;
  let manager: SignedInUser;
  let report: SignedInUser;
  let colleague: SignedInUser;
  let outsider: SignedInUser;
  let seriesId: string;
  let meetingId: string;

  const as = (
    who: SignedInUser,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => injectAs(t.app, who, { method, url, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp();
    hr = await signedInUser(t.app, { firstName: 'Harriet', lastName: 'Cole', role: 'ADMIN' });
    const company = hr.company;
    director = await signedInUser(t.app, { firstName: 'Daniel', lastName: 'Whitaker', role: null }, company);
    manager = await signedInUser(
      t.app,
      { firstName: 'Maya', lastName: 'Lindqvist', role: null, managerId: director.user.id },
      company,
    );
    report = await signedInUser(
      t.app,
      { firstName: 'Ethan', lastName: 'Brooks', role: null, managerId: manager.user.id },
      company,
    );
    colleague = await signedInUser(t.app, { firstName: 'Chloe', lastName: 'Davies', role: null }, company);
    outsider = await signedInUser(t.app, { role: 'COMPANY_ADMIN' });
  });
  afterAll(() => t.close());

  it('schedules a recurring series and sends both people the calendar invitation with its rule', async () => {
    const created = await as(manager, 'POST', BASE, {
      withUserId: report.user.id,
      cadence: 'biweekly',
      startDate: nextMonday(),
      startTime: '10:00',
      timezone: 'Europe/Berlin',
      durationMinutes: 30,
    });
    expect(created.statusCode, created.body).toBe(201);
    const series = created.json().data;
    seriesId = series.id;
    meetingId = series.nextMeeting.id;
    expect(series.participants.map((p: { name: string }) => p.name)).toEqual([
      'Maya Lindqvist',
      'Ethan Brooks',
    ]);
    expect(series.meetings).toHaveLength(1);
    // 10:00 in Berlin is 08:00 or 09:00 UTC depending on the season.
    expect(series.nextMeeting.scheduledAt).toMatch(/T0[89]:00:00.000Z$/);

    for (const who of [manager, report]) {
      const [mail] = await t.app.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, who.user.email))
        .orderBy(desc(outboxMessages.createdAt))
        .limit(1);
      expect(mail?.subject).toMatch(/^Invitation: 1-on-1 with /);
      expect(mail?.calendarMethod).toBe('REQUEST');
      const event = new ICAL.Event(
        new ICAL.Component(ICAL.parse(mail!.calendar!)).getFirstSubcomponent('vevent')!,
      );
      expect(event.uid).toBe(`one-on-one-${seriesId}@localhost`);
      expect(event.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Berlin');
      expect(event.startDate.toString()).toBe(`${nextMonday()}T10:00:00`);
      expect(String(event.component.getFirstPropertyValue('rrule'))).toBe('FREQ=WEEKLY;INTERVAL=2');
      expect(event.attendees).toHaveLength(2);
    }
  });

  it('refuses a 1-on-1 with oneself, a colleague of another company or a past time, naming the field', async () => {
    const self = await as(manager, 'POST', BASE, {
      withUserId: manager.user.id,
      cadence: 'weekly',
      startDate: nextMonday(),
      startTime: '10:00',
      timezone: 'Europe/London',
      durationMinutes: 30,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors).toEqual([
      { path: 'withUserId', message: 'Choose someone other than yourself' },
    ]);
    const foreign = await as(manager, 'POST', BASE, {
      withUserId: outsider.user.id,
      cadence: 'weekly',
      startDate: nextMonday(),
      startTime: '10:00',
      timezone: 'Europe/London',
      durationMinutes: 30,
    });
    expect(foreign.json().errors).toEqual([{ path: 'withUserId', message: 'Colleague not found' }]);
    const past = await as(manager, 'POST', BASE, {
      withUserId: colleague.user.id,
      cadence: 'once',
      startDate: '2020-01-06',
      startTime: '25:00',
      timezone: 'Mars/Olympus',
      durationMinutes: 5,
    });
    expect(past.statusCode).toBe(400);
    expect(
      past
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['durationMinutes', 'startTime', 'timezone']);
  });

  it('shares the agenda and notes between the two, and keeps each private note to its author', async () => {
    const meeting = `${BASE}/meetings/${meetingId}`;
    expect(
      (await as(manager, 'POST', `${meeting}/talking-points`, { text: 'Quarterly goals' })).statusCode,
    ).toBe(201);
    const added = await as(report, 'POST', `${meeting}/talking-points`, { text: 'Conference budget' });
    expect(added.json().data.talkingPoints.map((p: { text: string }) => p.text)).toEqual([
      'Quarterly goals',
      'Conference budget',
    ]);
    await as(report, 'PUT', `${meeting}/private-note`, { note: 'Ask about the promotion timeline' });
    await as(manager, 'PUT', `${meeting}/private-note`, { note: 'Ethan seems tired' });
    await as(manager, 'PUT', `${meeting}/shared-notes`, {
      notes: '<p>Agreed on <b>Q1</b> priorities</p><script>x</script>',
    });

    const seenByManager = (await as(manager, 'GET', meeting)).json().data;
    expect(seenByManager.privateNote).toBe('Ethan seems tired');
    expect(seenByManager.sharedNotes).toBe('<p>Agreed on <b>Q1</b> priorities</p>');
    const seenByReport = (await as(report, 'GET', meeting)).json().data;
    expect(seenByReport.privateNote).toBe('Ask about the promotion timeline');
    expect(JSON.stringify(seenByReport)).not.toContain('tired');

    // HR with every scope, and the manager's own manager, see that the series exists, not its content.
    for (const who of [hr, director]) {
      const refused = await as(who, 'GET', meeting);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only the two people in a 1-on-1 can read its agenda and notes');
      expect((await as(who, 'PUT', `${meeting}/private-note`, { note: 'x' })).statusCode).toBe(403);
      expect((await as(who, 'GET', `${BASE}/${seriesId}`)).statusCode).toBe(200);
    }
    // A colleague with no link to either sees nothing at all.
    expect((await as(colleague, 'GET', `${BASE}/${seriesId}`)).statusCode).toBe(404);
    expect((await as(colleague, 'GET', meeting)).statusCode).toBe(404);
    expect((await as(outsider, 'GET', meeting)).statusCode).toBe(404);
  });

  it("lists each viewer's own, their team's and everyone's at the scope they hold", async () => {
    const ids = async (who: SignedInUser, view: string) => {
      const response = await as(who, 'GET', `${BASE}?view=${view}`);
      return response.statusCode === 200
        ? response.json().data.items.map((s: { id: string }) => s.id)
        : response.statusCode;
    };
    expect(await ids(report, 'mine')).toEqual([seriesId]);
    expect(await ids(colleague, 'mine')).toEqual([]);
    // Daniel manages Maya: her 1-on-1 with Ethan is his team's.
    expect(await ids(director, 'team')).toEqual([seriesId]);
    expect(await ids(report, 'team')).toEqual([]);
    expect(await ids(report, 'all')).toBe(403);
    expect(await ids(hr, 'all')).toEqual([seriesId]);
    expect(await ids(outsider, 'all')).toEqual([]);
    const listed = (await as(director, 'GET', `${BASE}?view=team`)).json().data.items[0];
    expect(listed).toMatchObject({ isParticipant: false, meetingsHeld: 0, status: 'active' });
  });

  it('holds a meeting: the next is scheduled by the cadence and carries over what was not ticked off', async () => {
    const meeting = `${BASE}/meetings/${meetingId}`;
    const points = (await as(manager, 'GET', meeting)).json().data.talkingPoints;
    await as(report, 'PATCH', `${BASE}/talking-points/${points[0].id}`, { done: true });
    const action = await as(manager, 'POST', `${meeting}/action-items`, {
      text: 'Book the conference',
      ownerId: report.user.id,
      dueDate: nextMonday(2),
    });
    expect(action.statusCode, action.body).toBe(201);
    const outside = await as(manager, 'POST', `${meeting}/action-items`, {
      text: 'x',
      ownerId: colleague.user.id,
    });
    expect(outside.json().errors).toEqual([
      { path: 'ownerId', message: 'Choose one of the two people in this 1-on-1' },
    ]);

    const completed = await as(report, 'POST', `${meeting}/complete`);
    expect(completed.statusCode, completed.body).toBe(200);
    const { held, nextMeetingId } = completed.json().data;
    expect(held.status).toBe('held');
    const next = (await as(report, 'GET', `${BASE}/meetings/${nextMeetingId}`)).json().data;
    expect(new Date(next.scheduledAt).getTime() - new Date(held.scheduledAt).getTime()).toBe(
      14 * 24 * 3600 * 1000,
    );
    expect(
      next.talkingPoints.map((p: { text: string; carriedOver: boolean }) => [p.text, p.carriedOver]),
    ).toEqual([['Conference budget', true]]);
    // The open action item follows the series into the next meeting; private notes do not.
    expect(next.actionItems.map((a: { text: string }) => a.text)).toEqual(['Book the conference']);
    expect(next.privateNote).toBe('');
    expect((await as(report, 'POST', `${meeting}/complete`)).statusCode).toBe(409);
  });

  it('lets the organizer reschedule and cancel, sending the update and the cancellation', async () => {
    const refused = await as(colleague, 'PATCH', `${BASE}/${seriesId}`, { startTime: '11:00' });
    expect(refused.statusCode).toBe(404);
    const moved = await as(manager, 'PATCH', `${BASE}/${seriesId}`, {
      startTime: '11:30',
      cadence: 'weekly',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ startTime: '11:30', cadence: 'weekly' });
    const cancelled = await as(report, 'POST', `${BASE}/${seriesId}/cancel`);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(cancelled.json().data.nextMeeting).toBeNull();
    const mails = await t.app.db
      .select({ subject: outboxMessages.subject, method: outboxMessages.calendarMethod })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, report.user.email)))
      .orderBy(outboxMessages.createdAt);
    expect(mails.map((mail) => mail.method)).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
    expect(mails[1]!.subject).toBe('Updated: 1-on-1 with Maya Lindqvist');
    // A cancelled series keeps its past, read-only.
    const meeting = `${BASE}/meetings/${meetingId}`;
    expect((await as(manager, 'GET', meeting)).statusCode).toBe(200);
    expect((await as(manager, 'POST', `${meeting}/talking-points`, { text: 'Late' })).statusCode).toBe(409);
    expect((await as(outsider, 'DELETE', `${BASE}/${seriesId}`)).statusCode).toBe(404);
    expect((await as(manager, 'DELETE', `${BASE}/${seriesId}`)).statusCode).toBe(200);
    expect((await as(manager, 'GET', `${BASE}/${seriesId}`)).statusCode).toBe(404);
  });
});
