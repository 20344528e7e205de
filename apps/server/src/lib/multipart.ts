import { AppError } from './app-error.ts';

/**
 * Reads a multipart body through `work`. The parser (busboy) throws plain errors for a body it
 * cannot read (no boundary, cut short, malformed headers): those are the sender's, so they answer
 * 400. The plugin's own limit errors keep their codes (FST_…), which the error handler words.
 */
export async function readingMultipart<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('FST_')) throw error;
    throw new AppError('BAD_REQUEST', 'The form could not be read. Send it as multipart/form-data again.');
  }
}
