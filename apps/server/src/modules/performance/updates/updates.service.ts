import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import {
  UPDATE_MESSAGES,
  type CurrentUpdate,
  type Priority,
  type UpdateContentInput,
  type UpdateDetail,
  type UpdateListQuery,
  type UpdateSummary,
} from '@atrium/shared/schemas/performance/updates';
import { addDays, periodOf, type UpdatePeriod } from '@atrium/shared/schemas/performance/updates-period';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { updateComments, updates } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { offsetOf, pageOf } from '../../../lib/list-query.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { managerChainOf } from '../../platform/reporting-line/reporting-line.repository.ts';
import { widestScope } from '../access/scope.ts';
import { notifyComment, notifyReviewed, notifyShared, type NotifyDeps } from './update-notifications.ts';
import { companyToday, settingsFor, type EffectiveSettings } from './update-schedule.ts';
import * as repository from './updates.repository.ts';
import type { UpdatePersonRow, UpdateRow } from './updates.repository.ts';

// Who reads an update: its author always; once shared, the managers above the author (team scope)
// and HR (all scope). A draft is its author's alone: to anyone else it does not exist (404). The
// author writes and shares it; a manager above them comments and marks it reviewed; after that
// nothing in it changes but the comments.

const P = {
  edit: 'prf.module.updates.update.edit.own',
  share: 'prf.module.updates.update.share.own',
  comment: 'prf.module.updates.comment.manage.own',
  review: 'prf.module.updates.update.review.team',
  viewAll: 'prf.module.updates.update.view.all',
} as const satisfies Record<string, PermissionId>;
const VIEW_BASE = 'prf.module.updates.update.view';

type Relation = 'author' | 'manager' | 'hr';

const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

/** How the caller stands to an update, or null when they may not read it. */
async function relationTo(db: DbOrTx, auth: AuthContext, update: UpdateRow): Promise<Relation | null> {
  if (update.authorId === auth.userId) return 'author';
  if (update.status === 'draft') return null;
  const scope = widestScope(auth.permissions, VIEW_BASE);
  if (scope === 'team' || scope === 'all') {
    const chain = await managerChainOf(db, auth.companyId, update.authorId);
    if (chain.includes(auth.userId)) return 'manager';
  }
  return scope === 'all' ? 'hr' : null;
}

async function readable(db: DbOrTx, auth: AuthContext, id: string) {
  const update = await repository.findUpdate(db, auth.companyId, id);
  const relation = update ? await relationTo(db, auth, update) : null;
  if (!update || !relation) throw notFound('Update');
  return { update, relation };
}

const toPerson = (person: UpdatePersonRow) => ({
  id: person.id,
  name: nameOf(person),
  jobTitle: person.jobTitle,
  avatarUrl: person.avatarUrl,
});
const managerOf = (person: UpdatePersonRow) =>
  person.managerId && person.managerFirstName !== null
    ? { id: person.managerId, name: `${person.managerFirstName} ${person.managerLastName}` }
    : null;

async function detailOf(
  db: DbOrTx,
  auth: AuthContext,
  update: UpdateRow,
  relation: Relation,
): Promise<UpdateDetail> {
  const [author, comments, reviewer] = await Promise.all([
    repository.findPerson(db, auth.companyId, update.authorId),
    repository.commentsOf(db, auth.companyId, update.id),
    update.reviewedById ? repository.findPerson(db, auth.companyId, update.reviewedById) : undefined,
  ]);
  const may = (id: PermissionId) => auth.permissions.has(id);
  const isAuthor = relation === 'author';
  return {
    id: update.id,
    author: toPerson(author!),
    manager: managerOf(author!),
    period: { start: update.periodStart, end: update.periodEnd },
    status: update.status,
    sentiment: update.sentiment,
    answers: update.answers,
    accomplishments: update.accomplishments,
    priorities: update.priorities,
    sharedAt: update.sharedAt?.toISOString() ?? null,
    reviewedAt: update.reviewedAt?.toISOString() ?? null,
    reviewedBy: reviewer ? { id: reviewer.id, name: nameOf(reviewer) } : null,
    comments: comments.map((comment) => ({
      id: comment.id,
      author: {
        id: comment.authorId,
        name: `${comment.firstName} ${comment.lastName}`,
        avatarUrl: comment.avatarUrl,
      },
      body: comment.body,
      createdAt: comment.createdAt.toISOString(),
      editedAt: comment.editedAt?.toISOString() ?? null,
      isMine: comment.authorId === auth.userId,
    })),
    can: {
      edit: isAuthor && may(P.edit) && update.status !== 'reviewed',
      share: isAuthor && may(P.share) && update.status === 'draft',
      review: relation === 'manager' && may(P.review) && update.status === 'shared',
      comment: relation !== 'hr' && may(P.comment) && update.status !== 'draft',
    },
    updatedAt: update.updatedAt.toISOString(),
  };
}

export async function getUpdate(db: DbOrTx, auth: AuthContext, id: string): Promise<UpdateDetail> {
  const { update, relation } = await readable(db, auth, id);
  return detailOf(db, auth, update, relation);
}

/**
 * The period a new update of today would cover, and the update before it. A period never starts
 * inside one already written (the schedule may have changed since): it starts the day after.
 */
async function newPeriodOf(db: DbOrTx, auth: AuthContext, today: string, settings: EffectiveSettings) {
  const period: UpdatePeriod = periodOf(today, settings);
  const previous = await repository.latestBefore(db, auth.companyId, auth.userId, today);
  if (previous && previous.periodEnd >= period.start) period.start = addDays(previous.periodEnd, 1);
  return { period, previous };
}

/** The last update's priorities not done, to start the next with (each keeps its id). */
const carriedFrom = (previous: UpdateRow | undefined): Priority[] =>
  (previous?.priorities ?? [])
    .filter((priority) => !priority.done)
    .map((priority) => ({ id: priority.id, text: priority.text, done: false, carriedOver: true }));

export async function getCurrent(db: DbOrTx, auth: AuthContext): Promise<CurrentUpdate> {
  const [today, settings, me] = await Promise.all([
    companyToday(db, auth.companyId),
    settingsFor(db, auth.companyId, auth.userId),
    repository.findPerson(db, auth.companyId, auth.userId),
  ]);
  const schedule = { cadence: settings.cadence, dueWeekday: settings.dueWeekday, source: settings.source };
  const covering = await repository.updateCovering(db, auth.companyId, auth.userId, today);
  if (covering)
    return {
      period: { start: covering.periodStart, end: covering.periodEnd },
      schedule,
      questions: covering.answers.map((entry) => entry.question),
      update: await detailOf(db, auth, covering, 'author'),
      carriedPriorities: [],
      manager: managerOf(me!),
    };
  const { period, previous } = await newPeriodOf(db, auth, today, settings);
  return {
    period,
    schedule,
    questions: settings.questions,
    update: null,
    carriedPriorities: carriedFrom(previous),
    manager: managerOf(me!),
  };
}

type Content = Omit<UpdateContentInput, 'share' | 'priorities'> & {
  priorities: Array<{ id?: string; text: string; done?: boolean }>;
};

/** The priorities as sent, each known one keeping its id and whether it was carried over. */
function prioritiesOf(input: Content['priorities'], known: ReadonlyMap<string, boolean>): Priority[] {
  const seen = new Set<string>();
  return input.map((priority) => {
    const isKnown = priority.id !== undefined && known.has(priority.id) && !seen.has(priority.id);
    const id = isKnown ? priority.id! : randomUUID();
    seen.add(id);
    return {
      id,
      text: priority.text,
      done: priority.done ?? false,
      carriedOver: isKnown ? known.get(id)! : false,
    };
  });
}

function checkContent(content: Content, questions: readonly string[], isShared: boolean) {
  if (content.answers.length !== questions.length)
    throw new AppError('CONFLICT', UPDATE_MESSAGES.answersMismatch, {
      errors: [{ path: 'answers', message: UPDATE_MESSAGES.answersMismatch }],
    });
  if (isShared && content.sentiment === null)
    throw new AppError('VALIDATION_FAILED', UPDATE_MESSAGES.sentimentRequired, {
      errors: [{ path: 'sentiment', message: UPDATE_MESSAGES.sentimentRequired }],
    });
}

function checkMayShare(auth: AuthContext) {
  if (!auth.permissions.has(P.share))
    throw new AppError('FORBIDDEN', 'You do not have permission to share updates.');
}

const answered = (questions: readonly string[], answers: readonly string[]) =>
  questions.map((question, index) => ({ question, answer: answers[index] ?? '' }));

/** Starts the caller's update for today's period (and shares it at once with `share`). */
export async function createUpdate(
  db: Db,
  deps: NotifyDeps,
  auth: AuthContext,
  input: Content & { share?: boolean },
): Promise<UpdateDetail> {
  const today = await companyToday(db, auth.companyId);
  if (await repository.updateCovering(db, auth.companyId, auth.userId, today))
    throw new AppError('CONFLICT', 'You already started an update for this period: reload to see it.');
  const settings = await settingsFor(db, auth.companyId, auth.userId);
  const { period, previous } = await newPeriodOf(db, auth, today, settings);
  const share = input.share === true;
  if (share) checkMayShare(auth);
  checkContent(input, settings.questions, share);
  const carried = new Map(carriedFrom(previous).map((priority) => [priority.id, true]));
  try {
    const id = await db.transaction(async (tx) => {
      const now = new Date();
      const [created] = await tx
        .insert(updates)
        .values({
          companyId: auth.companyId,
          authorId: auth.userId,
          periodStart: period.start,
          periodEnd: period.end,
          cadence: settings.cadence,
          status: share ? 'shared' : 'draft',
          sentiment: input.sentiment,
          answers: answered(settings.questions, input.answers),
          accomplishments: input.accomplishments ?? '',
          priorities: prioritiesOf(input.priorities, carried),
          sharedAt: share ? now : null,
        })
        .returning();
      if (share) await notifyShared(tx, deps, created!);
      return created!.id;
    });
    return getUpdate(db, auth, id);
  } catch (error) {
    if (isUniqueViolation(error, 'performance_updates_period_key'))
      throw new AppError('CONFLICT', 'You already started an update for this period: reload to see it.');
    throw error;
  }
}

/** Saves the author's update (until it is reviewed), sharing a draft with `share`. */
export async function saveUpdate(
  db: Db,
  deps: NotifyDeps,
  auth: AuthContext,
  id: string,
  input: Content & { share?: boolean },
): Promise<UpdateDetail> {
  const { update, relation } = await readable(db, auth, id);
  if (relation !== 'author') throw new AppError('FORBIDDEN', 'Only its author changes an update.');
  if (update.status === 'reviewed') throw new AppError('CONFLICT', UPDATE_MESSAGES.reviewed);
  const sharing = input.share === true && update.status === 'draft';
  if (sharing) checkMayShare(auth);
  const questions = update.answers.map((entry) => entry.question);
  checkContent(input, questions, sharing || update.status === 'shared');
  const known = new Map(update.priorities.map((priority) => [priority.id, priority.carriedOver]));
  await db.transaction(async (tx) => {
    const now = new Date();
    const [saved] = await tx
      .update(updates)
      .set({
        sentiment: input.sentiment,
        answers: answered(questions, input.answers),
        accomplishments: input.accomplishments ?? '',
        priorities: prioritiesOf(input.priorities, known),
        ...(sharing ? { status: 'shared' as const, sharedAt: now } : {}),
        updatedAt: now,
      })
      // Reviewed meanwhile: it no longer changes.
      .where(and(eq(updates.companyId, auth.companyId), eq(updates.id, id), ne(updates.status, 'reviewed')))
      .returning();
    if (!saved) throw new AppError('CONFLICT', UPDATE_MESSAGES.reviewed);
    if (sharing) await notifyShared(tx, deps, saved);
  });
  return getUpdate(db, auth, id);
}

/** A manager above the author marks a shared update reviewed. */
export async function reviewUpdate(db: Db, auth: AuthContext, id: string): Promise<UpdateDetail> {
  const { update, relation } = await readable(db, auth, id);
  if (relation === 'author') throw new AppError('FORBIDDEN', UPDATE_MESSAGES.ownReview);
  if (relation !== 'manager')
    throw new AppError('FORBIDDEN', 'Only a manager above its author reviews an update.');
  if (update.status === 'reviewed') throw new AppError('CONFLICT', 'This update is already reviewed.');
  await db.transaction(async (tx) => {
    const now = new Date();
    const [reviewed] = await tx
      .update(updates)
      .set({ status: 'reviewed', reviewedAt: now, reviewedById: auth.userId, updatedAt: now })
      .where(and(eq(updates.companyId, auth.companyId), eq(updates.id, id), eq(updates.status, 'shared')))
      .returning();
    if (!reviewed) throw new AppError('CONFLICT', 'This update is already reviewed.');
    await notifyReviewed(tx, reviewed, auth.userId);
  });
  return getUpdate(db, auth, id);
}

/** Comments: the author and the managers above them, on a shared update. */
async function commentable(db: DbOrTx, auth: AuthContext, id: string) {
  const found = await readable(db, auth, id);
  if (found.relation === 'hr')
    throw new AppError('FORBIDDEN', 'Only the author and the managers above them comment on an update.');
  return found;
}

export async function addComment(db: Db, auth: AuthContext, id: string, body: string) {
  const { update } = await commentable(db, auth, id);
  await db.transaction(async (tx) => {
    await tx
      .insert(updateComments)
      .values({ companyId: auth.companyId, updateId: id, authorId: auth.userId, body });
    await notifyComment(tx, update, auth.userId);
  });
  return getUpdate(db, auth, id);
}

async function ownComment(db: DbOrTx, auth: AuthContext, commentId: string) {
  const comment = await repository.findComment(db, auth.companyId, commentId);
  if (!comment) throw notFound('Comment');
  const update = await repository.findUpdate(db, auth.companyId, comment.updateId);
  if (!update || !(await relationTo(db, auth, update))) throw notFound('Comment');
  if (comment.authorId !== auth.userId)
    throw new AppError('FORBIDDEN', 'You can only change your own comments.');
  return comment;
}

export async function editComment(db: Db, auth: AuthContext, commentId: string, body: string) {
  const comment = await ownComment(db, auth, commentId);
  await db
    .update(updateComments)
    .set({ body, editedAt: new Date() })
    .where(and(eq(updateComments.companyId, auth.companyId), eq(updateComments.id, commentId)));
  return getUpdate(db, auth, comment.updateId);
}

export async function deleteComment(db: Db, auth: AuthContext, commentId: string) {
  const comment = await ownComment(db, auth, commentId);
  await db
    .delete(updateComments)
    .where(and(eq(updateComments.companyId, auth.companyId), eq(updateComments.id, commentId)));
  return getUpdate(db, auth, comment.updateId);
}

/**
 * Whether the caller reads a colleague's shared updates: HR (all scope), or a manager above them
 * (team scope). 404 for someone not of the company, 403 for a colleague out of reach.
 */
export async function checkSeesPerson(db: DbOrTx, auth: AuthContext, personId: string) {
  const person = await repository.findPerson(db, auth.companyId, personId);
  if (!person) throw notFound('Person');
  if (personId === auth.userId) return person;
  const scope = widestScope(auth.permissions, VIEW_BASE);
  if (scope === 'all') return person;
  if (scope === 'team' && (await managerChainOf(db, auth.companyId, personId)).includes(auth.userId))
    return person;
  throw new AppError('FORBIDDEN', `You do not have permission to see ${nameOf(person)}'s updates.`);
}

/** The caller's updates (drafts included), or a colleague's shared ones; the latest period first. */
export async function listUpdates(
  db: DbOrTx,
  auth: AuthContext,
  query: UpdateListQuery,
): Promise<Paged<UpdateSummary>> {
  const personId = query.personId ?? auth.userId;
  await checkSeesPerson(db, auth, personId);
  const { rows, total } = await repository.listOf(db, auth.companyId, personId, personId === auth.userId, {
    limit: query.limit,
    offset: offsetOf(query),
  });
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      period: { start: row.periodStart, end: row.periodEnd },
      status: row.status,
      sentiment: row.sentiment,
      sharedAt: row.sharedAt?.toISOString() ?? null,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      comments: row.comments,
    })),
    total,
    query,
  );
}
