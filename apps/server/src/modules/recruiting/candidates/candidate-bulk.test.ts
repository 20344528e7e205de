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
import { applications, candidateEmails, candidates } from '../../../db/schema/index.ts';

type Company = Awaited<ReturnType<typeof candidatesCompany>>;

describe('bulk actions: POST /api/candidates/bulk, and the CSV export', () => {
  let t: TestApp;
  let acme: Company;
  let globex: Company;
  let viewer: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await candidatesCompany(t.app);
    globex = await candidatesCompany(t.app, 'Globex Ltd');
    viewer = await signedInWithRole(t.app, acme.company, {
      name: 'Viewer',
      permissions: ['rct.module.candidates.candidate.view'],
    });
    // 31 more on the other job: one more than may be rejected without typing the count.
    const many = await t.app.db
      .insert(candidates)
      .values(
        Array.from({ length: 31 }, (_, i) => ({
          companyId: acme.company.id,
          firstName: `Bulk${i}`,
          lastName: 'Person',
          email: `bulk${i}@acme.test`,
        })),
      )
      .returning();
    await t.app.db.insert(applications).values(
      many.map((person) => ({
        companyId: acme.company.id,
        jobId: acme.other.id,
        candidateId: person.id,
        stageId: acme.otherStages[0]!.id,
        source: 'Bulk',
      })),
    );
  });
  afterAll(() => t.close());

  const bulk = (who: SignedInUser, payload: object) =>
    injectAs(t.app, who, { method: 'POST', url: '/api/candidates/bulk', payload });
  const ids = () => acme.people.map((person) => person.id);

  it('tags a selection, skipping whoever already has the tag, and untags; all in one transaction', async () => {
    const tag = (
      await injectAs(t.app, acme.admin, {
        method: 'POST',
        url: '/api/configuration/candidate-tags',
        payload: { name: 'Hot' },
      })
    ).json().data;
    const first = await bulk(acme.admin, {
      action: 'tag',
      candidateIds: ids().slice(0, 1),
      tagIds: [tag.id],
    });
    expect(first.json().data).toEqual({ affected: 1, skipped: 0 });
    const all = await bulk(acme.admin, { action: 'tag', candidateIds: ids(), tagIds: [tag.id] });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({
      data: { affected: 2, skipped: 1 },
      message: '2 done, 1 left as they were',
    });
    const listed = (
      await injectAs(t.app, acme.admin, { method: 'GET', url: `/api/candidates?tagId=${tag.id}` })
    ).json().data;
    expect(listed.total).toBe(3);
    const foreign = await bulk(acme.admin, {
      action: 'tag',
      candidateIds: ids(),
      tagIds: [globex.reason.id],
    });
    expect(foreign.statusCode).toBe(400);
    const untag = await bulk(acme.admin, { action: 'untag', filters: { tagId: tag.id }, tagIds: [tag.id] });
    expect(untag.json().data).toEqual({ affected: 3, skipped: 0 });
  });

  it('sets the recruiter of every match of the filters; another company’s candidates are never touched', async () => {
    const set = await bulk(acme.admin, {
      action: 'set_recruiter',
      filters: { source: 'Careers page' },
      userId: acme.support.user.id,
      candidateIds: undefined,
    });
    expect(set.json().data).toEqual({ affected: 2, skipped: 0 });
    const theirs = await bulk(acme.admin, {
      action: 'set_recruiter',
      candidateIds: globex.people.map((p) => p.id),
      userId: null,
    });
    expect(theirs.json().data).toEqual({ affected: 0, skipped: 0 });
    expect(
      (await bulk(acme.admin, { action: 'set_recruiter', candidateIds: ids(), userId: globex.admin.user.id }))
        .statusCode,
    ).toBe(400);
  });

  it('moves and emails a selection; refuses a stage of another job', async () => {
    const wrong = await bulk(acme.admin, {
      action: 'move',
      candidateIds: ids(),
      jobId: acme.job.id,
      toStageId: acme.otherStages[1]!.id,
    });
    expect(wrong.json().errors).toEqual([{ path: 'toStageId', message: 'Choose a stage of this job' }]);
    const moved = await bulk(acme.admin, {
      action: 'move',
      candidateIds: ids(),
      jobId: acme.job.id,
      toStageId: acme.stages[1]!.id,
    });
    expect(moved.json().data).toEqual({ affected: 3, skipped: 0 });
    const emailed = await bulk(acme.admin, {
      action: 'email',
      candidateIds: ids(),
      templateId: acme.template.id,
    });
    expect(emailed.json().data).toEqual({ affected: 3, skipped: 0 });
    const queued = await t.app.db
      .select()
      .from(candidateEmails)
      .where(eq(candidateEmails.companyId, acme.company.id));
    expect(
      queued.filter((email) => email.subject.startsWith('Your application')).length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('asks for the count to be typed when rejecting more than 30, and rejects them all or none', async () => {
    const payload = {
      action: 'reject',
      filters: { jobId: acme.other.id },
      jobId: acme.other.id,
      rejectionReasonId: acme.reason.id,
    };
    const unconfirmed = await bulk(acme.admin, payload);
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().errors).toEqual([
      { path: 'confirmCount', message: 'Type 31 to reject 31 applications' },
    ]);
    const rejected = await bulk(acme.admin, { ...payload, confirmCount: 31 });
    expect(rejected.json().data).toEqual({ affected: 31, skipped: 0 });
    const active = await t.app.db
      .select()
      .from(applications)
      .where(and(eq(applications.jobId, acme.other.id), eq(applications.status, 'active')));
    expect(active).toHaveLength(0);
  });

  it('needs the permission of the action', async () => {
    expect(
      (await bulk(viewer, { action: 'tag', candidateIds: ids(), tagIds: [acme.reason.id] })).statusCode,
    ).toBe(403);
    expect(
      (await bulk(viewer, { action: 'reject', candidateIds: ids(), rejectionReasonId: acme.reason.id }))
        .statusCode,
    ).toBe(403);
    expect((await bulk(acme.admin, { action: 'explode', candidateIds: ids() })).statusCode).toBe(400);
  });

  it('exports the matches of the list as CSV, formulas defused', async () => {
    await injectAs(t.app, acme.admin, {
      method: 'PUT',
      url: `/api/candidates/${acme.people[2]!.id}`,
      payload: {
        firstName: '=HYPERLINK("x")',
        lastName: 'Byron',
        emailAddresses: [{ value: 'ada@acme.test', type: 'personal' }],
      },
    });
    const response = await injectAs(t.app, acme.admin, {
      method: 'GET',
      url: '/api/candidates/export.csv?sortBy=name&sortOrder=1&search=acme.test',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toContain('Candidate ID,First name,Last name,Email');
    expect(lines).toHaveLength(1 + 3 + 31);
    expect(lines.find((line) => line.includes('Byron'))).toContain(`"'=HYPERLINK(""x"")"`);
    expect(
      (await injectAs(t.app, viewer, { method: 'GET', url: '/api/candidates/export.csv' })).statusCode,
    ).toBe(403);
  });
});
