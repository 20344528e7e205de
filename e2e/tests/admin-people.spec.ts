import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughForm, uniqueEmail } from '../support/session';

const ADMIN = 'admin@example.com';

test('an admin finds, invites and logs in as a person, then returns', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughForm(page, ADMIN, DEMO_PASSWORD);

  // The admin menu's "User management" path leads to People.
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/people$/);
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  const table = page.getByRole('table', { name: 'People' });
  const search = page.getByPlaceholder('Search by name or email');

  await search.fill('employee@example');
  await expect(table.getByRole('link', { name: 'Ethan Brooks' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  // The search lives in the address: a reload shows the same rows.
  await expect(page).toHaveURL(/[?&]q=employee%40example/);
  await page.reload();
  await expect(search).toHaveValue('employee@example');
  await expect(table.getByRole('row')).toHaveCount(2);

  // Invite someone new and find them in the list.
  const email = uniqueEmail('invited');
  await page.getByRole('button', { name: 'Invite person' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite person' });
  await invite.getByLabel(/^First name/).fill('Iris');
  await invite.getByLabel(/^Last name/).fill('Invited');
  await invite.getByLabel(/^Email/).fill(email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent successfully!')).toBeVisible();
  await expect(invite).toBeHidden();
  await search.fill(email);
  const invitedRow = table.getByRole('row').filter({ hasText: email });
  await expect(invitedRow).toContainText('Iris Invited');
  await expect(invitedRow).toContainText('Invited');

  // Login as the employee: a reason first, then the banner shows throughout.
  await search.fill('employee@example');
  await table.getByRole('button', { name: 'Actions for Ethan Brooks' }).click();
  await page.getByRole('menuitem', { name: 'Login as user' }).click();
  const loginAs = page.getByRole('dialog', { name: 'Login as Ethan Brooks' });
  await loginAs.getByRole('button', { name: 'Login as user' }).click();
  await expect(loginAs.getByText('Give a reason for logging in as this user')).toBeVisible();
  await loginAs.getByLabel(/^Reason/).fill('Checking the dashboard Ethan sees');
  await loginAs.getByRole('button', { name: 'Login as user' }).click();

  const banner = page.getByRole('status').filter({ hasText: 'You are logged in as Ethan Brooks' });
  await expect(banner).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Welcome, Ethan/ })).toBeVisible();
  // Tokens live in memory, so the app is used by its own links from here on (a reload ends the visit as Ethan).
  await banner.getByRole('button', { name: 'Return to my account' }).click();
  await expect(page.getByText('You are back in your own account.')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/people$/);
  // Only the admin may list people: the list answering proves the admin's own session is back.
  await expect(table.getByRole('link', { name: 'Ethan Brooks' })).toBeVisible();
});
