import { expect, test } from '@playwright/test';
import { linkIn, waitForMail } from '../support/mail';
import { signInThroughForm } from '../support/session';

test('a user resets a forgotten password through the mailed link', async ({ page }) => {
  const email = 'support@example.com';
  const started = Date.now();

  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: "Let's sign you in" })).toBeAttached();
  await page.getByLabel(/Email/).fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Email sent successfully!')).toBeVisible();
  await expect(page.getByLabel(/Email/)).toHaveValue('');

  const mail = await waitForMail(email, /reset/i, started);
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL(/reset-password\?userId=.+&code=/);
  await page.getByRole('textbox', { name: /^New password/i }).fill('Support@2027');
  await page.getByRole('textbox', { name: /Confirm new password/i }).fill('Support@2028');
  await page.getByRole('button', { name: /Reset password/i }).click();
  await expect(page.getByText("Password does't match, Please try again with same password")).toBeVisible();
  await page.getByRole('textbox', { name: /Confirm new password/i }).fill('Support@2027');
  await page.getByRole('button', { name: /Reset password/i }).click();
  await expect(page.getByText('Password reset successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);

  await signInThroughForm(page, email, 'Support@2027');

  // The link is single use.
  await page.goto(linkIn(mail));
  await page.getByRole('textbox', { name: /^New password/i }).fill('Support@2029');
  await page.getByRole('textbox', { name: /Confirm new password/i }).fill('Support@2029');
  await page.getByRole('button', { name: /Reset password/i }).click();
  await expect(page.getByRole('link', { name: /new (reset )?link/i }).first()).toBeVisible();
});
