import { VERIFICATION_TTL_MINUTES } from '@atrium/shared/schemas/recruiting/applications';
import type { OutgoingMessage } from '../../platform/mail/mailer.ts';
import { renderMail } from '../../platform/mail/templates.ts';

interface MailTarget {
  companyName: string;
  jobName: string;
  postTitle: string;
}

export function applicationCodeMail(input: {
  to: string;
  companyId: string;
  firstName: string;
  code: string;
  target: MailTarget;
}): OutgoingMessage {
  const subject = `${input.code} is your code to apply to ${input.target.companyName}`;
  const body = renderMail({
    heading: 'Confirm your email to finish your application',
    paragraphs: [
      `Hello ${input.firstName},`,
      `To send your application for ${input.target.postTitle} at ${input.target.companyName}, enter this code on the page you applied from:`,
      input.code,
      `The code works for ${VERIFICATION_TTL_MINUTES} minutes.`,
    ],
    footnote: 'If you did not apply, ignore this email: nothing is sent without the code.',
  });
  return { to: input.to, companyId: input.companyId, subject, ...body };
}

export function applicationReceivedMail(input: {
  to: string;
  companyId: string;
  firstName: string;
  target: MailTarget;
}): OutgoingMessage {
  const subject = `Thank you for applying to ${input.target.companyName}`;
  const body = renderMail({
    heading: subject,
    paragraphs: [
      `Hello ${input.firstName},`,
      `We have received your application for ${input.target.postTitle}. The hiring team will review it and get back to you.`,
      `— ${input.target.companyName}`,
    ],
  });
  return { to: input.to, companyId: input.companyId, subject, ...body };
}
