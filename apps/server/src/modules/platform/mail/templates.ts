import { BRAND_NAME } from '@atrium/shared/constants/limits';

export interface MailContent {
  heading: string;
  paragraphs: string[];
  /** One call to action: a button in the HTML body, a plain "label: url" line in the text body. */
  action?: { label: string; url: string };
  /** A closing line under the action, e.g. "If you did not ask for this, ignore this email." */
  footnote?: string;
}

export interface RenderedMail {
  html: string;
  text: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** Links in mail are ours and absolute; anything else (javascript:, data:) is a bug, not content. */
function assertWebUrl(url: string): void {
  const protocol = new URL(url).protocol;
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`mail links must be http(s): ${url}`);
}

/**
 * Renders every mail of the suite the same way: an HTML body (inline styles, since mail clients
 * drop style sheets) and a text body. All content is escaped, so names and addresses typed by
 * users cannot inject markup.
 */
export function renderMail(content: MailContent): RenderedMail {
  if (content.action) assertWebUrl(content.action.url);
  const paragraphsHtml = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#333">${escapeHtml(p)}</p>`)
    .join('\n');
  const actionHtml = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#1b5bd8;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#666">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#1b5bd8;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const footnoteHtml = content.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;color:#666">${escapeHtml(content.footnote)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#fff;border-radius:8px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#1b5bd8">${BRAND_NAME}</p>
<h1 style="margin:0 0 16px;font-size:22px;color:#111">${escapeHtml(content.heading)}</h1>
${paragraphsHtml}
${actionHtml}
${footnoteHtml}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const textParts = [content.heading, ...content.paragraphs];
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`);
  if (content.footnote) textParts.push(content.footnote);
  textParts.push(`— ${BRAND_NAME}`);
  return { html, text: `${textParts.join('\n\n')}\n` };
}
