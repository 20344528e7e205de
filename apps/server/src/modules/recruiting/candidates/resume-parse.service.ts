import type { ParsedResume } from '@atrium/shared/schemas/recruiting/candidates';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { findCompanyFile } from '../../platform/files/files.repository.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { bytesOf, contactsIn, isResumeType, resumeText } from './resume-text.ts';

/** Reads an uploaded résumé of the company: the email and phone its text gives fill the add form. */
export async function parseResume(
  db: Db,
  storage: FileStorage,
  auth: AuthContext,
  fileId: string,
): Promise<ParsedResume> {
  const file = await findCompanyFile(db, auth.companyId, fileId);
  const refuse = (message: string) =>
    new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'fileId', message }] });
  if (!file) throw refuse('Upload the résumé again');
  if (!isResumeType(file.mimeType)) throw refuse('Upload a PDF, DOC, DOCX, TXT or RTF file');
  const stream = await storage.get(file.storageKey);
  if (!stream) throw refuse('Upload the résumé again');
  const text = await resumeText(await bytesOf(stream), file.mimeType);
  return {
    file: { id: file.id, name: file.originalName },
    ...contactsIn(text),
    excerpt: text.replace(/\s+/g, ' ').trim().slice(0, 300),
  };
}
