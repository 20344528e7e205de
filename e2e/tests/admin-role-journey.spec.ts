import { expect, test, type Page } from '@playwright/test';
import { linkIn, waitForMail } from '../support/mail';
import { DEMO_PASSWORD, signInThroughForm, uniqueEmail } from '../support/session';

const ADMIN = 'admin@example.com';
const PASSWORD = 'Auditor@2026';

/** The groups and links of the main navigation, as the person sees them. */
async function navigationLinks(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  return nav.getByRole('link').allTextContents();
}

// Issue 4's whole journey: a role made by the admin decides what an invited person sees, and what
// the admin does as that person is recorded under both names.
test('a role decides the invited person’s menus; logging in as them is audited under both identities', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const started = Date.now();
  const roleName = `Auditors ${started}`;
  const email = uniqueEmail('auditor');

  // 1. The admin creates a role that opens the audit trail, and its menu entry.
  await signInThroughForm(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/admin/roles/new');
  await page.getByRole('textbox', { name: 'Name' }).fill(roleName);
  const search = page.getByRole('textbox', { name: 'Search permissions' });
  await search.fill('audit trail');
  await page.getByRole('checkbox', { name: 'Select all in Audit trail' }).check();
  await search.fill('View Audit logs');
  await page.getByRole('checkbox', { name: 'View Audit logs' }).check();
  await expect(page.getByRole('status').filter({ hasText: /^3 of \d+ selected$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByText('Role created successfully!')).toBeVisible();

  // 2. They invite a person with that role.
  await page.goto('/admin/people');
  await page.getByRole('button', { name: 'Invite person' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite person' });
  await invite.getByLabel(/^First name/).fill('Audrey');
  await invite.getByLabel(/^Last name/).fill('Tor');
  await invite.getByLabel(/^Email/).fill(email);
  await invite.getByLabel(/^Company role/).click();
  await page.getByRole('option', { name: roleName }).click();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent successfully!')).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  // 3. The person sets a password from the mail, signs in and sees exactly what the role grants:
  // the admin console's audit logs, and none of its other pages.
  const mail = await waitForMail(email, /set your password/i, started);
  const temporary = /temporary password is:\s*(\S+)/i.exec(mail.text)?.[1];
  expect(temporary).toBeTruthy();
  await page.goto(linkIn(mail));
  await page.getByRole('textbox', { name: /Temporary password/i }).fill(temporary!);
  await page.getByRole('textbox', { name: /^New password/i }).fill(PASSWORD);
  await page.getByRole('textbox', { name: /Confirm new password/i }).fill(PASSWORD);
  await page.getByRole('button', { name: /Set (new )?password/i }).click();
  await expect(page.getByText('New password set successfully!')).toBeVisible();
  await signInThroughForm(page, email, PASSWORD);
  await page.getByRole('button', { name: /^Module: .*Switch module$/ }).click();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  const links = await navigationLinks(page);
  expect(links).toContain('Audit logs');
  expect(links).not.toContain('User management');
  expect(links).not.toContain('Roles');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  // 4. The admin logs in as them, with a reason, and acts: the person's phone number changes.
  await signInThroughForm(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/admin/people');
  const people = page.getByRole('table', { name: 'People' });
  await page.getByPlaceholder('Search by name or email').fill(email);
  await expect(people.getByRole('row')).toHaveCount(2);
  await people.getByRole('button', { name: 'Actions for Audrey Tor' }).click();
  await page.getByRole('menuitem', { name: 'Login as user' }).click();
  const loginAs = page.getByRole('dialog', { name: 'Login as Audrey Tor' });
  await loginAs.getByLabel(/^Reason/).fill('Checking the audit access Audrey asked about');
  await loginAs.getByRole('button', { name: 'Login as user' }).click();
  const banner = page.getByRole('status').filter({ hasText: 'You are logged in as Audrey Tor' });
  await expect(banner).toBeVisible();

  // Tokens live in memory: the app is used through its own links while logged in as Audrey.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await page.getByLabel(/^Last name/).fill('Tor-Checked');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Return to my account' }).click();
  await expect(page.getByText('You are back in your own account.')).toBeVisible();
  await expect(banner).toHaveCount(0);

  // 5. The audit trail shows the change under Audrey's name, made by the admin.
  await page.goto('/admin/audit');
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  const events = page.getByRole('table', { name: 'Audit events' });
  const update = events.getByRole('row').filter({ hasText: 'profile.update' });
  await expect(update).toHaveCount(1);
  await expect(update).toContainText(/Audrey Tor.* \(by Amelia/);
  await update.getByRole('button', { name: 'View profile.update details' }).click();
  const drawer = page.getByRole('dialog', { name: 'profile.update' });
  await expect(drawer.getByText('Impersonated by')).toBeVisible();
  await expect(drawer.getByRole('table', { name: 'Before and after' })).toContainText('Tor-Checked');
  await page.keyboard.press('Escape');

  // 6. The login-as log lists the visit: who, whom, why, and that the admin returned.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Login as log' })
    .click();
  const log = page.getByRole('table', { name: 'Login as log' });
  const visit = log.getByRole('row').filter({ hasText: 'Checking the audit access Audrey asked about' });
  await expect(visit).toContainText('Audrey Tor');
  await expect(visit).toContainText('Amelia');
  await expect(visit).toContainText('Returned');
});
