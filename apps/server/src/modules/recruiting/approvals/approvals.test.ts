import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, notifications } from '../../../db/schema/index.ts';
import { createRecruitingJob } from '../../../db/seed/recruiting-factories.ts';
import {
  createTestApp,
  injectAs,
  signedInUser,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { mailsTo } from '../../platform/auth/auth.test-helpers.ts';
import { peopleCompany } from '../../../../test/people-company.ts';

describe('approvals: flows per company and job, rounds, decisions', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof peopleCompany>>;
  let globex: Awaited<ReturnType<typeof peopleCompany>>;
  let ann: SignedInUser;
  let ben: SignedInUser;
  let cat: SignedInUser;
  let viewer: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    globex = await peopleCompany(t.app, 'Globex Ltd');
    ann = await signedInUser(t.app, { firstName: 'Ann', lastName: 'Approver' }, acme.company);
    ben = await signedInUser(t.app, { firstName: 'Ben', lastName: 'Approver' }, acme.company);
    cat = await signedInUser(t.app, { firstName: 'Cat', lastName: 'Director' }, acme.company);
    viewer = await signedInWithRole(t.app, acme.company, {
      name: 'Approvals reader',
      permissions: ['rct.module.jobs.job.view', 'rct.module.job_details.approval.view'],
    });
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, payload });
  const twoGroups = () => ({
    sequential: true,
    groups: [
      { approverIds: [ann.user.id, ben.user.id], required: 1 },
      { approverIds: [cat.user.id], required: 1 },
    ],
  });
  const notified = async (who: SignedInUser) =>
    t.app.db.select().from(notifications).where(eq(notifications.userId, who.user.id));

  it('keeps a company flow, refusing bad groups with the failing field', async () => {
    const bad = await as(acme.admin, 'PUT', '/api/configuration/approval-flows/job-open', {
      groups: [
        { approverIds: [ann.user.id], required: 2 },
        { approverIds: [globex.admin.user.id], required: 1 },
        { approverIds: [], required: 1 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['groups.0.required', 'groups.2.approverIds', 'groups.2.required']);
    const stranger = await as(acme.admin, 'PUT', '/api/configuration/approval-flows/job-open', {
      groups: [{ approverIds: [globex.admin.user.id], required: 1 }],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors[0].path).toBe('groups.0.approverIds.0');
    expect(
      (await as(acme.admin, 'PUT', '/api/configuration/approval-flows/banana', twoGroups())).statusCode,
    ).toBe(404);

    const saved = await as(acme.admin, 'PUT', '/api/configuration/approval-flows/job-open', twoGroups());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      saved
        .json()
        .data.groups.map((group: { approvers: Array<{ name: string }> }) =>
          group.approvers.map((a) => a.name),
        ),
    ).toEqual([['Ann Approver', 'Ben Approver'], ['Cat Director']]);
    expect(
      (await as(acme.admin, 'GET', '/api/configuration/approval-flows/offer')).json().data.groups,
    ).toEqual([]);
  });

  it('opens a job only through its approvals: sequential groups, each told in turn, the last approval opens it', async () => {
    const job = await createRecruitingJob(t.app.db, acme.company.id, {
      name: 'Head of Data',
      status: 'draft',
    });
    const direct = await as(acme.admin, 'POST', `/api/jobs/${job.id}/open`);
    expect(direct.statusCode).toBe(409);
    expect(direct.json().code).toBe('APPROVAL_REQUIRED');

    const asked = await as(acme.admin, 'POST', `/api/jobs/${job.id}/approvals`);
    expect(asked.statusCode, asked.body).toBe(201);
    const round = asked.json().data.current;
    expect(round).toMatchObject({ status: 'pending', sequential: true, requestedBy: { name: 'Ada Owner' } });
    expect(round.groups.map((group: { active: boolean }) => group.active)).toEqual([true, false]);
    expect((await as(acme.admin, 'POST', `/api/jobs/${job.id}/approvals`)).statusCode).toBe(409);
    // The first group hears of it at once, in the app and by mail; the second waits its turn.
    expect((await notified(ann)).some((item) => item.title === 'Approval needed: Head of Data')).toBe(true);
    expect(
      (await mailsTo(t.app.db, ann.user.email)).some(
        (mail) => mail.subject === 'Approval needed: Head of Data',
      ),
    ).toBe(true);
    expect(await notified(cat)).toHaveLength(0);
    expect(
      (await as(ann, 'GET', '/api/approvals/pending'))
        .json()
        .data.map((item: { jobName: string }) => item.jobName),
    ).toEqual(['Head of Data']);

    const early = await as(cat, 'POST', `/api/jobs/${job.id}/approvals/${round.id}/decisions`, {
      decision: 'approved',
    });
    expect(early.statusCode).toBe(403);
    const first = await as(ann, 'POST', `/api/jobs/${job.id}/approvals/${round.id}/decisions`, {
      decision: 'approved',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(
      first
        .json()
        .data.current.groups.map((group: { approved: boolean; active: boolean }) => [
          group.approved,
          group.active,
        ]),
    ).toEqual([
      [true, false],
      [false, true],
    ]);
    expect((await notified(cat)).some((item) => item.title === 'Approval needed: Head of Data')).toBe(true);
    // One approval was enough for group 1: Ben is no longer asked.
    expect(
      (await as(ben, 'POST', `/api/jobs/${job.id}/approvals/${round.id}/decisions`, { decision: 'approved' }))
        .statusCode,
    ).toBe(403);

    const last = await as(cat, 'POST', `/api/jobs/${job.id}/approvals/${round.id}/decisions`, {
      decision: 'approved',
      note: 'Budget agreed',
    });
    expect(last.json().data.current.status).toBe('approved');
    expect((await as(acme.admin, 'GET', `/api/jobs/${job.id}`)).json().data.status).toBe('open');
    const opened = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'job.open'), eq(auditEvents.targetId, job.id)));
    expect(opened).toHaveLength(1);
    expect(
      (await mailsTo(t.app.db, acme.admin.user.email)).some(
        (mail) => mail.subject === 'Approved: Head of Data is open',
      ),
    ).toBe(true);
  });

  it('rejects with a required note, leaving the job a draft to ask again; a job flow edit restarts a waiting round', async () => {
    const job = await createRecruitingJob(t.app.db, acme.company.id, {
      name: 'Growth Lead',
      status: 'draft',
    });
    const round = (await as(acme.admin, 'POST', `/api/jobs/${job.id}/approvals`)).json().data.current;
    const noNote = await as(ann, 'POST', `/api/jobs/${job.id}/approvals/${round.id}/decisions`, {
      decision: 'rejected',
    });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors).toEqual([{ path: 'note', message: 'Say why you reject it' }]);
    const rejected = await as(ann, 'POST', `/api/jobs/${job.id}/approvals/${round.id}/decisions`, {
      decision: 'rejected',
      note: 'No budget',
    });
    expect(rejected.json().data.current).toMatchObject({ status: 'rejected' });
    expect(rejected.json().data.current.groups[0].approvers[0]).toMatchObject({
      name: 'Ann Approver',
      decision: 'rejected',
      note: 'No budget',
    });
    expect((await as(acme.admin, 'GET', `/api/jobs/${job.id}`)).json().data.status).toBe('draft');
    expect(
      (await as(ann, 'POST', `/api/jobs/${job.id}/approvals/${round.id}/decisions`, { decision: 'approved' }))
        .statusCode,
    ).toBe(409);

    const again = (await as(acme.admin, 'POST', `/api/jobs/${job.id}/approvals`)).json().data;
    expect(again.history).toHaveLength(1);
    await as(ann, 'POST', `/api/jobs/${job.id}/approvals/${again.current.id}/decisions`, {
      decision: 'approved',
    });
    // Editing the job's own flow restarts the waiting round: decisions cleared, the new approvers asked.
    const edited = await as(acme.admin, 'PUT', `/api/jobs/${job.id}/approval-flow`, {
      sequential: false,
      groups: [{ approverIds: [ben.user.id], required: 1 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.flow).toMatchObject({ source: 'job', sequential: false });
    expect(edited.json().data.current.groups).toEqual([
      expect.objectContaining({
        active: true,
        approved: false,
        approvers: [expect.objectContaining({ name: 'Ben Approver', decision: null })],
      }),
    ]);
    const done = await as(ben, 'POST', `/api/jobs/${job.id}/approvals/${again.current.id}/decisions`, {
      decision: 'approved',
    });
    expect(done.json().data.current.status).toBe('approved');
    const reset = await as(acme.admin, 'DELETE', `/api/jobs/${job.id}/approval-flow`);
    expect(reset.json().data.flow.source).toBe('company');
  });

  it('lets a job without any flow open directly, and guards every route', async () => {
    const noFlowCompany = globex;
    const job = await createRecruitingJob(t.app.db, noFlowCompany.company.id, {
      name: 'Free Job',
      status: 'draft',
    });
    expect((await as(noFlowCompany.admin, 'POST', `/api/jobs/${job.id}/approvals`)).statusCode).toBe(409);
    expect((await as(noFlowCompany.admin, 'POST', `/api/jobs/${job.id}/open`)).statusCode).toBe(200);

    const acmeJob = await createRecruitingJob(t.app.db, acme.company.id, {
      name: 'Guarded',
      status: 'draft',
    });
    expect((await as(globex.admin, 'GET', `/api/jobs/${acmeJob.id}/approvals`)).statusCode).toBe(404);
    expect((await as(globex.admin, 'POST', `/api/jobs/${acmeJob.id}/approvals`)).statusCode).toBe(404);
    expect(
      (await as(globex.admin, 'PUT', `/api/jobs/${acmeJob.id}/approval-flow`, twoGroups())).statusCode,
    ).toBe(404);
    expect((await as(viewer, 'GET', `/api/jobs/${acmeJob.id}/approvals`)).statusCode).toBe(200);
    expect((await as(viewer, 'POST', `/api/jobs/${acmeJob.id}/approvals`)).statusCode).toBe(403);
    expect(
      (await as(viewer, 'PUT', '/api/configuration/approval-flows/job-open', twoGroups())).statusCode,
    ).toBe(403);
    const round = (await as(acme.admin, 'POST', `/api/jobs/${acmeJob.id}/approvals`)).json().data.current;
    expect(
      (
        await as(viewer, 'POST', `/api/jobs/${acmeJob.id}/approvals/${round.id}/decisions`, {
          decision: 'approved',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await as(globex.admin, 'POST', `/api/jobs/${acmeJob.id}/approvals/${round.id}/decisions`, {
          decision: 'approved',
        })
      ).statusCode,
    ).toBe(404);
  });
});
