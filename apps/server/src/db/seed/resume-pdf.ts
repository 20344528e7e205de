export interface ResumeContent {
  name: string;
  headline: string;
  email: string;
  phone?: string | null;
  summary: string;
  experience: Array<{ title: string; company: string; years: string; points: string[] }>;
  education: Array<{ school: string; degree: string; years: string }>;
  skills: string[];
}

// The standard fonts speak WinAnsi only: anything else would throw while drawing.
const winAnsi = (text: string) => text.normalize('NFC').replace(/[^\x20-\x7e\u00a0-\u00ff]/g, '-');

/** A one-page résumé as a real PDF with a text layer, so pdf.js reads it like a candidate's. */
export async function resumePdf(content: ResumeContent): Promise<Buffer> {
  // Loaded here, not with the server: only a first start's seed writes résumés.
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${winAnsi(content.name)} - Résumé`);
  const page = pdf.addPage([595, 842]);
  const [regular, bold] = await Promise.all([
    pdf.embedFont(StandardFonts.Helvetica),
    pdf.embedFont(StandardFonts.HelveticaBold),
  ]);
  let y = 790;
  const write = (text: string, options: { size?: number; isBold?: boolean; indent?: number } = {}) => {
    const size = options.size ?? 10;
    page.drawText(winAnsi(text), {
      x: 50 + (options.indent ?? 0),
      y,
      size,
      font: options.isBold ? bold : regular,
      color: rgb(0.1, 0.1, 0.1),
      maxWidth: 495 - (options.indent ?? 0),
    });
    y -= size + 6;
  };
  write(content.name, { size: 20, isBold: true });
  write(content.headline, { size: 12 });
  write([content.email, content.phone].filter(Boolean).join('  |  '));
  y -= 8;
  write('Summary', { size: 12, isBold: true });
  write(content.summary);
  y -= 8;
  write('Experience', { size: 12, isBold: true });
  for (const job of content.experience) {
    write(`${job.title}, ${job.company} (${job.years})`, { isBold: true });
    for (const point of job.points) write(`- ${point}`, { indent: 10 });
  }
  y -= 8;
  write('Education', { size: 12, isBold: true });
  for (const school of content.education) write(`${school.degree}, ${school.school} (${school.years})`);
  y -= 8;
  write('Skills', { size: 12, isBold: true });
  write(content.skills.join(', '));
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
