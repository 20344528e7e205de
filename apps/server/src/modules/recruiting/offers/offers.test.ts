import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  candidateAttachments,
  jobOpenings,
  jobs,
  offerTemplates,
  approvalFlows,
} from '../../../db/schema/index.ts';
import { PDFDocument } from 'pdf-lib';
import {
  createTestApp,
  injectAs,
  signedInUser,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { candidatesCompany } from '../../../../test/candidates-company.ts';
import { startSmtp, type SmtpCatcher } from '../../platform/mail/mail.test-helpers.ts';
import { eventsOf } from '../../platform/events/platform-events.ts';

describe('offers: versions, approval, the PDF letter, the answer link, and hiring', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof candidatesCompany>>;
  let globex: Awaited<ReturnType<typeof candidatesCompany>>;
  let approver: SignedInUser;
  let templateId: string;
  let openingIds: string[];

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ smtpUrl: smtp.url });
    acme = await candidatesCompany(t.app);
    globex = await candidatesCompany(t.app, 'Globex Ltd');
    const companyId = acme.company.id;
    approver = await signedInUser(t.app, { firstName: 'Olive', lastName: 'Approver' }, acme.company);
    await t.app.db
      .update(jobs)
      .set({ salaryMin: 60_000, salaryMax: 90_000, salaryCurrency: 'GBP' })
      .where(eq(jobs.id, acme.job.id));
    const openings = await t.app.db
      .insert(jobOpenings)
      .values([
        { companyId, jobId: acme.job.id, openingId: 'ENG-1', position: 0 },
        { companyId, jobId: acme.job.id, openingId: 'ENG-2', position: 1 },
      ])
      .returning();
    openingIds = openings.map((opening) => opening.id);
    const [template] = await t.app.db
      .insert(offerTemplates)
      .values({
        companyId,
        name: 'Standard offer',
        bodyHtml:
          '<p>Dear {{CANDIDATE_FIRST_NAME}},</p><p>We offer you {{JOB_NAME}} at {{SALARY}}, starting {{START_DATE}}.</p>',
      })
      .returning();
    templateId = template!.id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const as = (who: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, payload });
  const terms = (overrides: object = {}) => ({
    templateId,
    salary: 75_000,
    currency: 'GBP',
    startDate: '2027-01-04',
    ...overrides,
  });

  it('creates a draft offer with the letter filled in, refusing bad terms by field', async () => {
    const applicationId = acme.applied[0]!.id;
    const bad = await as(acme.admin, 'POST', `/api/applications/${applicationId}/offer`, {
      templateId: 'nope',
      salary: 'lots',
      currency: 'pounds',
      startDate: '2027-02-30',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['currency', 'salary', 'startDate', 'templateId']);
    const outside = await as(
      acme.admin,
      'POST',
      `/api/applications/${applicationId}/offer`,
      terms({ salary: 150_000 }),
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors[0].path).toBe('salary');

    const created = await as(acme.admin, 'POST', `/api/applications/${applicationId}/offer`, terms());
    expect(created.statusCode, created.body).toBe(201);
    const offer = created.json().data.current;
    expect(offer).toMatchObject({ status: 'draft', version: 1, salary: 75_000, currency: 'GBP' });
    expect(offer.letterHtml).toContain('Dear Grace,');
    expect(offer.letterHtml).toContain('£75,000 a year');
    expect(offer.letterHtml).toContain('4 January 2027');
    expect(created.json().data.openings.map((item: { id: string }) => item.id)).toEqual(openingIds);

    const again = await as(acme.admin, 'POST', `/api/applications/${applicationId}/offer`, terms());
    expect(again.statusCode).toBe(409);
  });

  it("keeps offers to the company: another company's application and offer answer 404", async () => {
    const applicationId = acme.applied[0]!.id;
    expect((await as(globex.admin, 'GET', `/api/applications/${applicationId}/offer`)).statusCode).toBe(404);
    const offerId = (await as(acme.admin, 'GET', `/api/applications/${applicationId}/offer`)).json().data
      .current.id;
    expect((await as(globex.admin, 'PUT', `/api/offers/${offerId}`, terms())).statusCode).toBe(404);
    expect((await as(globex.admin, 'POST', `/api/offers/${offerId}/send`, {})).statusCode).toBe(404);
  });

  it('answers 403 to someone without the offer permissions', async () => {
    const reader = await signedInWithRole(t.app, acme.company, {
      name: 'Offer reader',
      permissions: ['rct.module.candidates.candidate.view', 'rct.module.offers.offer.view'],
    });
    const applicationId = acme.applied[0]!.id;
    expect((await as(reader, 'GET', `/api/applications/${applicationId}/offer`)).statusCode).toBe(200);
    expect(
      (await as(reader, 'POST', `/api/applications/${acme.applied[1]!.id}/offer`, terms())).statusCode,
    ).toBe(403);
    expect(
      (await as(reader, 'POST', `/api/applications/${applicationId}/hire`, { startDate: '2027-01-04' }))
        .statusCode,
    ).toBe(403);
  });

  it('needs approval when the flow has approvers, then sends a PDF the candidate accepts by link', async () => {
    const companyId = acme.company.id;
    await t.app.db.insert(approvalFlows).values({
      companyId,
      kind: 'offer',
      sequential: true,
      groups: [{ approverIds: [approver.user.id], required: 1 }],
    });
    const applicationId = acme.applied[0]!.id;
    const offerId = (await as(acme.admin, 'GET', `/api/applications/${applicationId}/offer`)).json().data
      .current.id;
    const early = await as(acme.admin, 'POST', `/api/offers/${offerId}/send`, {});
    expect(early.statusCode).toBe(409);

    const asked = await as(acme.admin, 'POST', `/api/offers/${offerId}/request-approval`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toMatchObject({
      current: { status: 'pending_approval' },
      needsApproval: true,
      approval: { status: 'pending', canDecide: false },
      templates: [{ id: templateId, name: 'Standard offer' }],
    });
    const seenByApprover = await as(approver, 'GET', `/api/applications/${applicationId}/offer`);
    expect(seenByApprover.json().data.approval.canDecide).toBe(true);
    await expect
      .poll(() => smtp.received.filter((mail) => mail.subject?.startsWith('Offer approval needed')).length)
      .toBe(1);
    const pending = await as(approver, 'GET', '/api/approvals/pending');
    expect(pending.json().data).toEqual([
      expect.objectContaining({
        kind: 'offer',
        offerId,
        candidate: { id: acme.people[0]!.id, name: 'Grace Hopper' },
      }),
    ]);
    const notApprover = await as(acme.admin, 'POST', `/api/offers/${offerId}/approval`, {
      decision: 'approved',
    });
    expect(notApprover.statusCode).toBe(403);
    const approved = await as(approver, 'POST', `/api/offers/${offerId}/approval`, { decision: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.current.status).toBe('approved');

    const sent = await as(acme.admin, 'POST', `/api/offers/${offerId}/send`, {
      message: 'We loved meeting you.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.current.status).toBe('sent');
    const [attachment] = await t.app.db
      .select()
      .from(candidateAttachments)
      .where(
        and(eq(candidateAttachments.companyId, companyId), eq(candidateAttachments.type, 'offer_letter')),
      );
    expect(attachment?.applicationId).toBe(applicationId);

    await expect
      .poll(() => smtp.received.filter((mail) => mail.to?.[0]?.address === 'grace@acme.test').length)
      .toBe(1);
    const mail = smtp.received.find((item) => item.to?.[0]?.address === 'grace@acme.test')!;
    const pdf = mail.attachments.find((item) => item.mimeType === 'application/pdf')!;
    const bytes =
      typeof pdf.content === 'string' ? Buffer.from(pdf.content) : Buffer.from(new Uint8Array(pdf.content));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
    const link = /https?:\/\/\S+\/offer-response\?[^\s"<>]+/.exec(mail.text ?? '')![0].replace(/&amp;/g, '&');
    const path = link.slice(link.indexOf('/offer-response'));

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Accept the offer');
    const forged = await t.app.inject({ method: 'GET', url: path.replace(/token=[^&]+/, 'token=forged') });
    expect(forged.statusCode).toBe(404);
    const accepted = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'answer=accepted&note=Delighted',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.body).toContain('Welcome aboard');
    const after = await as(acme.admin, 'GET', `/api/applications/${applicationId}/offer`);
    expect(after.json().data.current).toMatchObject({ status: 'accepted', responseNote: 'Delighted' });
    const twice = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'answer=declined',
    });
    expect(twice.body).toContain('Welcome aboard');
  });

  it('makes a new version when an approved or sent offer changes, voiding its approval', async () => {
    const applicationId = acme.applied[1]!.id;
    const created = await as(acme.admin, 'POST', `/api/applications/${applicationId}/offer`, terms());
    const offerId = created.json().data.current.id;
    await as(acme.admin, 'POST', `/api/offers/${offerId}/request-approval`);
    await as(approver, 'POST', `/api/offers/${offerId}/approval`, { decision: 'approved' });
    const edited = await as(acme.admin, 'PUT', `/api/offers/${offerId}`, terms({ salary: 80_000 }));
    expect(edited.statusCode, edited.body).toBe(200);
    const data = edited.json().data;
    expect(data.current).toMatchObject({
      version: 2,
      status: 'draft',
      salary: 80_000,
      approvalRequestId: null,
    });
    expect(data.history).toEqual([
      expect.objectContaining({ id: offerId, version: 1, status: 'deprecated' }),
    ]);
    const hire = await as(acme.admin, 'POST', `/api/applications/${applicationId}/hire`, {
      startDate: '2027-01-04',
    });
    expect(hire.statusCode).toBe(409);
  });

  it('hires into an opening, closing the job with its last opening and telling Onboarding', async () => {
    const companyId = acme.company.id;
    const applicationId = acme.applied[0]!.id;
    const first = await as(acme.admin, 'POST', `/api/applications/${applicationId}/hire`, {
      openingId: openingIds[0],
      startDate: '2027-01-04',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      applicationId,
      status: 'hired',
      openingId: openingIds[0],
      jobClosed: false,
    });
    const again = await as(acme.admin, 'POST', `/api/applications/${applicationId}/hire`, {
      startDate: '2027-01-04',
    });
    expect(again.statusCode).toBe(409);
    const [hired] = await t.app.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(hired).toMatchObject({ status: 'hired', startDate: '2027-01-04' });
    const [event] = await eventsOf(t.app.db, companyId, 'recruiting.candidate_hired');
    expect(event?.payload).toMatchObject({
      applicationId,
      firstName: 'Grace',
      email: 'grace@acme.test',
      job: { id: acme.job.id, name: 'Backend Engineer' },
      startDate: '2027-01-04',
      opening: { id: openingIds[0], openingId: 'ENG-1' },
      offer: expect.objectContaining({ salary: 75_000, currency: 'GBP' }),
    });

    // The third candidate, without an offer, fills the last opening: the job closes.
    const filled = await as(acme.admin, 'POST', `/api/applications/${acme.applied[2]!.id}/hire`, {
      openingId: openingIds[0],
      startDate: '2027-02-01',
    });
    expect(filled.statusCode).toBe(400);
    expect(filled.json().errors[0].path).toBe('openingId');
    const last = await as(acme.admin, 'POST', `/api/applications/${acme.applied[2]!.id}/hire`, {
      startDate: '2027-02-01',
    });
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().data).toMatchObject({ openingId: openingIds[1], jobClosed: true });
    const [job] = await t.app.db.select().from(jobs).where(eq(jobs.id, acme.job.id));
    expect(job?.status).toBe('closed');
    // The other candidate's application stays as it was.
    const [other] = await t.app.db
      .select()
      .from(applications)
      .where(eq(applications.id, acme.applied[1]!.id));
    expect(other?.status).toBe('active');
    expect(await eventsOf(t.app.db, globex.company.id, 'recruiting.candidate_hired')).toEqual([]);
  });
});
