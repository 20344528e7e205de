import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  interviewInterviewers,
  jobFollowers,
  jobInterviews,
  scheduledInterviews,
  scorecards,
  users,
} from '../../../db/schema/index.ts';
import {
  createTestApp,
  injectAs,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { candidatesCompany } from '../../../../test/candidates-company.ts';
import { dashboardCounts } from './dashboard-counts.ts';

describe('dashboard: buckets, followed jobs and recruiting goals', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof candidatesCompany>>;
  let globex: Awaited<ReturnType<typeof candidatesCompany>>;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await candidatesCompany(t.app);
    globex = await candidatesCompany(t.app, 'Globex Ltd');
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, payload });
  // The test writes interviews and scorecards straight to the database, past the API whose writes
  // drop the counts kept between visits (dashboard-counts.ts), so it drops them itself; the last
  // test checks that a write through the API does.
  const counts = async () => {
    dashboardCounts.invalidate(acme.company.id);
    return (await as(acme.admin, 'GET', '/api/dashboard/recruiting')).json().data.counts;
  };
  const bucket = async (name: string) =>
    (await as(acme.admin, 'GET', `/api/dashboard/buckets?bucket=${name}`)).json().data as Array<{
      applicationId: string;
      missing: Array<{ name: string }>;
    }>;

  it('counts each bucket from the records as the pipeline moves', async () => {
    const companyId = acme.company.id;
    const phoneScreen = acme.stages[1]!;
    const before = await counts();
    expect(before).toMatchObject({ toReview: 3, toSchedule: 0, needsDecision: 0, scorecardsDue: 0 });
    expect((await bucket('to_review')).map((row) => row.applicationId)).toEqual(
      acme.applied.map((a) => a.id),
    );

    const [plan] = await t.app.db
      .insert(jobInterviews)
      .values({ companyId, jobId: acme.job.id, stageId: phoneScreen.id, name: 'Phone screen', position: 0 })
      .returning();
    const grace = acme.applied[0]!;
    await t.app.db.update(applications).set({ stageId: phoneScreen.id }).where(eq(applications.id, grace.id));
    expect(await counts()).toMatchObject({ toReview: 2, toSchedule: 1 });
    expect((await bucket('to_schedule')).map((row) => row.applicationId)).toEqual([grace.id]);

    const [interview] = await t.app.db
      .insert(scheduledInterviews)
      .values({
        companyId,
        applicationId: grace.id,
        stageId: phoneScreen.id,
        jobInterviewId: plan!.id,
        title: 'Phone screen',
        startsAt: new Date(Date.now() - 2 * 3_600_000),
        endsAt: new Date(Date.now() - 3_600_000),
      })
      .returning();
    await t.app.db
      .insert(interviewInterviewers)
      .values({ companyId, interviewId: interview!.id, userId: acme.admin.user.id });
    expect(await counts()).toMatchObject({
      toSchedule: 0,
      scorecardsDue: 1,
      awaitingFeedback: 1,
      needsDecision: 0,
    });
    // Today is the interviewer's own day: the interview counts when it began on it in their zone.
    const [me] = await t.app.db
      .select({ timezone: users.timezone })
      .from(users)
      .where(eq(users.id, acme.admin.user.id));
    const dayIn = (instant: Date) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: me!.timezone }).format(instant);
    expect((await counts()).interviewsToday).toBe(dayIn(interview!.startsAt) === dayIn(new Date()) ? 1 : 0);
    const awaiting = await bucket('awaiting_feedback');
    expect(awaiting[0]?.missing.map((person) => person.name)).toEqual([
      `${acme.admin.user.firstName} ${acme.admin.user.lastName}`,
    ]);

    await t.app.db.insert(scorecards).values({
      companyId,
      interviewId: interview!.id,
      applicationId: grace.id,
      interviewerId: acme.admin.user.id,
      status: 'submitted',
      overallRecommendation: 'yes',
      submittedAt: new Date(),
    });
    expect(await counts()).toMatchObject({ scorecardsDue: 0, awaitingFeedback: 0, needsDecision: 1 });
    expect((await bucket('needs_decision')).map((row) => row.applicationId)).toEqual([grace.id]);

    // Another company sees none of it.
    const theirs = (await as(globex.admin, 'GET', '/api/dashboard/recruiting')).json().data.counts;
    expect(theirs).toMatchObject({ toReview: 3, needsDecision: 0, scorecardsDue: 0 });
  });

  it('lists followed jobs with each stage’s active applications', async () => {
    await t.app.db
      .insert(jobFollowers)
      .values({ companyId: acme.company.id, jobId: acme.job.id, userId: acme.admin.user.id });
    const answer = await as(acme.admin, 'GET', '/api/dashboard/followed-jobs');
    expect(answer.statusCode).toBe(200);
    const [job] = answer.json().data;
    expect(job).toMatchObject({ id: acme.job.id, name: 'Backend Engineer', active: 3 });
    expect(job.stages.map((stage: { name: string; active: number }) => [stage.name, stage.active])).toEqual([
      ['Application Review', 2],
      ['Phone Screen', 1],
      ['Onsite', 0],
      ['Offer', 0],
    ]);
  });

  it('keeps goals with their progress counted, refusing bad ones by field', async () => {
    const bad = await as(acme.admin, 'POST', '/api/dashboard/goals', {
      name: '',
      metric: 'interviews_held',
      target: 0,
      periodStart: '2026-12-01',
      periodEnd: '2026-11-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['name', 'periodEnd', 'target', 'userId']);
    const stranger = await as(acme.admin, 'POST', '/api/dashboard/goals', {
      name: 'Interviews this month',
      metric: 'interviews_held',
      target: 10,
      userId: globex.admin.user.id,
      periodStart: '2026-01-01',
      periodEnd: '2026-12-31',
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors[0].path).toBe('userId');

    const today = new Date().toISOString().slice(0, 10);
    const created = await as(acme.admin, 'POST', '/api/dashboard/goals', {
      name: 'Interviews this year',
      metric: 'interviews_held',
      target: 10,
      userId: acme.admin.user.id,
      periodStart: `${today.slice(0, 4)}-01-01`,
      periodEnd: `${today.slice(0, 4)}-12-31`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const [goal] = created.json().data;
    expect(goal).toMatchObject({ target: 10, progress: 1, owner: { kind: 'user', id: acme.admin.user.id } });

    expect((await as(globex.admin, 'DELETE', `/api/dashboard/goals/${goal.id}`)).statusCode).toBe(404);
    expect((await as(globex.admin, 'GET', '/api/dashboard/goals')).json().data).toEqual([]);
    const reader = await signedInWithRole(t.app, acme.company, {
      name: 'Goal reader',
      permissions: ['rct.module.dashboard.goal.view'],
    });
    expect((await as(reader, 'GET', '/api/dashboard/goals')).json().data).toHaveLength(1);
    expect((await as(reader, 'DELETE', `/api/dashboard/goals/${goal.id}`)).statusCode).toBe(403);
    expect((await as(reader, 'GET', '/api/dashboard/recruiting')).statusCode).toBe(403);
    expect((await as(acme.admin, 'DELETE', `/api/dashboard/goals/${goal.id}`)).statusCode).toBe(200);
  });

  it('lists my open tasks and the jobs anyone may refer for', async () => {
    const visit = async () =>
      (await as(acme.admin, 'GET', '/api/dashboard/recruiting')).json().data.counts as { openTasks: number };
    // Seen once, the counts are kept; the task added through the API drops them at once.
    expect((await visit()).openTasks).toBe(0);
    const created = await as(acme.admin, 'POST', `/api/jobs/${acme.job.id}/tasks`, {
      title: 'Call the agency',
      dueOn: '2027-01-10',
      assigneeId: acme.admin.user.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const tasks = (await as(acme.admin, 'GET', '/api/dashboard/my-tasks')).json().data;
    expect(tasks).toEqual([
      {
        id: created.json().data.id,
        title: 'Call the agency',
        dueOn: '2027-01-10',
        job: { id: acme.job.id, name: 'Backend Engineer' },
      },
    ]);
    expect((await visit()).openTasks).toBe(1);
    expect((await as(globex.admin, 'GET', '/api/dashboard/my-tasks')).json().data).toEqual([]);
    const jobs = (await as(acme.admin, 'GET', '/api/dashboard/referable-jobs')).json().data;
    expect(jobs.map((job: { name: string }) => job.name)).toEqual(['Backend Engineer', 'Data Analyst']);
  });
});
