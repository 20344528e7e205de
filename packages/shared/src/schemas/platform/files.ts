import { z } from 'zod';

/** POST /api/files answer. url serves the file: public (for <img>) for images, authenticated otherwise. */
export const uploadedFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  size: z.number(),
  mimeType: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** The multipart field that carries the file; other fields may accompany it. */
export const UPLOAD_FIELD = 'file';

/** For <input accept>: the server decides by content, this only narrows the browser's picker. */
export const UPLOAD_ACCEPT = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  '.doc',
  '.docx',
  '.txt',
  '.rtf',
].join(',');

/** Every URL the server issues for an uploaded file starts with this. */
export const FILE_URL_PREFIX = '/api/files/';
