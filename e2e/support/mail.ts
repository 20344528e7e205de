import { expect } from '@playwright/test';
import { readMails, type CaughtMail } from './mail-catcher';

/** Waits for the newest mail to an address whose subject matches, and returns it. */
export async function waitForMail(to: string, subject: RegExp, after = 0): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      () => {
        found = readMails(process.env.E2E_MAIL_DIR!)
          .filter(
            (mail) =>
              mail.receivedAt >= after && mail.to.includes(to.toLowerCase()) && subject.test(mail.subject),
          )
          .pop();
        return Boolean(found);
      },
      { timeout: 20_000, message: `a mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's text that starts with the app's base URL. */
export function linkIn(mail: CaughtMail): string {
  const base = process.env.E2E_BASE_URL!;
  const match = mail.text.match(new RegExp(`${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s)>"]+`));
  if (!match) throw new Error(`no link in mail: ${mail.text}`);
  return match[0];
}
