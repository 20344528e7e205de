import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  createTestApp,
  injectAs,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { peopleCompany } from '../../../../test/people-company.ts';
import { createUser } from '../../../db/seed/factories.ts';
import { createRecruitingJob } from '../../../db/seed/recruiting-factories.ts';
import { auditEvents } from '../../../db/schema/index.ts';

type Company = Awaited<ReturnType<typeof peopleCompany>>;
const URL = '/api/configuration/notifications';

describe('notification defaults: /api/configuration/notifications', () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  let nobody: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    globex = await peopleCompany(t.app, 'Globex Ltd');
    nobody = await signedInWithRole(t.app, acme.company, { name: 'Nothing', permissions: [] });
  });
  afterAll(() => t.close());

  const get = async (who: SignedInUser) =>
    (await injectAs(t.app, who, { method: 'GET', url: URL })).json().data;
  const save = (who: SignedInUser, payload: Record<string, unknown>) =>
    injectAs(t.app, who, { method: 'PUT', url: URL, payload });
  const apply = (who: SignedInUser, expectedCount: number) =>
    injectAs(t.app, who, { method: 'POST', url: `${URL}/apply-to-open-jobs`, payload: { expectedCount } });
  const jobNotifications = async (jobId: string) =>
    (await injectAs(t.app, acme.admin, { method: 'GET', url: `/api/jobs/${jobId}/notifications` })).json()
      .data;

  async function jobWithTeam() {
    const job = await createRecruitingJob(t.app.db, acme.company.id);
    const recruiter = await createUser(t.app.db, acme.company.id, {
      firstName: 'Rita',
      lastName: 'Recruiter',
    });
    const manager = await createUser(t.app.db, acme.company.id, { firstName: 'Hal', lastName: 'Manager' });
    const team = await injectAs(t.app, acme.admin, {
      method: 'PUT',
      url: `/api/jobs/${job.id}/hiring-team`,
      payload: {
        members: [
          { userId: recruiter.id, role: 'recruiter', responsible: true },
          { userId: manager.id, role: 'hiring_manager' },
          { userId: manager.id, role: 'interviewer' },
        ],
      },
    });
    expect(team.statusCode).toBe(200);
    return { job, recruiter, manager };
  }

  it('tells nobody by default, then a job without its own settings follows the saved defaults', async () => {
    expect(await get(acme.support)).toEqual({
      newApplicants: [],
      scorecardsSubmitted: [],
      approvals: [],
      stuckCandidates: [],
      stuckAfterDays: 7,
      openJobsWithOwnSettings: 0,
    });
    const { job, recruiter, manager } = await jobWithTeam();
    expect((await jobNotifications(job.id)).newApplicants).toEqual([]);

    const saved = await save(acme.admin, {
      newApplicants: ['recruiter', 'hiring_manager'],
      approvals: ['hiring_manager'],
      stuckCandidates: ['interviewer', 'hiring_manager'],
      stuckAfterDays: 5,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      newApplicants: ['recruiter', 'hiring_manager'],
      stuckAfterDays: 5,
    });
    expect(await jobNotifications(job.id)).toEqual({
      newApplicants: [
        { id: recruiter.id, name: 'Rita Recruiter' },
        { id: manager.id, name: 'Hal Manager' },
      ],
      scorecardsSubmitted: [],
      approvals: [{ id: manager.id, name: 'Hal Manager' }],
      // Two roles on the team, told once.
      stuckCandidates: [{ id: manager.id, name: 'Hal Manager' }],
      stuckAfterDays: 5,
    });
    // Another company's defaults are its own.
    expect((await get(globex.admin)).newApplicants).toEqual([]);
    const [audit] = await t.app.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.companyId, acme.company.id),
          eq(auditEvents.action, 'recruiting.notification_defaults.update'),
        ),
      );
    expect(audit).toBeDefined();
  });

  it('applies the defaults to open jobs with their own settings once the confirmed count is true', async () => {
    const { job, recruiter } = await jobWithTeam();
    const own = await injectAs(t.app, acme.admin, {
      method: 'PUT',
      url: `/api/jobs/${job.id}/notifications`,
      payload: { newApplicants: [recruiter.id], stuckAfterDays: 30 },
    });
    expect(own.statusCode).toBe(200);
    const closed = await createRecruitingJob(t.app.db, acme.company.id, { status: 'closed' });
    const closedOwn = await injectAs(t.app, acme.admin, {
      method: 'PUT',
      url: `/api/jobs/${closed.id}/notifications`,
      payload: { stuckAfterDays: 12 },
    });
    expect(closedOwn.statusCode).toBe(200);
    expect((await get(acme.admin)).openJobsWithOwnSettings).toBe(1);

    const stale = await apply(acme.admin, 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].path).toBe('expectedCount');
    expect((await jobNotifications(job.id)).stuckAfterDays).toBe(30);

    const applied = await apply(acme.admin, 1);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data).toEqual({ jobsReset: 1 });
    expect((await jobNotifications(job.id)).stuckAfterDays).toBe(5);
    // A closed job keeps its own.
    expect((await jobNotifications(closed.id)).stuckAfterDays).toBe(12);
    expect((await get(acme.admin)).openJobsWithOwnSettings).toBe(0);
  });

  it('refuses bad input field by field', async () => {
    const bad = await save(acme.admin, {
      newApplicants: ['boss'],
      approvals: ['recruiter', 'recruiter'],
      stuckAfterDays: 0,
    });
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json().errors as Array<{ path: string }>).map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['newApplicants.0', 'approvals', 'stuckAfterDays']));
    const negative = await apply(acme.admin, -1);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors[0].path).toBe('expectedCount');
  });

  it('needs the permissions: view to read, edit to save or apply', async () => {
    expect((await injectAs(t.app, nobody, { method: 'GET', url: URL })).statusCode).toBe(403);
    expect((await save(acme.support, { stuckAfterDays: 3 })).statusCode).toBe(403);
    expect((await apply(acme.support, 0)).statusCode).toBe(403);
    expect((await get(acme.admin)).stuckAfterDays).toBe(5);
  });
});
