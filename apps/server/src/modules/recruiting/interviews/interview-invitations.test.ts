import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidatesCompany } from '../../../../test/candidates-company.ts';
import { createTestApp, injectAs, type SignedInUser, type TestApp } from '../../../../test/test-app.ts';
import {
  calendarParts,
  startSmtp,
  type ReceivedMail,
  type SmtpCatcher,
} from '../../platform/mail/mail.test-helpers.ts';
import { interviewer, nextMondayAt, plusMinutes, readInvitation } from './interviews.test-helpers.ts';

type Company = Awaited<ReturnType<typeof candidatesCompany>>;

// The invitations as mail clients receive them: a real SMTP server catches each message, and each
// text/calendar part is read by ical.js, as a calendar would.
describe('interview invitations over SMTP (iTIP)', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let acme: Company;
  let ian: SignedInUser;
  let olga: SignedInUser;
  let nina: SignedInUser;
  let interviewId: string;
  let uid: string;
  const start = nextMondayAt(10);
  const moved = plusMinutes(start, 24 * 60 + 60);
  const candidateEmail = 'grace@acme.test';

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ smtpUrl: smtp.url }, { jobs: { pollingIntervalSeconds: 0.5 } });
    acme = await candidatesCompany(t.app);
    ian = await interviewer(t.app, acme.company, 'Ian');
    olga = await interviewer(t.app, acme.company, 'Olga', 'America/New_York');
    nina = await interviewer(t.app, acme.company, 'Nina', 'Asia/Tokyo');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Waits for `count` more messages after the first `seen`, and answers them by recipient. */
  async function nextMails(seen: number, count: number) {
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(seen + count);
    const mails = smtp.received.slice(seen);
    const byRecipient = new Map<string, ReceivedMail>();
    for (const mail of mails) byRecipient.set(mail.to![0]!.address!, mail);
    return byRecipient;
  }
  const invitationOf = (mail: ReceivedMail | undefined) => {
    const parts = calendarParts(mail!);
    expect(parts).toHaveLength(1);
    const invitation = readInvitation(parts[0]!.text);
    expect(parts[0]!.method).toBe(invitation.method);
    return invitation;
  };
  const interview = async () =>
    (await injectAs(t.app, acme.admin, { method: 'GET', url: `/api/interviews/${interviewId}` })).json().data;
  const linkIn = (mail: ReceivedMail, label: string) => {
    const found = new RegExp(`${label}: (\\S+/interview-response\\?\\S+)`).exec(mail.text ?? '');
    expect(found, mail.text).not.toBeNull();
    const url = new URL(found![1]!);
    return `${url.pathname}${url.search}`;
  };

  it('schedules: a REQUEST to each interviewer and the candidate, the same event with their own copy', async () => {
    const response = await injectAs(t.app, acme.admin, {
      method: 'POST',
      url: '/api/interviews',
      payload: {
        applicationId: acme.applied[0]!.id,
        title: 'Technical interview',
        startsAt: start.toISOString(),
        endsAt: plusMinutes(start, 45).toISOString(),
        interviewerIds: [ian.user.id, olga.user.id],
        location: 'Room 4, 1 Acme Way',
        videoUrl: 'https://meet.example.test/abc',
        notes: 'Probe the distributed systems answer (internal only)',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    interviewId = response.json().data.id;
    const mails = await nextMails(0, 3);
    expect([...mails.keys()].sort()).toEqual([candidateEmail, ian.user.email, olga.user.email].sort());

    const everyone = [ian.user.email, olga.user.email, candidateEmail].sort();
    for (const [to, mail] of mails) {
      const invitation = invitationOf(mail);
      expect(invitation).toMatchObject({
        method: 'REQUEST',
        sequence: 0,
        status: 'CONFIRMED',
        start: start.toISOString(),
        end: plusMinutes(start, 45).toISOString(),
        isUtc: true,
        location: 'Room 4, 1 Acme Way',
      });
      expect(invitation.uid).toBe(`${interviewId}@localhost`);
      expect(invitation.organizer).toBe(`mailto:${acme.admin.user.email}`);
      expect(invitation.attendees.map((attendee) => attendee.email).sort()).toEqual(everyone);
      for (const attendee of invitation.attendees)
        expect(attendee).toMatchObject({ partstat: 'NEEDS-ACTION', rsvp: 'TRUE' });
      const isCandidate = to === candidateEmail;
      // Internal notes and the kit reach interviewers only.
      const everything = `${mail.text}${mail.html}${invitation.description}`;
      expect(everything.includes('internal only')).toBe(!isCandidate);
      expect(everything.includes('/interview-details?interviewId=')).toBe(!isCandidate);
      expect(mail.text).toContain('Accept: http://localhost:3000/interview-response?');
    }
    uid = invitationOf(mails.get(ian.user.email)).uid;
    expect(mails.get(candidateEmail)!.subject).toBe(
      'Invitation: Technical interview for Backend Engineer at Acme Widgets Ltd',
    );
    // Each reads the time in their own zone.
    expect(mails.get(olga.user.email)!.text).toContain('(America/New_York)');
  });

  it("takes an attendee's answer from their link: the page asks (GET changes nothing), its button answers", async () => {
    const mail = smtp.received.find((received) => received.to![0]!.address === ian.user.email)!;
    const accept = linkIn(mail, 'Accept');
    const page = await t.app.inject({ method: 'GET', url: accept });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Will you attend?');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(
      (await interview()).interviewers.find((p: { userId: string }) => p.userId === ian.user.id),
    ).toMatchObject({ responseStatus: 'needs_action' });

    const answered = await t.app.inject({
      method: 'POST',
      url: accept,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'response=accepted',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.body).toContain('Accepted');
    expect(
      (await interview()).interviewers.find((p: { userId: string }) => p.userId === ian.user.id),
    ).toMatchObject({ responseStatus: 'accepted' });

    // Someone else's signature, or none, is not found.
    const forged = accept.replace(/s=[^&]+/, 's=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
    const otherAttendee = accept.replace(/a=u\.[^&]+/, `a=u.${olga.user.id}`);
    expect((await t.app.inject({ method: 'POST', url: otherAttendee, payload: {} })).statusCode).toBe(404);
  });

  it('reschedules: REQUEST with a higher SEQUENCE to everyone, answers asked again, a CANCEL to the one taken off', async () => {
    const seen = smtp.received.length;
    const oldAccept = linkIn(
      smtp.received.find((received) => received.to![0]!.address === ian.user.email)!,
      'Accept',
    );
    const response = await injectAs(t.app, acme.admin, {
      method: 'PUT',
      url: `/api/interviews/${interviewId}`,
      payload: {
        title: 'Technical interview',
        startsAt: moved.toISOString(),
        endsAt: plusMinutes(moved, 60).toISOString(),
        interviewerIds: [ian.user.id, nina.user.id],
        location: 'Room 4, 1 Acme Way',
        videoUrl: 'https://meet.example.test/abc',
        notes: 'Probe the distributed systems answer (internal only)',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ sequence: 1, candidateResponse: 'needs_action' });
    const mails = await nextMails(seen, 4);
    expect([...mails.keys()].sort()).toEqual(
      [candidateEmail, ian.user.email, nina.user.email, olga.user.email].sort(),
    );
    const stayed = [ian.user.email, nina.user.email, candidateEmail].sort();
    for (const to of stayed) {
      const invitation = invitationOf(mails.get(to));
      expect(invitation).toMatchObject({
        method: 'REQUEST',
        uid,
        sequence: 1,
        start: moved.toISOString(),
        end: plusMinutes(moved, 60).toISOString(),
      });
      expect(invitation.attendees.map((attendee) => attendee.email).sort()).toEqual(stayed);
      // A new time: Ian's acceptance no longer holds.
      for (const attendee of invitation.attendees) expect(attendee.partstat).toBe('NEEDS-ACTION');
    }
    expect(mails.get(candidateEmail)!.subject).toMatch(/^Updated invitation: /);
    const removed = invitationOf(mails.get(olga.user.email));
    expect(removed).toMatchObject({ method: 'CANCEL', uid, sequence: 1, status: 'CANCELLED' });
    expect(removed.attendees.map((attendee) => attendee.email)).toEqual([olga.user.email]);
    expect(calendarParts(mails.get(olga.user.email)!)[0]!.method).toBe('CANCEL');

    // The link of the old invitation no longer answers the new one.
    expect((await t.app.inject({ method: 'GET', url: oldAccept })).statusCode).toBe(410);
    const data = await interview();
    expect(data.interviewers.map((p: { userId: string }) => p.userId).sort()).toEqual(
      [ian.user.id, nina.user.id].sort(),
    );
    expect(
      data.interviewers.every((p: { responseStatus: string }) => p.responseStatus === 'needs_action'),
    ).toBe(true);

    // The candidate declines from the new invitation; the resent invitation (same SEQUENCE) says so.
    const decline = linkIn(mails.get(candidateEmail)!, 'Decline');
    const answered = await t.app.inject({
      method: 'POST',
      url: decline,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'response=declined',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await interview()).candidateResponse).toBe('declined');
    const resent = await injectAs(t.app, acme.admin, {
      method: 'POST',
      url: `/api/interviews/${interviewId}/resend`,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const again = await nextMails(seen + 4, 3);
    const candidateCopy = invitationOf(again.get(candidateEmail));
    expect(candidateCopy).toMatchObject({ method: 'REQUEST', uid, sequence: 1 });
    expect(candidateCopy.attendees.find((attendee) => attendee.email === candidateEmail)?.partstat).toBe(
      'DECLINED',
    );
  });

  it('cancels: a CANCEL with a higher SEQUENCE to everyone, the reason told to the candidate', async () => {
    const seen = smtp.received.length;
    const response = await injectAs(t.app, acme.admin, {
      method: 'POST',
      url: `/api/interviews/${interviewId}/cancel`,
      payload: { reason: 'The interviewer is ill' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'cancelled', sequence: 2 });
    const mails = await nextMails(seen, 3);
    expect([...mails.keys()].sort()).toEqual([candidateEmail, ian.user.email, nina.user.email].sort());
    for (const mail of mails.values()) {
      const invitation = invitationOf(mail);
      expect(invitation).toMatchObject({ method: 'CANCEL', uid, sequence: 2, status: 'CANCELLED' });
      expect(invitation.start).toBe(moved.toISOString());
    }
    expect(mails.get(candidateEmail)!.text).toContain('Reason: The interviewer is ill');
    expect(mails.get(candidateEmail)!.subject).toMatch(/^Cancelled: /);
  });
});
