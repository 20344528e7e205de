import { expect, test } from '@playwright/test';
import { linkIn, waitForMail } from '../support/mail';
import { signInThroughForm, uniqueEmail } from '../support/session';

// The whole life of a new company account: register, receive the mail, set a password, sign in,
// land, change the password, and be sent back to sign-in.
test('a company registers, sets its password from the mail, signs in and changes the password', async ({
  page,
}) => {
  const email = uniqueEmail('founder');
  const started = Date.now();

  await page.goto('/sign-up');
  await expect(page).toHaveTitle(/Atrium/);
  await expect(page.getByRole('button', { name: /Continue/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^Recruitment/ }).click();
  await page.getByRole('button', { name: /^Performance/ }).click();
  await page.getByRole('button', { name: /Continue/ }).click();

  // Step 1: personal information. Advancing with empty fields shows the spec's message.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await page.getByLabel(/First name/).fill('Grace');
  await page.getByLabel(/Last name/).fill('Hopper');
  await page.getByLabel(/Work email/).fill(email);
  await page.getByLabel(/Contact number/).fill('+44 7911 123456');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: a UK company picked from the Companies House lookup.
  await page.getByRole('combobox', { name: /Country/ }).fill('United Kingdom');
  await page.getByRole('option', { name: 'United Kingdom' }).click();
  await page.getByRole('combobox', { name: /Company name/ }).fill('Ashdown Renewables');
  await page.getByRole('option', { name: /ASHDOWN RENEWABLES/ }).click();
  await page.getByRole('combobox', { name: /Company size/ }).click();
  await page.getByRole('option', { name: '41-75' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: a number that does not match the chosen company is refused with the spec's message.
  await page.getByLabel(/Company number/).fill('00000000');
  await page.getByLabel(/Company address/).fill('1 Solar Way, Brighton');
  await page.getByLabel(/Postal code/).fill('ZZ1 1ZZ');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Field does not match with company number')).toBeVisible();
  await expect(page.getByText('Field does not match with company postal code')).toBeVisible();

  const lookup = await page.request.get('/api/companies-house/search?search=Ashdown%20Renewables');
  const company = (await lookup.json()).data.items[0];
  await page.getByLabel(/Company number/).fill(company.company_number);
  await page.getByLabel(/Postal code/).fill(company.registered_office_address.postal_code.toLowerCase());
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('User create successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);

  // The welcome mail carries a temporary password and the set-new-password link.
  const welcome = await waitForMail(email, /set your password/i, started);
  const temporaryPassword = /temporary password is:\s*(\S+)/i.exec(welcome.text)?.[1];
  expect(temporaryPassword).toBeTruthy();
  await page.goto(linkIn(welcome));
  await expect(page).toHaveURL(/set-new-password\?userId=/);
  await page.getByRole('textbox', { name: /Temporary password/i }).fill(temporaryPassword!);
  await page.getByRole('textbox', { name: /^New password/i }).fill('Hopper@1906');
  await page.getByRole('textbox', { name: /Confirm new password/i }).fill('Hopper@1906');
  await page.getByRole('button', { name: /Set (new )?password/i }).click();
  await expect(page.getByText('New password set successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);

  // Sign in and land on the first module of the default app (Recruiting's dashboard).
  await signInThroughForm(page, email, 'Hopper@1906');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome, Grace/ })).toBeVisible();

  // Change the password: afterwards the session ends and the user is back at sign-in.
  await page.goto('/change-password');
  await page.getByRole('textbox', { name: /Current password/i }).fill('Hopper@1906');
  await page.getByRole('textbox', { name: /^New password/i }).fill('Hopper@2026');
  await page.getByRole('textbox', { name: /Confirm new password/i }).fill('Hopper@2026');
  await page.getByRole('button', { name: /Change password/i }).click();
  await expect(page.getByText('Password change successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);

  // The old password no longer works; the new one does.
  await page.getByLabel('Email', { exact: false }).first().fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill('Hopper@1906');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signInThroughForm(page, email, 'Hopper@2026');
  await expect(page).toHaveURL(/\/dashboard$/);
});
