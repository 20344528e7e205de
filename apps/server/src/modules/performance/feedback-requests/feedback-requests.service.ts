import { and, eq } from 'drizzle-orm';
import type {
  CreateFeedbackRequestInput,
  FeedbackRequest,
  FeedbackRequestDetail,
  RequestListQuery,
  RequestVisibility,
} from '@atrium/shared/schemas/performance/feedback-requests';
import {
  REPORT_REQUEST_VISIBILITIES,
  REQUEST_MESSAGES,
  SELF_REQUEST_VISIBILITIES,
} from '@atrium/shared/schemas/performance/feedback-requests';
import type { FeedbackItem } from '@atrium/shared/schemas/performance/feedback';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { Db, DbOrTx } from '../../../db/client.ts';
import {
  feedback,
  feedbackRecipients,
  feedbackRequestResponders,
  feedbackRequests,
} from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { offsetOf, pageOf } from '../../../lib/list-query.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { renderMail } from '../../platform/mail/templates.ts';
import { notifyAll, type NotifyInput } from '../../platform/notifications/notifications.service.ts';
import { isReportOf } from '../../platform/reporting-line/reporting-line.repository.ts';
import { toFeedbackItem } from '../feedback/feedback-columns.ts';
import { FEEDBACK_LINKS } from '../feedback/feedback-notifications.ts';
import * as feedbackRepository from '../feedback/feedback.repository.ts';
import { assertPermitted, feedbackSettingsOf } from '../feedback-settings/feedback-settings.service.ts';
import { companyTimezone } from '../feedback-settings/feedback-settings.repository.ts';
import { addBusinessDays } from './business-days.ts';
import * as repository from './feedback-requests.repository.ts';
import type { RequestRow } from './feedback-requests.repository.ts';

// Feedback requests (issue 21 item 2, as Lattice has them): ask colleagues about yourself or, as a
// manager, about someone on your team. Each answers (private feedback about the subject, linked to the
// request, read as the request's visibility says and always by the requester) or declines with a
// reason. Pending responders are reminded once, 3 business days on (feedback-request-reminders.ts).
// A request outlives a change of settings: turning requests off refuses new ones, and those already
// asked may still be answered.

export const REMINDER_BUSINESS_DAYS = 3;

export interface RequestDeps {
  mailer: Mailer;
  publicUrl: string;
}

const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: [{ path, message }] });
const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;
const personOf = (person: repository.RequestPerson) => ({
  id: person.id,
  name: nameOf(person),
  jobTitle: person.jobTitle,
  avatarUrl: person.avatarUrl,
});

/** " about you" to the subject, nothing when they asked about themselves, " about Ethan Brooks" else. */
export const aboutWhom = (row: RequestRow, readerId: string) =>
  row.subject.id === readerId
    ? ' about you'
    : row.requester.id === row.subject.id
      ? ''
      : ` about ${nameOf(row.subject)}`;

async function toRequests(
  db: DbOrTx,
  auth: AuthContext,
  rows: readonly RequestRow[],
): Promise<FeedbackRequest[]> {
  const mine = rows.filter((row) => row.request.requesterId === auth.userId).map((row) => row.request.id);
  const others = rows.filter((row) => row.request.requesterId !== auth.userId).map((row) => row.request.id);
  const responders = [
    ...(await repository.respondersOf(db, auth.companyId, mine)),
    ...(await repository.respondersOf(db, auth.companyId, others, auth.userId)),
  ];
  return rows.map((row) => ({
    id: row.request.id,
    requester: personOf(row.requester),
    subject: personOf(row.subject),
    question: row.request.question,
    visibility: row.request.visibility,
    status: row.request.status,
    createdAt: row.request.createdAt.toISOString(),
    isRequester: row.request.requesterId === auth.userId,
    responders: responders
      .filter((entry) => entry.requestId === row.request.id)
      .map((entry) => ({
        person: { id: entry.id, name: nameOf(entry), jobTitle: entry.jobTitle, avatarUrl: entry.avatarUrl },
        status: entry.status,
        declineReason: entry.declineReason,
        respondedAt: entry.respondedAt?.toISOString() ?? null,
        remindedAt: entry.remindedAt?.toISOString() ?? null,
      })),
  }));
}

export async function listRequests(
  db: DbOrTx,
  auth: AuthContext,
  query: RequestListQuery,
): Promise<Paged<FeedbackRequest>> {
  const { rows, total } = await repository.listRequests(db, auth.companyId, auth.userId, query, {
    limit: query.limit,
    offset: offsetOf(query),
  });
  return pageOf(await toRequests(db, auth, rows), total, query);
}

/** The request to its requester and those asked; 404 to anyone else. */
async function reachableRequest(db: DbOrTx, auth: AuthContext, id: string) {
  const row = await repository.findRequest(db, auth.companyId, id);
  if (!row) throw notFound('Feedback request');
  if (row.request.requesterId === auth.userId) return { row, isRequester: true };
  const [entry] = await repository.respondersOf(db, auth.companyId, [id], auth.userId);
  if (!entry) throw notFound('Feedback request');
  return { row, isRequester: false };
}

export async function getRequest(db: DbOrTx, auth: AuthContext, id: string): Promise<FeedbackRequestDetail> {
  const { row, isRequester } = await reachableRequest(db, auth, id);
  const [request] = await toRequests(db, auth, [row]);
  const answerIds = await repository.answerIdsOf(
    db,
    auth.companyId,
    id,
    isRequester ? undefined : auth.userId,
  );
  const answers = await feedbackRepository.findFeedbackItems(db, auth.companyId, answerIds, auth.userId);
  return { ...request!, answers: answers.map(toFeedbackItem) };
}

function visibilityFor(isAboutSelf: boolean, asked: RequestVisibility | undefined): RequestVisibility {
  const allowed: readonly RequestVisibility[] = isAboutSelf
    ? SELF_REQUEST_VISIBILITIES
    : REPORT_REQUEST_VISIBILITIES;
  if (!asked) return allowed[0]!;
  if (!allowed.includes(asked))
    throw fieldError(
      'visibility',
      isAboutSelf ? REQUEST_MESSAGES.visibilityForSelf : REQUEST_MESSAGES.visibilityForReport,
    );
  return asked;
}

export async function createRequest(
  db: Db,
  deps: RequestDeps,
  auth: AuthContext,
  input: CreateFeedbackRequestInput,
): Promise<FeedbackRequestDetail> {
  assertPermitted(await feedbackSettingsOf(db, auth.companyId), 'request');
  const isAboutSelf = input.subjectId === auth.userId;
  if (!isAboutSelf && !(await isReportOf(db, auth.companyId, auth.userId, input.subjectId)))
    throw fieldError('subjectId', REQUEST_MESSAGES.subjectOutsideTeam);
  const responderIds = input.responderIds;
  if (responderIds.includes(auth.userId)) throw fieldError('responderIds', REQUEST_MESSAGES.notYourself);
  if (responderIds.includes(input.subjectId))
    throw fieldError('responderIds', REQUEST_MESSAGES.notTheSubject);
  const people = await feedbackRepository.colleaguesOf(db, auth.companyId, [
    input.subjectId,
    ...responderIds,
  ]);
  if (!people.some((person) => person.id === input.subjectId))
    throw fieldError('subjectId', REQUEST_MESSAGES.responderUnknown);
  if (people.length !== responderIds.length + 1)
    throw fieldError('responderIds', REQUEST_MESSAGES.responderUnknown);
  const visibility = visibilityFor(isAboutSelf, input.visibility);
  const remindAt = addBusinessDays(
    new Date(),
    REMINDER_BUSINESS_DAYS,
    await companyTimezone(db, auth.companyId),
  );
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(feedbackRequests)
      .values({
        companyId: auth.companyId,
        requesterId: auth.userId,
        subjectId: input.subjectId,
        question: input.question ?? '',
        visibility,
      })
      .returning({ id: feedbackRequests.id });
    await tx.insert(feedbackRequestResponders).values(
      responderIds.map((responderId) => ({
        companyId: auth.companyId,
        requestId: created!.id,
        responderId,
        remindAt,
      })),
    );
    const row = (await repository.findRequest(tx, auth.companyId, created!.id))!;
    await tellResponders(
      tx,
      deps,
      row,
      people.filter((person) => person.id !== input.subjectId),
      'asked',
    );
    return created!.id;
  });
  return getRequest(db, auth, id);
}

/** Tells responders they are asked (or reminded): the bell and a mail with the question. */
export async function tellResponders(
  tx: DbOrTx,
  deps: RequestDeps,
  row: RequestRow,
  responders: ReadonlyArray<{ id: string; email: string; firstName: string; lastName: string }>,
  occasion: 'asked' | 'reminder',
) {
  const by = nameOf(row.requester);
  const title = (readerId: string) =>
    occasion === 'asked'
      ? `${by} asked for your feedback${aboutWhom(row, readerId)}`
      : `Reminder: ${by} is waiting for your feedback${aboutWhom(row, readerId)}`;
  await notifyAll(
    tx,
    responders.map((person) => ({
      companyId: row.request.companyId,
      userId: person.id,
      title: title(person.id),
      link: FEEDBACK_LINKS.requests,
    })),
  );
  for (const person of responders) {
    const heading = title(person.id);
    await deps.mailer.keepEmail(tx, {
      to: person.email,
      companyId: row.request.companyId,
      subject: heading,
      ...renderMail({
        heading,
        paragraphs: [
          row.request.question ? `${by} asks: “${row.request.question}”` : `${by} would value your view.`,
          'Answer in a few sentences, or decline with a reason if you cannot.',
        ],
        action: { label: 'Answer the request', url: `${deps.publicUrl}${FEEDBACK_LINKS.requests}` },
      }),
    });
  }
}

/** The caller's entry while pending on an open request; 409 otherwise (answered, declined, cancelled). */
async function pendingFor(db: DbOrTx, auth: AuthContext, id: string) {
  const { row, isRequester } = await reachableRequest(db, auth, id);
  const [entry] = await repository.respondersOf(db, auth.companyId, [id], auth.userId);
  if (!entry) {
    if (isRequester) throw new AppError('FORBIDDEN', 'Only those asked can answer a request.');
    throw notFound('Feedback request');
  }
  if (row.request.status === 'cancelled') throw new AppError('CONFLICT', 'This request was cancelled.');
  if (entry.status !== 'pending')
    throw new AppError('CONFLICT', `You have already ${entry.status} this request.`);
  return row;
}

export async function answerRequest(
  db: Db,
  auth: AuthContext,
  id: string,
  body: string,
): Promise<FeedbackItem> {
  const row = await pendingFor(db, auth, id);
  const [responder] = await feedbackRepository.colleaguesOf(db, auth.companyId, [auth.userId]);
  const feedbackId = await db.transaction(async (tx) => {
    const key = { companyId: auth.companyId, requestId: id, responderId: auth.userId };
    if (!(await repository.closeResponder(tx, key, { status: 'answered' })))
      throw new AppError('CONFLICT', 'You have already answered this request.');
    const [created] = await tx
      .insert(feedback)
      .values({
        companyId: auth.companyId,
        giverId: auth.userId,
        visibility: row.request.visibility,
        body,
        requestId: id,
      })
      .returning({ id: feedback.id });
    await tx
      .insert(feedbackRecipients)
      .values({ companyId: auth.companyId, feedbackId: created!.id, recipientId: row.subject.id });
    const by = responder ? nameOf(responder) : 'A colleague';
    const inputs: NotifyInput[] = [
      {
        companyId: auth.companyId,
        userId: row.requester.id,
        title: `${by} answered your request for feedback${aboutWhom(row, row.requester.id)}`,
        link: FEEDBACK_LINKS.requests,
      },
    ];
    if (row.subject.id !== row.requester.id && row.request.visibility !== 'manager_only')
      inputs.push({
        companyId: auth.companyId,
        userId: row.subject.id,
        title: `${by} gave you feedback`,
        link: FEEDBACK_LINKS.received,
      });
    await notifyAll(tx, inputs);
    return created!.id;
  });
  const [item] = await feedbackRepository.findFeedbackItems(db, auth.companyId, [feedbackId], auth.userId);
  return toFeedbackItem(item!);
}

export async function declineRequest(db: Db, auth: AuthContext, id: string, reason: string) {
  const row = await pendingFor(db, auth, id);
  const [responder] = await feedbackRepository.colleaguesOf(db, auth.companyId, [auth.userId]);
  await db.transaction(async (tx) => {
    const key = { companyId: auth.companyId, requestId: id, responderId: auth.userId };
    if (!(await repository.closeResponder(tx, key, { status: 'declined', declineReason: reason })))
      throw new AppError('CONFLICT', 'You have already answered this request.');
    await notifyAll(tx, [
      {
        companyId: auth.companyId,
        userId: row.requester.id,
        title: `${responder ? nameOf(responder) : 'A colleague'} declined to give feedback${aboutWhom(row, row.requester.id)}`,
        body: reason,
        link: FEEDBACK_LINKS.requests,
      },
    ]);
  });
  return getRequest(db, auth, id);
}

/** Its requester cancels a request: those still pending are no longer asked (and hear so). */
export async function cancelRequest(db: Db, auth: AuthContext, id: string) {
  const { row, isRequester } = await reachableRequest(db, auth, id);
  if (!isRequester) throw new AppError('FORBIDDEN', 'Only whoever asked can cancel a request.');
  if (row.request.status === 'cancelled')
    throw new AppError('CONFLICT', 'This request is already cancelled.');
  await db.transaction(async (tx) => {
    await tx
      .update(feedbackRequests)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(and(eq(feedbackRequests.companyId, auth.companyId), eq(feedbackRequests.id, id)));
    const pending = (await repository.respondersOf(tx, auth.companyId, [id])).filter(
      (entry) => entry.status === 'pending',
    );
    await notifyAll(
      tx,
      pending.map((entry) => ({
        companyId: auth.companyId,
        userId: entry.id,
        title: `${nameOf(row.requester)} no longer needs your feedback${aboutWhom(row, entry.id)}`,
        link: FEEDBACK_LINKS.requests,
      })),
    );
  });
  return getRequest(db, auth, id);
}
