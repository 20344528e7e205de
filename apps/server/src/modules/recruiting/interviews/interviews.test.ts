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
import {
  candidateActivities,
  emailTemplates,
  interviewInterviewers,
  jobInterviews,
  outboxMessages,
  scheduledInterviews,
  scorecards,
  users,
} from '../../../db/schema/index.ts';
import { fieldPaths } from '../../platform/auth/auth.test-helpers.ts';
import { interviewer, nextMondayAt, plusMinutes } from './interviews.test-helpers.ts';

type Company = Awaited<ReturnType<typeof candidatesCompany>>;

describe('scheduled interviews: /api/interviews', () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  let ian: SignedInUser;
  let olga: SignedInUser;
  let nobody: SignedInUser;
  let planInterviewId: string;
  let laterPlanInterviewId: string;
  let interviewId: string;
  const start = nextMondayAt(10);

  const as = (who: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, ...(payload ? { payload } : {}) });
  const body = (overrides: Record<string, unknown> = {}) => ({
    applicationId: acme.applied[0]!.id,
    startsAt: start.toISOString(),
    endsAt: plusMinutes(start, 45).toISOString(),
    interviewerIds: [ian.user.id],
    location: 'Room 4',
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp();
    acme = await candidatesCompany(t.app);
    globex = await candidatesCompany(t.app, 'Globex Corp');
    ian = await interviewer(t.app, acme.company, 'Ian');
    olga = await interviewer(t.app, acme.company, 'Olga', 'America/New_York');
    nobody = await signedInWithRole(t.app, acme.company, {
      name: 'Candidates only',
      permissions: ['rct.module.candidates.candidate.view'],
    });
    const plan = await t.app.db
      .insert(jobInterviews)
      .values([
        {
          companyId: acme.company.id,
          jobId: acme.job.id,
          stageId: acme.stages[0]!.id,
          name: 'Recruiter call',
          durationMinutes: 30,
          interviewerIds: [ian.user.id],
          position: 0,
        },
        {
          companyId: acme.company.id,
          jobId: acme.job.id,
          stageId: acme.stages[2]!.id,
          name: 'Onsite loop',
          position: 0,
        },
      ])
      .returning();
    planInterviewId = plan[0]!.id;
    laterPlanInterviewId = plan[1]!.id;
  });
  afterAll(() => t.close());

  describe('POST /api/interviews', () => {
    it('schedules a plan interview, writes the invitations and a feed entry', async () => {
      const response = await as(
        acme.admin,
        'POST',
        '/api/interviews',
        body({ jobInterviewId: planInterviewId }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const data = response.json().data;
      interviewId = data.id;
      expect(data).toMatchObject({
        title: 'Recruiter call',
        status: 'scheduled',
        sequence: 0,
        candidateResponse: 'needs_action',
        candidate: { name: 'Grace Hopper', email: 'grace@acme.test' },
        job: { id: acme.job.id, name: 'Backend Engineer' },
        stage: { id: acme.stages[0]!.id, name: acme.stages[0]!.name },
        organizer: { id: acme.admin.user.id },
        interviewers: [{ userId: ian.user.id, responseStatus: 'needs_action', scorecardStatus: 'missing' }],
      });
      const invitations = await t.app.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.companyId, acme.company.id));
      const toIan = invitations.find((mail) => mail.to === ian.user.email);
      expect(toIan).toMatchObject({ calendarMethod: 'REQUEST', status: 'stored' });
      expect(toIan!.calendar).toContain(`UID:${interviewId}@localhost`);
      expect(invitations.find((mail) => mail.to === 'grace@acme.test')?.calendarMethod).toBe('REQUEST');
      const feed = await t.app.db
        .select()
        .from(candidateActivities)
        .where(eq(candidateActivities.kind, 'interview'));
      expect(feed[0]!.summary).toMatch(/^Interview scheduled: Recruiter call, Monday/);
    });

    it('refuses bad input at its field', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ endsAt: start.toISOString() }, 'endsAt'],
        [{ interviewerIds: [] }, 'interviewerIds'],
        [{ startsAt: 'tomorrow' }, 'startsAt'],
        [{ videoUrl: 'http://insecure.test' }, 'videoUrl'],
        [
          {
            startsAt: plusMinutes(new Date(), -120).toISOString(),
            endsAt: plusMinutes(new Date(), -60).toISOString(),
          },
          'startsAt',
        ],
        [{ interviewerIds: [globex.admin.user.id] }, 'interviewerIds'],
        [{ jobInterviewId: laterPlanInterviewId }, 'jobInterviewId'],
        [{ jobInterviewId: crypto.randomUUID() }, 'jobInterviewId'],
      ];
      for (const [overrides, path] of cases) {
        const response = await as(acme.admin, 'POST', '/api/interviews', body(overrides));
        expect(`${response.statusCode} ${fieldPaths(response).join(',')}`, response.body).toBe(`400 ${path}`);
      }
      const late = await as(
        acme.admin,
        'POST',
        '/api/interviews',
        body({ jobInterviewId: laterPlanInterviewId }),
      );
      expect(late.json().errors[0].message).toBe(
        "This interview is not part of the application's current stage",
      );
    });

    it('answers 404 for another company’s application and 403 without the permission', async () => {
      const outside = await as(
        globex.admin,
        'POST',
        '/api/interviews',
        body({ interviewerIds: [globex.admin.user.id] }),
      );
      expect(outside.statusCode).toBe(404);
      expect((await as(acme.support, 'POST', '/api/interviews', body())).statusCode).toBe(403);
    });
  });

  describe('reading', () => {
    it("GET /api/applications/:id/interviews: every interview, and the stage's plan interviews still to schedule", async () => {
      const response = await as(acme.admin, 'GET', `/api/applications/${acme.applied[0]!.id}/interviews`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.scheduled.map((i: { id: string }) => i.id)).toEqual([interviewId]);
      expect(response.json().data.toSchedule).toEqual([]);
      const other = await as(acme.admin, 'GET', `/api/applications/${acme.applied[1]!.id}/interviews`);
      expect(other.json().data).toEqual({
        scheduled: [],
        toSchedule: [
          {
            jobInterviewId: planInterviewId,
            name: 'Recruiter call',
            durationMinutes: 30,
            defaultInterviewerIds: [ian.user.id],
          },
        ],
      });
      expect(
        (await as(globex.admin, 'GET', `/api/applications/${acme.applied[0]!.id}/interviews`)).statusCode,
      ).toBe(404);
      expect(
        (await as(nobody, 'GET', `/api/applications/${acme.applied[0]!.id}/interviews`)).statusCode,
      ).toBe(403);
      expect((await as(acme.admin, 'GET', '/api/applications/nope/interviews')).statusCode).toBe(400);
    });

    it('GET /api/interviews/:id', async () => {
      expect((await as(acme.support, 'GET', `/api/interviews/${interviewId}`)).json().data.id).toBe(
        interviewId,
      );
      expect((await as(globex.admin, 'GET', `/api/interviews/${interviewId}`)).statusCode).toBe(404);
      expect((await as(nobody, 'GET', `/api/interviews/${interviewId}`)).statusCode).toBe(403);
      expect(fieldPaths(await as(acme.admin, 'GET', '/api/interviews/42'))).toEqual(['id']);
    });

    it('GET /api/interviews/mine: upcoming and past, as an interviewer', async () => {
      const upcoming = await as(ian, 'GET', '/api/interviews/mine');
      expect(upcoming.statusCode).toBe(200);
      expect(upcoming.json().data.map((i: { id: string }) => i.id)).toEqual([interviewId]);
      expect((await as(ian, 'GET', '/api/interviews/mine?when=past')).json().data).toEqual([]);
      expect((await as(olga, 'GET', '/api/interviews/mine')).json().data).toEqual([]);
      expect(fieldPaths(await as(ian, 'GET', '/api/interviews/mine?when=someday'))).toEqual(['when']);
      // Anyone may be asked to interview: without the interviews grant one still reads one's own (none here).
      const theirs = await as(nobody, 'GET', '/api/interviews/mine');
      expect(theirs.statusCode).toBe(200);
      expect(theirs.json().data).toEqual([]);
    });

    it('GET /api/interviews/availability: busy spans, working hours, and the first free slots', async () => {
      const from = start.toISOString();
      const to = plusMinutes(start, 24 * 60).toISOString();
      const url = `/api/interviews/availability?userIds=${ian.user.id}&userIds=${olga.user.id}&from=${from}&to=${to}&durationMinutes=60`;
      const response = await as(acme.admin, 'GET', url);
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data;
      expect(data.people[0]).toMatchObject({
        userId: ian.user.id,
        timezone: 'Europe/London',
        workingHours: { startHour: 9, endHour: 17 },
        busy: [
          { start: start.toISOString(), end: plusMinutes(start, 45).toISOString(), title: 'Recruiter call' },
        ],
      });
      expect(data.people[1].busy).toEqual([]);
      // Both working (London until 17:00, New York from 9:00 = 14:00 UTC in winter or 13:00 in summer)
      // and Ian free: the first hour starts at New York's 9:00.
      const nyNine = Date.parse(data.suggestions[0].start);
      expect(new Date(nyNine).toLocaleTimeString('en-GB', { timeZone: 'America/New_York' })).toBe('09:00:00');
      for (const slot of data.suggestions) {
        expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(60 * 60_000);
        expect(
          new Date(slot.end).toLocaleTimeString('en-GB', { timeZone: 'Europe/London' }) <= '17:00:00',
        ).toBe(true);
      }
      expect(data.suggestions.length).toBeGreaterThan(0);
      expect(data.suggestions.length).toBeLessThanOrEqual(10);

      // Ian's own interview does not count when it is the one being moved.
      const moving = await as(acme.admin, 'GET', `${url}&excludeInterviewId=${interviewId}`);
      expect(moving.json().data.people[0].busy).toEqual([]);

      expect(
        fieldPaths(await as(acme.admin, 'GET', `/api/interviews/availability?from=${from}&to=${to}`)),
      ).toEqual(['userIds']);
      const backwards = await as(
        acme.admin,
        'GET',
        `/api/interviews/availability?userIds=${ian.user.id}&from=${to}&to=${from}`,
      );
      expect(fieldPaths(backwards)).toEqual(['to']);
      const stranger = await as(
        acme.admin,
        'GET',
        `/api/interviews/availability?userIds=${globex.admin.user.id}&from=${from}&to=${to}`,
      );
      expect(fieldPaths(stranger)).toEqual(['userIds']);
      expect((await as(nobody, 'GET', `${url}`)).statusCode).toBe(403);
    });
  });

  describe('changing', () => {
    it('PUT /api/interviews/:id: a new time raises the sequence and asks everyone again; nothing changed, nothing sent', async () => {
      await as(ian, 'PUT', `/api/interviews/${interviewId}/response`, { response: 'accepted' });
      const before = await t.app.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.companyId, acme.company.id));
      const later = plusMinutes(start, 60);
      const change = {
        startsAt: later.toISOString(),
        endsAt: plusMinutes(later, 30).toISOString(),
        interviewerIds: [ian.user.id, olga.user.id],
        jobInterviewId: planInterviewId,
      };
      const response = await as(acme.admin, 'PUT', `/api/interviews/${interviewId}`, change);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({
        sequence: 1,
        startsAt: later.toISOString(),
        title: 'Recruiter call',
        location: '',
      });
      expect(
        response.json().data.interviewers.map((p: { responseStatus: string }) => p.responseStatus),
      ).toEqual(['needs_action', 'needs_action']);
      const after = await t.app.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.companyId, acme.company.id));
      expect(after.length - before.length).toBe(3);

      const same = await as(acme.admin, 'PUT', `/api/interviews/${interviewId}`, change);
      expect(same.json().data.sequence).toBe(1);

      expect(
        fieldPaths(
          await as(acme.admin, 'PUT', `/api/interviews/${interviewId}`, { ...change, interviewerIds: [] }),
        ),
      ).toEqual(['interviewerIds']);
      const past = {
        ...change,
        startsAt: plusMinutes(new Date(), -60).toISOString(),
        endsAt: new Date().toISOString(),
      };
      expect(fieldPaths(await as(acme.admin, 'PUT', `/api/interviews/${interviewId}`, past))).toEqual([
        'startsAt',
      ]);
      expect(
        (
          await as(globex.admin, 'PUT', `/api/interviews/${interviewId}`, {
            ...change,
            interviewerIds: [globex.admin.user.id],
          })
        ).statusCode,
      ).toBe(404);
      expect((await as(acme.support, 'PUT', `/api/interviews/${interviewId}`, change)).statusCode).toBe(403);
    });

    it('PUT /api/interviews/:id/response: only an interviewer answers their own invitation', async () => {
      const response = await as(olga, 'PUT', `/api/interviews/${interviewId}/response`, {
        response: 'tentative',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(
        response.json().data.interviewers.find((p: { userId: string }) => p.userId === olga.user.id)
          .responseStatus,
      ).toBe('tentative');
      expect(
        (await as(acme.admin, 'PUT', `/api/interviews/${interviewId}/response`, { response: 'accepted' }))
          .statusCode,
      ).toBe(403);
      expect(
        fieldPaths(await as(olga, 'PUT', `/api/interviews/${interviewId}/response`, { response: 'maybe' })),
      ).toEqual(['response']);
      expect(
        (await as(globex.admin, 'PUT', `/api/interviews/${interviewId}/response`, { response: 'accepted' }))
          .statusCode,
      ).toBe(404);
      expect(
        (await as(nobody, 'PUT', `/api/interviews/${interviewId}/response`, { response: 'accepted' }))
          .statusCode,
      ).toBe(403);
    });

    it('POST /api/interviews/:id/resend: the same invitation again to everyone', async () => {
      const before = await t.app.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.companyId, acme.company.id));
      const response = await as(acme.admin, 'POST', `/api/interviews/${interviewId}/resend`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.sequence).toBe(1);
      const after = await t.app.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.companyId, acme.company.id));
      expect(after.length - before.length).toBe(3);
      expect((await as(globex.admin, 'POST', `/api/interviews/${interviewId}/resend`)).statusCode).toBe(404);
      expect((await as(acme.support, 'POST', `/api/interviews/${interviewId}/resend`)).statusCode).toBe(403);
    });

    it('POST /api/interviews/:id/remind: once it has started, tells the interviewers whose scorecard is missing', async () => {
      expect((await as(acme.admin, 'POST', `/api/interviews/${interviewId}/remind`)).statusCode).toBe(409);
      await t.app.db
        .update(scheduledInterviews)
        .set({ startsAt: plusMinutes(new Date(), -90), endsAt: plusMinutes(new Date(), -60) })
        .where(eq(scheduledInterviews.id, interviewId));
      await t.app.db.insert(scorecards).values({
        companyId: acme.company.id,
        interviewId,
        applicationId: acme.applied[0]!.id,
        interviewerId: ian.user.id,
        status: 'submitted',
        submittedAt: new Date(),
      });
      const status = await as(acme.admin, 'GET', `/api/interviews/${interviewId}`);
      expect(status.json().data).toMatchObject({ status: 'awaiting_feedback' });
      const response = await as(acme.admin, 'POST', `/api/interviews/${interviewId}/remind`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.reminded.map((p: { id: string }) => p.id)).toEqual([olga.user.id]);
      const [mail] = await t.app.db
        .select()
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.to, olga.user.email),
            eq(outboxMessages.subject, 'Scorecard due: Grace Hopper (Backend Engineer)'),
          ),
        );
      expect(mail!.text).toContain(
        `/candidates/${acme.applied[0]!.candidateId}/interview-details?interviewId=${interviewId}`,
      );
      expect((await as(globex.admin, 'POST', `/api/interviews/${interviewId}/remind`)).statusCode).toBe(404);
      expect((await as(acme.support, 'POST', `/api/interviews/${interviewId}/remind`)).statusCode).toBe(403);

      // Every scorecard in: complete.
      await t.app.db.insert(scorecards).values({
        companyId: acme.company.id,
        interviewId,
        applicationId: acme.applied[0]!.id,
        interviewerId: olga.user.id,
        status: 'submitted',
        submittedAt: new Date(),
      });
      const done = (await as(acme.admin, 'GET', `/api/interviews/${interviewId}`)).json().data;
      expect(done.status).toBe('complete');
      expect(done.interviewers.map((p: { scorecardStatus: string }) => p.scorecardStatus)).toEqual([
        'submitted',
        'submitted',
      ]);
      expect(
        (await as(ian, 'GET', '/api/interviews/mine?when=past')).json().data.map((i: { id: string }) => i.id),
      ).toEqual([interviewId]);
    });

    it('POST /api/interviews/:id/cancel: cancelled once, shown as cancelled, freed for the plan', async () => {
      const second = await as(
        acme.admin,
        'POST',
        '/api/interviews',
        body({ applicationId: acme.applied[1]!.id, jobInterviewId: planInterviewId }),
      );
      expect(second.statusCode, second.body).toBe(201);
      const id = second.json().data.id;
      expect((await as(acme.support, 'POST', `/api/interviews/${id}/cancel`, {})).statusCode).toBe(403);
      expect((await as(globex.admin, 'POST', `/api/interviews/${id}/cancel`, {})).statusCode).toBe(404);
      expect(
        fieldPaths(
          await as(acme.admin, 'POST', `/api/interviews/${id}/cancel`, { reason: 'x'.repeat(1001) }),
        ),
      ).toEqual(['reason']);
      const response = await as(acme.admin, 'POST', `/api/interviews/${id}/cancel`, { reason: 'Filled' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ status: 'cancelled', sequence: 1 });
      expect((await as(acme.admin, 'POST', `/api/interviews/${id}/cancel`, {})).statusCode).toBe(409);
      expect(
        (
          await as(acme.admin, 'PUT', `/api/interviews/${id}`, {
            startsAt: start.toISOString(),
            endsAt: plusMinutes(start, 30).toISOString(),
            interviewerIds: [ian.user.id],
          })
        ).statusCode,
      ).toBe(409);
      const list = (await as(acme.admin, 'GET', `/api/applications/${acme.applied[1]!.id}/interviews`)).json()
        .data;
      expect(list.scheduled.map((i: { status: string }) => i.status)).toEqual(['cancelled']);
      expect(list.toSchedule.map((i: { jobInterviewId: string }) => i.jobInterviewId)).toEqual([
        planInterviewId,
      ]);
      const cancellations = await t.app.db
        .select()
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.companyId, acme.company.id), eq(outboxMessages.calendarMethod, 'CANCEL')),
        );
      expect(cancellations.map((mail) => mail.to).sort()).toEqual(['alan@acme.test', ian.user.email].sort());
    });

    it("words the candidate's invitation with the company's interview confirmation template, never the notes", async () => {
      await t.app.db.insert(emailTemplates).values({
        companyId: acme.company.id,
        type: 'interview_confirmation',
        name: 'Interview invitation',
        subject: 'Meet us about {{JOB_NAME}}, {{CANDIDATE_FIRST_NAME}}',
        bodyHtml: '<p>Dear {{CANDIDATE_FIRST_NAME}}, {{MY_NAME}} looks forward to it.</p>',
        isDefault: true,
      });
      const response = await as(
        acme.admin,
        'POST',
        '/api/interviews',
        body({ applicationId: acme.applied[2]!.id, notes: 'Ask about the gap year (internal)' }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const [mail] = await t.app.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.to, 'ada@acme.test'));
      expect(mail!.subject).toBe('Meet us about Backend Engineer, Ada');
      expect(mail!.html).toContain('Dear Ada, Ada Owner looks forward to it.');
      expect(mail!.text).toContain('Accept: http://localhost:3000/interview-response?');
      expect(`${mail!.html}${mail!.text}${mail!.calendar!.replace(/\r?\n /g, '')}`).not.toContain('gap');
      const [toIan] = await t.app.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.to, ian.user.email), like(outboxMessages.subject, '%Ada Byron%')));
      // Unfolded: iCalendar folds lines at 75 octets.
      expect(toIan!.calendar!.replace(/\r?\n /g, '')).toContain('gap year');
    });

    it('refuses an interviewer who is no longer active', async () => {
      await t.app.db.update(users).set({ status: 'inactive' }).where(eq(users.id, olga.user.id));
      const response = await as(
        acme.admin,
        'POST',
        '/api/interviews',
        body({ interviewerIds: [olga.user.id] }),
      );
      expect(fieldPaths(response)).toEqual(['interviewerIds']);
      const rows = await t.app.db
        .select()
        .from(interviewInterviewers)
        .where(eq(interviewInterviewers.userId, olga.user.id));
      expect(rows).toHaveLength(1);
    });
  });
});
