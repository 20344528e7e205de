import { BRAND_NAME } from '@atrium/shared/constants/limits';
import type { MailContent } from '../mail/templates.ts';

export const EMAIL_VERIFICATION_TTL_HOURS = 24;

export function verifyNewEmailMail(input: { firstName: string; link: string }): {
  subject: string;
  content: MailContent;
} {
  return {
    subject: `Confirm your new ${BRAND_NAME} email address`,
    content: {
      heading: 'Confirm your new email address',
      paragraphs: [
        `Hello ${input.firstName},`,
        `You asked to use this address for your ${BRAND_NAME} account. Confirm it within ${EMAIL_VERIFICATION_TTL_HOURS} hours; until then you keep signing in with your current address.`,
      ],
      action: { label: 'Confirm email address', url: input.link },
      footnote: 'If you did not ask for this, ignore this email and nothing will change.',
    },
  };
}

export function emailChangedMail(input: { firstName: string; newEmail: string }): {
  subject: string;
  content: MailContent;
} {
  return {
    subject: `Your ${BRAND_NAME} email address was changed`,
    content: {
      heading: 'Your email address was changed',
      paragraphs: [
        `Hello ${input.firstName},`,
        `The email address of your ${BRAND_NAME} account is now ${input.newEmail}. From now on, sign in with that address.`,
        'If you did not make this change, contact your administrator straight away.',
      ],
    },
  };
}
