import type { OutgoingMessage } from '../../platform/mail/mailer.ts';
import { renderMail } from '../../platform/mail/templates.ts';

export function approvalRequestedMail(input: {
  to: string;
  companyId: string;
  firstName: string;
  jobName: string;
  requestedBy: string;
  link: string;
}): OutgoingMessage {
  const subject = `Approval needed: ${input.jobName}`;
  const body = renderMail({
    heading: subject,
    paragraphs: [
      `Hello ${input.firstName},`,
      `${input.requestedBy} asks you to approve opening the job ${input.jobName}. Review it and approve or reject it:`,
    ],
    action: { label: 'Review the request', url: input.link },
  });
  return { to: input.to, companyId: input.companyId, subject, ...body };
}

export function approvalDecidedMail(input: {
  to: string;
  companyId: string;
  firstName: string;
  jobName: string;
  outcome: 'approved' | 'rejected';
  note: string;
  link: string;
}): OutgoingMessage {
  const subject =
    input.outcome === 'approved' ? `Approved: ${input.jobName} is open` : `Rejected: ${input.jobName}`;
  const body = renderMail({
    heading: subject,
    paragraphs: [
      `Hello ${input.firstName},`,
      input.outcome === 'approved'
        ? `Every approver agreed: ${input.jobName} is now open.`
        : `Your request to open ${input.jobName} was rejected.`,
      ...(input.note ? [`Note: ${input.note}`] : []),
    ],
    action: { label: 'See the approvals', url: input.link },
  });
  return { to: input.to, companyId: input.companyId, subject, ...body };
}
