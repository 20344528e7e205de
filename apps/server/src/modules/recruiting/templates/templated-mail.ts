import { stripMarkup } from '@atrium/shared/rich-text/plain-text';
import { richTextToText, sanitizeRichText } from '@atrium/shared/rich-text/sanitize';
import { renderTemplate } from '@atrium/shared/schemas/recruiting/email-templates';
import type { OutgoingMessage } from '../../platform/mail/mailer.ts';
import type { EmailTemplateRow } from './templates.repository.ts';

/**
 * A message from one of the company's email templates, its tokens filled in (escaped into the HTML).
 * A template stored before markup was cleaned on the way in is cleaned here: the body on the shared
 * allow-list, the subject of any tag.
 */
export function templatedMail(
  template: Pick<EmailTemplateRow, 'subject' | 'bodyHtml'>,
  input: { to: string; companyId: string; values: Record<string, string> },
): OutgoingMessage {
  const html = sanitizeRichText(renderTemplate(template.bodyHtml, input.values, { html: true }));
  const subject = renderTemplate(stripMarkup(template.subject), input.values, { html: false });
  return {
    to: input.to,
    companyId: input.companyId,
    subject: subject.replace(/\s+/g, ' ').trim(),
    html,
    text: richTextToText(html).replace(/\s+/g, ' ').trim().slice(0, 20_000),
  };
}
