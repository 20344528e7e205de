import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughForm } from '../support/session';

const ADMIN = 'admin@example.com';

test('an admin creates a role with the picker, finds it listed, and reads its role.create event', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughForm(page, ADMIN, DEMO_PASSWORD);
  const name = `Auditors ${Date.now()}`;

  // Add a role: two permissions through the picker's search and an area's select-all.
  await page.goto('/admin/roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  await page.getByRole('link', { name: 'Add role' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Search permissions' }).fill('audit trail');
  await expect(page.getByRole('button', { name: /Administration/ })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('checkbox', { name: 'Select all in Audit trail' }).check();
  await expect(page.getByRole('checkbox', { name: 'View audit trail' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Export audit trail' })).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: /^2 of \d+ selected$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Create role' }).click();

  await expect(page.getByText('Role created successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/roles\/[0-9a-f-]{36}$/);
  const roleId = page.url().split('/').at(-1)!;

  // It is listed among the company's roles.
  await page.getByRole('link', { name: 'Roles' }).first().click();
  await expect(page).toHaveURL(/\/admin\/roles$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  const table = page.getByRole('table', { name: 'Roles' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(-2)).toHaveText('0');

  // The audit trail holds its creation, with the role's values under "after".
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(roleId);
  const events = page.getByRole('table', { name: 'Audit events' });
  await expect(events.getByRole('row')).toHaveCount(2);
  await events.getByRole('button', { name: 'View role.create details' }).click();

  const drawer = page.getByRole('dialog', { name: 'role.create' });
  await expect(drawer.getByText(`role · ${roleId}`)).toBeVisible();
  await expect(drawer.getByText('Amelia', { exact: false }).first()).toBeVisible();
  const diff = drawer.getByRole('table', { name: 'Before and after' });
  const nameRow = diff.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^name/ }) });
  await expect(nameRow).toContainText('Changed');
  await expect(nameRow).toContainText(name);
  await expect(diff.getByRole('row').filter({ hasText: 'sso.admin.audit.event.export' })).toBeVisible();
});
