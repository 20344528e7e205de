import type { Readable } from 'node:stream';
import { AppError } from '../../../lib/app-error.ts';
import type { FileStorage } from '../../platform/files/storage.ts';

/** A stored object's bytes, whole: PDFs are read and written in one piece. */
export async function storedBytes(storage: FileStorage, key: string): Promise<Buffer> {
  const stream: Readable | null = await storage.get(key);
  if (!stream) throw new AppError('NOT_FOUND', 'File not found');
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}
