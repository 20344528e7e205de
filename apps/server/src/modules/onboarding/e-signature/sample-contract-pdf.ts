import type { SignatureFieldInput } from '@atrium/shared/schemas/onboarding/e-signature';

// A plain two-page employment contract made at seed time (and by the tests), so the demo needs
// no binary file in the repository.

const CLAUSES = [
  '1. Position. The Employee is employed in the position set out in the offer letter and will report to their manager.',
  '2. Start date. Employment begins on the start date agreed in the offer letter.',
  '3. Hours. Normal working hours are 37.5 hours a week, Monday to Friday.',
  '4. Salary. The Employer pays the salary set out in the offer letter monthly in arrears.',
  '5. Holidays. The Employee is entitled to 25 days of paid holiday a year plus public holidays.',
  "6. Confidentiality. The Employee keeps the Employer's confidential information secret during and after employment.",
  "7. Notice. After the probation period, either party may end employment with one month's written notice.",
];

export async function sampleContractPdf(title = 'Employment contract'): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const first = doc.addPage([595.28, 841.89]);
  first.drawText(title, { x: 56, y: 770, size: 22, font: bold });
  first.drawText('between Acme Widgets Ltd (the Employer) and the Employee named below.', {
    x: 56,
    y: 740,
    size: 11,
    font,
  });
  CLAUSES.forEach((clause, index) =>
    first.drawText(clause, { x: 56, y: 700 - index * 26, size: 9.5, font, maxWidth: 483 }),
  );
  first.drawText('Initials:', { x: 400, y: 80, size: 10, font });
  const second = doc.addPage([595.28, 841.89]);
  second.drawText('Signatures', { x: 56, y: 770, size: 18, font: bold });
  second.drawText('Employee', { x: 56, y: 700, size: 11, font: bold });
  second.drawText('Employer (manager)', { x: 320, y: 700, size: 11, font: bold });
  for (const x of [56, 320])
    second.drawLine({ start: { x, y: 600 }, end: { x: x + 220, y: 600 }, color: rgb(0.4, 0.4, 0.4) });
  second.drawText('I have read the staff handbook:', { x: 56, y: 500, size: 10, font });
  doc.setTitle(title);
  return doc.save();
}

/** The fields placed on the sample contract: the hire's initials, signature, name and date; the manager's. */
export const SAMPLE_CONTRACT_FIELDS: SignatureFieldInput[] = [
  {
    id: 'initials',
    type: 'initials',
    page: 0,
    x: 0.76,
    y: 0.88,
    width: 0.14,
    height: 0.05,
    signer: 'new_hire',
    required: true,
    label: 'Initials',
  },
  {
    id: 'hire-signature',
    type: 'signature',
    page: 1,
    x: 0.094,
    y: 0.2,
    width: 0.37,
    height: 0.085,
    signer: 'new_hire',
    required: true,
    label: 'Employee signature',
  },
  {
    id: 'hire-name',
    type: 'full_name',
    page: 1,
    x: 0.094,
    y: 0.3,
    width: 0.37,
    height: 0.03,
    signer: 'new_hire',
    required: true,
    label: 'Full name',
  },
  {
    id: 'hire-date',
    type: 'date_signed',
    page: 1,
    x: 0.094,
    y: 0.34,
    width: 0.2,
    height: 0.03,
    signer: 'new_hire',
    required: true,
    label: 'Date',
  },
  {
    id: 'handbook',
    type: 'checkbox',
    page: 1,
    x: 0.5,
    y: 0.395,
    width: 0.03,
    height: 0.021,
    signer: 'new_hire',
    required: true,
    label: 'Read the handbook',
  },
  {
    id: 'manager-signature',
    type: 'signature',
    page: 1,
    x: 0.538,
    y: 0.2,
    width: 0.37,
    height: 0.085,
    signer: 'counter_signer',
    required: true,
    label: 'Employer signature',
  },
  {
    id: 'manager-date',
    type: 'date_signed',
    page: 1,
    x: 0.538,
    y: 0.3,
    width: 0.2,
    height: 0.03,
    signer: 'counter_signer',
    required: true,
    label: 'Date',
  },
];
