import type { PDFFont } from 'pdf-lib';
import { richTextToText, sanitizeRichText } from '@atrium/shared/rich-text/sanitize';
import { customOfferTokenOf, renderTemplate } from '@atrium/shared/schemas/recruiting/email-templates';

export interface LetterFacts {
  candidateFirstName: string;
  candidateName: string;
  jobName: string;
  companyName: string;
  salary: number;
  currency: string;
  salaryPeriod: 'year' | 'month' | 'hour';
  startDate: string;
  expiresOn: string | null;
  hiringManagerName: string;
  /** The company's offer fields with this offer's values. */
  customFields: Array<{ name: string; value: unknown }>;
}

const PERIOD: Record<LetterFacts['salaryPeriod'], string> = {
  year: 'a year',
  month: 'a month',
  hour: 'an hour',
};

/** "£85,000 a year": the currency's own symbol and digits, in British English. */
export function salaryText(salary: number, currency: string, period: LetterFacts['salaryPeriod']): string {
  const amount = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(salary);
  return `${amount} ${PERIOD[period]}`;
}

/** "5 January 2027" from an ISO date, read as a calendar day (no time zone shifts it). */
export const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

const fieldText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : Array.isArray(value)
      ? value.map(fieldText).join(', ')
      : typeof value === 'object'
        ? Object.values(value as Record<string, unknown>)
            .map(fieldText)
            .join(' ')
        : String(value);

/** The template's tokens filled from the offer; the result is cleaned on the rich-text allow-list. */
export function renderLetter(templateHtml: string, facts: LetterFacts): string {
  const values: Record<string, string> = {
    CANDIDATE_NAME: facts.candidateName,
    CANDIDATE_FIRST_NAME: facts.candidateFirstName,
    JOB_NAME: facts.jobName,
    COMPANY_NAME: facts.companyName,
    SALARY: salaryText(facts.salary, facts.currency, facts.salaryPeriod),
    START_DATE: longDate(facts.startDate),
    OFFER_EXPIRY_DATE: facts.expiresOn ? longDate(facts.expiresOn) : '',
    HIRING_MANAGER_NAME: facts.hiringManagerName,
  };
  for (const field of facts.customFields) values[customOfferTokenOf(field.name)] = fieldText(field.value);
  return sanitizeRichText(renderTemplate(templateHtml, values, { html: true }));
}

// The standard fonts speak WinAnsi only: anything else would throw while drawing.
const winAnsi = (text: string) =>
  text
    .normalize('NFC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e\u00a0-\u00ff\u20ac]/g, '?');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The letter as an A4 PDF with a text layer: the company, the date, then the letter's paragraphs. */
export async function letterPdf(input: {
  companyName: string;
  title: string;
  html: string;
}): Promise<Buffer> {
  // pdf-lib is loaded with the first letter, not with the server (a few MB of heap).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(input.title));
  pdf.setCreator('Atrium');
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  const margin = 56;
  const width = 595 - margin * 2;
  let page = pdf.addPage([595, 842]);
  let y = 842 - margin;
  const draw = (text: string, font: PDFFont, size: number) => {
    for (const line of wrap(winAnsi(text), font, size, width)) {
      if (y < margin + size) {
        page = pdf.addPage([595, 842]);
        y = 842 - margin;
      }
      page.drawText(line, { x: margin, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size * 1.45;
    }
  };
  draw(input.companyName, bold, 16);
  y -= 6;
  draw(new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date()), regular, 10);
  y -= 14;
  for (const paragraph of richTextToText(input.html).split(/\n+/)) {
    if (!paragraph.trim()) continue;
    draw(paragraph.trim(), regular, 11);
    y -= 6;
  }
  return Buffer.from(await pdf.save());
}
