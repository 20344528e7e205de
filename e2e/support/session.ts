import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Atrium@2026';

/** Signs in through the form, as a person would. */
export async function signInThroughForm(
  page: Page,
  email: string,
  password: string,
  options: { rememberMe?: boolean } = {},
) {
  await page.goto('/sign-in');
  await page.getByLabel('Email', { exact: false }).first().fill(email);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  if (options.rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Sign in successfully!')).toBeVisible();
}

/** A unique address per test run, so reruns against one database never collide. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
