import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughForm } from '../support/session';

test('an admin opens Company management from the menu and sets up a department, an office and an attribute', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughForm(page, 'admin@example.com', DEMO_PASSWORD);
  const stamp = Date.now();

  await page.getByRole('button', { name: /^Module: .*Switch module$/ }).click();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Company management' })
    .click();
  await expect(page).toHaveURL(/\/admin\/company\/profile$/);
  await expect(page.getByRole('textbox', { name: /^Company name/ })).not.toHaveValue('');

  // A department under an existing one.
  await page.getByRole('tab', { name: 'Departments' }).click();
  await page.getByRole('button', { name: 'Add department' }).click();
  const department = page.getByRole('dialog', { name: 'Add department' });
  await department.getByRole('textbox', { name: /^Name/ }).fill(`Platform ${stamp}`);
  await department.getByRole('combobox', { name: 'Part of' }).click();
  await page.getByRole('option', { name: 'Engineering' }).click();
  await department.getByRole('button', { name: 'Add department' }).click();
  await expect(department).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search' }).fill(`Platform ${stamp}`);
  await expect(
    page
      .getByRole('table', { name: 'Departments' })
      .getByRole('row')
      .filter({ hasText: `Platform ${stamp}` }),
  ).toContainText('Engineering');

  // An office.
  await page.getByRole('tab', { name: 'Locations' }).click();
  await expect(page).toHaveURL(/\/admin\/company\/locations$/);
  await page.getByRole('button', { name: 'Add location' }).click();
  const location = page.getByRole('dialog', { name: 'Add location' });
  await location.getByRole('textbox', { name: /^Name/ }).fill(`Leeds ${stamp}`);
  await location.getByRole('textbox', { name: 'City' }).fill('Leeds');
  await location.getByRole('button', { name: 'Add location' }).click();
  await expect(location).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search' }).fill(`Leeds ${stamp}`);
  await expect(
    page
      .getByRole('table', { name: 'Locations' })
      .getByRole('row')
      .filter({ hasText: `Leeds ${stamp}` }),
  ).toContainText('Leeds');

  // A number attribute.
  await page.getByRole('tab', { name: 'User attributes' }).click();
  await page.getByRole('button', { name: 'Create attribute' }).click();
  const attribute = page.getByRole('dialog', { name: 'Create attribute' });
  await attribute.getByRole('textbox', { name: /^Label/ }).fill(`Badge ${stamp}`);
  await attribute.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: 'Number' }).click();
  await attribute.getByRole('button', { name: 'Create attribute' }).click();
  await expect(attribute).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search' }).fill(`Badge ${stamp}`);
  await expect(
    page
      .getByRole('table', { name: 'User attributes' })
      .getByRole('row')
      .filter({ hasText: `Badge ${stamp}` }),
  ).toContainText('Number');
});
