import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import { buildApp } from '../../../app.ts';
import { candidatesCompany } from '../../../../test/candidates-company.ts';
import { freshDatabase, injectAs, testConfig, type SignedInUser } from '../../../../test/test-app.ts';
import type { Database } from '../../../db/client.ts';
import { JOB_SCHEMA } from '../../../db/job-schema.ts';
import {
  interviewInterviewers,
  outboxMessages,
  scheduledInterviews,
  scorecards,
} from '../../../db/schema/index.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import {
  CANDIDATE_REMINDER_JOB,
  REMINDER_SWEEP_JOB,
  SCORECARD_REMINDER_JOB,
  remindCandidate,
  remindInterviewers,
  sweepReminders,
  type ReminderDeps,
} from './interview-reminders.ts';
import { interviewer, plusMinutes } from './interviews.test-helpers.ts';

type Company = Awaited<ReturnType<typeof candidatesCompany>>;

const HOUR = 60;
const DAY = 24 * HOUR;

describe('interview reminders', () => {
  let database: Database;
  let app: FastifyInstance;
  let acme: Company;
  let ian: SignedInUser;
  let olga: SignedInUser;

  const start = () =>
    buildApp(testConfig(), { database, logger: false, jobs: { pollingIntervalSeconds: 0.5 } });
  const depsOf = (instance: FastifyInstance): ReminderDeps => ({
    db: instance.db,
    jobs: instance.jobs,
    mailer: instance.mailer,
    log: instance.log,
    config: {
      publicUrl: instance.config.publicUrl,
      jwtSecret: instance.config.jwtSecret,
      mailFrom: instance.config.mailFrom,
    },
  });
  const schedule = async (applicationIndex: number, startsAt: Date, interviewerIds: string[]) => {
    const response = await injectAs(app, acme.admin, {
      method: 'POST',
      url: '/api/interviews',
      payload: {
        applicationId: acme.applied[applicationIndex]!.id,
        startsAt: startsAt.toISOString(),
        endsAt: plusMinutes(startsAt, 45).toISOString(),
        interviewerIds,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id as string;
  };
  /** As if the interview had been scheduled two days ago and now starts in `minutes`. */
  const moveTo = (id: string, minutes: number) =>
    app.db
      .update(scheduledInterviews)
      .set({
        startsAt: plusMinutes(new Date(), minutes),
        endsAt: plusMinutes(new Date(), minutes + 45),
        createdAt: plusMinutes(new Date(), -2 * DAY),
        updatedAt: plusMinutes(new Date(), -2 * DAY),
      })
      .where(eq(scheduledInterviews.id, id));
  const mailsTo = (to: string, subject: string) =>
    app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, to), like(outboxMessages.subject, `${subject}%`)));
  const waitingJobs = async (name: string, interviewId: string) =>
    rowsOf<{ start_after: Date; state: string }>(
      await database.db.execute(
        sql.raw(
          `select start_after, state from ${JOB_SCHEMA}.job where name = '${name}' and data->>'interviewId' = '${interviewId}' and state < 'completed'`,
        ),
      ),
    );

  beforeAll(async () => {
    database = await freshDatabase();
    app = await start();
    await app.ready();
    acme = await candidatesCompany(app);
    ian = await interviewer(app, acme.company, 'Ian');
    olga = await interviewer(app, acme.company, 'Olga');
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("a restart between scheduling and the reminder's time still reminds the candidate, once", async () => {
    const id = await schedule(0, plusMinutes(new Date(), 3 * DAY), [ian.user.id]);
    // Queued once the scheduling committed.
    await expect.poll(async () => (await waitingJobs(CANDIDATE_REMINDER_JOB, id)).length).toBe(1);
    const [job] = await waitingJobs(CANDIDATE_REMINDER_JOB, id);
    expect(job?.state).toBe('created');
    expect(Math.abs(new Date(job!.start_after).getTime() - (Date.now() + 2 * DAY * 60_000))).toBeLessThan(
      60_000,
    );

    await app.close();
    app = await start();
    await app.ready();

    // Now a day minus an hour ahead: the job waits for its own time, the sweep finds it due.
    await moveTo(id, 23 * HOUR);
    await app.jobs.send(REMINDER_SWEEP_JOB, {});
    await expect
      .poll(async () => (await mailsTo('grace@acme.test', 'Reminder:')).length, { timeout: 10_000 })
      .toBe(1);
    const [reminder] = await mailsTo('grace@acme.test', 'Reminder:');
    expect(reminder!.text).toContain('A reminder of your interview for Backend Engineer');
    expect(reminder!.text).toContain('Accept: http://localhost:3000/interview-response?');

    // The job's own run, and further sweeps, find it sent.
    expect(await remindCandidate(depsOf(app), acme.company.id, id, 0)).toBe(false);
    await sweepReminders(depsOf(app));
    expect(await mailsTo('grace@acme.test', 'Reminder:')).toHaveLength(1);
    const [row] = await app.db.select().from(scheduledInterviews).where(eq(scheduledInterviews.id, id));
    expect(row!.candidateRemindedAt).toBeInstanceOf(Date);
  });

  it('a job of an interview since changed does nothing; one scheduled within a day reminds nobody', async () => {
    const id = await schedule(1, plusMinutes(new Date(), 3 * DAY), [ian.user.id]);
    const later = plusMinutes(new Date(), 4 * DAY);
    const moved = await injectAs(app, acme.admin, {
      method: 'PUT',
      url: `/api/interviews/${id}`,
      payload: {
        startsAt: later.toISOString(),
        endsAt: plusMinutes(later, 45).toISOString(),
        interviewerIds: [ian.user.id],
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await expect.poll(async () => (await waitingJobs(CANDIDATE_REMINDER_JOB, id)).length).toBe(2);
    await moveTo(id, 23 * HOUR);
    const deps = depsOf(app);
    expect(await remindCandidate(deps, acme.company.id, id, 0)).toBe(false);
    expect(await mailsTo('alan@acme.test', 'Reminder:')).toHaveLength(0);
    expect(await remindCandidate(deps, acme.company.id, id, 1)).toBe(true);
    expect(await mailsTo('alan@acme.test', 'Reminder:')).toHaveLength(1);

    // Invited three hours ahead: the invitation is the reminder.
    const soon = await schedule(2, plusMinutes(new Date(), 3 * HOUR), [ian.user.id]);
    await expect.poll(async () => (await waitingJobs(SCORECARD_REMINDER_JOB, soon)).length).toBe(1);
    expect(await waitingJobs(CANDIDATE_REMINDER_JOB, soon)).toEqual([]);
    await sweepReminders(deps);
    expect(await remindCandidate(deps, acme.company.id, soon, null)).toBe(false);
    expect(await mailsTo('ada@acme.test', 'Reminder:')).toHaveLength(0);
  });

  it('reminds interviewers without a submitted scorecard an hour after the end, then each business day, ten times at most', async () => {
    const id = await schedule(2, plusMinutes(new Date(), 2 * DAY), [ian.user.id, olga.user.id]);
    await expect.poll(async () => (await waitingJobs(SCORECARD_REMINDER_JOB, id)).length).toBe(1);
    // It ended two hours ago; Ian has submitted his scorecard.
    await app.db
      .update(scheduledInterviews)
      .set({ startsAt: plusMinutes(new Date(), -3 * HOUR), endsAt: plusMinutes(new Date(), -2 * HOUR) })
      .where(eq(scheduledInterviews.id, id));
    await app.db.insert(scorecards).values({
      companyId: acme.company.id,
      interviewId: id,
      applicationId: acme.applied[2]!.id,
      interviewerId: ian.user.id,
      status: 'submitted',
      submittedAt: new Date(),
    });
    const deps = depsOf(app);
    await sweepReminders(deps);
    await remindInterviewers(deps, acme.company.id, id, null);
    expect(await mailsTo(olga.user.email, 'Scorecard due:')).toHaveLength(1);
    expect(await mailsTo(ian.user.email, 'Scorecard due:')).toHaveLength(0);
    // The next one waits for the next business day.
    const next = (await waitingJobs(SCORECARD_REMINDER_JOB, id)).map((job) =>
      new Date(job.start_after).getTime(),
    );
    expect(Math.max(...next) - Date.now()).toBeGreaterThan(23 * 60 * 60_000);

    const olgaRow = and(
      eq(interviewInterviewers.interviewId, id),
      eq(interviewInterviewers.userId, olga.user.id),
    );
    // A business day later (three days back is never only a weekend away): reminded again.
    await app.db
      .update(interviewInterviewers)
      .set({ lastRemindedAt: plusMinutes(new Date(), -3 * DAY) })
      .where(olgaRow);
    await remindInterviewers(deps, acme.company.id, id, null);
    expect(await mailsTo(olga.user.email, 'Scorecard due:')).toHaveLength(2);

    // At the limit: no more.
    await app.db
      .update(interviewInterviewers)
      .set({ remindersSent: 10, lastRemindedAt: plusMinutes(new Date(), -3 * DAY) })
      .where(olgaRow);
    await remindInterviewers(deps, acme.company.id, id, null);
    await sweepReminders(deps);
    expect(await mailsTo(olga.user.email, 'Scorecard due:')).toHaveLength(2);

    // A cancelled interview reminds nobody.
    await app.db.update(interviewInterviewers).set({ remindersSent: 1, lastRemindedAt: null }).where(olgaRow);
    await injectAs(app, acme.admin, { method: 'POST', url: `/api/interviews/${id}/cancel`, payload: {} });
    await remindInterviewers(deps, acme.company.id, id, null);
    expect(await mailsTo(olga.user.email, 'Scorecard due:')).toHaveLength(2);
  });
});
