import { stripMarkup } from '@atrium/shared/rich-text/plain-text';
import { richTextToText, sanitizeRichText } from '@atrium/shared/rich-text/sanitize';
import {
  ONBOARDING_MAIL_DEFAULTS,
  ONBOARDING_MAIL_TOKEN_LABELS,
  ONBOARDING_MAIL_TOKENS,
  type OnboardingMailKey,
} from '@atrium/shared/schemas/onboarding/email';
import { ONBOARDING_TOKEN_PATTERN } from '@atrium/shared/schemas/onboarding/plan';
import type { DbOrTx } from '../../../db/client.ts';
import { escapeHtml } from '../../platform/mail/templates.ts';
import * as repository from './email-templates.repository.ts';

/** What a caller adds under the template's body: plain lines (escaped) and one call to action. */
export interface MailExtras {
  paragraphs?: readonly string[];
  action?: { label: string; url: string };
  footnote?: string;
}

export interface RenderedOnboardingMail {
  subject: string;
  html: string;
  text: string;
}

const DEFAULT_COLOR = '#1b5bd8';

/**
 * A template's tokens filled in. The values are people's own words (a name may be `<b>Bob</b>`), so
 * in HTML each is escaped; a token the mail has no value for reads as nothing rather than as braces.
 */
export const fillTokens = (text: string, values: Record<string, string>, options: { html: boolean }) =>
  text.replace(ONBOARDING_TOKEN_PATTERN, (_whole, name: string) => {
    const value = values[name] ?? '';
    return options.html ? escapeHtml(value) : value;
  });

function assertWebUrl(url: string): void {
  const protocol = new URL(url).protocol;
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`mail links must be http(s): ${url}`);
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#333">${escapeHtml(text)}</p>`;

/** The frame every onboarding mail shares: the company's name in its colour, the body, the action. */
export function frameMail(
  parts: { companyName: string; color: string; subject: string; bodyHtml: string },
  extras: MailExtras = {},
): { html: string; text: string } {
  if (extras.action) assertWebUrl(extras.action.url);
  const color = /^#[0-9a-f]{6}$/i.test(parts.color) ? parts.color : DEFAULT_COLOR;
  const action = extras.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(extras.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${color};color:#fff;text-decoration:none;font-weight:600">${escapeHtml(extras.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#666">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(extras.action.url)}" style="color:${color};word-break:break-all">${escapeHtml(extras.action.url)}</a></p>`
    : '';
  const footnote = extras.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;color:#666">${escapeHtml(extras.footnote)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#fff;border-radius:8px;padding:32px;border-top:4px solid ${color}">
<tr><td>
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:${color}">${escapeHtml(parts.companyName)}</p>
<div style="font-size:15px;line-height:1.6;color:#333">${parts.bodyHtml}</div>
${(extras.paragraphs ?? []).map(paragraph).join('\n')}
${action}
${footnote}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    richTextToText(parts.bodyHtml).trim(),
    ...(extras.paragraphs ?? []),
    ...(extras.action ? [`${extras.action.label}: ${extras.action.url}`] : []),
    ...(extras.footnote ? [extras.footnote] : []),
    `— ${parts.companyName}`,
  ].join('\n\n');
  return { html, text: `${text}\n` };
}

/** A template (the company's or the default) rendered with the values given. */
export function renderTemplate(
  template: { subject: string; bodyHtml: string },
  branding: { companyName: string; color: string },
  values: Record<string, string>,
  extras?: MailExtras,
): RenderedOnboardingMail {
  const filled = { COMPANY_NAME: branding.companyName, ...values };
  const subject = fillTokens(stripMarkup(template.subject), filled, { html: false })
    .replace(/\s+/g, ' ')
    .trim();
  const bodyHtml = sanitizeRichText(fillTokens(template.bodyHtml, filled, { html: true }));
  return { subject, ...frameMail({ ...branding, subject, bodyHtml }, extras) };
}

/** The sample values a preview fills a mail's tokens with. */
export const sampleValues = (key: OnboardingMailKey): Record<string, string> =>
  Object.fromEntries(
    ONBOARDING_MAIL_TOKENS[key].map((name) => [name, ONBOARDING_MAIL_TOKEN_LABELS[name]?.sample ?? '']),
  );

/**
 * Every onboarding mail goes through here: the company's template for `key` (its edit in settings →
 * email, or the built-in default), its tokens filled from `tokens` (COMPANY_NAME from the company
 * when not given), framed in the company's colour, with the caller's lines and link under the body.
 * The caller adds `to` and `companyId` and keeps it in the outbox.
 */
export async function renderOnboardingMail(
  db: DbOrTx,
  companyId: string,
  key: OnboardingMailKey,
  tokens: Record<string, string>,
  extras?: MailExtras,
): Promise<RenderedOnboardingMail> {
  // One after the other: a transaction's connection runs one statement at a time.
  const template = await repository.companyTemplate(db, companyId, key);
  const branding = await repository.mailBranding(db, companyId);
  return renderTemplate(
    template ?? ONBOARDING_MAIL_DEFAULTS[key],
    { companyName: branding?.name ?? '', color: branding?.primaryColor ?? DEFAULT_COLOR },
    tokens,
    extras,
  );
}
