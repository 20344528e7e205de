import { z } from 'zod';
import { MESSAGES } from '../platform/messages.ts';
import { plainText, richText, storedPlainText } from '../platform/rich-text.ts';
import { requiredText } from '../platform/required-text.ts';

// Email and offer templates (issue 5): text with {{TOKENS}} filled in when a message is sent.
export const EMAIL_TEMPLATE_TYPES = [
  'application_confirmation',
  'candidate_rejection',
  'availability_request',
  'interview_confirmation',
  'offer',
  'general',
] as const;
export type EmailTemplateType = (typeof EMAIL_TEMPLATE_TYPES)[number];

export const EMAIL_TEMPLATE_TYPE_LABELS: Record<EmailTemplateType, string> = {
  application_confirmation: 'Application confirmation',
  candidate_rejection: 'Candidate rejection',
  availability_request: 'Availability request',
  interview_confirmation: 'Interview confirmation',
  offer: 'Offer',
  general: 'General',
};

/** The tokens an email template may use, with the sample each shows in a preview. */
export const EMAIL_TOKENS = {
  CANDIDATE_FIRST_NAME: { label: 'Candidate first name', sample: 'Grace' },
  CANDIDATE_LAST_NAME: { label: 'Candidate last name', sample: 'Hopper' },
  CANDIDATE_NAME: { label: 'Candidate full name', sample: 'Grace Hopper' },
  CANDIDATE_EMAIL: { label: 'Candidate email', sample: 'grace.hopper@example.com' },
  JOB_NAME: { label: 'Job name', sample: 'Senior Backend Engineer' },
  COMPANY_NAME: { label: 'Company name', sample: 'Northwind Analytics Ltd' },
  RECRUITER_NAME: { label: "The job's recruiter", sample: 'Harriet Cole' },
  MY_FIRST_NAME: { label: 'My first name', sample: 'Amelia' },
  MY_NAME: { label: 'My full name', sample: 'Amelia Hart' },
  MY_EMAIL: { label: 'My email', sample: 'amelia.hart@example.com' },
} as const;
export type EmailToken = keyof typeof EMAIL_TOKENS;

/** Offer letters add what the offer says. */
export const OFFER_TOKENS = {
  CANDIDATE_NAME: EMAIL_TOKENS.CANDIDATE_NAME,
  CANDIDATE_FIRST_NAME: EMAIL_TOKENS.CANDIDATE_FIRST_NAME,
  JOB_NAME: EMAIL_TOKENS.JOB_NAME,
  COMPANY_NAME: EMAIL_TOKENS.COMPANY_NAME,
  SALARY: { label: 'Salary', sample: '£85,000 a year' },
  START_DATE: { label: 'Start date', sample: '5 January 2027' },
  OFFER_EXPIRY_DATE: { label: 'Offer expiry date', sample: '20 December 2026' },
  HIRING_MANAGER_NAME: { label: 'Hiring manager', sample: 'Maya Lindqvist' },
} as const;
export type OfferToken = keyof typeof OFFER_TOKENS;

const TOKEN = /\{\{\s*([A-Z0-9_]+)\s*\}\}/g;

/** An offer letter also names the company's offer fields: "Signing bonus" is {{CUSTOM_SIGNING_BONUS}}. */
export const CUSTOM_OFFER_TOKEN = /^CUSTOM_[A-Z0-9_]+$/;
export const customOfferTokenOf = (fieldName: string) =>
  `CUSTOM_${fieldName
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')}`;

/** The tokens a text uses that are not in the catalogue (nor of the pattern also allowed). */
export function unknownTokens(text: string, catalogue: Record<string, unknown>, also?: RegExp): string[] {
  return [...text.matchAll(TOKEN)]
    .map((match) => match[1]!)
    .filter((name) => !(name in catalogue) && !also?.test(name));
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/**
 * Fills the tokens in. Into HTML the values are escaped (a candidate's name never becomes markup);
 * a token with no value becomes empty.
 */
export function renderTemplate(
  text: string,
  values: Partial<Record<string, string>>,
  options: { html: boolean },
): string {
  return text.replace(TOKEN, (_whole, name: string) => {
    const value = values[name] ?? '';
    return options.html ? escapeHtml(value) : value;
  });
}

export const sampleValues = (catalogue: Record<string, { sample: string }>) =>
  Object.fromEntries(Object.entries(catalogue).map(([name, token]) => [name, token.sample]));

const withKnownTokens = (catalogue: Record<string, unknown>, also?: RegExp) => (text: string) =>
  unknownTokens(text, catalogue, also).length === 0;
const unknownMessage = (catalogue: Record<string, unknown>, also?: RegExp) => (text: string) =>
  `Unknown token ${unknownTokens(text, catalogue, also)
    .map((name) => `{{${name}}}`)
    .join(', ')}`;

const required = requiredText;

/** A subject: plain text, never markup. */
const subjectText = (max: number) => plainText(max).min(1, MESSAGES.fieldRequired);
/** A body: rich text, cleaned on the one allow-list before its tokens are checked. */
const bodyText = (max: number) => richText(max).trim().min(1, MESSAGES.fieldRequired);

const withTokens = (text: z.ZodString, catalogue: Record<string, unknown>, also?: RegExp) =>
  text.superRefine((value, ctx) => {
    if (!withKnownTokens(catalogue, also)(value))
      ctx.addIssue({ code: 'custom', message: unknownMessage(catalogue, also)(value) });
  });

export const emailTemplateBodySchema = z.object({
  name: required(120),
  type: z.enum(EMAIL_TEMPLATE_TYPES),
  subject: withTokens(subjectText(200), EMAIL_TOKENS),
  bodyHtml: withTokens(bodyText(50_000), EMAIL_TOKENS),
  /** The one this type sends unless someone picks another. */
  isDefault: z.boolean().default(false),
});
export type EmailTemplateBody = z.input<typeof emailTemplateBodySchema>;
export type EmailTemplateInput = z.output<typeof emailTemplateBodySchema>;

export const emailTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(EMAIL_TEMPLATE_TYPES),
  subject: storedPlainText(),
  bodyHtml: richText(),
  isDefault: z.boolean(),
  updatedAt: z.string(),
});
export type EmailTemplate = z.infer<typeof emailTemplateSchema>;

export const offerTemplateBodySchema = z.object({
  name: required(120),
  bodyHtml: withTokens(bodyText(100_000), OFFER_TOKENS, CUSTOM_OFFER_TOKEN),
});
export type OfferTemplateBody = z.input<typeof offerTemplateBodySchema>;
export type OfferTemplateInput = z.output<typeof offerTemplateBodySchema>;

export const offerTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  bodyHtml: richText(),
  updatedAt: z.string(),
});
export type OfferTemplate = z.infer<typeof offerTemplateSchema>;

/** The address recruiting mail comes from, once proven by a code sent to it. */
export const emailSenderBodySchema = z.object({
  name: required(80),
  email: z
    .string({ error: 'This field is required' })
    .trim()
    .toLowerCase()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'Enter a valid email address'),
});
export type EmailSenderBody = z.input<typeof emailSenderBodySchema>;
export const emailSenderVerifyBodySchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export const emailSenderSchema = z.object({
  name: z.string(),
  email: z.string(),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
});
export type EmailSender = z.infer<typeof emailSenderSchema>;
