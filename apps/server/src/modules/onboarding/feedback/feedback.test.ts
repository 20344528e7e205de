import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newHires, onboardingFeedbackRequests, outboxMessages } from '../../../db/schema/index.ts';
import { signedInUser, signedInWithRole, type SignedInUser } from '../../../../test/test-app.ts';
import {
  errorPathsOf,
  NEW_HIRES_URL,
  onboardingTestApp,
  type OnboardingTestApp,
} from '../../../../test/onboarding-company.ts';
import { addDays, todayIn } from '../plan/plan-rules.ts';
import { sendCompanyFeedback, sweepFeedbackRequests } from './feedback-sweep.ts';

const SETTINGS = '/api/onboarding/settings/feedback';

interface FeedbackSet {
  id: string;
  name: string;
  daysAfterStart: number;
  questions: Array<{ id: string; kind: string; prompt: string }>;
}

describe("onboarding feedback: sets, the daily sweep, the hire's answers and HR's view", () => {
  let t: OnboardingTestApp;
  let planner: SignedInUser;
  let hireUser: SignedInUser;
  let hireId: string;
  let week: FeedbackSet;
  const today = todayIn('UTC');

  beforeAll(async () => {
    t = await onboardingTestApp();
    planner = await signedInWithRole(t.app, t.acme.company, {
      name: 'Feedback planner',
      permissions: ['onb.settings.plan.feedback.manage'],
    });
    const hire = await t.addHire({
      legalFirstName: 'Grace',
      legalLastName: 'Hopper',
      personalEmail: 'grace@example.test',
      startDate: addDays(today, -8),
    });
    hireId = hire.id;
    expect((await t.as(t.acme.admin, 'POST', `${NEW_HIRES_URL}/${hireId}/invite`)).statusCode).toBe(200);
    hireUser = await signedInUser(
      t.app,
      { role: null, firstName: 'Grace', lastName: 'Hopper' },
      t.acme.company,
    );
    await t.app.db.update(newHires).set({ userId: hireUser.user.id }).where(eq(newHires.id, hireId));
  });
  afterAll(() => t.close());

  const sweep = () =>
    sendCompanyFeedback(
      { db: t.app.db, mailer: t.app.mailer, log: t.app.log, publicUrl: 'https://atrium.test' },
      { companyId: t.acme.company.id, timezone: 'UTC' },
    );

  it('adds the default sets, then edits one keeping its questions by id', async () => {
    const defaults = await t.as(planner, 'POST', `${SETTINGS}/defaults`);
    expect(defaults.statusCode, defaults.body).toBe(200);
    const sets = defaults.json().data as FeedbackSet[];
    expect(sets.map((set) => set.daysAfterStart)).toEqual([7, 30, 90]);
    // Twice adds nothing more.
    expect((await t.as(planner, 'POST', `${SETTINGS}/defaults`)).json().data).toHaveLength(3);
    week = sets[0]!;
    const [rating, yesNo] = week.questions;
    const updated = await t.as(planner, 'PUT', `${SETTINGS}/${week.id}`, {
      name: 'First week',
      daysAfterStart: 7,
      questions: [
        { id: rating!.id, kind: 'rating', prompt: 'How was week one?' },
        { id: yesNo!.id, kind: 'yes_no', prompt: 'Did your laptop work on day one?' },
        { kind: 'text', prompt: 'Anything else?', required: false },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    week = updated.json().data;
    expect(week.questions.map((question) => question.prompt)).toEqual([
      'How was week one?',
      'Did your laptop work on day one?',
      'Anything else?',
    ]);
    const kindChanged = await t.as(planner, 'PUT', `${SETTINGS}/${week.id}`, {
      name: 'First week',
      daysAfterStart: 7,
      questions: [{ id: rating!.id, kind: 'text', prompt: 'x' }],
    });
    expect(kindChanged.statusCode).toBe(400);
    expect(errorPathsOf(kindChanged)).toEqual(['questions.0.kind']);
  });

  it('refuses bad sets, naming the fields', async () => {
    const bad = await t.as(planner, 'POST', SETTINGS, { name: '', daysAfterStart: 0, questions: [] });
    expect(bad.statusCode).toBe(400);
    expect(errorPathsOf(bad)).toEqual(['daysAfterStart', 'name', 'questions']);
    const kind = await t.as(planner, 'POST', SETTINGS, {
      name: 'X',
      daysAfterStart: 3,
      questions: [{ kind: 'essay', prompt: 'p' }],
    });
    expect(errorPathsOf(kind)).toEqual(['questions.0.kind']);
  });

  it('sends each due set once, however often the sweep runs', async () => {
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(0);
    expect(
      await sweepFeedbackRequests({
        db: t.app.db,
        mailer: t.app.mailer,
        log: t.app.log,
        publicUrl: 'https://atrium.test',
      }),
    ).toBe(0);
    const requests = await t.app.db
      .select()
      .from(onboardingFeedbackRequests)
      .where(eq(onboardingFeedbackRequests.newHireId, hireId));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.setId).toBe(week.id);
    const mails = await t.app.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.to, hireUser.user.email), eq(outboxMessages.companyId, t.acme.company.id)),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('How is it going, Grace?');
    expect(mails[0]!.text).toContain(`https://atrium.test/onboarding/feedback/${requests[0]!.id}`);
  });

  it('lets the hire answer once; HR reads the answers on the hire and in the list', async () => {
    const [request] = await t.app.db
      .select()
      .from(onboardingFeedbackRequests)
      .where(eq(onboardingFeedbackRequests.newHireId, hireId));
    const url = `/api/onboarding/feedback/${request!.id}`;
    const asked = await t.as(hireUser, 'GET', url);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toMatchObject({ setName: 'First week', answeredAt: null, answers: [] });
    // Only the hire: an admin of the company is not them.
    expect((await t.as(t.acme.admin, 'GET', url)).statusCode).toBe(404);
    expect((await t.as(t.globex.admin, 'GET', url)).statusCode).toBe(404);

    const [rating, yesNo] = week.questions;
    const missing = await t.as(hireUser, 'POST', `${url}/answers`, {
      answers: [{ questionId: rating!.id, rating: 9 }],
    });
    expect(missing.statusCode).toBe(400);
    expect(errorPathsOf(missing)).toEqual(['answers.0.rating']);
    const unanswered = await t.as(hireUser, 'POST', `${url}/answers`, {
      answers: [{ questionId: rating!.id, rating: 4 }],
    });
    expect(unanswered.statusCode).toBe(400);
    expect(errorPathsOf(unanswered)).toEqual([`questions.${yesNo!.id}`]);

    const answered = await t.as(hireUser, 'POST', `${url}/answers`, {
      answers: [
        { questionId: rating!.id, rating: 4 },
        { questionId: yesNo!.id, yesNo: false, text: 'ignored' },
      ],
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data.answers).toEqual(
      expect.arrayContaining([
        { questionId: rating!.id, rating: 4, text: null, yesNo: null },
        { questionId: yesNo!.id, rating: null, text: null, yesNo: false },
      ]),
    );
    const again = await t.as(hireUser, 'POST', `${url}/answers`, {
      answers: [{ questionId: rating!.id, rating: 5 }],
    });
    expect(again.statusCode).toBe(409);

    const ofHire = await t.as(t.acme.support, 'GET', `/api/onboarding/new-hires/${hireId}/feedback`);
    expect(ofHire.statusCode, ofHire.body).toBe(200);
    expect(ofHire.json().data[0].answers).toHaveLength(2);
    const list = await t.as(t.acme.admin, 'GET', `/api/onboarding/feedback?setId=${week.id}`);
    expect(list.json().data).toMatchObject({ total: 1, items: [{ newHireName: 'Grace Hopper' }] });
    expect(
      (await t.as(t.globex.admin, 'GET', `/api/onboarding/new-hires/${hireId}/feedback`)).statusCode,
    ).toBe(404);
    expect((await t.as(t.globex.admin, 'GET', '/api/onboarding/feedback')).json().data.total).toBe(0);
  });

  it('keeps a set once sent, and answers 404 for another company, 403 without the permission', async () => {
    expect((await t.as(planner, 'DELETE', `${SETTINGS}/${week.id}`)).statusCode).toBe(409);
    const spare = await t.as(planner, 'POST', SETTINGS, {
      name: 'Spare',
      daysAfterStart: 200,
      questions: [{ kind: 'text', prompt: 'Hi?' }],
    });
    const spareId = spare.json().data.id;
    expect(
      (
        await t.as(t.globex.admin, 'PUT', `${SETTINGS}/${spareId}`, {
          name: 'G',
          daysAfterStart: 2,
          questions: [{ kind: 'text', prompt: 'x' }],
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.as(t.globex.admin, 'DELETE', `${SETTINGS}/${spareId}`)).statusCode).toBe(404);
    expect((await t.as(planner, 'DELETE', `${SETTINGS}/${spareId}`)).statusCode).toBe(200);
    expect((await t.as(t.acme.support, 'GET', SETTINGS)).statusCode).toBe(403);
    expect((await t.as(planner, 'GET', '/api/onboarding/feedback')).statusCode).toBe(403);
    expect((await t.as(planner, 'GET', `/api/onboarding/new-hires/${hireId}/feedback`)).statusCode).toBe(403);
  });
});
