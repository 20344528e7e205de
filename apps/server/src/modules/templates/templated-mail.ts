import { renderTemplate } from '@atrium/shared/schemas/email-templates';
import { plainText, sanitize } from '../careers/sanitize.ts';
import type { OutgoingMessage } from '../mail/mailer.ts';
import type { EmailTemplateRow } from './templates.repository.ts';

/** A message from one of the company's email templates, its tokens filled in (escaped into the HTML). */
export function templatedMail(
  template: Pick<EmailTemplateRow, 'subject' | 'bodyHtml'>,
  input: { to: string; companyId: string; values: Record<string, string> },
): OutgoingMessage {
  const html = sanitize(renderTemplate(template.bodyHtml, input.values, { html: true })).value;
  return {
    to: input.to,
    companyId: input.companyId,
    subject: renderTemplate(template.subject, input.values, { html: false }).replace(/\s+/g, ' ').trim(),
    html,
    text: plainText(html, 20_000),
  };
}
