import type { DbOrTx } from '../../../db/client.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { renderMail, type MailContent } from '../../platform/mail/templates.ts';
import { createFormRequest } from '../candidate-forms/candidate-forms.service.ts';
import { createAvailabilityRequest } from '../interviews/candidate-availability.service.ts';
import { AVAILABILITY_REQUEST_DAYS } from '@atrium/shared/schemas/recruiting/interviews';
import { findForm } from '../job-setup/job-setup.repository.ts';
import { transitionsForStage } from '../job-setup/job-setup.service.ts';
import {
  jobRecruiterId,
  queueEmail,
  queueTemplatedEmail,
} from '../candidate-emails/candidate-emails.service.ts';
import type { LockedApplication } from './application-moves.repository.ts';

/**
 * Entering a stage fires the job's rules for it (Recruiting I's stage transitions): each sends its
 * email through the durable queue once the move commits, from the person the rule names or else the
 * job's responsible recruiter. Answers how many messages were queued.
 */
export async function fireStageTransitions(
  tx: DbOrTx,
  jobs: JobQueue,
  moved: LockedApplication,
  stageId: string,
): Promise<number> {
  const { application } = moved;
  const rules = await transitionsForStage(tx, application.companyId, application.jobId, stageId);
  if (rules.length === 0) return 0;
  const recruiterId = await jobRecruiterId(tx, application.companyId, application.jobId);
  const base = {
    companyId: application.companyId,
    candidateId: application.candidateId,
    applicationId: application.id,
    sendAt: null,
  };
  for (const rule of rules) {
    const senderId = rule.creditUserId ?? recruiterId;
    if (rule.action === 'send_email_template' && rule.emailTemplateId) {
      await queueTemplatedEmail(tx, jobs, {
        ...base,
        jobId: application.jobId,
        templateId: rule.emailTemplateId,
        senderId,
      });
      continue;
    }
    const form =
      rule.action === 'send_form' && rule.formId
        ? await findForm(tx, application.companyId, application.jobId, rule.formId)
        : null;
    const firstName = moved.candidateName.split(' ')[0] ?? '';
    const formLink = form
      ? await createFormRequest(tx, { companyId: application.companyId, applicationId: application.id, form })
      : null;
    const availabilityLink =
      rule.action === 'request_availability'
        ? await createAvailabilityRequest(tx, {
            companyId: application.companyId,
            applicationId: application.id,
          })
        : null;
    const content: MailContent =
      rule.action !== 'send_form'
        ? availabilityMail(moved.jobName, firstName, availabilityLink)
        : formLink
          ? {
              heading: `${moved.jobName}: a few questions`,
              paragraphs: [
                `Hello ${firstName},`,
                `As the next step for ${moved.jobName}, please answer a few questions (${form!.questions.length}). The link works for 30 days.`,
              ],
              action: { label: 'Answer the questions', url: formLink },
            }
          : {
              heading: `${moved.jobName}: a few questions`,
              paragraphs: [
                `Hello ${firstName},`,
                `As the next step for ${moved.jobName}, please reply to this email with your answers:`,
                ...(form?.questions ?? []).map((question, index) => `${index + 1}. ${question.label}`),
              ],
            };
    await queueEmail(tx, jobs, { ...base, senderId, subject: content.heading, ...renderMail(content) });
  }
  return rules.length;
}

/** The availability request: a link to the page where the candidate ticks their times, or a reply. */
function availabilityMail(jobName: string, firstName: string, link: string | null): MailContent {
  const heading = `${jobName}: when are you available?`;
  if (!link)
    return {
      heading,
      paragraphs: [
        `Hello ${firstName},`,
        `We would like to arrange the next step for ${jobName}. Please reply with a few times over the next two weeks when you could meet.`,
      ],
    };
  return {
    heading,
    paragraphs: [
      `Hello ${firstName},`,
      `We would like to arrange the next step for ${jobName}. Please tell us the times over the next two weeks when you could meet. The link works for ${AVAILABILITY_REQUEST_DAYS} days.`,
    ],
    action: { label: 'Choose your times', url: link },
  };
}
