import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { candidatesCompany } from '../../../../test/candidates-company.ts';
import { createTestApp, injectAs, type SignedInUser, type TestApp } from '../../../../test/test-app.ts';
import { interviewSelfScheduleLinks, outboxMessages } from '../../../db/schema/index.ts';
import { fieldPaths } from '../../platform/auth/auth.test-helpers.ts';
import { interviewer } from './interviews.test-helpers.ts';

type Company = Awaited<ReturnType<typeof candidatesCompany>>;

describe('self-scheduling: the candidate books a slot', () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  let ian: SignedInUser;

  const createLink = (who: SignedInUser, applicationId: string, payload: object) =>
    injectAs(t.app, who, {
      method: 'POST',
      url: `/api/applications/${applicationId}/self-schedule-links`,
      payload,
    });
  /** The booking page's address from the newest mail to the candidate. */
  const bookingLink = async (to: string) => {
    const [mail] = await t.app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, to), like(outboxMessages.subject, '%choose a time%')));
    const found = /Choose a time: (\S+)/.exec(mail!.text);
    const url = new URL(found![1]!);
    return `${url.pathname}${url.search}`;
  };
  const slotsOn = (page: string) =>
    [...page.matchAll(/name="slot"\s+value="([^"]+)"/g)].map((match) => match[1]!);
  const post = (url: string, slot: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ slot }).toString(),
    });

  beforeAll(async () => {
    t = await createTestApp();
    acme = await candidatesCompany(t.app);
    globex = await candidatesCompany(t.app, 'Globex Corp');
    ian = await interviewer(t.app, acme.company, 'Ian', 'Europe/Berlin');
  });
  afterAll(() => t.close());

  it('POST /api/applications/:id/self-schedule-links mails the candidate a link (its secret kept hashed)', async () => {
    const response = await createLink(acme.admin, acme.applied[0]!.id, {
      interviewerIds: [ian.user.id],
      durationMinutes: 60,
      title: 'Hiring manager chat',
      videoUrl: 'https://meet.example.test/xyz',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      title: 'Hiring manager chat',
      durationMinutes: 60,
      interviewerIds: [ian.user.id],
      interviewId: null,
    });
    const [row] = await t.app.db.select().from(interviewSelfScheduleLinks);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await bookingLink('grace@acme.test')).toContain(`t=`);

    expect(fieldPaths(await createLink(acme.admin, acme.applied[0]!.id, { interviewerIds: [] }))).toEqual([
      'interviewerIds',
    ]);
    expect(
      fieldPaths(
        await createLink(acme.admin, acme.applied[0]!.id, {
          interviewerIds: [ian.user.id],
          durationMinutes: 5,
        }),
      ),
    ).toEqual(['durationMinutes']);
    expect(
      fieldPaths(
        await createLink(acme.admin, acme.applied[0]!.id, { interviewerIds: [globex.admin.user.id] }),
      ),
    ).toEqual(['interviewerIds']);
    expect(
      (await createLink(globex.admin, acme.applied[0]!.id, { interviewerIds: [globex.admin.user.id] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await createLink(acme.support, acme.applied[0]!.id, { interviewerIds: [ian.user.id] })).statusCode,
    ).toBe(403);
  });

  it("lists the interviewers' free weekday slots from tomorrow, and books the one picked once", async () => {
    const url = await bookingLink('grace@acme.test');
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Choose a time');
    const slots = slotsOn(page.body);
    expect(slots.length).toBeGreaterThan(10);
    const tomorrow = new Date();
    tomorrow.setUTCHours(0, 0, 0, 0);
    for (const slot of slots) {
      const start = new Date(slot);
      expect(start.getTime()).toBeGreaterThan(tomorrow.getTime());
      expect([0, 6]).not.toContain(start.getUTCDay());
      // Ian works 9–17 in Berlin: an hour's interview starts by 16:00 there.
      const berlin = start.toLocaleTimeString('en-GB', { timeZone: 'Europe/Berlin' });
      expect(berlin >= '09:00:00' && berlin <= '16:00:00', berlin).toBe(true);
      expect(start.getTime()).toBeLessThan(Date.now() + 32 * 24 * 60 * 60_000);
    }

    const booked = await post(url, slots[0]!);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.body).toContain('Your interview is booked');
    const list = await injectAs(t.app, acme.admin, {
      method: 'GET',
      url: `/api/applications/${acme.applied[0]!.id}/interviews`,
    });
    const [interview] = list.json().data.scheduled;
    expect(interview).toMatchObject({
      title: 'Hiring manager chat',
      startsAt: slots[0],
      videoUrl: 'https://meet.example.test/xyz',
      status: 'scheduled',
      organizer: { id: acme.admin.user.id },
      interviewers: [{ userId: ian.user.id }],
    });
    const invitations = await t.app.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.companyId, acme.company.id), eq(outboxMessages.calendarMethod, 'REQUEST')),
      );
    expect(invitations.map((mail) => mail.to).sort()).toEqual(['grace@acme.test', ian.user.email].sort());

    // Spent: the page says when, and a second booking books nothing.
    const again = await post(url, slots[1]!);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('Your interview is booked');
    expect(
      (
        await injectAs(t.app, acme.admin, {
          method: 'GET',
          url: `/api/applications/${acme.applied[0]!.id}/interviews`,
        })
      ).json().data.scheduled,
    ).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: url.replace(/t=[^&]+/, 't=guess') })).statusCode).toBe(
      404,
    );
  });

  it('refuses a slot no longer free, and offers the others', async () => {
    const response = await createLink(acme.admin, acme.applied[1]!.id, {
      interviewerIds: [ian.user.id],
      durationMinutes: 60,
    });
    expect(response.statusCode, response.body).toBe(201);
    const url = await bookingLink('alan@acme.test');
    const page = await t.app.inject({ method: 'GET', url });
    const [taken] = (
      await injectAs(t.app, acme.admin, {
        method: 'GET',
        url: `/api/applications/${acme.applied[0]!.id}/interviews`,
      })
    ).json().data.scheduled;
    // Ian's first hour is Grace's now: it is not offered, and posting it anyway is refused.
    expect(slotsOn(page.body)).not.toContain(taken.startsAt);
    const refused = await post(url, taken.startsAt);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('This time is no longer free; choose another');
    expect(slotsOn(refused.body).length).toBeGreaterThan(0);
  });
});
