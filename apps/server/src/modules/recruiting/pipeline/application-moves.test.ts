import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  createTestApp,
  injectAs,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { candidatesCompany } from '../../../../test/candidates-company.ts';
import { auditEvents, candidateEmails } from '../../../db/schema/index.ts';
import { waitForMail } from '../../platform/auth/auth.test-helpers.ts';

type Company = Awaited<ReturnType<typeof candidatesCompany>>;

describe('moving applications: /api/applications/:id/…', () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  let viewer: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({}, { jobs: { pollingIntervalSeconds: 0.5 } });
    acme = await candidatesCompany(t.app);
    globex = await candidatesCompany(t.app, 'Globex Ltd');
    viewer = await signedInWithRole(t.app, acme.company, {
      name: 'Viewer',
      permissions: ['rct.module.candidates.candidate.view'],
    });
  });
  afterAll(() => t.close());

  const post = (who: SignedInUser, url: string, payload: object = {}) =>
    injectAs(t.app, who, { method: 'POST', url, payload });
  const feed = async (candidateId: string) =>
    (
      await injectAs(t.app, acme.admin, { method: 'GET', url: `/api/candidates/${candidateId}/activity` })
    ).json().data.items as Array<{ kind: string; summary: string; body: string | null }>;

  it('advances to the next stage, fires its transition email, and records the move everywhere', async () => {
    const application = acme.applied[0]!;
    const advanced = await post(acme.admin, `/api/applications/${application.id}/advance`, {
      fromStageId: acme.stages[0]!.id,
    });
    expect(advanced.statusCode, advanced.body).toBe(200);
    expect(advanced.json().data).toMatchObject({ stage: { name: 'Phone Screen' }, status: 'active' });
    // Phone Screen's rule mails the candidate through the background queue.
    const mail = await waitForMail(t.app.db, 'grace@acme.test');
    expect(mail.subject).toBe('Next step: a call about Backend Engineer');
    expect((await feed(application.candidateId)).map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([
        'Moved from Application Review to Phone Screen on Backend Engineer',
        'Email sent to grace@acme.test: Next step: a call about Backend Engineer',
      ]),
    );
    const [audited] = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'application.move'), eq(auditEvents.targetId, acme.job.id)));
    expect(audited?.after).toMatchObject({ candidate: 'Grace Hopper', stage: 'Phone Screen' });
    // The same screen, seen before the move, cannot move it again.
    const stale = await post(acme.admin, `/api/applications/${application.id}/advance`, {
      fromStageId: acme.stages[0]!.id,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('moves to any stage of the job, and only of the job', async () => {
    const application = acme.applied[1]!;
    const wrong = await post(acme.admin, `/api/applications/${application.id}/move`, {
      toStageId: acme.otherStages[1]!.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ path: 'toStageId', message: 'Choose a stage of this job' }]);
    const bad = await post(acme.admin, `/api/applications/${application.id}/move`, { toStageId: 'x' });
    expect(bad.statusCode).toBe(400);
    const moved = await post(acme.admin, `/api/applications/${application.id}/move`, {
      toStageId: acme.stages[3]!.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.stage.name).toBe('Offer');
    const last = await post(acme.admin, `/api/applications/${application.id}/advance`);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('The candidate is already in the last stage');
    const again = await post(acme.admin, `/api/applications/${application.id}/move`, {
      toStageId: acme.stages[3]!.id,
    });
    expect(again.statusCode).toBe(409);
  });

  it('rejects with a reason and a scheduled email that can be cancelled; unrejects', async () => {
    const application = acme.applied[2]!;
    const url = `/api/applications/${application.id}`;
    const invalid = await post(acme.admin, `${url}/reject`, {
      rejectionReasonId: globex.reason.id,
      email: { templateId: acme.template.id, sendAt: '2020-01-01T00:00:00Z' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([
      { path: 'rejectionReasonId', message: 'Choose a rejection reason' },
    ]);
    const past = await post(acme.admin, `${url}/reject`, {
      rejectionReasonId: acme.reason.id,
      email: { templateId: acme.template.id, sendAt: '2020-01-01T00:00:00Z' },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors).toEqual([{ path: 'email.sendAt', message: 'Choose a time in the future' }]);
    const sendAt = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    const rejected = await post(acme.admin, `${url}/reject`, {
      rejectionReasonId: acme.reason.id,
      note: 'Needs more distributed systems depth',
      email: { templateId: acme.template.id, sendAt },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const data = rejected.json().data;
    expect(data).toMatchObject({
      status: 'rejected',
      rejectionReason: { name: 'Not enough experience', type: { id: 1, name: 'We rejected them' } },
      rejectionNote: 'Needs more distributed systems depth',
      scheduledEmail: {
        sendAt: new Date(sendAt).toISOString(),
        subject: 'Your application for Backend Engineer',
      },
    });
    expect((await post(acme.admin, `${url}/reject`, { rejectionReasonId: acme.reason.id })).statusCode).toBe(
      409,
    );
    expect((await post(acme.admin, `${url}/advance`)).statusCode).toBe(409);
    // Cancelling is for the company's own emails, once.
    const emailUrl = `/api/candidate-emails/${data.scheduledEmail.id}`;
    expect((await injectAs(t.app, globex.admin, { method: 'DELETE', url: emailUrl })).statusCode).toBe(404);
    expect((await injectAs(t.app, acme.admin, { method: 'DELETE', url: emailUrl })).statusCode).toBe(200);
    expect((await injectAs(t.app, acme.admin, { method: 'DELETE', url: emailUrl })).statusCode).toBe(409);
    const [email] = await t.app.db
      .select()
      .from(candidateEmails)
      .where(eq(candidateEmails.id, data.scheduledEmail.id));
    expect(email?.status).toBe('cancelled');
    const unrejected = await post(acme.admin, `${url}/unreject`);
    expect(unrejected.statusCode, unrejected.body).toBe(200);
    expect(unrejected.json().data).toMatchObject({
      status: 'active',
      rejectionReason: null,
      scheduledEmail: null,
    });
    expect((await post(acme.admin, `${url}/unreject`)).statusCode).toBe(409);
    const kinds = (await feed(application.candidateId)).map((entry) => entry.kind);
    expect(kinds.slice(0, 3)).toEqual(['unrejected', 'email', 'rejected']);
  });

  it('rejects with an email sent at once', async () => {
    const [, , third] = globex.applied;
    const rejected = await injectAs(t.app, globex.admin, {
      method: 'POST',
      url: `/api/applications/${third!.id}/reject`,
      payload: { rejectionReasonId: globex.reason.id, email: { templateId: globex.template.id } },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mail = await waitForMail(t.app.db, 'ada@globex.test');
    expect(mail.subject).toBe('Your application for Backend Engineer');
    expect(mail.text).toContain('Dear Ada, thank you. Ada Owner');
  });

  it('transfers to another job’s first stage, or a chosen one, never onto a job the candidate is on', async () => {
    const application = globex.applied[0]!;
    const url = `/api/applications/${application.id}/transfer`;
    expect((await post(globex.admin, url, { jobId: globex.job.id })).json().errors).toEqual([
      { path: 'jobId', message: 'Choose another job' },
    ]);
    expect((await post(globex.admin, url, { jobId: acme.other.id })).statusCode).toBe(400);
    expect(
      (await post(globex.admin, url, { jobId: globex.other.id, stageId: globex.stages[1]!.id })).json()
        .errors,
    ).toEqual([{ path: 'stageId', message: 'Choose a stage of this job' }]);
    const moved = await post(globex.admin, url, { jobId: globex.other.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      job: { name: 'Data Analyst' },
      stage: { name: 'Application Review' },
    });
    const back = await post(globex.admin, url, { jobId: globex.job.id, stageId: globex.stages[2]!.id });
    expect(back.json().data).toMatchObject({ job: { name: 'Backend Engineer' }, stage: { name: 'Onsite' } });
  });

  it('answers 404 for another company’s application and 403 without the permission', async () => {
    const theirs = globex.applied[1]!;
    expect((await post(acme.admin, `/api/applications/${theirs.id}/advance`)).statusCode).toBe(404);
    expect((await post(acme.admin, `/api/applications/${theirs.id}/unreject`)).statusCode).toBe(404);
    const mine = acme.applied[1]!;
    for (const action of ['advance', 'move', 'reject', 'unreject', 'transfer'])
      expect((await post(viewer, `/api/applications/${mine.id}/${action}`, {})).statusCode).toBe(403);
  });
});
