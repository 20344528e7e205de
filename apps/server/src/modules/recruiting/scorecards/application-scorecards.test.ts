import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationScorecards } from '@atrium/shared/schemas/recruiting/scorecards';
import { auditEvents } from '../../../db/schema/index.ts';
import {
  createTestApp,
  injectAs,
  signedInUser,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { interviewingCompany, scheduleInterview } from './scorecards.test-helpers.ts';

describe("an application's scorecards and who sees them: /api/applications/:id/scorecards", () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof interviewingCompany>>;
  let globex: Awaited<ReturnType<typeof interviewingCompany>>;
  let employee: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await interviewingCompany(t.app);
    globex = await interviewingCompany(t.app, 'Globex Ltd');
    employee = await signedInUser(t.app, { role: null }, acme.company);
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser, method: 'GET' | 'PUT', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, payload });
  const setVisibility = async (visibility: string) =>
    expect(
      (await as(acme.admin, 'PUT', '/api/configuration/scorecard-settings', { visibility })).statusCode,
    ).toBe(200);
  /** An interview of the application, started two hours ago, with Ivy and Ian. */
  const interviewFor = (index: number) =>
    scheduleInterview(t.app, {
      companyId: acme.company.id,
      applicationId: acme.applied[index]!.id,
      stageId: acme.stages[1]!.id,
      interviewers: [acme.ivy, acme.ian],
    });
  const fill = (who: SignedInUser, interviewId: string, body: object) =>
    as(who, 'PUT', `/api/interviews/${interviewId}/scorecard`, body);
  const submitted = (recommendation: string, rating: string, notes: string) => ({
    ratings: [{ attributeId: 'java', rating }],
    keyTakeaways: `Takeaway: ${recommendation}`,
    privateNotes: notes,
    overallRecommendation: recommendation,
    submit: true,
  });
  const read = async (who: SignedInUser, index: number): Promise<ApplicationScorecards> => {
    const response = await as(who, 'GET', `/api/applications/${acme.applied[index]!.id}/scorecards`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const whose = (answer: ApplicationScorecards) =>
    answer.scorecards.map(
      (card) => `${card.interviewer.id === acme.ivy.user.id ? 'Ivy' : 'Ian'} ${card.status}`,
    );

  it("after submitting (the default): an interviewer sees colleagues' scorecards once they submit their own", async () => {
    const interview = await interviewFor(0);
    await fill(acme.ian, interview.id, submitted('strong_yes', 'strong_yes', 'Ian only'));
    await fill(acme.ivy, interview.id, { keyTakeaways: 'Half written', privateNotes: 'Ivy only' });

    let ivy = await read(acme.ivy, 0);
    expect(whose(ivy)).toEqual(['Ivy draft']);
    expect(ivy.hiddenCount).toBe(1);
    // The summary is of what the reader sees, and a draft is not feedback yet.
    expect(ivy.summary.recommendations.strong_yes).toBe(0);
    expect(ivy.summary.attributes.find((row) => row.attributeId === 'java')!.ratings).toEqual([]);

    // Another's draft never shows, nor counts as hidden.
    const ian = await read(acme.ian, 0);
    expect(whose(ian)).toEqual(['Ian submitted']);
    expect(ian.hiddenCount).toBe(0);

    await fill(acme.ivy, interview.id, submitted('yes', 'mixed', 'Ivy only'));
    ivy = await read(acme.ivy, 0);
    expect(whose(ivy).sort()).toEqual(['Ian submitted', 'Ivy submitted']);
    expect(ivy.hiddenCount).toBe(0);
    // Private notes: one's own, not a colleague's (Ivy may not see private candidate data).
    const notes = Object.fromEntries(ivy.scorecards.map((card) => [card.interviewer.id, card.privateNotes]));
    expect(notes).toEqual({ [acme.ivy.user.id]: 'Ivy only', [acme.ian.user.id]: '' });
    expect(ivy.summary.recommendations).toEqual({
      definitely_not: 0,
      no: 0,
      yes: 1,
      strong_yes: 1,
      no_decision: 0,
    });
    const java = ivy.summary.attributes.find((row) => row.attributeId === 'java')!;
    expect(java).toMatchObject({ attributeName: 'Java', categoryName: 'Skills' });
    expect(java.ratings.map((rating) => rating.rating).sort()).toEqual(['mixed', 'strong_yes']);
    expect(ivy.summary.attributes.map((row) => row.attributeId)).toEqual(['java', 'sql', 'kind']);

    // Seeing all scorecards and private data (the company admin): everything submitted, notes too.
    const admin = await read(acme.admin, 0);
    expect(admin.scorecards.map((card) => card.privateNotes).sort()).toEqual(['Ian only', 'Ivy only']);
  });

  it('always: submitted scorecards show to an interviewer who has not submitted', async () => {
    await setVisibility('always');
    const interview = await interviewFor(1);
    await fill(acme.ian, interview.id, submitted('no', 'no', 'Ian only'));
    await fill(acme.ivy, interview.id, { keyTakeaways: 'Still thinking' });
    const ivy = await read(acme.ivy, 1);
    expect(whose(ivy).sort()).toEqual(['Ian submitted', 'Ivy draft']);
    expect(ivy.hiddenCount).toBe(0);
    expect(ivy.summary.recommendations.no).toBe(1);
  });

  it('never: only one’s own, even after submitting; those who see all scorecards still see them', async () => {
    await setVisibility('never');
    const interview = await interviewFor(2);
    await fill(acme.ian, interview.id, submitted('no', 'no', 'Ian only'));
    await fill(acme.ivy, interview.id, submitted('yes', 'yes', 'Ivy only'));
    const ivy = await read(acme.ivy, 2);
    expect(whose(ivy)).toEqual(['Ivy submitted']);
    expect(ivy.hiddenCount).toBe(1);
    expect(ivy.summary.recommendations).toMatchObject({ yes: 1, no: 0 });
    const admin = await read(acme.admin, 2);
    expect(admin.scorecards).toHaveLength(2);
    expect(admin.hiddenCount).toBe(0);
    await setVisibility('after_submitting');
  });

  it("answers 404 for another company's application, 400 for a malformed id, 403 without seeing candidates", async () => {
    const url = `/api/applications/${acme.applied[0]!.id}/scorecards`;
    expect((await as(globex.admin, 'GET', url)).statusCode).toBe(404);
    const bad = await as(acme.admin, 'GET', '/api/applications/nope/scorecards');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('id');
    expect((await as(employee, 'GET', url)).statusCode).toBe(403);
  });

  describe('the setting: /api/configuration/scorecard-settings', () => {
    const url = '/api/configuration/scorecard-settings';

    it('reads after submitting until saved, saves a choice (audited) and refuses an unknown one', async () => {
      expect((await as(globex.admin, 'GET', url)).json().data).toEqual({ visibility: 'after_submitting' });
      const saved = await as(globex.admin, 'PUT', url, { visibility: 'always' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toEqual({ visibility: 'always' });
      expect((await as(globex.admin, 'GET', url)).json().data).toEqual({ visibility: 'always' });
      // One company's setting is its own.
      expect((await as(acme.admin, 'GET', url)).json().data).toEqual({ visibility: 'after_submitting' });
      const audit = await t.app.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, 'recruiting.scorecard_settings.update'));
      expect(audit.find((event) => event.companyId === globex.company.id)).toMatchObject({
        before: { visibility: 'after_submitting' },
        after: { visibility: 'always' },
      });
      const bad = await as(globex.admin, 'PUT', url, { visibility: 'sometimes' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].path).toBe('visibility');
    });

    it('is read with the organization view permission and saved with its edit permission', async () => {
      const viewer = await signedInWithRole(t.app, acme.company, {
        name: 'Organization viewer',
        permissions: ['rct.settings.organization.view'],
      });
      expect((await as(viewer, 'GET', url)).statusCode).toBe(200);
      expect((await as(viewer, 'PUT', url, { visibility: 'never' })).statusCode).toBe(403);
      expect((await as(employee, 'GET', url)).statusCode).toBe(403);
      expect((await as(acme.admin, 'GET', url)).json().data.visibility).toBe('after_submitting');
    });
  });
});
