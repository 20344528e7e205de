import { fileTypeFromBuffer } from 'file-type';

export interface DetectedType {
  ext: string;
  mime: string;
}

/** What may be uploaded, decided by content (magic bytes), never by the name or the claimed type. */
export const ALLOWED_UPLOADS = 'JPEG, PNG, GIF, WebP, PDF, Word (DOC, DOCX), TXT and RTF';

const BY_DETECTED_EXT: Record<string, DetectedType> = {
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  gif: { ext: 'gif', mime: 'image/gif' },
  webp: { ext: 'webp', mime: 'image/webp' },
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  rtf: { ext: 'rtf', mime: 'application/rtf' },
};

// A .doc is an OLE compound file; so are .xls, .ppt and .msi. Word's main stream is named
// "WordDocument" (UTF-16LE in the directory), which tells them apart.
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Plain text has no magic bytes: accept valid UTF-8 without NULs (binary formats are full of them). */
function isPlainText(buffer: Buffer): boolean {
  if (buffer.includes(0)) return false;
  try {
    utf8.decode(buffer);
    return true;
  } catch {
    return false;
  }
}

export async function detectFileType(buffer: Buffer): Promise<DetectedType | null> {
  const detected = await fileTypeFromBuffer(buffer);
  if (detected) {
    if (detected.ext === 'cfb')
      return buffer.includes(WORD_STREAM) ? { ext: 'doc', mime: 'application/msword' } : null;
    return BY_DETECTED_EXT[detected.ext] ?? null;
  }
  if (buffer.subarray(0, 5).toString('latin1') === '{\\rtf') return BY_DETECTED_EXT.rtf!;
  return isPlainText(buffer) ? { ext: 'txt', mime: 'text/plain' } : null;
}

export const isImageType = (mime: string): boolean => mime.startsWith('image/');
