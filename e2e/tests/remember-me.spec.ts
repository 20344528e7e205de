import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { DEMO_PASSWORD } from '../support/session';

const launch = (userDataDir: string) =>
  chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL: process.env.E2E_BASE_URL,
  });

// A real browser restart: the same profile folder, closed and opened again. Session cookies die
// with the browser; the remember-me cookie lives 30 days.
for (const rememberMe of [true, false]) {
  test(`remember me ${rememberMe ? 'keeps' : 'does not keep'} the session across a browser restart`, async () => {
    const profile = mkdtempSync(join(tmpdir(), 'atrium-profile-'));
    let context = await launch(profile);
    let page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/sign-in');
    await page.getByLabel('Email', { exact: false }).first().fill('hr.admin@example.com');
    await page.getByLabel('Password', { exact: false }).first().fill(DEMO_PASSWORD);
    if (rememberMe) await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Nothing secret is kept in the browser's storage.
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toContain(DEMO_PASSWORD);
    expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    await context.close();

    context = await launch(profile);
    page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/dashboard');
    if (rememberMe) {
      await expect(page.getByRole('heading', { name: /Welcome, Harriet/ })).toBeVisible();
    } else {
      await expect(page).toHaveURL(/\/sign-in/);
    }
    if (!rememberMe) {
      // The email is remembered only when asked to.
      await expect(page.getByLabel('Email', { exact: false }).first()).toHaveValue('');
    }
    await context.close();
  });
}
