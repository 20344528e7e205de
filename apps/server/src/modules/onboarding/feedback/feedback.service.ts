import type { FastifyRequest } from 'fastify';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import {
  answerProblem,
  DEFAULT_FEEDBACK_DAYS,
  FEEDBACK_MESSAGES,
  type FeedbackAnswersInput,
  type FeedbackListQuery,
  type FeedbackRequest,
  type FeedbackSet,
  type FeedbackSetInput,
} from '@atrium/shared/schemas/onboarding/feedback';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, notFound, type FieldError } from '../../../lib/app-error.ts';
import { nameTaken } from '../../../lib/company-links.ts';
import { transactionNaming } from '../../../lib/pg-errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { hireVisibilityCondition, isHireVisible } from '../new-hires/hire-visibility.ts';
import * as repository from './feedback.repository.ts';

const forbidden = () => new AppError('FORBIDDEN', 'You do not have permission to do this.');

async function withQuestions(
  db: DbOrTx,
  companyId: string,
  rows: repository.SetRecord[],
): Promise<FeedbackSet[]> {
  const questions = await repository.questionsOf(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    questions: questions
      .filter((question) => question.setId === row.id)
      .map(({ id, kind, prompt, required }) => ({ id, kind, prompt, required })),
  }));
}

export const listFeedbackSets = async (db: Db, auth: AuthContext) =>
  withQuestions(db, auth.companyId, await repository.listSets(db, auth.companyId));

async function load(db: DbOrTx, companyId: string, id: string): Promise<FeedbackSet> {
  const row = await repository.findSet(db, companyId, id);
  if (!row) throw notFound('Feedback set');
  return (await withQuestions(db, companyId, [row]))[0]!;
}

const snapshot = (set: FeedbackSet) => ({
  name: set.name,
  daysAfterStart: set.daysAfterStart,
  isActive: set.isActive,
  questions: set.questions.map((question) => `${question.kind}: ${question.prompt}`),
});

const inTransaction = <T>(db: Db, work: (tx: DbOrTx) => Promise<T>) =>
  transactionNaming(db, work, { onboarding_feedback_sets_company_name_key: () => nameTaken('feedback set') });

export const createFeedbackSet = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  input: FeedbackSetInput,
) =>
  inTransaction(db, async (tx) => {
    const { id } = await repository.insertSet(tx, auth.companyId, input);
    for (const [position, question] of input.questions.entries())
      await repository.insertQuestion(tx, auth.companyId, { setId: id, ...question, position });
    const created = await load(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'onboarding.feedback_set.create',
      targetType: 'onboarding_feedback_set',
      targetId: id,
      after: snapshot(created),
    });
    return created;
  });

/**
 * Replaces the set's questions: one named by id keeps its id (and its answers); a kept question's
 * kind stays, since answers were given to it; one left out is no longer asked, its answers kept.
 */
export const updateFeedbackSet = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: FeedbackSetInput,
) =>
  inTransaction(db, async (tx) => {
    if (!(await repository.lockSet(tx, auth.companyId, id))) throw notFound('Feedback set');
    const before = await load(tx, auth.companyId, id);
    const current = new Map(before.questions.map((question) => [question.id, question]));
    const errors: FieldError[] = input.questions.flatMap((question, index) => {
      if (!question.id) return [];
      const kept = current.get(question.id);
      if (!kept) return [{ path: `questions.${index}.id`, message: 'Question not found' }];
      return kept.kind === question.kind
        ? []
        : [
            {
              path: `questions.${index}.kind`,
              message: 'A question keeps its type; add a new question instead',
            },
          ];
    });
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors[0]!.message, { errors });
    await repository.updateSet(tx, auth.companyId, id, input);
    const kept = new Set(input.questions.flatMap((question) => (question.id ? [question.id] : [])));
    await repository.removeQuestions(
      tx,
      auth.companyId,
      before.questions.filter((question) => !kept.has(question.id)).map((question) => question.id),
    );
    for (const [position, question] of input.questions.entries())
      if (question.id)
        await repository.updateQuestion(tx, auth.companyId, question.id, { ...question, position });
      else await repository.insertQuestion(tx, auth.companyId, { setId: id, ...question, position });
    const after = await load(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'onboarding.feedback_set.update',
      targetType: 'onboarding_feedback_set',
      targetId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });

/** A set already sent is not deleted (its answers would go with it): it can be made inactive. */
export const deleteFeedbackSet = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  db.transaction(async (tx) => {
    if (!(await repository.lockSet(tx, auth.companyId, id))) throw notFound('Feedback set');
    const before = await load(tx, auth.companyId, id);
    if (before.sent > 0)
      throw new AppError('CONFLICT', 'This set has been sent to new hires; make it inactive instead');
    await repository.deleteSet(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'onboarding.feedback_set.delete',
      targetType: 'onboarding_feedback_set',
      targetId: id,
      before: snapshot(before),
    });
  });

// ---- requests and answers ----

async function viewsOf(
  db: DbOrTx,
  companyId: string,
  rows: repository.RequestRecord[],
): Promise<FeedbackRequest[]> {
  const [questions, answers] = await Promise.all([
    repository.questionsOf(db, companyId, [...new Set(rows.map((row) => row.setId))], true),
    repository.answersOf(
      db,
      companyId,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => {
    const mine = answers.filter((answer) => answer.requestId === row.id);
    const answered = new Set(mine.map((answer) => answer.questionId));
    return {
      id: row.id,
      newHireId: row.newHireId,
      newHireName: `${row.preferredFirstName || row.legalFirstName} ${row.legalLastName}`,
      setName: row.setName,
      daysAfterStart: row.daysAfterStart,
      // Those asked now, and those since taken out that were answered.
      questions: questions
        .filter(
          (question) => question.setId === row.setId && (!question.removedAt || answered.has(question.id)),
        )
        .map(({ id, kind, prompt, required }) => ({ id, kind, prompt, required })),
      answers: mine.map(({ questionId, rating, text, yesNo }) => ({ questionId, rating, text, yesNo })),
      sentAt: row.sentAt.toISOString(),
      answeredAt: row.answeredAt?.toISOString() ?? null,
    };
  });
}

/** A request is its hire's alone: anyone else gets 404. */
async function ownRequest(db: DbOrTx, auth: AuthContext, id: string) {
  if (!auth.permissions.has('onb.module.profile.profile.view.own')) throw forbidden();
  const row = await repository.findRequest(db, auth.companyId, id);
  if (!row || row.hireUserId !== auth.userId) throw notFound('Feedback request');
  return row;
}

export const getOwnFeedbackRequest = async (db: Db, auth: AuthContext, id: string) =>
  (await viewsOf(db, auth.companyId, [await ownRequest(db, auth, id)]))[0]!;

export const answerFeedbackRequest = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: FeedbackAnswersInput,
) =>
  db.transaction(async (tx) => {
    const row = await ownRequest(tx, auth, id);
    const locked = await repository.lockRequest(tx, auth.companyId, id);
    if (locked?.answeredAt) throw new AppError('CONFLICT', FEEDBACK_MESSAGES.alreadyAnswered);
    const questions = await repository.questionsOf(tx, auth.companyId, [row.setId]);
    const byId = new Map(questions.map((question) => [question.id, question]));
    const given = new Map(input.answers.map((answer) => [answer.questionId, answer]));
    const errors: FieldError[] = [
      ...input.answers.flatMap((answer, index) =>
        byId.has(answer.questionId)
          ? []
          : [{ path: `answers.${index}.questionId`, message: FEEDBACK_MESSAGES.unknownQuestion }],
      ),
      ...questions.flatMap((question) => {
        const problem = answerProblem(question, given.get(question.id));
        const index = input.answers.findIndex((answer) => answer.questionId === question.id);
        return problem
          ? [{ path: index >= 0 ? `answers.${index}` : `questions.${question.id}`, message: problem }]
          : [];
      }),
    ];
    if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors[0]!.message, { errors });
    // Each answer keeps only what its question's kind asks.
    const answers = questions.flatMap((question) => {
      const answer = given.get(question.id);
      if (!answer) return [];
      return [
        {
          questionId: question.id,
          rating: question.kind === 'rating' ? (answer.rating ?? null) : null,
          text: question.kind === 'text' ? (answer.text ?? null) : null,
          yesNo: question.kind === 'yes_no' ? (answer.yesNo ?? null) : null,
        },
      ];
    });
    await repository.insertAnswers(tx, auth.companyId, id, answers);
    await recordAudit(tx, request, {
      action: 'onboarding.feedback.answer',
      targetType: 'onboarding_feedback_request',
      targetId: id,
    });
    return (await viewsOf(tx, auth.companyId, [(await repository.findRequest(tx, auth.companyId, id))!]))[0]!;
  });

export async function feedbackOfHire(
  db: Db,
  auth: AuthContext,
  newHireId: string,
): Promise<FeedbackRequest[]> {
  if (!(await isHireVisible(db, auth, newHireId))) throw notFound('New hire');
  return viewsOf(db, auth.companyId, await repository.requestsOfHire(db, auth.companyId, newHireId));
}

export async function answeredFeedback(
  db: Db,
  auth: AuthContext,
  query: FeedbackListQuery,
): Promise<Paged<FeedbackRequest>> {
  const visible = await hireVisibilityCondition(db, auth);
  const filter = { setId: query.setId, visible };
  const [rows, total] = await Promise.all([
    repository.answeredRequests(db, auth.companyId, {
      ...filter,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    repository.countAnswered(db, auth.companyId, filter),
  ]);
  return {
    items: await viewsOf(db, auth.companyId, rows),
    page: query.page,
    limit: query.limit,
    total,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/** The sets a company starts with: a week, a month and three months in. */
export const DEFAULT_FEEDBACK_SETS: ReadonlyArray<FeedbackSetInput> = [
  {
    name: 'First week',
    daysAfterStart: DEFAULT_FEEDBACK_DAYS[0],
    isActive: true,
    questions: [
      { kind: 'rating', prompt: 'How was your first week overall?', required: true },
      {
        kind: 'yes_no',
        prompt: 'Did you have everything you needed to start work (laptop, accounts, access)?',
        required: true,
      },
      { kind: 'text', prompt: 'What could we have done better before your first day?', required: false },
    ],
  },
  {
    name: 'First month',
    daysAfterStart: DEFAULT_FEEDBACK_DAYS[1],
    isActive: true,
    questions: [
      { kind: 'rating', prompt: 'How clear are your goals for the next few months?', required: true },
      { kind: 'yes_no', prompt: 'Have you had a one-to-one with your manager?', required: true },
      { kind: 'text', prompt: 'What is one thing that would help you most right now?', required: false },
    ],
  },
  {
    name: 'Three months',
    daysAfterStart: DEFAULT_FEEDBACK_DAYS[2],
    isActive: true,
    questions: [
      { kind: 'rating', prompt: 'How well did onboarding prepare you for your role?', required: true },
      { kind: 'yes_no', prompt: 'Would you recommend working here to a friend?', required: true },
      { kind: 'text', prompt: 'Anything else you would like to tell us?', required: false },
    ],
  },
];

/** Adds the default sets whose names the company does not use yet; answers every set. */
export async function addDefaultFeedbackSets(db: Db, request: FastifyRequest, auth: AuthContext) {
  const taken = new Set((await repository.listSets(db, auth.companyId)).map((set) => set.name.toLowerCase()));
  for (const set of DEFAULT_FEEDBACK_SETS)
    if (!taken.has(set.name.toLowerCase())) await createFeedbackSet(db, request, auth, set);
  return listFeedbackSets(db, auth);
}
