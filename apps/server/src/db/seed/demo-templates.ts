import type { Tx } from '../client.ts';
import { emailTemplates, offerTemplates } from '../schema/index.ts';

/** The demo company's recruiting mail and offer letter, written the way a recruiter would. */
export async function seedDemoTemplates(tx: Tx, companyId: string): Promise<void> {
  await tx.insert(emailTemplates).values([
    {
      companyId,
      type: 'application_confirmation',
      name: 'Application received',
      subject: 'We have your application for {{JOB_NAME}}',
      bodyHtml:
        '<p>Hello {{CANDIDATE_FIRST_NAME}},</p><p>Thank you for applying for <strong>{{JOB_NAME}}</strong> at {{COMPANY_NAME}}. ' +
        'We read every application and will reply within two weeks.</p><p>The {{COMPANY_NAME}} hiring team</p>',
      isDefault: true,
    },
    {
      companyId,
      type: 'candidate_rejection',
      name: 'After application review',
      subject: 'Your application for {{JOB_NAME}}',
      bodyHtml:
        '<p>Hello {{CANDIDATE_FIRST_NAME}},</p><p>Thank you for your interest in {{JOB_NAME}}. After careful review we will not be moving forward this time.</p><p>{{MY_NAME}}</p>',
      isDefault: true,
    },
    {
      companyId,
      type: 'availability_request',
      name: 'Interview availability',
      subject: 'When are you free to talk about {{JOB_NAME}}?',
      bodyHtml:
        '<p>Hello {{CANDIDATE_FIRST_NAME}},</p><p>We would love to talk. Which times suit you next week?</p><p>{{MY_NAME}}</p>',
      isDefault: true,
    },
  ]);
  await tx.insert(offerTemplates).values({
    companyId,
    name: 'Standard offer letter',
    bodyHtml:
      '<p>Dear {{CANDIDATE_NAME}},</p><p>We are delighted to offer you the role of <strong>{{JOB_NAME}}</strong> at {{COMPANY_NAME}}, ' +
      'starting on {{START_DATE}}, at a salary of {{SALARY}}.</p><p>Please reply by {{OFFER_EXPIRY_DATE}}.</p><p>{{HIRING_MANAGER_NAME}}</p>',
  });
}
