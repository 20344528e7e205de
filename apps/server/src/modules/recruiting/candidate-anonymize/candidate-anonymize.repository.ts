import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  applicationCustomFieldValues,
  applications,
  candidateActivities,
  candidateCustomFieldValues,
  candidateEducations,
  candidateEmails,
  candidateEmployments,
  candidates,
  candidateTagLinks,
  jobCustomFields,
} from '../../../db/schema/index.ts';

type CandidateChanges = Partial<typeof candidates.$inferInsert>;
type ApplicationChanges = Partial<typeof applications.$inferInsert>;

export async function lockCandidate(db: DbOrTx, companyId: string, candidateId: string) {
  const [row] = await db
    .select({ id: candidates.id, publicId: candidates.publicId })
    .from(candidates)
    .where(and(eq(candidates.companyId, companyId), eq(candidates.id, candidateId)))
    .for('update');
  return row ?? null;
}

export const updateCandidate = (db: DbOrTx, companyId: string, candidateId: string, set: CandidateChanges) =>
  db
    .update(candidates)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(candidates.companyId, companyId), eq(candidates.id, candidateId)));

export const updateApplications = (
  db: DbOrTx,
  companyId: string,
  candidateId: string,
  set: ApplicationChanges,
) =>
  db
    .update(applications)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(applications.companyId, companyId), eq(applications.candidateId, candidateId)));

export const removeTags = (db: DbOrTx, companyId: string, candidateId: string) =>
  db
    .delete(candidateTagLinks)
    .where(and(eq(candidateTagLinks.companyId, companyId), eq(candidateTagLinks.candidateId, candidateId)));

export const removeHistory = async (
  db: DbOrTx,
  companyId: string,
  candidateId: string,
  which: { education: boolean; employment: boolean },
) => {
  if (which.education)
    await db
      .delete(candidateEducations)
      .where(
        and(eq(candidateEducations.companyId, companyId), eq(candidateEducations.candidateId, candidateId)),
      );
  if (which.employment)
    await db
      .delete(candidateEmployments)
      .where(
        and(eq(candidateEmployments.companyId, companyId), eq(candidateEmployments.candidateId, candidateId)),
      );
};

/** Blanks the text of the feed's notes (or of every entry, emails included). */
export const blankFeed = (db: DbOrTx, companyId: string, candidateId: string, notesOnly: boolean) =>
  db
    .update(candidateActivities)
    .set({ body: null })
    .where(
      and(
        eq(candidateActivities.companyId, companyId),
        eq(candidateActivities.candidateId, candidateId),
        notesOnly ? eq(candidateActivities.kind, 'note') : undefined,
      ),
    );

/** The emails sent to the candidate: their address, or their whole content. */
export const blankEmails = (
  db: DbOrTx,
  companyId: string,
  candidateId: string,
  set: Partial<typeof candidateEmails.$inferInsert>,
) =>
  db
    .update(candidateEmails)
    .set(set)
    .where(and(eq(candidateEmails.companyId, companyId), eq(candidateEmails.candidateId, candidateId)));

/** The candidate's own custom field values, and the answers a referrer gave about them. */
export async function removeCustomFieldValues(
  db: DbOrTx,
  companyId: string,
  candidateId: string,
  which: { candidate: boolean; referral: boolean },
) {
  if (which.candidate)
    await db
      .delete(candidateCustomFieldValues)
      .where(
        and(
          eq(candidateCustomFieldValues.companyId, companyId),
          eq(candidateCustomFieldValues.candidateId, candidateId),
        ),
      );
  if (which.referral)
    await db.execute(sql`
      delete from ${applicationCustomFieldValues} v
      using ${applications} a, ${jobCustomFields} f
      where v.company_id = ${companyId} and a.company_id = v.company_id and a.id = v.application_id
        and a.candidate_id = ${candidateId}
        and f.company_id = v.company_id and f.id = v.field_id and f.entity = 'referral_question'`);
}
