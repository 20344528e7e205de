import { z } from 'zod';
import { plainText, richText } from '../platform/rich-text.ts';
import { MESSAGES } from '../platform/messages.ts';
import { ONBOARDING_TOKEN_PATTERN, ONBOARDING_TOKENS } from './plan.ts';

// Onboarding settings → email (issue 20, item 5): every onboarding mail comes from a template the
// company may edit (subject and rich-text body with tokens); without an edit, the built-in default.

export const ONBOARDING_MAIL_KEYS = [
  'next_step',
  'welcome_to_team',
  'task_digest',
  'feedback_request',
] as const;
export type OnboardingMailKey = (typeof ONBOARDING_MAIL_KEYS)[number];

export const ONBOARDING_MAIL_LABELS: Record<OnboardingMailKey, { name: string; description: string }> = {
  next_step: {
    name: 'Your next step',
    description: 'To the new hire a few minutes after they are invited, with the link to set their password.',
  },
  welcome_to_team: {
    name: 'Welcome to the team',
    description: 'To the new hire a set number of days before their start date.',
  },
  task_digest: {
    name: 'Daily task digest',
    description: 'To each person with new or overdue onboarding tasks, at most once a day.',
  },
  feedback_request: {
    name: 'Feedback request',
    description: 'To the new hire when their feedback questions are due.',
  },
};

/** The tokens beyond the plan's: the company, and whoever a digest goes to. */
export const ONBOARDING_MAIL_EXTRA_TOKENS = {
  COMPANY_NAME: { label: 'Company name', sample: 'Northwind Traders' },
  RECIPIENT_FIRST_NAME: { label: "The recipient's first name", sample: 'Maya' },
  DIGEST_DATE: { label: "The digest's day", sample: '5 January 2027' },
  TASK_COUNTS: { label: 'How many tasks are new and overdue', sample: '2 new, 1 overdue' },
} as const;

export const ONBOARDING_MAIL_TOKEN_LABELS: Record<string, { label: string; sample: string }> = {
  ...ONBOARDING_TOKENS,
  ...ONBOARDING_MAIL_EXTRA_TOKENS,
};

const HIRE_TOKENS = [...Object.keys(ONBOARDING_TOKENS), 'COMPANY_NAME'] as const;

/** Which tokens each mail may use: a digest spans hires, so it names none of them. */
export const ONBOARDING_MAIL_TOKENS: Record<OnboardingMailKey, readonly string[]> = {
  next_step: HIRE_TOKENS,
  welcome_to_team: HIRE_TOKENS,
  task_digest: ['RECIPIENT_FIRST_NAME', 'COMPANY_NAME', 'DIGEST_DATE', 'TASK_COUNTS'],
  feedback_request: HIRE_TOKENS,
};

/** The built-in templates. The link (and a first password) each mail needs is added under the body. */
export const ONBOARDING_MAIL_DEFAULTS: Record<OnboardingMailKey, { subject: string; bodyHtml: string }> = {
  next_step: {
    subject: 'Your next step with {{COMPANY_NAME}}',
    bodyHtml:
      '<p>Hello {{NEW_HIRE_FIRST_NAME}},</p><p>We are delighted you are joining {{COMPANY_NAME}} as {{JOB_TITLE}} on {{START_DATE}}.</p><p>Your next step is to set your password: you will then find your welcome pages, the tasks to do before your first day and the documents to sign.</p>',
  },
  welcome_to_team: {
    subject: 'Welcome to the team, {{NEW_HIRE_FIRST_NAME}}!',
    bodyHtml:
      '<p>Hello {{NEW_HIRE_FIRST_NAME}},</p><p>Only a few days until you start on {{START_DATE}}. {{MANAGER_NAME}} and the whole team at {{COMPANY_NAME}} look forward to meeting you.</p><p>Your welcome pages tell you what your first week holds.</p>',
  },
  task_digest: {
    subject: 'Onboarding tasks for {{DIGEST_DATE}}: {{TASK_COUNTS}}',
    bodyHtml: '<p>Hello {{RECIPIENT_FIRST_NAME}},</p>',
  },
  feedback_request: {
    subject: 'How is it going, {{NEW_HIRE_FIRST_NAME}}?',
    bodyHtml:
      '<p>Hello {{NEW_HIRE_FIRST_NAME}},</p><p>We would love to hear how your first days at {{COMPANY_NAME}} are going. It takes a couple of minutes.</p>',
  },
};

export const EMAIL_TEMPLATE_MESSAGES = {
  unknownToken: (names: string[]) => `This email cannot use ${names.map((name) => `{{${name}}}`).join(', ')}`,
} as const;

const tokensOf = (text: string) => [...text.matchAll(ONBOARDING_TOKEN_PATTERN)].map((match) => match[1]!);

/** The tokens of a template its mail cannot fill, by field. */
export function unknownMailTokens(
  key: OnboardingMailKey,
  body: { subject: string; bodyHtml: string },
): Array<{ path: 'subject' | 'bodyHtml'; message: string }> {
  const allowed = new Set(ONBOARDING_MAIL_TOKENS[key]);
  return (['subject', 'bodyHtml'] as const).flatMap((path) => {
    const unknown = [...new Set(tokensOf(body[path]).filter((name) => !allowed.has(name)))];
    return unknown.length > 0 ? [{ path, message: EMAIL_TEMPLATE_MESSAGES.unknownToken(unknown) }] : [];
  });
}

export const onboardingMailKeySchema = z.object({ key: z.enum(ONBOARDING_MAIL_KEYS) });

/** PUT /api/onboarding/settings/email and its preview: a mail's subject and body, its tokens its own. */
export const emailTemplateBodySchema = z
  .object({
    key: z.enum(ONBOARDING_MAIL_KEYS),
    subject: plainText(200, 'Use at most 200 characters').pipe(z.string().min(1, MESSAGES.fieldRequired)),
    bodyHtml: richText(20_000, 'Use at most 20,000 characters').refine(
      (html) => html.replace(/<[^>]*>/g, '').trim().length > 0,
      MESSAGES.fieldRequired,
    ),
  })
  .superRefine((body, context) => {
    for (const issue of unknownMailTokens(body.key, body))
      context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type EmailTemplateBody = z.infer<typeof emailTemplateBodySchema>;

export const emailTemplateSchema = z.object({
  key: z.enum(ONBOARDING_MAIL_KEYS),
  name: z.string(),
  description: z.string(),
  subject: z.string(),
  bodyHtml: richText(),
  /** No edit of the company's: the built-in template. */
  isDefault: z.boolean(),
  tokens: z.array(z.object({ name: z.string(), label: z.string() })),
  updatedAt: z.string().nullable(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

export const emailPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type EmailPreview = z.infer<typeof emailPreviewSchema>;
