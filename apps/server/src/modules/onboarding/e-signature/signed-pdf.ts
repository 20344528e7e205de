// Loaded on demand (`await import`) by whoever signs: fontkit and pdf-lib hold some 9 MB of a
// server's heap that most processes never need.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFName, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type {
  SignatureField,
  SignatureFieldValue,
  SignerEvidence,
} from '@atrium/shared/schemas/onboarding/e-signature';
import { fontFiles } from './pdf-fonts.ts';

import { sha256Hex } from './document-hash.ts';

export interface SignedPdfInput {
  original: Uint8Array;
  documentName: string;
  requestId: string;
  fields: readonly SignatureField[];
  values: Readonly<Record<string, SignatureFieldValue>>;
  /** In signing order: the hire, then the counter-signer. */
  signers: readonly SignerEvidence[];
  originalSha256: string;
}

export interface SignedPdf {
  bytes: Uint8Array;
  /** Of the signed pages before the audit page was added: the hash printed on that page. */
  contentSha256: string;
  /** Of the final file; it cannot be printed in itself, so the database and audit trail keep it. */
  sha256: string;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  const files = await fontFiles();
  return {
    regular: await doc.embedFont(files.regular, { subset: true }),
    bold: await doc.embedFont(files.bold, { subset: true }),
    italic: await doc.embedFont(files.italic, { subset: true }),
  };
}

/** Characters the font cannot draw become "?" rather than failing the whole document. */
function drawable(font: PDFFont, text: string): string {
  const glyphs = new Set(font.getCharacterSet());
  return Array.from(text.replace(/[\r\n\t]+/g, ' '))
    .map((char) => (glyphs.has(char.codePointAt(0)!) ? char : '?'))
    .join('');
}

/** The field's box in PDF points (origin bottom-left), from fractions measured from the top-left. */
function boxOf(page: PDFPage, field: SignatureField) {
  const { x: left, y: bottom, width, height } = page.getMediaBox();
  return {
    x: left + field.x * width,
    y: bottom + (1 - field.y - field.height) * height,
    width: field.width * width,
    height: field.height * height,
  };
}

function drawFittedText(page: PDFPage, font: PDFFont, raw: string, box: ReturnType<typeof boxOf>) {
  const text = drawable(font, raw);
  if (!text) return;
  let size = Math.min(box.height * 0.7, 28);
  const width = font.widthOfTextAtSize(text, size);
  if (width > box.width * 0.96) size = (size * box.width * 0.96) / width;
  page.drawText(text, {
    x: box.x + 2,
    y: box.y + (box.height - size) / 2 + size * 0.2,
    size: Math.max(size, 4),
    font,
    color: rgb(0.05, 0.1, 0.35),
  });
}

async function drawField(
  doc: PDFDocument,
  page: PDFPage,
  fonts: Fonts,
  field: SignatureField,
  value: SignatureFieldValue | undefined,
  signedOn: string | null,
) {
  const box = boxOf(page, field);
  if (field.type === 'date_signed') {
    if (signedOn) drawFittedText(page, fonts.regular, signedOn, box);
    return;
  }
  if (field.type === 'checkbox') {
    const side = Math.min(box.width, box.height);
    page.drawRectangle({
      x: box.x,
      y: box.y,
      width: side,
      height: side,
      borderWidth: 1,
      borderColor: rgb(0, 0, 0),
    });
    if (value === true) {
      const ink = { thickness: 1.5, color: rgb(0.05, 0.1, 0.35) };
      page.drawLine({
        start: { x: box.x + side * 0.2, y: box.y + side * 0.5 },
        end: { x: box.x + side * 0.42, y: box.y + side * 0.22 },
        ...ink,
      });
      page.drawLine({
        start: { x: box.x + side * 0.42, y: box.y + side * 0.22 },
        end: { x: box.x + side * 0.82, y: box.y + side * 0.8 },
        ...ink,
      });
    }
    return;
  }
  if (value === undefined || typeof value === 'boolean') return;
  if (typeof value === 'string') {
    drawFittedText(page, fonts.regular, value, box);
    return;
  }
  if (value.mode === 'typed') {
    drawFittedText(page, fonts.italic, value.text, box);
    return;
  }
  const image = await doc.embedPng(Buffer.from(value.image.slice(value.image.indexOf(',') + 1), 'base64'));
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, {
    x: box.x + (box.width - width) / 2,
    y: box.y + (box.height - height) / 2,
    width,
    height,
  });
}

/**
 * A template's own form fields would stay fillable after signing; they are drawn into the page and
 * removed (what pdf-lib cannot flatten goes with its widgets), so no form is left in the result.
 */
function flattenForm(doc: PDFDocument) {
  try {
    doc.getForm().flatten();
  } catch {
    for (const page of doc.getPages()) page.node.delete(PDFName.of('Annots'));
  }
  doc.catalog.delete(PDFName.of('AcroForm'));
}

const LINE = 14;
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const TOP = A4[1] - MARGIN;

/** Lines of at most `width` points, broken at spaces (a word longer than a line is cut). */
function wrap(font: PDFFont, size: number, raw: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of drawable(font, raw).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
    else {
      if (line) lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Writes lines down a page, starting a new one when it is full. */
class AuditWriter {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = this.addPage();
    this.y = TOP;
  }
  private addPage() {
    return this.doc.addPage(A4);
  }
  text(raw: string, options: { bold?: boolean; size?: number; indent?: number } = {}) {
    const size = options.size ?? 9.5;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    for (const line of wrap(font, size, raw, A4[0] - 2 * MARGIN - indent)) {
      if (this.y < MARGIN) {
        this.page = this.addPage();
        this.y = TOP;
      }
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: rgb(0.1, 0.1, 0.1) });
      this.y -= size + 4.5;
    }
  }
  gap(points = LINE / 2) {
    this.y -= points;
  }
}

function writeAuditPage(doc: PDFDocument, fonts: Fonts, input: SignedPdfInput, contentSha256: string) {
  const out = new AuditWriter(doc, fonts);
  out.text('Signature certificate', { bold: true, size: 16 });
  out.gap();
  out.text(`Document: ${input.documentName}`);
  out.text(`Request id: ${input.requestId}`);
  out.text(`SHA-256 of the original document: ${input.originalSha256}`);
  out.text(`SHA-256 of the signed document (before this certificate was added): ${contentSha256}`);
  out.gap();
  for (const [index, signer] of input.signers.entries()) {
    out.text(`Signer ${index + 1}: ${signer.name}`, { bold: true, size: 11 });
    out.text(`Email: ${signer.email}`, { indent: 12 });
    out.text(`Role: ${signer.role}`, { indent: 12 });
    out.text(`Signed at (UTC): ${signer.signedAt.replace('T', ' ').replace(/\.\d+Z$|Z$/, '')}`, {
      indent: 12,
    });
    out.text(`IP address: ${signer.ipAddress}`, { indent: 12 });
    out.text(`User agent: ${signer.userAgent || 'not sent'}`, { indent: 12 });
    out.text(`Agreed to: "${signer.consentText}"`, { indent: 12 });
    out.gap();
  }
  out.gap();
  out.text(
    'Each signer signed in to Atrium with their own account and ticked the consent above before signing. ' +
      'Times are from the Atrium server clock, in UTC. The SHA-256 of this whole file, certificate included, ' +
      'cannot be printed inside it: Atrium keeps it with the request and in its audit trail.',
    { size: 8.5 },
  );
}

/**
 * The signed document: the original with every field drawn into its pages and no form left, then
 * a certificate page. Two saves: the first gives the hash printed on the certificate, the second
 * (with the certificate) the file kept.
 */
export async function buildSignedPdf(input: SignedPdfInput): Promise<SignedPdf> {
  const doc = await PDFDocument.load(input.original, { updateMetadata: false });
  flattenForm(doc);
  const fonts = await embedFonts(doc);
  const pages = doc.getPages();
  const signedOnBy = {
    new_hire: input.signers.find((signer) => signer.party === 'new_hire')?.signedAt.slice(0, 10) ?? null,
    counter_signer:
      input.signers.find((signer) => signer.party === 'counter_signer')?.signedAt.slice(0, 10) ?? null,
  };
  for (const field of input.fields) {
    const page = pages[field.page];
    if (page) await drawField(doc, page, fonts, field, input.values[field.id], signedOnBy[field.signer]);
  }
  doc.setTitle(input.documentName);
  doc.setProducer('Atrium');
  doc.setModificationDate(new Date());
  const content = await doc.save();
  const contentSha256 = sha256Hex(content);

  const withCertificate = await PDFDocument.load(content, { updateMetadata: false });
  writeAuditPage(withCertificate, await embedFonts(withCertificate), input, contentSha256);
  const bytes = await withCertificate.save();
  return { bytes, contentSha256, sha256: sha256Hex(bytes) };
}
