import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  applications,
  candidateAttachments,
  candidates,
  files,
  jobs,
  pendingApplications,
  users,
} from '../../../db/schema/index.ts';

// The résumés' text kept for the search: enough for any résumé, bounded so the trigram index stays small.
const MAX_RESUME_TEXT = 20_000;

const selectAttachments = (db: DbOrTx) =>
  db
    .select({
      id: candidateAttachments.id,
      publicId: candidateAttachments.publicId,
      candidateId: candidateAttachments.candidateId,
      type: candidateAttachments.type,
      applicationId: candidateAttachments.applicationId,
      createdAt: candidateAttachments.createdAt,
      file: {
        id: files.id,
        storageKey: files.storageKey,
        originalName: files.originalName,
        mimeType: files.mimeType,
        sizeBytes: files.sizeBytes,
      },
      jobName: jobs.name,
      uploaderId: users.id,
      uploaderFirstName: users.firstName,
      uploaderLastName: users.lastName,
    })
    .from(candidateAttachments)
    .innerJoin(
      files,
      and(eq(files.companyId, candidateAttachments.companyId), eq(files.id, candidateAttachments.fileId)),
    )
    .leftJoin(
      applications,
      and(
        eq(applications.companyId, candidateAttachments.companyId),
        eq(applications.id, candidateAttachments.applicationId),
      ),
    )
    .leftJoin(jobs, and(eq(jobs.companyId, applications.companyId), eq(jobs.id, applications.jobId)))
    .leftJoin(
      users,
      and(eq(users.companyId, candidateAttachments.companyId), eq(users.id, candidateAttachments.uploadedBy)),
    );

export type AttachmentListRow = Awaited<ReturnType<ReturnType<typeof selectAttachments>['where']>>[number];

export const attachmentsOf = (db: DbOrTx, companyId: string, candidateIds: string[]) =>
  candidateIds.length === 0
    ? Promise.resolve([] as AttachmentListRow[])
    : selectAttachments(db)
        .where(
          and(
            eq(candidateAttachments.companyId, companyId),
            inArray(candidateAttachments.candidateId, candidateIds),
          ),
        )
        .orderBy(desc(candidateAttachments.createdAt), desc(candidateAttachments.publicId));

export async function findAttachment(
  db: DbOrTx,
  companyId: string,
  candidateId: string,
  attachmentId: string,
): Promise<AttachmentListRow | null> {
  const [row] = await selectAttachments(db)
    .where(
      and(
        eq(candidateAttachments.companyId, companyId),
        eq(candidateAttachments.candidateId, candidateId),
        eq(candidateAttachments.id, attachmentId),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertAttachment(db: DbOrTx, values: typeof candidateAttachments.$inferInsert) {
  const [row] = await db
    .insert(candidateAttachments)
    .values(values)
    // The same file sent again keeps one row, with the type and application named last.
    .onConflictDoUpdate({
      target: [candidateAttachments.companyId, candidateAttachments.candidateId, candidateAttachments.fileId],
      set: {
        type: values.type,
        applicationId: values.applicationId ?? null,
        text: values.text ?? null,
      },
    })
    .returning({ id: candidateAttachments.id });
  return row!.id;
}

export async function applicationOfCandidate(
  db: DbOrTx,
  companyId: string,
  candidateId: string,
  applicationId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.companyId, companyId),
        eq(applications.candidateId, candidateId),
        eq(applications.id, applicationId),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Removes an attachment and, when nothing else names it, its file row: an application's résumé or
 * cover letter is taken off the application first. Answers the storage key to delete, if any.
 */
export async function removeAttachment(
  db: DbOrTx,
  companyId: string,
  candidateId: string,
  attachment: { id: string; fileId: string; storageKey: string },
): Promise<string | null> {
  const ofCompany = eq(applications.companyId, companyId);
  const ofCandidate = eq(applications.candidateId, candidateId);
  await db
    .update(applications)
    .set({ resumeFileId: null })
    .where(and(ofCompany, ofCandidate, eq(applications.resumeFileId, attachment.fileId)));
  await db
    .update(applications)
    .set({ coverLetterFileId: null })
    .where(and(ofCompany, ofCandidate, eq(applications.coverLetterFileId, attachment.fileId)));
  await db
    .delete(candidateAttachments)
    .where(and(eq(candidateAttachments.companyId, companyId), eq(candidateAttachments.id, attachment.id)));
  const deleted = await db
    .delete(files)
    .where(
      and(
        eq(files.companyId, companyId),
        eq(files.id, attachment.fileId),
        sql`not exists (select 1 from ${candidateAttachments} other
          where other.company_id = ${files.companyId} and other.file_id = ${files.id})`,
        sql`not exists (select 1 from ${applications} a
          where a.company_id = ${files.companyId} and (a.resume_file_id = ${files.id} or a.cover_letter_file_id = ${files.id}))`,
        sql`not exists (select 1 from ${pendingApplications} p
          where p.company_id = ${files.companyId} and (p.resume_file_id = ${files.id} or p.cover_letter_file_id = ${files.id}))`,
      ),
    )
    .returning({ storageKey: files.storageKey });
  return deleted[0]?.storageKey ?? null;
}

/** Résumés of the candidate not read yet, with their files. */
export const unreadResumes = (db: DbOrTx, companyId: string, candidateId: string) =>
  db
    .select({
      id: candidateAttachments.id,
      storageKey: files.storageKey,
      mimeType: files.mimeType,
    })
    .from(candidateAttachments)
    .innerJoin(
      files,
      and(eq(files.companyId, candidateAttachments.companyId), eq(files.id, candidateAttachments.fileId)),
    )
    .where(
      and(
        eq(candidateAttachments.companyId, companyId),
        eq(candidateAttachments.candidateId, candidateId),
        eq(candidateAttachments.type, 'resume'),
        isNull(candidateAttachments.text),
      ),
    );

export const setAttachmentText = (db: DbOrTx, companyId: string, attachmentId: string, text: string) =>
  db
    .update(candidateAttachments)
    .set({ text })
    .where(and(eq(candidateAttachments.companyId, companyId), eq(candidateAttachments.id, attachmentId)));

/** The candidate's searched résumé text: their résumés' text, newest first (the trigger indexes it). */
export const refreshResumeText = (db: DbOrTx, companyId: string, candidateId: string) =>
  db
    .update(candidates)
    .set({
      resumeText: sql`coalesce((
        select left(string_agg(a.text, ' ' order by a.created_at desc), ${MAX_RESUME_TEXT})
        from ${candidateAttachments} a
        where a.company_id = ${candidates.companyId} and a.candidate_id = ${candidates.id}
          and a.type = 'resume' and a.text <> ''), '')`,
    })
    .where(and(eq(candidates.companyId, companyId), eq(candidates.id, candidateId)));

export async function candidateOfApplication(db: DbOrTx, companyId: string, applicationId: string) {
  const [row] = await db
    .select({ candidateId: applications.candidateId })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), eq(applications.id, applicationId)))
    .limit(1);
  return row?.candidateId ?? null;
}
