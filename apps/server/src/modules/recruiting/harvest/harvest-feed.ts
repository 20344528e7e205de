import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import { candidateActivities, candidateEmails, users } from '../../../db/schema/index.ts';
import { sameCompany } from '../../../lib/same-company.ts';
import { harvestActivityFeedSchema } from './harvest-objects.ts';
import { userRef } from './harvest-candidates.service.ts';

export const harvestNoteSchema = harvestActivityFeedSchema.shape.notes.element;
type Feed = z.infer<typeof harvestActivityFeedSchema>;

const withAuthor = (db: DbOrTx) =>
  db
    .select({
      entry: candidateActivities,
      authorPublicId: users.publicId,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
    })
    .from(candidateActivities)
    .leftJoin(users, sameCompany(users, candidateActivities, eq(users.id, candidateActivities.actorId)));

type Row = Awaited<ReturnType<typeof withAuthor>>[number];

const authorOf = (row: Row) =>
  row.authorPublicId !== null && row.authorFirstName !== null
    ? userRef({
        publicId: row.authorPublicId,
        firstName: row.authorFirstName,
        lastName: row.authorLastName ?? '',
      })
    : null;

const toNote = (row: Row): Feed['notes'][number] => {
  const visibility = row.entry.visibility ?? 'public';
  return {
    id: row.entry.publicId,
    created_at: row.entry.createdAt.toISOString(),
    body: row.entry.body ?? '',
    user: authorOf(row),
    private: visibility !== 'public',
    // Greenhouse answers both spellings; integrations read either.
    visiblity: visibility,
    visibility,
  };
};

export async function harvestNote(db: DbOrTx, companyId: string, activityId: string) {
  const [row] = await withAuthor(db)
    .where(and(eq(candidateActivities.companyId, companyId), eq(candidateActivities.id, activityId)))
    .limit(1);
  return toNote(row!);
}

/** Greenhouse's feed: notes, emails sent and received through us, everything else as activities, newest first. */
export async function harvestActivityFeed(db: DbOrTx, companyId: string, candidateId: string): Promise<Feed> {
  const rows = await withAuthor(db)
    .where(
      and(eq(candidateActivities.companyId, companyId), eq(candidateActivities.candidateId, candidateId)),
    )
    .orderBy(desc(candidateActivities.createdAt), desc(candidateActivities.publicId));
  const sent = await withSender(db)
    .where(
      and(
        eq(candidateEmails.companyId, companyId),
        eq(candidateEmails.candidateId, candidateId),
        inArray(candidateEmails.status, ['sent', 'received']),
      ),
    )
    .orderBy(desc(candidateEmails.sentAt), asc(candidateEmails.id));
  return {
    notes: rows.filter((row) => row.entry.kind === 'note').map(toNote),
    emails: sent.map(toEmail),
    activities: rows
      .filter((row) => !['note', 'email', 'email_received'].includes(row.entry.kind))
      .map((row) => ({
        id: row.entry.publicId,
        created_at: row.entry.createdAt.toISOString(),
        subject: row.entry.summary,
        body: row.entry.body,
        user: authorOf(row),
      })),
  };
}

const withSender = (db: DbOrTx) =>
  db
    .select({
      email: candidateEmails,
      senderPublicId: users.publicId,
      senderFirstName: users.firstName,
      senderLastName: users.lastName,
      senderEmail: users.email,
    })
    .from(candidateEmails)
    .leftJoin(users, sameCompany(users, candidateEmails, eq(users.id, candidateEmails.senderId)));

const toEmail = (row: Awaited<ReturnType<typeof withSender>>[number]): Feed['emails'][number] => ({
  id: row.email.publicId,
  created_at: (row.email.sentAt ?? row.email.createdAt).toISOString(),
  subject: row.email.subject,
  body: row.email.text,
  to: row.email.to,
  from: row.email.status === 'received' ? row.email.fromAddress : row.senderEmail,
  cc: [],
  user:
    row.senderPublicId !== null && row.senderFirstName !== null
      ? userRef({
          publicId: row.senderPublicId,
          firstName: row.senderFirstName,
          lastName: row.senderLastName ?? '',
        })
      : null,
});

export async function harvestEmailNote(db: DbOrTx, companyId: string, emailId: string) {
  const [row] = await withSender(db)
    .where(and(eq(candidateEmails.companyId, companyId), eq(candidateEmails.id, emailId)))
    .limit(1);
  return toEmail(row!);
}
