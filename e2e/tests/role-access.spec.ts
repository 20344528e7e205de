import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughForm } from '../support/session';

/** Every link of the main navigation. */
const menuLinks = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => ({ label: link.textContent ?? '', href: link.getAttribute('href') ?? '' })),
    );

/** What a page must never show to someone its menu or its cards sent there. */
async function expectOpenedWithoutError(page: Page, what: string) {
  await expect(page.getByRole('main'), what).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first(), what).toBeVisible();
  for (const refusal of [/^40[34]:/, /don't have access/, /Could not load/, /Check your connection/]) {
    await expect(page.getByRole('main').getByText(refusal), `${what}: ${refusal}`).toHaveCount(0);
  }
}

test('an employee’s menu items and dashboard links all open, and a page beyond their role says whom to ask', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 403) refused.push(response.url());
  });
  await signInThroughForm(page, 'employee@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The menus come with the shell, a moment after the page: read them once they are there.
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Notifications' }),
  ).toBeVisible();

  const links = await menuLinks(page);
  const labels = links.map((link) => link.label);
  expect(labels).toEqual(expect.arrayContaining(['Dashboard', 'My profile', 'Notifications']));
  expect(labels).not.toContain('Jobs');
  expect(labels).not.toContain('Configuration');
  const cardLinks = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((found) => found.map((link) => link.getAttribute('href') ?? ''));

  // The interface kit's gallery (in this build only) shows made-up error states on purpose.
  const pages = [...links.map((link) => link.href), ...cardLinks].filter((path) => !path.startsWith('/dev/'));
  for (const href of new Set(pages)) {
    await page.goto(href);
    await expectOpenedWithoutError(page, href);
  }
  expect(refused).toEqual([]);

  // Reached by its address, Jobs says it is not theirs, inside the frame, and asks nothing of the server.
  await page.goto('/jobs');
  await expect(
    page.getByRole('heading', { level: 1, name: "403: You don't have access to this page" }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText('ask your company administrator');
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  expect(refused).toEqual([]);

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: '404: Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page).toHaveTitle('404: Page not found | Atrium');
});
