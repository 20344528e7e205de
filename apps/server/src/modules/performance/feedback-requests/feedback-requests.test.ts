import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackRequestResponders, notifications, outboxMessages } from '../../../db/schema/index.ts';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { sweepFeedbackRequestReminders } from './feedback-request-reminders.ts';

const BASE = '/api/performance/feedback/requests';
const DAY = 86_400_000;

describe('performance feedback requests: /api/performance/feedback/requests', () => {
  let t: TestApp;
  let hr: SignedInUser;
  let director: SignedInUser;
  let manager: SignedInUser;
  let report: SignedInUser;
  let colleague: SignedInUser;
  let peer: SignedInUser;
  let helpDesk: SignedInUser;
  let outsider: SignedInUser;
  let aboutReport: string;
  let aboutSelf: string;

  const as = (who: SignedInUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, ...(payload ? { payload } : {}) });
  const latestBell = async (who: SignedInUser) =>
    (
      await t.app.db
        .select({ title: notifications.title, body: notifications.body })
        .from(notifications)
        .where(eq(notifications.userId, who.user.id))
        .orderBy(desc(notifications.createdAt))
        .limit(1)
    )[0];

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
    peer = await signedInUser(t.app, { firstName: 'Priya', lastName: 'Sharma', role: null }, company);
    helpDesk = await signedInUser(t.app, { firstName: 'Sofia', lastName: 'Reyes', role: 'SUPPORT' }, company);
    outsider = await signedInUser(t.app, { role: 'COMPANY_ADMIN' });
  });
  afterAll(() => t.close());

  it('lets a manager ask colleagues about a report, telling each by the bell and by mail', async () => {
    const created = await as(manager, 'POST', BASE, {
      subjectId: report.user.id,
      responderIds: [colleague.user.id, peer.user.id],
      question: 'How did Ethan lead the migration?',
    });
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json().data;
    aboutReport = request.id;
    expect(request).toMatchObject({
      subject: { name: 'Ethan Brooks' },
      requester: { name: 'Maya Lindqvist' },
      visibility: 'manager_only',
      status: 'open',
      isRequester: true,
      answers: [],
    });
    expect(
      request.responders.map((entry: { person: { name: string }; status: string }) => [
        entry.person.name,
        entry.status,
      ]),
    ).toEqual([
      ['Chloe Davies', 'pending'],
      ['Priya Sharma', 'pending'],
    ]);
    expect(await latestBell(colleague)).toMatchObject({
      title: 'Maya Lindqvist asked for your feedback about Ethan Brooks',
    });
    const [mail] = await t.app.db
      .select({ subject: outboxMessages.subject, text: outboxMessages.text })
      .from(outboxMessages)
      .where(eq(outboxMessages.to, peer.user.email));
    expect(mail?.subject).toBe('Maya Lindqvist asked for your feedback about Ethan Brooks');
    expect(mail?.text).toContain('How did Ethan lead the migration?');
  });

  it('refuses a request about someone outside the caller’s team, of the subject themselves, or with a visibility that does not fit', async () => {
    const outside = await as(report, 'POST', BASE, {
      subjectId: colleague.user.id,
      responderIds: [peer.user.id],
    });
    expect(outside.json().errors).toEqual([
      {
        path: 'subjectId',
        message: 'You can ask for feedback about yourself or about someone who reports to you',
      },
    ]);
    const ofSubject = await as(manager, 'POST', BASE, {
      subjectId: report.user.id,
      responderIds: [report.user.id],
    });
    expect(ofSubject.json().errors).toEqual([
      { path: 'responderIds', message: 'Ask someone other than the person the feedback is about' },
    ]);
    const wrongVisibility = await as(report, 'POST', BASE, {
      subjectId: report.user.id,
      responderIds: [peer.user.id],
      visibility: 'manager_only',
    });
    expect(wrongVisibility.statusCode).toBe(400);
    expect(wrongVisibility.json().errors[0].path).toBe('visibility');
    const foreign = await as(report, 'POST', BASE, {
      subjectId: report.user.id,
      responderIds: [outsider.user.id],
    });
    expect(foreign.json().errors).toEqual([{ path: 'responderIds', message: 'Colleague not found' }]);
    const none = await as(report, 'POST', BASE, { subjectId: report.user.id, responderIds: [] });
    expect(none.json().errors).toEqual([
      { path: 'responderIds', message: 'Choose at least one colleague to ask' },
    ]);
    expect(
      (await as(helpDesk, 'POST', BASE, { subjectId: helpDesk.user.id, responderIds: [peer.user.id] }))
        .statusCode,
    ).toBe(403);
  });

  it('takes an answer as feedback the manager chain reads and the report does not (manager only)', async () => {
    const answered = await as(colleague, 'POST', `${BASE}/${aboutReport}/answer`, {
      body: 'Ethan planned the cut-over carefully and kept everyone informed.',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const item = answered.json().data;
    expect(item).toMatchObject({
      kind: 'private',
      visibility: 'manager_only',
      request: {
        id: aboutReport,
        question: 'How did Ethan lead the migration?',
        requesterName: 'Maya Lindqvist',
      },
    });
    expect(item.recipients.map((person: { name: string }) => person.name)).toEqual(['Ethan Brooks']);
    const again = await as(colleague, 'POST', `${BASE}/${aboutReport}/answer`, { body: 'Twice' });
    expect(again.statusCode).toBe(409);

    const seen = (await as(manager, 'GET', `${BASE}/${aboutReport}`)).json().data;
    expect(seen.answers.map((answer: { body: string }) => answer.body)).toEqual([
      'Ethan planned the cut-over carefully and kept everyone informed.',
    ]);
    expect(seen.responders.map((entry: { status: string }) => entry.status)).toEqual(['answered', 'pending']);
    for (const [who, status] of [
      [manager, 200],
      [director, 200],
      [hr, 200],
      [report, 404],
      [outsider, 404],
    ] as const)
      expect((await as(who, 'GET', `/api/performance/feedback/${item.id}`)).statusCode).toBe(status);
    expect(await latestBell(manager)).toMatchObject({
      title: 'Chloe Davies answered your request for feedback about Ethan Brooks',
    });
    // Someone never asked does not see the request at all.
    expect((await as(report, 'GET', `${BASE}/${aboutReport}`)).statusCode).toBe(404);
    expect((await as(outsider, 'GET', `${BASE}/${aboutReport}`)).statusCode).toBe(404);
  });

  it('lets a responder decline with a reason the requester reads', async () => {
    const blank = await as(peer, 'POST', `${BASE}/${aboutReport}/decline`, { reason: '  ' });
    expect(blank.json().errors).toEqual([{ path: 'reason', message: 'Say why you are declining' }]);
    const declined = await as(peer, 'POST', `${BASE}/${aboutReport}/decline`, {
      reason: 'I have not worked with Ethan this quarter.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    // A responder sees their own entry, never the others'.
    expect(declined.json().data.responders).toEqual([
      expect.objectContaining({
        status: 'declined',
        declineReason: 'I have not worked with Ethan this quarter.',
      }),
    ]);
    expect(declined.json().data.answers).toEqual([]);
    expect(await latestBell(manager)).toEqual({
      title: 'Priya Sharma declined to give feedback about Ethan Brooks',
      body: 'I have not worked with Ethan this quarter.',
    });
    expect((await as(manager, 'POST', `${BASE}/${aboutReport}/answer`, { body: 'x' })).statusCode).toBe(403);
  });

  it('asks about oneself: the answers are the requester’s; cancelling tells those still pending', async () => {
    const created = await as(report, 'POST', BASE, {
      subjectId: report.user.id,
      responderIds: [colleague.user.id, peer.user.id],
      question: 'What should I keep doing?',
    });
    expect(created.statusCode, created.body).toBe(201);
    aboutSelf = created.json().data.id;
    expect(created.json().data.visibility).toBe('recipient');
    expect(await latestBell(peer)).toMatchObject({ title: 'Ethan Brooks asked for your feedback' });
    const answer = await as(colleague, 'POST', `${BASE}/${aboutSelf}/answer`, {
      body: 'Keep writing design docs.',
    });
    const answerId = answer.json().data.id;
    expect((await as(report, 'GET', `/api/performance/feedback/${answerId}`)).statusCode).toBe(200);
    // Private to Ethan: his manager does not read it.
    expect((await as(manager, 'GET', `/api/performance/feedback/${answerId}`)).statusCode).toBe(404);

    expect((await as(colleague, 'POST', `${BASE}/${aboutSelf}/cancel`)).statusCode).toBe(403);
    const cancelled = await as(report, 'POST', `${BASE}/${aboutSelf}/cancel`);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(await latestBell(peer)).toMatchObject({ title: 'Ethan Brooks no longer needs your feedback' });
    expect((await as(peer, 'POST', `${BASE}/${aboutSelf}/answer`, { body: 'Late' })).statusCode).toBe(409);
    expect((await as(report, 'POST', `${BASE}/${aboutSelf}/cancel`)).statusCode).toBe(409);
  });

  it('lists the requests asked of me and those I made, pending or done', async () => {
    const ids = async (who: SignedInUser, query: string) =>
      (await as(who, 'GET', `${BASE}?${query}`))
        .json()
        .data.items.map((request: { id: string }) => request.id);
    expect(await ids(peer, 'view=asked_of_me&status=pending')).toEqual([]);
    expect(await ids(peer, 'view=asked_of_me&status=done')).toEqual([aboutSelf, aboutReport]);
    expect(await ids(colleague, 'view=asked_of_me')).toEqual([aboutSelf, aboutReport]);
    expect(await ids(manager, 'view=mine')).toEqual([aboutReport]);
    expect(await ids(manager, 'view=mine&status=pending')).toEqual([]);
    expect(await ids(outsider, 'view=mine')).toEqual([]);
  });

  it('reminds those still pending once, 3 business days on, whichever sweep runs', async () => {
    const created = await as(manager, 'POST', BASE, {
      subjectId: report.user.id,
      responderIds: [peer.user.id, colleague.user.id],
    });
    const id = created.json().data.id;
    await as(colleague, 'POST', `${BASE}/${id}/answer`, { body: 'Solid work.' });
    const [entry] = await t.app.db
      .select({ remindAt: feedbackRequestResponders.remindAt })
      .from(feedbackRequestResponders)
      .where(eq(feedbackRequestResponders.responderId, peer.user.id))
      .orderBy(desc(feedbackRequestResponders.remindAt))
      .limit(1);
    const remindAt = entry!.remindAt.getTime();
    // Three business days: never fewer than 3 calendar days, never more than 5.
    expect(remindAt - Date.now()).toBeGreaterThan(3 * DAY - 60_000);
    expect(remindAt - Date.now()).toBeLessThan(5 * DAY + 60_000);
    const deps = { db: t.app.db, mailer: t.app.mailer, log: t.app.log, publicUrl: 'http://localhost:3000' };
    expect(await sweepFeedbackRequestReminders(deps, new Date(remindAt - 60_000))).toBe(0);
    expect(await sweepFeedbackRequestReminders(deps, new Date(remindAt + 60_000))).toBe(1);
    expect(await sweepFeedbackRequestReminders(deps, new Date(remindAt + 3600_000))).toBe(0);
    expect(await latestBell(peer)).toMatchObject({
      title: 'Reminder: Maya Lindqvist is waiting for your feedback about Ethan Brooks',
    });
    const mails = await t.app.db
      .select({ subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(eq(outboxMessages.to, peer.user.email));
    expect(mails.filter((mail) => mail.subject.startsWith('Reminder:'))).toHaveLength(1);
    const status = (await as(manager, 'GET', `${BASE}/${id}`)).json().data.responders;
    expect(
      status.find((r: { person: { name: string } }) => r.person.name === 'Priya Sharma').remindedAt,
    ).not.toBeNull();
  });
});
