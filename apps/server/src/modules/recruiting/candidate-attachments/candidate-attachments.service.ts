import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  ATTACHMENT_TYPE_LABELS,
  PROFILE_MESSAGES,
  type AttachmentCreateInput,
  type CandidateAttachment,
} from '@atrium/shared/schemas/recruiting/candidate-profile';
import type { Db } from '../../../db/client.ts';
import { afterCommit } from '../../../db/after-commit.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { findCompanyFile } from '../../platform/files/files.repository.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { recordActivity } from '../candidates/candidate-activity.ts';
import { bytesOf, isResumeType, resumeText } from '../candidates/resume-text.ts';
import { candidatesChanged } from '../candidates/candidates.service.ts';
import { requireCandidate } from '../candidates/require-candidate.ts';
import * as repository from './candidate-attachments.repository.ts';

export interface AttachmentDeps {
  db: Db;
  storage: FileStorage;
}

const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: [{ path, message }] });

export const toAttachment = (row: repository.AttachmentListRow): CandidateAttachment => ({
  id: row.id,
  type: row.type,
  name: row.file.originalName,
  mimeType: row.file.mimeType,
  size: row.file.sizeBytes,
  applicationId: row.applicationId,
  jobName: row.jobName ?? null,
  uploadedBy:
    row.uploaderId && row.uploaderFirstName !== null
      ? { id: row.uploaderId, name: `${row.uploaderFirstName} ${row.uploaderLastName ?? ''}`.trim() }
      : null,
  createdAt: row.createdAt.toISOString(),
});

export async function listAttachments(
  db: Db,
  auth: AuthContext,
  candidateId: string,
): Promise<CandidateAttachment[]> {
  await requireCandidate(db, auth.companyId, candidateId);
  return (await repository.attachmentsOf(db, auth.companyId, [candidateId])).map(toAttachment);
}

/** A résumé's text for the search, whitespace folded; '' when it cannot be read. */
async function searchableText(storage: FileStorage, file: { storageKey: string; mimeType: string }) {
  const stream = await storage.get(file.storageKey);
  if (!stream) return '';
  return (await resumeText(await bytesOf(stream), file.mimeType)).replace(/\s+/g, ' ').trim();
}

/**
 * A file uploaded through /api/files put on the candidate's profile. A résumé is read first, so the
 * candidates search finds its words as soon as it is saved.
 */
export async function addAttachment(
  deps: AttachmentDeps,
  request: FastifyRequest,
  auth: AuthContext,
  candidateId: string,
  input: AttachmentCreateInput,
): Promise<CandidateAttachment> {
  await requireCandidate(deps.db, auth.companyId, candidateId);
  const file = await findCompanyFile(deps.db, auth.companyId, input.fileId);
  if (!file) throw fieldError('fileId', PROFILE_MESSAGES.fileAgain);
  if ((input.type === 'resume' || input.type === 'cover_letter') && !isResumeType(file.mimeType))
    throw fieldError('fileId', PROFILE_MESSAGES.resumeType);
  const text = input.type === 'resume' ? await searchableText(deps.storage, file) : null;
  const id = await deps.db.transaction(async (tx) => {
    await requireCandidate(tx, auth.companyId, candidateId);
    if (
      input.applicationId &&
      !(await repository.applicationOfCandidate(tx, auth.companyId, candidateId, input.applicationId))
    )
      throw fieldError('applicationId', PROFILE_MESSAGES.applicationNotOfCandidate);
    const attachmentId = await repository.insertAttachment(tx, {
      companyId: auth.companyId,
      candidateId,
      applicationId: input.applicationId,
      fileId: file.id,
      type: input.type,
      text,
      uploadedBy: auth.userId,
    });
    if (input.type === 'resume') await repository.refreshResumeText(tx, auth.companyId, candidateId);
    await recordActivity(tx, {
      companyId: auth.companyId,
      candidateId,
      applicationId: input.applicationId,
      kind: 'attachment',
      summary: `${ATTACHMENT_TYPE_LABELS[input.type]} uploaded: ${file.originalName}`,
      actorId: auth.userId,
    });
    await recordAudit(tx, request, {
      action: 'candidate.attachment.create',
      targetType: 'candidate',
      targetId: candidateId,
      after: { type: input.type, name: file.originalName, fileId: file.id },
    });
    candidatesChanged(auth.companyId);
    return attachmentId;
  });
  return toAttachment((await repository.findAttachment(deps.db, auth.companyId, candidateId, id))!);
}

export async function getAttachment(db: Db, auth: AuthContext, candidateId: string, attachmentId: string) {
  const row = await repository.findAttachment(db, auth.companyId, candidateId, attachmentId);
  if (!row) throw notFound('Attachment');
  return row;
}

/** Deletes an attachment and its file (an application's résumé leaves the application too). */
export async function deleteAttachment(
  deps: AttachmentDeps & { log: FastifyBaseLogger },
  request: FastifyRequest,
  auth: AuthContext,
  candidateId: string,
  attachmentId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await repository.findAttachment(tx, auth.companyId, candidateId, attachmentId);
    if (!row) throw notFound('Attachment');
    const storageKey = await repository.removeAttachment(tx, auth.companyId, candidateId, {
      id: row.id,
      fileId: row.file.id,
      storageKey: row.file.storageKey,
    });
    if (row.type === 'resume') await repository.refreshResumeText(tx, auth.companyId, candidateId);
    await recordActivity(tx, {
      companyId: auth.companyId,
      candidateId,
      applicationId: row.applicationId,
      kind: 'attachment',
      summary: `${ATTACHMENT_TYPE_LABELS[row.type]} deleted: ${row.file.originalName}`,
      actorId: auth.userId,
    });
    await recordAudit(tx, request, {
      action: 'candidate.attachment.delete',
      targetType: 'candidate',
      targetId: candidateId,
      before: { type: row.type, name: row.file.originalName, fileId: row.file.id },
    });
    candidatesChanged(auth.companyId);
    if (storageKey)
      afterCommit(tx, () => {
        deps.storage
          .delete(storageKey)
          .catch((error: unknown) => deps.log.warn({ err: error }, 'attachment bytes not deleted'));
      });
  });
}

/**
 * Reads the candidate's résumés not read yet (an application's, put there by the trigger) into the
 * search text. Called after the commit of whatever brought them; a failure only delays the search.
 */
export async function indexResumes(db: Db, storage: FileStorage, companyId: string, candidateId: string) {
  const unread = await repository.unreadResumes(db, companyId, candidateId);
  if (unread.length === 0) return;
  const texts = await Promise.all(unread.map((file) => searchableText(storage, file)));
  await db.transaction(async (tx) => {
    for (const [index, file] of unread.entries())
      await repository.setAttachmentText(tx, companyId, file.id, texts[index]!);
    await repository.refreshResumeText(tx, companyId, candidateId);
  });
  candidatesChanged(companyId);
}

/** indexResumes without failing the caller: its own work is committed already. */
export function indexResumesLater(
  deps: AttachmentDeps & { log: FastifyBaseLogger },
  companyId: string,
  candidateId: string,
) {
  return indexResumes(deps.db, deps.storage, companyId, candidateId).catch((error: unknown) =>
    deps.log.warn({ err: error, candidateId }, 'résumé text not read'),
  );
}

/** indexResumesLater for the candidate of an application just accepted (careers, the Job Board API). */
export async function indexApplicationResume(
  deps: AttachmentDeps & { log: FastifyBaseLogger },
  companyId: string,
  applicationId: string,
) {
  const candidateId = await repository.candidateOfApplication(deps.db, companyId, applicationId);
  if (candidateId) await indexResumesLater(deps, companyId, candidateId);
}
