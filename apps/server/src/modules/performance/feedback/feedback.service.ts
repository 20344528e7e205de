import { and, eq } from 'drizzle-orm';
import type {
  FeedbackComment,
  FeedbackItem,
  FeedbackListQuery,
  GiveFeedbackInput,
  PraiseReaction,
  PraiseWall,
  PraiseWallQuery,
  ReactionCount,
} from '@atrium/shared/schemas/performance/feedback';
import { FEEDBACK_MESSAGES } from '@atrium/shared/schemas/performance/feedback';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { feedback, feedbackComments, feedbackRecipients } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { offsetOf, pageOf } from '../../../lib/list-query.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { reportsOf } from '../../platform/reporting-line/reporting-line.repository.ts';
import { notifyAll } from '../../platform/notifications/notifications.service.ts';
import {
  assertPermitted,
  feedbackSettingsOf,
  listValues,
} from '../feedback-settings/feedback-settings.service.ts';
import { mayRead, viewScopeOf } from './feedback-access.ts';
import { toFeedbackItem, toPraise, toReactions, type FeedbackRow } from './feedback-columns.ts';
import { FEEDBACK_LINKS, notifyPraise, notifyPrivateFeedback } from './feedback-notifications.ts';
import * as repository from './feedback.repository.ts';
import { praiseWallPage } from './praise-wall.repository.ts';

// Giving feedback, the praise wall, the scoped views, reactions and comments (issue 21 item 2).

const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: [{ path, message }] });

export async function praiseWall(db: DbOrTx, auth: AuthContext, query: PraiseWallQuery): Promise<PraiseWall> {
  // A person's praise (their profile) is answered while the wall is off: praise stays public.
  if (!query.recipientId) {
    const settings = await feedbackSettingsOf(db, auth.companyId);
    if (!settings.praiseWallEnabled)
      throw new AppError(
        'FEEDBACK_KIND_DISABLED',
        "The praise wall is turned off in your company's feedback settings.",
      );
  }
  const team = query.team ? await reportsOf(db, auth.companyId, auth.userId) : undefined;
  if (team && team.length === 0) return { items: [], nextCursor: null };
  const [at, id] = query.cursor ? query.cursor.split('~') : [];
  const rows = await praiseWallPage(db, {
    companyId: auth.companyId,
    viewerId: auth.userId,
    cursor: at && id ? { at, id } : undefined,
    team,
    recipientId: query.recipientId,
    valueId: query.valueId,
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  return {
    items: page.map(toPraise),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.cursorKey ?? null) : null,
  };
}

export async function listFeedback(
  db: DbOrTx,
  auth: AuthContext,
  query: FeedbackListQuery,
): Promise<Paged<FeedbackItem>> {
  const scope = viewScopeOf(auth);
  const allowed =
    query.view === 'team'
      ? scope === 'team' || scope === 'all'
      : query.view === 'all'
        ? scope === 'all'
        : true;
  if (!allowed) throw new AppError('FORBIDDEN', 'You do not have permission to see this feedback.');
  const team = query.view === 'team' ? await reportsOf(db, auth.companyId, auth.userId) : undefined;
  if (team && team.length === 0) return pageOf([], 0, query);
  const { rows, total } = await repository.listFeedback(
    db,
    {
      companyId: auth.companyId,
      viewerId: auth.userId,
      view: query.view,
      team,
      kind: query.kind,
      personId: query.personId,
    },
    { limit: query.limit, offset: offsetOf(query) },
  );
  return pageOf(rows.map(toFeedbackItem), total, query);
}

/** The item when the caller may read it; 404 otherwise (its existence is not theirs to know). */
export async function readableFeedback(db: DbOrTx, auth: AuthContext, id: string): Promise<FeedbackRow> {
  const row = await repository.findFeedback(db, auth.companyId, id, auth.userId);
  if (!row || !(await mayRead(db, auth, row))) throw notFound('Feedback');
  return row;
}

export async function getFeedback(db: DbOrTx, auth: AuthContext, id: string): Promise<FeedbackItem> {
  return toFeedbackItem(await readableFeedback(db, auth, id));
}

/** Checks the recipients: 1-6 colleagues still here, never the giver. */
async function recipientsFor(db: DbOrTx, auth: AuthContext, ids: readonly string[]) {
  if (ids.includes(auth.userId)) throw fieldError('recipientIds', FEEDBACK_MESSAGES.notYourself);
  const found = await repository.colleaguesOf(db, auth.companyId, ids);
  if (found.length !== ids.length) throw fieldError('recipientIds', FEEDBACK_MESSAGES.recipientUnknown);
  const byId = new Map(found.map((person) => [person.id, person]));
  return ids.map((id) => byId.get(id)!);
}

/** The value praise is tagged with: required while the company has active values, one of them. */
async function praiseValue(db: DbOrTx, companyId: string, valueId: string | null | undefined) {
  const values = await listValues(db, companyId, false);
  if (!valueId) {
    if (values.length > 0) throw fieldError('valueId', FEEDBACK_MESSAGES.valueRequired);
    return null;
  }
  const value = values.find((candidate) => candidate.id === valueId);
  if (!value) throw fieldError('valueId', FEEDBACK_MESSAGES.valueUnknown);
  return value;
}

/**
 * Gives praise (one item naming every recipient, on the wall) or private feedback (one item per
 * recipient, so each stays private to its own person), and rings the bell of whoever may read it.
 */
export async function giveFeedback(
  db: Db,
  auth: AuthContext,
  input: GiveFeedbackInput,
): Promise<FeedbackItem[]> {
  const settings = await feedbackSettingsOf(db, auth.companyId);
  const visibility = input.kind === 'praise' ? 'public' : input.visibility!;
  assertPermitted(settings, input.kind === 'praise' ? 'praise' : input.visibility!);
  const recipients = await recipientsFor(db, auth, input.recipientIds);
  const value = input.kind === 'praise' ? await praiseValue(db, auth.companyId, input.valueId) : null;
  const [giverRow] = await repository.colleaguesOf(db, auth.companyId, [auth.userId]);
  if (!giverRow) throw notFound('User');
  const groups = input.kind === 'praise' ? [recipients] : recipients.map((person) => [person]);
  const ids = await db.transaction(async (tx) => {
    const created: string[] = [];
    for (const group of groups) {
      const [row] = await tx
        .insert(feedback)
        .values({
          companyId: auth.companyId,
          giverId: auth.userId,
          visibility,
          valueId: value?.id ?? null,
          body: input.body,
        })
        .returning({ id: feedback.id });
      await tx.insert(feedbackRecipients).values(
        group.map((person, position) => ({
          companyId: auth.companyId,
          feedbackId: row!.id,
          recipientId: person.id,
          position,
        })),
      );
      created.push(row!.id);
      if (visibility === 'public')
        await notifyPraise(tx, auth.companyId, giverRow, group, value?.name ?? null);
      else await notifyPrivateFeedback(tx, auth.companyId, giverRow, group[0]!, visibility);
    }
    return created;
  });
  const rows = await repository.findFeedbackItems(db, auth.companyId, ids, auth.userId);
  return rows.map(toFeedbackItem);
}

/** Reactions and comments belong to praise: private feedback is a conversation for another place. */
async function readablePraise(db: DbOrTx, auth: AuthContext, id: string) {
  const row = await readableFeedback(db, auth, id);
  if (row.visibility !== 'public') throw new AppError('CONFLICT', FEEDBACK_MESSAGES.praiseOnly);
  return row;
}

export async function toggleReaction(
  db: Db,
  auth: AuthContext,
  id: string,
  reaction: PraiseReaction,
): Promise<ReactionCount[]> {
  await readablePraise(db, auth, id);
  await repository.toggleReaction(db, {
    companyId: auth.companyId,
    feedbackId: id,
    userId: auth.userId,
    reaction,
  });
  const row = await repository.findFeedback(db, auth.companyId, id, auth.userId);
  return toReactions(row?.reactions ?? []);
}

type CommentRow = Awaited<ReturnType<typeof repository.commentsOf>>[number];
const toComment = (row: CommentRow, viewerId: string): FeedbackComment => ({
  id: row.id,
  author: {
    id: row.authorId,
    name: `${row.authorFirstName} ${row.authorLastName}`,
    jobTitle: row.authorJobTitle,
    avatarUrl: row.authorAvatarUrl,
  },
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  isMine: row.authorId === viewerId,
});

export async function listComments(db: DbOrTx, auth: AuthContext, id: string): Promise<FeedbackComment[]> {
  await readablePraise(db, auth, id);
  const rows = await repository.commentsOf(db, auth.companyId, id);
  return rows.map((row) => toComment(row, auth.userId));
}

/** Adds a comment; the praise's giver and recipients hear of it (not the commenter). */
export async function addComment(
  db: Db,
  auth: AuthContext,
  id: string,
  body: string,
): Promise<FeedbackComment> {
  const praise = await readablePraise(db, auth, id);
  const [author] = await repository.colleaguesOf(db, auth.companyId, [auth.userId]);
  const commentId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedbackComments)
      .values({ companyId: auth.companyId, feedbackId: id, authorId: auth.userId, body })
      .returning({ id: feedbackComments.id });
    const told = new Set([praise.giverId, ...praise.recipients.map((person) => person.id)]);
    told.delete(auth.userId);
    await notifyAll(
      tx,
      [...told].map((userId) => ({
        companyId: auth.companyId,
        userId,
        title: `${author ? `${author.firstName} ${author.lastName}` : 'A colleague'} commented on praise`,
        link: FEEDBACK_LINKS.wall,
      })),
    );
    return row!.id;
  });
  const rows = await repository.commentsOf(db, auth.companyId, id);
  return toComment(
    rows.find((row) => row.id === commentId)!,
    auth.userId,
  );
}

/** Its author deletes a comment; anyone else who reads the praise is refused (403). */
export async function deleteComment(db: Db, auth: AuthContext, commentId: string) {
  const comment = await repository.findComment(db, auth.companyId, commentId);
  if (!comment) throw notFound('Comment');
  await readablePraise(db, auth, comment.feedbackId);
  if (comment.authorId !== auth.userId)
    throw new AppError('FORBIDDEN', 'Only its author can delete a comment.');
  await db
    .delete(feedbackComments)
    .where(and(eq(feedbackComments.companyId, auth.companyId), eq(feedbackComments.id, commentId)));
}
