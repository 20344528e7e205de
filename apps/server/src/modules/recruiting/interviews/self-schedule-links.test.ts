import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { candidatesCompany } from '../../../../test/candidates-company.ts';
import {
  createTestApp,
  injectAs,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { auditEvents, candidateActivities, outboxMessages } from '../../../db/schema/index.ts';
import { interviewer } from './interviews.test-helpers.ts';

type Company = Awaited<ReturnType<typeof candidatesCompany>>;

describe("self-scheduling links: an application's list, and revoking one", () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  let ian: SignedInUser;
  let nobody: SignedInUser;

  const createLink = async (applicationId: string, title: string) => {
    const response = await injectAs(t.app, acme.admin, {
      method: 'POST',
      url: `/api/applications/${applicationId}/self-schedule-links`,
      payload: { interviewerIds: [ian.user.id], durationMinutes: 30, title },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; state: string };
  };
  const list = (who: SignedInUser, applicationId: string) =>
    injectAs(t.app, who, { method: 'GET', url: `/api/applications/${applicationId}/self-schedule-links` });
  const revoke = (who: SignedInUser, id: string) =>
    injectAs(t.app, who, { method: 'POST', url: `/api/self-schedule-links/${id}/revoke` });
  /** The booking page's address from the mail offering this interview. */
  const bookingLink = async (to: string, title: string) => {
    const mails = await t.app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, to), like(outboxMessages.subject, '%choose a time%')));
    const mail = mails.find((item) => item.text.includes(`(${title})`));
    const url = new URL(/Choose a time: (\S+)/.exec(mail!.text)![1]!);
    return `${url.pathname}${url.search}`;
  };

  beforeAll(async () => {
    t = await createTestApp();
    acme = await candidatesCompany(t.app);
    globex = await candidatesCompany(t.app, 'Globex Corp');
    ian = await interviewer(t.app, acme.company, 'Ian', 'Europe/Berlin');
    nobody = await signedInWithRole(t.app, acme.company, {
      name: 'Candidates only',
      permissions: ['rct.module.candidates.candidate.view'],
    });
  });
  afterAll(() => t.close());

  it('GET /api/applications/:id/self-schedule-links lists them newest first, with state, names and booking', async () => {
    const applicationId = acme.applied[2]!.id;
    expect((await list(acme.admin, applicationId)).json().data).toEqual([]);
    const first = await createLink(applicationId, 'Portfolio review');
    expect(first.state).toBe('open');
    const second = await createLink(applicationId, 'Team chat');

    // The candidate books the first link's first slot.
    const url = await bookingLink('ada@acme.test', 'Portfolio review');
    const page = await t.app.inject({ method: 'GET', url });
    const [slot] = [...page.body.matchAll(/name="slot"\s+value="([^"]+)"/g)].map((match) => match[1]!);
    const booked = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ slot: slot! }).toString(),
    });
    expect(booked.body).toContain('Your interview is booked');

    const response = await list(acme.admin, applicationId);
    expect(response.statusCode, response.body).toBe(200);
    const [newest, oldest] = response.json().data;
    expect(newest).toMatchObject({
      id: second.id,
      title: 'Team chat',
      state: 'open',
      interviewers: [{ id: ian.user.id, name: 'Ian Interviewer' }],
      sentBy: { id: acme.admin.user.id },
      bookedStartsAt: null,
      interviewId: null,
    });
    expect(oldest).toMatchObject({ id: first.id, state: 'booked', bookedStartsAt: slot });
    expect(oldest.interviewId).toEqual(expect.any(String));

    expect((await list(acme.admin, 'not-a-uuid')).statusCode).toBe(400);
    expect((await list(globex.admin, applicationId)).statusCode).toBe(404);
    expect((await list(acme.admin, crypto.randomUUID())).statusCode).toBe(404);
    expect((await list(nobody, applicationId)).statusCode).toBe(403);

    // A booked link is spent: it cannot be revoked.
    const refused = await revoke(acme.admin, first.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The candidate has already booked an interview with this link');
  });

  it('POST /api/self-schedule-links/:id/revoke ends an open link at once, audited and in the feed', async () => {
    const applicationId = acme.applied[1]!.id;
    const link = await createLink(applicationId, 'Quick call');
    const url = await bookingLink('alan@acme.test', 'Quick call');
    const before = await t.app.inject({ method: 'GET', url });
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('name="slot"');

    expect((await revoke(acme.admin, 'not-a-uuid')).statusCode).toBe(400);
    expect((await revoke(globex.admin, link.id)).statusCode).toBe(404);
    expect((await revoke(acme.support, link.id)).statusCode).toBe(403);

    const response = await revoke(acme.admin, link.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id: link.id, state: 'expired', interviewId: null });
    const [listed] = (await list(acme.admin, applicationId)).json().data;
    expect(listed).toMatchObject({ id: link.id, state: 'expired' });

    // The candidate's page offers no slot any more, and booking one books nothing.
    const after = await t.app.inject({ method: 'GET', url });
    expect(after.statusCode).toBe(410);
    expect(after.body).toContain('This link has expired');
    expect(after.body).not.toContain('name="slot"');

    const again = await revoke(acme.admin, link.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This link has already expired');

    const [audit] = await t.app.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.companyId, acme.company.id),
          eq(auditEvents.action, 'interview.self_schedule_link.revoke'),
        ),
      );
    expect(audit).toMatchObject({ targetId: applicationId, after: { linkId: link.id } });
    const feed = await t.app.db
      .select()
      .from(candidateActivities)
      .where(eq(candidateActivities.applicationId, applicationId));
    expect(feed.map((entry) => entry.summary)).toContain('Self-scheduling link revoked: Quick call');
  });
});
