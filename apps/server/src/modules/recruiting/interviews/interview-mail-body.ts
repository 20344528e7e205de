import { BRAND_NAME } from '@atrium/shared/constants/limits';
import { escapeHtml } from '../../platform/mail/templates.ts';

// The body of a mail about an interview: an introduction (ours, or a company template's cleaned
// HTML), the details as label/value lines, links, and the answer links of an invitation. Everything
// typed by users is escaped; the template's HTML comes cleaned by templatedMail.

export interface MailLink {
  label: string;
  url: string;
}

export interface InterviewMailBody {
  intro: { html: string; text: string };
  details: ReadonlyArray<readonly [string, string]>;
  links?: readonly MailLink[];
  /** An invitation's "Accept / Maybe / Decline". */
  answers?: readonly MailLink[];
  footnote?: string;
}

const P = 'margin:0 0 12px;font-size:15px;line-height:1.6;color:#333';
const A = 'color:#1b5bd8;font-weight:600';

export const paragraphsHtml = (paragraphs: readonly string[]) =>
  paragraphs.map((text) => `<p style="${P}">${escapeHtml(text)}</p>`).join('\n');

export function renderInterviewMail(body: InterviewMailBody): { html: string; text: string } {
  const details = body.details.filter(([, value]) => value !== '');
  const detailsHtml = details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#666;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const linksHtml = (body.links ?? [])
    .map(
      (link) =>
        `<p style="${P}"><a href="${escapeHtml(link.url)}" style="${A}">${escapeHtml(link.label)}</a></p>`,
    )
    .join('\n');
  const answersHtml = body.answers?.length
    ? `<p style="${P}">Will you attend? ${body.answers
        .map((link) => `<a href="${escapeHtml(link.url)}" style="${A}">${escapeHtml(link.label)}</a>`)
        .join(' · ')}</p>`
    : '';
  const footnoteHtml = body.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;color:#666">${escapeHtml(body.footnote)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
${body.intro.html}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:16px 0;font-size:15px;color:#333">
${detailsHtml}
</table>
${linksHtml}
${answersHtml}
${footnoteHtml}
</div>
</body>
</html>
`;
  const text = [
    body.intro.text,
    details.map(([label, value]) => `${label}: ${value}`).join('\n'),
    ...(body.links ?? []).map((link) => `${link.label}: ${link.url}`),
    ...(body.answers?.length
      ? [`Will you attend?\n${body.answers.map((link) => `${link.label}: ${link.url}`).join('\n')}`]
      : []),
    ...(body.footnote ? [body.footnote] : []),
    `— ${BRAND_NAME}`,
  ].join('\n\n');
  return { html, text: `${text}\n` };
}
