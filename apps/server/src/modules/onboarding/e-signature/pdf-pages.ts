import type { TemplatePage } from '@atrium/shared/schemas/onboarding/e-signature';

/** Each page's size in points, or null when pdf-lib cannot read the file (damaged or encrypted). */
export async function readPages(bytes: Uint8Array): Promise<TemplatePage[] | null> {
  // pdf-lib is loaded with the first template, not with the server (a few MB of heap).
  const { PDFDocument } = await import('pdf-lib');
  try {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    if (doc.isEncrypted) return null;
    const pages = doc.getPages().map((page) => {
      const { width, height } = page.getSize();
      return { width: Math.round(width * 100) / 100, height: Math.round(height * 100) / 100 };
    });
    return pages.length > 0 ? pages : null;
  } catch {
    return null;
  }
}
