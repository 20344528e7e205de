import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  auditEvents,
  candidateActivities,
  jobHiringTeam,
  notifications,
  recruitingSettings,
  scorecards,
} from '../../../db/schema/index.ts';
import { createCompanyRole } from '../../../db/seed/org-factories.ts';
import { fileField, multipart, PDF } from '../../platform/files/files.test-helpers.ts';
import {
  createTestApp,
  injectAs,
  signedInUser,
  signedInWithRole,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { interviewingCompany, scheduleInterview } from './scorecards.test-helpers.ts';

describe('interview kit and scorecards: /api/interviews/:id/kit, /api/interviews/:id/scorecard', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof interviewingCompany>>;
  let globex: Awaited<ReturnType<typeof interviewingCompany>>;
  let coordinator: SignedInUser;
  let bystander: SignedInUser;
  let noEdits: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await interviewingCompany(t.app);
    globex = await interviewingCompany(t.app, 'Globex Ltd');
    coordinator = await signedInWithRole(t.app, acme.company, {
      name: 'Coordinator',
      permissions: ['rct.module.interviews.interview.view'],
    });
    bystander = await signedInWithRole(t.app, acme.company, {
      name: 'Bystander',
      permissions: ['rct.module.candidates.candidate.view'],
    });
    // Submits scorecards but may not change one once submitted: a help desk's grants (which lack
    // the .own ones every employee holds) and a role to submit.
    const submitOnly = await createCompanyRole(t.app.db, acme.company.id, {
      name: 'Submit only',
      permissions: ['rct.module.scorecards.scorecard.submit'],
    });
    noEdits = await signedInUser(t.app, { role: 'SUPPORT', customRoleId: submitOnly.id }, acme.company);
  });
  afterAll(() => t.close());

  const as = (who: SignedInUser, method: 'GET' | 'PUT', url: string, payload?: object) =>
    injectAs(t.app, who, { method, url, payload });
  const interviewOf = (overrides: Partial<Parameters<typeof scheduleInterview>[1]> = {}) =>
    scheduleInterview(t.app, {
      companyId: acme.company.id,
      applicationId: acme.applied[0]!.id,
      stageId: acme.stages[1]!.id,
      interviewers: [acme.ivy, acme.ian],
      jobInterviewId: acme.plan.id,
      ...overrides,
    });
  const card = {
    ratings: [
      { attributeId: 'java', rating: 'strong_yes' },
      { attributeId: 'kind', rating: 'yes' },
    ],
    keyTakeaways: 'Solid on indexes.',
    privateNotes: 'Mentioned a competing offer.',
    answers: [{ question: 'How would you index this table?', answer: 'A composite index.' }],
    overallRecommendation: 'yes',
  };

  describe('the kit', () => {
    it("gives an interviewer the interview, candidate, résumé, prep notes, the plan's kit and their scorecard", async () => {
      const upload = multipart([fileField(PDF, 'grace-cv.pdf', 'application/pdf')]);
      const file = await t.app.inject({
        method: 'POST',
        url: '/api/files',
        headers: { ...acme.admin.headers, ...upload.headers },
        payload: upload.payload,
      });
      expect(file.statusCode, file.body).toBe(201);
      const fileId = file.json().data.id as string;
      await t.app.db
        .update(applications)
        .set({ resumeFileId: fileId })
        .where(eq(applications.id, acme.applied[0]!.id));
      const interview = await interviewOf({ startsInHours: 24 });

      const response = await as(acme.ivy, 'GET', `/api/interviews/${interview.id}/kit`);
      expect(response.statusCode, response.body).toBe(200);
      const kit = response.json().data;
      expect(kit.interview).toMatchObject({
        id: interview.id,
        title: 'Technical screen',
        location: 'Room 4',
        videoUrl: 'https://meet.example.test/abc',
        status: 'scheduled',
      });
      expect(kit.interview.interviewers.map((person: { id: string }) => person.id).sort()).toEqual(
        [acme.ivy.user.id, acme.ian.user.id].sort(),
      );
      expect(kit.candidate).toEqual({
        id: acme.people[0]!.id,
        name: 'Grace Hopper',
        email: 'grace@acme.test',
        applicationId: acme.applied[0]!.id,
        job: { id: acme.job.id, name: 'Backend Engineer' },
        currentStage: { id: acme.stages[0]!.id, name: acme.stages[0]!.name },
      });
      // Rich text is cleaned on the way out.
      expect(kit.prepNotes).toBe('<p>Ask about <b>scale</b></p>');
      expect(kit.instructions).toBe('Pair on a small task.');
      expect(kit.questions).toHaveLength(2);
      // A focus attribute the scorecard no longer has is left out.
      expect(kit.focusAttributes).toEqual([{ id: 'java', name: 'Java' }]);
      expect(kit.categories.map((category: { name: string }) => category.name)).toEqual([
        'Skills',
        'Personality Traits',
      ]);
      expect(kit.resume).toEqual({ id: fileId, name: 'grace-cv.pdf' });
      expect(kit.isInterviewer).toBe(true);
      expect(kit.myScorecard).toBeNull();

      await as(acme.ivy, 'PUT', `/api/interviews/${interview.id}/scorecard`, card);
      const again = (await as(acme.ivy, 'GET', `/api/interviews/${interview.id}/kit`)).json().data;
      expect(again.myScorecard).toMatchObject({ status: 'draft', keyTakeaways: 'Solid on indexes.' });
    });

    it('is open to whoever sees interviews, and to nobody else of the company', async () => {
      const interview = await interviewOf({ jobInterviewId: null });
      const seen = await as(coordinator, 'GET', `/api/interviews/${interview.id}/kit`);
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json().data).toMatchObject({
        isInterviewer: false,
        myScorecard: null,
        instructions: '',
        questions: [],
        focusAttributes: [],
      });
      expect((await as(bystander, 'GET', `/api/interviews/${interview.id}/kit`)).statusCode).toBe(403);
    });

    it("answers 404 for another company's interview and 400 for a malformed id", async () => {
      const interview = await interviewOf();
      expect((await as(globex.admin, 'GET', `/api/interviews/${interview.id}/kit`)).statusCode).toBe(404);
      const bad = await as(acme.admin, 'GET', '/api/interviews/not-a-uuid/kit');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].path).toBe('id');
    });

    it('says awaiting feedback once it has ended without every scorecard, complete with all, or cancelled', async () => {
      const interview = await interviewOf({ startsInHours: -3 });
      const statusNow = async () =>
        (await as(acme.admin, 'GET', `/api/interviews/${interview.id}/kit`)).json().data.interview.status;
      expect(await statusNow()).toBe('awaiting_feedback');
      const submit = { ...card, submit: true };
      await as(acme.ivy, 'PUT', `/api/interviews/${interview.id}/scorecard`, submit);
      expect(await statusNow()).toBe('awaiting_feedback');
      await as(acme.ian, 'PUT', `/api/interviews/${interview.id}/scorecard`, submit);
      expect(await statusNow()).toBe('complete');
      const cancelled = await interviewOf({ status: 'cancelled' });
      expect(
        (await as(acme.admin, 'GET', `/api/interviews/${cancelled.id}/kit`)).json().data.interview.status,
      ).toBe('cancelled');
    });
  });

  describe('saving and submitting', () => {
    it('keeps a draft before the interview, and refuses to submit until it has started', async () => {
      const interview = await interviewOf({ startsInHours: 2 });
      const url = `/api/interviews/${interview.id}/scorecard`;
      expect((await as(acme.ivy, 'GET', url)).json().data).toBeNull();
      const draft = await as(acme.ivy, 'PUT', url, { ...card, overallRecommendation: null });
      expect(draft.statusCode, draft.body).toBe(200);
      expect(draft.json().data).toMatchObject({
        status: 'draft',
        interviewer: { id: acme.ivy.user.id },
        submittedBy: null,
        submittedAt: null,
        ratings: [
          { attributeId: 'java', attributeName: 'Java', rating: 'strong_yes' },
          { attributeId: 'kind', attributeName: 'Kindness', rating: 'yes' },
        ],
        privateNotes: 'Mentioned a competing offer.',
      });
      const early = await as(acme.ivy, 'PUT', url, { ...card, submit: true });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe('A scorecard can be submitted once the interview has started');
      expect((await as(acme.ivy, 'GET', url)).json().data.status).toBe('draft');
    });

    it('refuses ratings of attributes the job does not rate, and a submission without a recommendation', async () => {
      const interview = await interviewOf();
      const url = `/api/interviews/${interview.id}/scorecard`;
      const unknown = await as(acme.ivy, 'PUT', url, {
        ratings: [
          { attributeId: 'java', rating: 'yes' },
          { attributeId: 'cobol', rating: 'no' },
          { attributeId: 'java', rating: 'no' },
        ],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual([
        { path: 'ratings.1.attributeId', message: 'This attribute is not on the job’s scorecard' },
        { path: 'ratings.2.attributeId', message: 'Rate each attribute once' },
      ]);
      const noRecommendation = await as(acme.ivy, 'PUT', url, { submit: true });
      expect(noRecommendation.statusCode).toBe(400);
      expect(noRecommendation.json().errors[0]).toEqual({
        path: 'overallRecommendation',
        message: 'Choose an overall recommendation',
      });
      const badRating = await as(acme.ivy, 'PUT', url, {
        ratings: [{ attributeId: 'java', rating: 'great' }],
      });
      expect(badRating.statusCode).toBe(400);
      expect(badRating.json().errors[0].path).toBe('ratings.0.rating');
      expect(
        await t.app.db.select().from(scorecards).where(eq(scorecards.interviewId, interview.id)),
      ).toEqual([]);
    });

    it("submits: the candidate's feed says so and the hiring team's chosen roles are told", async () => {
      const [manager] = await t.app.db
        .insert(jobHiringTeam)
        .values({
          companyId: acme.company.id,
          jobId: acme.job.id,
          userId: coordinator.user.id,
          role: 'hiring_manager',
          position: 0,
        })
        .returning();
      await t.app.db
        .insert(recruitingSettings)
        .values({ companyId: acme.company.id, notifyScorecardsSubmitted: ['hiring_manager'] })
        .onConflictDoUpdate({
          target: recruitingSettings.companyId,
          set: { notifyScorecardsSubmitted: ['hiring_manager'] },
        });
      const interview = await interviewOf({ applicationId: acme.applied[1]!.id });
      const response = await as(acme.ivy, 'PUT', `/api/interviews/${interview.id}/scorecard`, {
        ...card,
        submit: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data).toMatchObject({ status: 'submitted', overallRecommendation: 'yes' });
      expect(response.json().data.submittedAt).toEqual(expect.any(String));

      const feed = await t.app.db
        .select()
        .from(candidateActivities)
        .where(
          and(
            eq(candidateActivities.candidateId, acme.people[1]!.id),
            eq(candidateActivities.kind, 'scorecard'),
          ),
        );
      expect(feed).toHaveLength(1);
      expect(feed[0]).toMatchObject({
        applicationId: acme.applied[1]!.id,
        actorId: acme.ivy.user.id,
        summary: expect.stringMatching(/submitted a scorecard for Technical screen$/),
      });
      const told = await t.app.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, manager!.userId));
      expect(told.map((notice) => notice.title)).toEqual(['Scorecard submitted for Alan Turing']);
      expect(told[0]!.link).toBe(`/candidates/${acme.people[1]!.id}`);
      const audit = await t.app.db
        .select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.action, 'scorecard.submit'), eq(auditEvents.targetId, response.json().data.id)),
        );
      expect(audit).toHaveLength(1);
      expect(JSON.stringify(audit[0]!.after)).not.toContain('competing offer');
    });

    it('changes a submitted scorecard only with edit rights, audited, and keeps it submitted', async () => {
      const interview = await interviewOf({ interviewers: [acme.ivy, noEdits] });
      const url = `/api/interviews/${interview.id}/scorecard`;
      const first = await as(noEdits, 'PUT', url, { ...card, submit: true });
      expect(first.statusCode, first.body).toBe(200);
      const refused = await as(noEdits, 'PUT', url, { ...card, overallRecommendation: 'no' });
      expect(refused.statusCode).toBe(403);

      await as(acme.ivy, 'PUT', url, { ...card, submit: true });
      const changed = await as(acme.ivy, 'PUT', url, { ...card, overallRecommendation: 'strong_yes' });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().data).toMatchObject({ status: 'submitted', overallRecommendation: 'strong_yes' });
      const [audit] = await t.app.db
        .select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.action, 'scorecard.update'), eq(auditEvents.targetId, changed.json().data.id)),
        );
      expect(audit).toMatchObject({
        before: expect.objectContaining({ overallRecommendation: 'yes' }),
        after: expect.objectContaining({ overallRecommendation: 'strong_yes' }),
      });
      // Still submitted, so it still needs a recommendation.
      const cleared = await as(acme.ivy, 'PUT', url, { ...card, overallRecommendation: null });
      expect(cleared.statusCode).toBe(400);
      expect(cleared.json().errors[0].path).toBe('overallRecommendation');
    });

    it("fills in an interviewer's scorecard on their behalf only with edit.all, recording who submitted it", async () => {
      const interview = await interviewOf();
      const url = `/api/interviews/${interview.id}/scorecard`;
      const behalf = { ...card, submit: true, interviewerId: acme.ian.user.id };
      expect((await as(acme.ivy, 'PUT', url, behalf)).statusCode).toBe(403);
      expect((await as(acme.ivy, 'GET', `${url}?interviewerId=${acme.ian.user.id}`)).statusCode).toBe(403);

      const done = await as(acme.admin, 'PUT', url, behalf);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().data).toMatchObject({
        interviewer: { id: acme.ian.user.id },
        submittedBy: { id: acme.admin.user.id, name: 'Ada Owner' },
        status: 'submitted',
      });
      const read = await as(acme.admin, 'GET', `${url}?interviewerId=${acme.ian.user.id}`);
      expect(read.json().data.id).toBe(done.json().data.id);
      // Ian sees his own, private notes included (written on his behalf).
      expect((await as(acme.ian, 'GET', url)).json().data.privateNotes).toBe('Mentioned a competing offer.');
      expect(
        (await as(acme.admin, 'GET', `${url}?interviewerId=${acme.ivy.user.id}`)).json().data,
      ).toBeNull();

      const stranger = await as(acme.admin, 'PUT', url, { ...behalf, interviewerId: coordinator.user.id });
      expect(stranger.statusCode).toBe(400);
      expect(stranger.json().errors).toEqual([
        {
          path: 'interviewerId',
          message: 'Only an interviewer of this interview can have a scorecard for it',
        },
      ]);
      const badQuery = await as(acme.admin, 'GET', `${url}?interviewerId=nobody`);
      expect(badQuery.statusCode).toBe(400);
      expect(badQuery.json().errors[0].path).toBe('interviewerId');
    });

    it('refuses a colleague who is not an interviewer, and a cancelled interview', async () => {
      const interview = await interviewOf({ interviewers: [acme.ivy] });
      const own = await as(acme.ian, 'PUT', `/api/interviews/${interview.id}/scorecard`, card);
      expect(own.statusCode).toBe(403);
      const cancelled = await interviewOf({ status: 'cancelled' });
      const late = await as(acme.ivy, 'PUT', `/api/interviews/${cancelled.id}/scorecard`, card);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('This interview was cancelled');
    });

    it("answers 404 for another company's interview and 403 without the submit permission", async () => {
      const interview = await interviewOf();
      const url = `/api/interviews/${interview.id}/scorecard`;
      expect((await as(globex.admin, 'GET', url)).statusCode).toBe(404);
      expect((await as(globex.admin, 'PUT', url, card)).statusCode).toBe(404);
      expect((await as(coordinator, 'GET', url)).statusCode).toBe(403);
      expect((await as(coordinator, 'PUT', url, card)).statusCode).toBe(403);
      expect(
        await t.app.db.select().from(scorecards).where(eq(scorecards.interviewId, interview.id)),
      ).toEqual([]);
    });
  });
});
