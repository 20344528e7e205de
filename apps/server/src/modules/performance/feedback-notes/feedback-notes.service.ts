import { and, count, desc, eq, sql } from 'drizzle-orm';
import type {
  FeedbackPrivateNote,
  PrivateNoteListQuery,
} from '@atrium/shared/schemas/performance/feedback-requests';
import { FEEDBACK_MESSAGES } from '@atrium/shared/schemas/performance/feedback';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { DbOrTx } from '../../../db/client.ts';
import { feedbackPrivateNotes, users } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { offsetOf, pageOf } from '../../../lib/list-query.ts';
import { sameCompany } from '../../../lib/same-company.ts';
import type { AuthContext } from '../../../plugins/auth.ts';

// Private notes about a colleague (Lattice's "notes to self" about someone): their author writes,
// edits and deletes them, and nobody else ever reads them; the colleague, their managers and HR
// (whose all scope reads private feedback) included. To anyone else a note does not exist (404).

const columns = {
  id: feedbackPrivateNotes.id,
  body: feedbackPrivateNotes.body,
  createdAt: feedbackPrivateNotes.createdAt,
  updatedAt: feedbackPrivateNotes.updatedAt,
  subjectId: users.id,
  subjectFirstName: users.firstName,
  subjectLastName: users.lastName,
  subjectJobTitle: users.jobTitle,
  subjectAvatarUrl: users.avatarUrl,
};

const notesOf = (db: DbOrTx) =>
  db
    .select(columns)
    .from(feedbackPrivateNotes)
    .innerJoin(users, sameCompany(users, feedbackPrivateNotes, eq(users.id, feedbackPrivateNotes.subjectId)))
    .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof notesOf>['execute']>>[number];

const toNote = (row: Row): FeedbackPrivateNote => ({
  id: row.id,
  subject: {
    id: row.subjectId,
    name: `${row.subjectFirstName} ${row.subjectLastName}`,
    jobTitle: row.subjectJobTitle,
    avatarUrl: row.subjectAvatarUrl,
  },
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The author's own notes: every other row of the table is invisible to them. */
const authorsOwn = (auth: AuthContext) =>
  and(eq(feedbackPrivateNotes.companyId, auth.companyId), eq(feedbackPrivateNotes.authorId, auth.userId));

export async function listNotes(
  db: DbOrTx,
  auth: AuthContext,
  query: PrivateNoteListQuery,
): Promise<Paged<FeedbackPrivateNote>> {
  const where = and(
    authorsOwn(auth),
    query.subjectId ? eq(feedbackPrivateNotes.subjectId, query.subjectId) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    notesOf(db)
      .where(where)
      .orderBy(desc(feedbackPrivateNotes.updatedAt), desc(feedbackPrivateNotes.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(feedbackPrivateNotes).where(where),
  ]);
  return pageOf(rows.map(toNote), Number(counted?.n ?? 0), query);
}

async function ownNote(db: DbOrTx, auth: AuthContext, id: string): Promise<FeedbackPrivateNote> {
  const [row] = await notesOf(db)
    .where(and(authorsOwn(auth), eq(feedbackPrivateNotes.id, id)))
    .limit(1);
  if (!row) throw notFound('Note');
  return toNote(row);
}

export async function createNote(db: DbOrTx, auth: AuthContext, input: { subjectId: string; body: string }) {
  if (input.subjectId === auth.userId)
    throw new AppError('VALIDATION_FAILED', FEEDBACK_MESSAGES.notYourself, {
      errors: [{ path: 'subjectId', message: 'Write notes about a colleague, not yourself' }],
    });
  const [colleague] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.companyId, auth.companyId),
        eq(users.id, input.subjectId),
        sql`${users.status} <> 'inactive'`,
      ),
    );
  if (!colleague)
    throw new AppError('VALIDATION_FAILED', FEEDBACK_MESSAGES.recipientUnknown, {
      errors: [{ path: 'subjectId', message: FEEDBACK_MESSAGES.recipientUnknown }],
    });
  const [row] = await db
    .insert(feedbackPrivateNotes)
    .values({
      companyId: auth.companyId,
      authorId: auth.userId,
      subjectId: input.subjectId,
      body: input.body,
    })
    .returning({ id: feedbackPrivateNotes.id });
  return ownNote(db, auth, row!.id);
}

export async function updateNote(db: DbOrTx, auth: AuthContext, id: string, body: string) {
  const updated = await db
    .update(feedbackPrivateNotes)
    .set({ body, updatedAt: new Date() })
    .where(and(authorsOwn(auth), eq(feedbackPrivateNotes.id, id)))
    .returning({ id: feedbackPrivateNotes.id });
  if (updated.length === 0) throw notFound('Note');
  return ownNote(db, auth, id);
}

export async function deleteNote(db: DbOrTx, auth: AuthContext, id: string) {
  const deleted = await db
    .delete(feedbackPrivateNotes)
    .where(and(authorsOwn(auth), eq(feedbackPrivateNotes.id, id)))
    .returning({ id: feedbackPrivateNotes.id });
  if (deleted.length === 0) throw notFound('Note');
}
