import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { FILE_URL_PREFIX, type UploadedFile } from '@atrium/shared/schemas/platform/files';
import { withoutLoneSurrogates } from '@atrium/shared/schemas/platform/storable-text';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { ALLOWED_UPLOADS, detectFileType, isImageType } from './file-type.ts';
import {
  findCompanyFile,
  findCompanyFileByKey,
  findImageByKey,
  insertFile,
  type FileRow,
} from './files.repository.ts';
import { isStorageKey } from './storage-key.ts';
import type { FileStorage } from './storage.ts';

const PUBLIC_PREFIX = `${FILE_URL_PREFIX}public/`;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Images get a public, unguessable URL, since <img> sends no Authorization header. */
export const fileUrl = (file: Pick<FileRow, 'id' | 'storageKey' | 'mimeType'>): string =>
  isImageType(file.mimeType) ? `${PUBLIC_PREFIX}${file.storageKey}` : `${FILE_URL_PREFIX}${file.id}`;

// eslint-disable-next-line no-control-regex -- removing them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

// Long enough for any real name; it travels in every download's Content-Disposition, percent-encoded.
export const MAX_FILE_NAME = 120;

/**
 * The name shown to people: no folders, no control characters, at most MAX_FILE_NAME characters
 * (counted as characters, so an emoji is never cut in half), keeping the extension when shortened.
 */
export function cleanFileName(name: string, ext: string): string {
  const cleaned = withoutLoneSurrogates(
    basename(name.replace(/\\/g, '/')).replace(CONTROL_CHARACTERS, ''),
  ).trim();
  const characters = Array.from(cleaned);
  if (characters.length === 0) return `file.${ext}`;
  if (characters.length <= MAX_FILE_NAME) return cleaned;
  const extension = /\.[A-Za-z0-9]{1,10}$/.exec(cleaned)?.[0] ?? '';
  return `${characters
    .slice(0, MAX_FILE_NAME - extension.length - 1)
    .join('')
    .trimEnd()}…${extension}`;
}

const toUploaded = (row: FileRow): UploadedFile => ({
  id: row.id,
  url: fileUrl(row),
  name: row.originalName,
  size: row.sizeBytes,
  mimeType: row.mimeType,
});

export interface UploadInput {
  db: Db;
  storage: FileStorage;
  auth: AuthContext;
  request: FastifyRequest;
  body: Buffer;
  fileName: string;
}

export async function uploadFile({
  db,
  storage,
  auth,
  request,
  body,
  fileName,
}: UploadInput): Promise<UploadedFile> {
  if (body.length === 0) {
    throw new AppError('VALIDATION_FAILED', 'The file is empty', {
      errors: [{ path: 'file', message: 'The file is empty' }],
    });
  }
  const type = await detectFileType(body);
  if (!type)
    throw new AppError(
      'UNSUPPORTED_FILE_TYPE',
      `This type of file is not supported. Upload ${ALLOWED_UPLOADS}.`,
    );
  const storageKey = `${randomUUID()}.${type.ext}`;
  await storage.put(storageKey, body, type.mime);
  try {
    const row = await db.transaction(async (tx) => {
      const inserted = await insertFile(tx, {
        companyId: auth.companyId,
        uploadedBy: auth.userId,
        storageKey,
        originalName: cleanFileName(fileName, type.ext),
        mimeType: type.mime,
        sizeBytes: body.length,
      });
      await recordAudit(tx, request, {
        action: 'file.upload',
        targetType: 'file',
        targetId: inserted.id,
        after: { name: inserted.originalName, mimeType: inserted.mimeType, size: inserted.sizeBytes },
      });
      return inserted;
    });
    return toUploaded(row);
  } catch (error) {
    // No row, no bytes: do not leave an orphan object behind.
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

export async function getCompanyFile(db: Db, companyId: string, id: string): Promise<FileRow> {
  const row = await findCompanyFile(db, companyId, id);
  if (!row) throw notFound('File');
  return row;
}

export async function getPublicImage(db: Db, storageKey: string): Promise<FileRow> {
  const row = isStorageKey(storageKey) ? await findImageByKey(db, storageKey) : null;
  if (!row) throw notFound('File');
  return row;
}

/** Whether a URL names a file this server issued to this company (avatars must be one). */
export async function isCompanyFileUrl(db: Db, companyId: string, url: string): Promise<boolean> {
  if (url.startsWith(PUBLIC_PREFIX)) {
    const key = url.slice(PUBLIC_PREFIX.length);
    return isStorageKey(key) && (await findCompanyFileByKey(db, companyId, key)) !== null;
  }
  if (!url.startsWith(FILE_URL_PREFIX)) return false;
  const id = url.slice(FILE_URL_PREFIX.length);
  return UUID_PATTERN.test(id) && (await findCompanyFile(db, companyId, id)) !== null;
}
