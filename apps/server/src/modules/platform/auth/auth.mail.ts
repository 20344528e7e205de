import {
  BRAND_NAME,
  RESET_CODE_TTL_MINUTES,
  SIGN_IN_LINK_TTL_MINUTES,
  TEMP_PASSWORD_TTL_DAYS,
} from '@atrium/shared/constants/limits';
import type { OutgoingMessage } from '../mail/mailer.ts';
import { renderMail } from '../mail/templates.ts';

export function welcomeMail(input: {
  to: string;
  companyId: string;
  firstName: string;
  companyName: string;
  temporaryPassword: string;
  link: string;
}): OutgoingMessage {
  const subject = `Welcome to ${BRAND_NAME}: set your password`;
  const body = renderMail({
    heading: subject,
    paragraphs: [
      `Hello ${input.firstName},`,
      `Your ${BRAND_NAME} account for ${input.companyName} is ready.`,
      `Your temporary password is: ${input.temporaryPassword}`,
      `It is valid for ${TEMP_PASSWORD_TTL_DAYS} days. Set your own password here:`,
    ],
    action: { label: 'Set your password', url: input.link },
  });
  return { to: input.to, companyId: input.companyId, subject, ...body };
}

export function resetPasswordMail(input: {
  to: string;
  companyId: string;
  firstName: string;
  link: string;
}): OutgoingMessage {
  const subject = `Reset your ${BRAND_NAME} password`;
  const body = renderMail({
    heading: subject,
    paragraphs: [
      `Hello ${input.firstName},`,
      'We received a request to reset your password. Open this link to choose a new one:',
    ],
    action: { label: 'Reset password', url: input.link },
    footnote: `The link works once and expires in ${RESET_CODE_TTL_MINUTES} minutes. If you did not ask for it, ignore this email.`,
  });
  return { to: input.to, companyId: input.companyId, subject, ...body };
}

export function signInLinkMail(input: {
  to: string;
  companyId: string;
  firstName: string;
  link: string;
}): OutgoingMessage {
  const subject = `Your ${BRAND_NAME} sign-in link`;
  const body = renderMail({
    heading: subject,
    paragraphs: [
      `Hello ${input.firstName},`,
      'Someone asked for a link to sign in to your account without a password. Open it to sign in:',
    ],
    action: { label: 'Sign in', url: input.link },
    footnote: `The link works once and expires in ${SIGN_IN_LINK_TTL_MINUTES} minutes. If you did not ask for it, ignore this email; if you did not try to sign in either, consider changing your password.`,
  });
  return { to: input.to, companyId: input.companyId, subject, ...body };
}

export function otpMail(input: {
  to: string;
  companyId: string;
  code: string;
  ttlSeconds: number;
}): OutgoingMessage {
  const subject = `Your ${BRAND_NAME} verification code`;
  const body = renderMail({
    heading: subject,
    paragraphs: [`Your verification code is ${input.code}. It expires in ${input.ttlSeconds} seconds.`],
  });
  return { to: input.to, companyId: input.companyId, subject, ...body };
}
