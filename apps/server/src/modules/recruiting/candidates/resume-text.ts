// What a résumé says, as text: enough to find the candidate's email and phone while adding them.
// PDF through pdf.js (Mozilla's reader, no eval, first pages only), DOCX through mammoth, TXT as is.
// DOC and RTF are kept as files but not read.

import type { Readable } from 'node:stream';

const MAX_PAGES = 5;
const MAX_TEXT = 200_000;

async function pdfText(bytes: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES); number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(
        content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ' '}` : '')).join(''),
      );
    }
    return pages.join('\n');
  } finally {
    await document.destroy();
  }
}

async function docxText(bytes: Buffer): Promise<string> {
  const mammoth = await import('mammoth');
  return (await mammoth.default.extractRawText({ buffer: bytes })).value;
}

const RESUME_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'application/rtf',
  'text/rtf',
]);

/** Whether a file of this type may be a résumé or cover letter (PDF, DOC, DOCX, TXT, RTF). */
export const isResumeType = (mimeType: string) => RESUME_TYPES.has(mimeType.split(';')[0]!);

export async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The text of a résumé of this type, or '' when it cannot be read (a scanned PDF, a DOC). */
export async function resumeText(bytes: Buffer, mimeType: string): Promise<string> {
  try {
    const text =
      mimeType === 'application/pdf'
        ? await pdfText(bytes)
        : mimeType === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
          ? await docxText(bytes)
          : mimeType.startsWith('text/plain')
            ? bytes.toString('utf8')
            : '';
    return text.slice(0, MAX_TEXT);
  } catch {
    // A damaged file is still the candidate's résumé; the form is filled by hand instead.
    return '';
  }
}

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/i;
// Not digits inside an email address or a word (jordan.1795623640@…): a phone stands on its own.
const PHONE = /(?<![\w.@+-])\+?\d[\d\s().-]{7,}\d(?![\w@])/;

/** The first email address and phone number in the text. */
export function contactsIn(text: string): { email: string | null; phone: string | null } {
  const phone = text.match(PHONE)?.[0]?.replace(/\s+/g, ' ').trim() ?? null;
  return {
    email: text.match(EMAIL)?.[0]?.toLowerCase() ?? null,
    // A run of digits that is a year range or a postcode is not a phone number.
    phone: phone && phone.replace(/\D/g, '').length >= 9 ? phone : null,
  };
}
