import { eq } from 'drizzle-orm';
import {
  files,
  newHires,
  newHireTasks,
  onboardingFeedbackAnswers,
  onboardingFeedbackQuestions,
  onboardingFeedbackRequests,
  onboardingFeedbackSets,
  onboardingSignatureRequests,
  onboardingSignatureTemplates,
} from '../src/db/schema/index.ts';
import { createGroup } from '../src/db/seed/org-factories.ts';
import { addDays, todayIn } from '../src/modules/onboarding/plan/plan-rules.ts';
import { signedInUser } from './test-app.ts';
import type { OnboardingTestApp } from './onboarding-company.ts';

/**
 * The hires, tasks, documents and feedback the dashboard and report tests count, in Acme (UTC),
 * with every number set by hand (times, states, assignees), and a Globex hire that must never count:
 *
 * - Alan (onboarding, Engineering, London, started 20 days ago): Laptop done 2 days after assigned
 *   (on time), Welcome lunch done after 6 days (late), "Sign NDA" (added by hand, nobody's) and
 *   "=SUM(A1)" (Maya's, by hand) open and overdue.
 * - Ada (pending, starts in 10 days): Laptop (the IT group's, Ian in it) open and overdue; lunch skipped.
 * - Grace (cancelled, 30 days ago): Laptop open and past due, yet overdue for no one.
 * - Hal, Ivy (cancelled), Joe: no tasks, starting in March and April 2031.
 * - Contracts: Ada's waiting, Alan's waiting for the counter-signer, Hal's completed, Grace's waiting.
 */
export async function reportsData(t: OnboardingTestApp) {
  const db = t.app.db;
  const acme = t.acme.company.id;
  const today = todayIn('UTC');
  const day = (n: number) => addDays(today, n);
  const at = (n: number) => new Date(`${day(n)}T09:00:00Z`);
  const maya = await signedInUser(
    t.app,
    { role: null, firstName: 'Maya', lastName: 'Manager' },
    t.acme.company,
  );
  const ian = await signedInUser(t.app, { role: null, firstName: 'Ian', lastName: 'Tech' }, t.acme.company);
  const it = await createGroup(db, acme, { name: 'IT' }, [ian.user.id]);

  const hire = async (
    first: string,
    startDate: string,
    state: string,
    extra: Record<string, unknown> = {},
  ) => {
    const { id } = await t.addHire({
      legalFirstName: first,
      legalLastName: 'Example',
      personalEmail: `${first.toLowerCase()}@example.test`,
      startDate,
      ...extra,
    });
    await db
      .update(newHires)
      .set({ state: state as 'pending' })
      .where(eq(newHires.id, id));
    return id;
  };
  const alan = await hire('Alan', day(-20), 'onboarding', {
    departmentId: t.acme.department.id,
    locationId: t.acme.location.id,
  });
  const ada = await hire('Ada', day(10), 'pending');
  const grace = await hire('Grace', day(-30), 'cancelled');
  const hal = await hire('Hal', '2031-03-05', 'pending');
  await hire('Ivy', '2031-03-20', 'cancelled');
  await hire('Joe', '2031-04-01', 'pending');

  // The plan's tasks, added after the hires so none of them was assembled from it.
  const laptop = await t.addPlanTask({ name: 'Laptop', assigneeRole: 'manager', dueOffsetDays: -1 });
  const lunch = await t.addPlanTask({ name: 'Welcome lunch', assigneeRole: 'manager', dueOffsetDays: 0 });

  const assigned = at(-25);
  const task = (values: Partial<typeof newHireTasks.$inferInsert> & { newHireId: string; name: string }) =>
    db.insert(newHireTasks).values({
      companyId: acme,
      category: 'other',
      assigneeRole: 'person',
      createdAt: assigned,
      ...values,
    });
  await task({
    newHireId: alan,
    templateId: laptop.id,
    name: 'Laptop',
    assigneeUserId: maya.user.id,
    dueDate: day(-21),
    status: 'done',
    completedAt: at(-23),
  });
  await task({
    newHireId: alan,
    templateId: lunch.id,
    name: 'Welcome lunch',
    assigneeUserId: maya.user.id,
    dueDate: day(-20),
    status: 'done',
    completedAt: at(-19),
  });
  await task({ newHireId: alan, name: 'Sign NDA', assigneeRole: 'new_hire', dueDate: day(-10) });
  await task({ newHireId: alan, name: '=SUM(A1)', assigneeUserId: maya.user.id, dueDate: day(-1) });
  await task({
    newHireId: ada,
    templateId: laptop.id,
    name: 'Laptop',
    assigneeRole: 'group',
    assigneeGroupId: it.id,
    dueDate: day(-2),
  });
  await task({
    newHireId: ada,
    templateId: lunch.id,
    name: 'Welcome lunch',
    assigneeUserId: maya.user.id,
    dueDate: day(3),
    status: 'skipped',
  });
  await task({
    newHireId: grace,
    templateId: laptop.id,
    name: 'Laptop',
    assigneeUserId: maya.user.id,
    dueDate: day(-28),
  });

  // Globex: a hire with a done Laptop, a document waiting and a feedback answer, counted by Acme never.
  const globex = t.globex.company.id;
  const [globexHire] = await db
    .insert(newHires)
    .values({
      companyId: globex,
      legalFirstName: 'Gil',
      legalLastName: 'Outsider',
      personalEmail: 'gil@example.test',
      startDate: day(5),
      state: 'onboarding',
      source: 'manual',
    })
    .returning();
  await db.insert(newHireTasks).values({
    companyId: globex,
    newHireId: globexHire!.id,
    name: 'Laptop',
    category: 'other',
    assigneeRole: 'person',
    dueDate: day(-3),
    createdAt: assigned,
  });

  // Documents (one live per hire and template): Ada's waiting, Alan's waiting for the counter-signer,
  // Hal's completed, Grace's waiting (her onboarding cancelled), Alan's old one cancelled; Gil's one.
  const document = async (companyId: string) => {
    const [file] = await db
      .insert(files)
      .values({
        companyId,
        storageKey: `reports-test/${companyId}/${Math.random()}`,
        originalName: 'contract.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 10,
      })
      .returning();
    const [template] = await db
      .insert(onboardingSignatureTemplates)
      .values({
        companyId,
        name: 'Employment contract',
        fileId: file!.id,
        fileSha256: '0'.repeat(64),
        pages: [{ width: 595, height: 842 }],
      })
      .returning();
    return { fileId: file!.id, templateId: template!.id };
  };
  const contract = await document(acme);
  const request = (newHireId: string, state: string, minutesAgo: number, companyId = acme, doc = contract) =>
    db.insert(onboardingSignatureRequests).values({
      companyId,
      newHireId,
      templateId: doc.templateId,
      name: 'Employment contract',
      fileId: doc.fileId,
      pages: [{ width: 595, height: 842 }],
      fields: [],
      originalSha256: '0'.repeat(64),
      state: state as 'completed',
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
      ...(state === 'completed'
        ? { signedStorageKey: 'signed.pdf', signedSha256: '1'.repeat(64), completedAt: new Date() }
        : {}),
    });
  await request(ada, 'waiting_for_signature', 60);
  await request(alan, 'waiting_for_counter_signature', 30);
  await request(hal, 'completed', 90);
  await request(grace, 'waiting_for_signature', 120);
  // An older document of Alan's, cancelled, whose template is gone.
  await db.insert(onboardingSignatureRequests).values({
    companyId: acme,
    newHireId: alan,
    templateId: null,
    name: 'Old NDA',
    fileId: contract.fileId,
    pages: [],
    fields: [],
    originalSha256: '0'.repeat(64),
    state: 'cancelled',
  });
  const outsiderDoc = await document(globex);
  await request(globexHire!.id, 'waiting_for_signature', 200, globex, outsiderDoc);

  // Feedback: Alan rates 4 and writes "More coffee"; Ada rates 5 and writes a formula.
  const [set] = await db
    .insert(onboardingFeedbackSets)
    .values({ companyId: acme, name: 'First week', daysAfterStart: 7 })
    .returning();
  const [rating] = await db
    .insert(onboardingFeedbackQuestions)
    .values({
      companyId: acme,
      setId: set!.id,
      kind: 'rating',
      prompt: 'How welcome did you feel?',
      position: 0,
    })
    .returning();
  const [text] = await db
    .insert(onboardingFeedbackQuestions)
    .values({ companyId: acme, setId: set!.id, kind: 'text', prompt: 'What could be better?', position: 1 })
    .returning();
  const answer = async (newHireId: string, stars: number, words: string, answeredAt: Date) => {
    const [sent] = await db
      .insert(onboardingFeedbackRequests)
      .values({ companyId: acme, setId: set!.id, newHireId, answeredAt })
      .returning();
    await db.insert(onboardingFeedbackAnswers).values([
      { companyId: acme, requestId: sent!.id, questionId: rating!.id, rating: stars },
      { companyId: acme, requestId: sent!.id, questionId: text!.id, text: words },
    ]);
  };
  await answer(alan, 4, 'More coffee', at(-5));
  await answer(ada, 5, '=1+1', at(-1));

  return { today, day, at, maya, ian, it, alan, ada, grace, laptop, lunch };
}
