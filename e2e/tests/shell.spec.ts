import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughForm } from '../support/session';

const ADMIN = 'admin@example.com';
const LIGHT_BACKGROUND = 'rgb(246, 247, 251)';
const DARK_BACKGROUND = 'rgb(11, 17, 32)';

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** Presses Tab until the element has focus (at most `limit` times: the menu grows with each product). */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 100) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('The element was not reached by keyboard');
}

test('the shell can be used by keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughForm(page, ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  // A fresh load, so keyboard focus starts at the top of the document.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome, Amelia/ })).toBeVisible();

  // The first Tab reaches the skip link; Enter moves focus to the page itself.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // The navigation's items are links in the tab order.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Shift+Tab');
  const notifications = nav.getByRole('link', { name: 'Notifications' });
  await tabTo(page, notifications);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(notifications).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Notifications');

  // The account menu opens with Enter, puts focus on its first action and closes with Escape.
  const account = page.getByRole('button', { name: 'Account menu' });
  await tabTo(page, account);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'My profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Change password' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(account).toBeFocused();

  // So is the settings drawer, two stops back (past the notifications bell).
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeHidden();
});

test('switching to rtl and dark mode mirrors and darkens the shell, and back', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughForm(page, ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const html = page.locator('html');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(html).toHaveAttribute('dir', 'ltr');
  expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);
  expect((await nav.boundingBox())!.x).toBe(0);

  await page.getByRole('button', { name: 'Settings' }).click();
  const drawer = page.getByRole('presentation').filter({ hasText: 'Colour preset' });
  await drawer.getByRole('button', { name: 'Right to left' }).click();
  await drawer.getByRole('button', { name: 'Dark' }).click();

  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect.poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND);
  await drawer.getByRole('button', { name: 'Close settings' }).click();
  await expect(drawer).toBeHidden();
  // Really mirrored: the sidebar moves to the right-hand edge.
  const box = (await nav.boundingBox())!;
  expect(box.x + box.width).toBeCloseTo(1280, 0);

  // Remembered in this browser.
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect.poll(() => bodyBackground(page)).toBe(DARK_BACKGROUND);

  await page.getByRole('button', { name: 'Settings' }).click();
  await drawer.getByRole('button', { name: 'Left to right' }).click();
  await drawer.getByRole('button', { name: 'Light' }).click();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BACKGROUND);

  await drawer.getByRole('button', { name: 'Dark' }).click();
  await drawer.getByRole('button', { name: 'Reset settings' }).click();
  await expect.poll(() => bodyBackground(page)).toBe(LIGHT_BACKGROUND);
  await expect(drawer.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');
});

test('on a phone the navigation opens in a drawer from the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInThroughForm(page, ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeHidden();

  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'My profile' }).click();

  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(nav).toBeHidden();
  // Nothing overflows the narrow screen sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
