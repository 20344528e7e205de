import type { OutgoingMessage } from '../../platform/mail/mailer.ts';
import { renderMail } from '../../platform/mail/templates.ts';

export function approvalRequestedMail(input: {
  to: string;
  companyId: string;
  firstName: string;
  subject: string;
  /** What is to be approved: "opening the job …", "the offer to …". */
  ask: string;
  requestedBy: string;
  link: string;
}): OutgoingMessage {
  const subject = input.subject;
  const body = renderMail({
    heading: subject,
    paragraphs: [
      `Hello ${input.firstName},`,
      `${input.requestedBy} asks you to approve ${input.ask}. Review it and approve or reject it:`,
    ],
    action: { label: 'Review the request', url: input.link },
  });
  return { to: input.to, companyId: input.companyId, subject, ...body };
}

export function approvalDecidedMail(input: {
  to: string;
  companyId: string;
  firstName: string;
  subject: string;
  /** What the outcome means, in a sentence. */
  summary: string;
  note: string;
  link: string;
}): OutgoingMessage {
  const body = renderMail({
    heading: input.subject,
    paragraphs: [`Hello ${input.firstName},`, input.summary, ...(input.note ? [`Note: ${input.note}`] : [])],
    action: { label: 'See the approvals', url: input.link },
  });
  return { to: input.to, companyId: input.companyId, subject: input.subject, ...body };
}
