import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from '../support/mail';
import { DEMO_PASSWORD } from '../support/session';

const codeIn = (text: string) => /code is (\d{4})/.exec(text)?.[1] ?? '';

async function typeCode(page: Page, code: string) {
  for (const [index, digit] of [...code].entries()) {
    await page.getByRole('textbox', { name: `Digit ${index + 1} of 4` }).fill(digit);
  }
}

async function pasteCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).evaluate((input, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
}

test('a user verifies their email with the mailed code: wrong code, resend, paste', async ({ page }) => {
  const email = 'employee@example.com';
  const signIn = await page.request.put('/api/auth/signin', { data: { email, password: DEMO_PASSWORD } });
  const userId = (await signIn.json()).data.user.id as string;

  await page.clock.install();
  const opened = Date.now();
  await page.goto(`/otp-verification?id=${userId}&type=email`);
  const first = codeIn((await waitForMail(email, /verification code/i, opened)).text);
  expect(first).toMatch(/^\d{4}$/);

  // The countdown runs from 00:59 and Resend looks and acts disabled meanwhile.
  await expect(page.getByTestId('otp-countdown')).toHaveText(/00:5\d/);
  const resend = page.getByRole('button', { name: 'Resend' });
  await expect(resend).toHaveAttribute('aria-disabled', 'true');

  // Pasting anything but exactly four digits is ignored.
  await pasteCode(page, '12a4');
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveValue('');

  // A wrong code is refused with the server's message, and the boxes clear.
  await typeCode(page, first === '0000' ? '1111' : '0000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Digit 4 of 4' })).toHaveValue('');

  // After 59 seconds Resend opens; a resend voids the first code.
  await page.clock.fastForward(60_000);
  await expect(page.getByTestId('otp-countdown')).toHaveText('00:00');
  await expect(resend).not.toHaveAttribute('aria-disabled', 'true');
  const resent = Date.now();
  await resend.click();
  const second = codeIn((await waitForMail(email, /verification code/i, resent)).text);
  await expect(page.getByTestId('otp-countdown')).toHaveText(/00:5\d/);

  if (second !== first) {
    await typeCode(page, first);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
  }

  await pasteCode(page, second);
  await expect(page.getByRole('textbox', { name: 'Digit 4 of 4' })).toHaveValue(second[3]!);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
});
