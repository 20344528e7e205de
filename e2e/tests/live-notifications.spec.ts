import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInThroughForm } from '../support/session';

// Issue 15: a notification made for someone signed in reaches their open tab's bell, without a reload.
test('a task given to a signed-in manager shows in their bell at once, without a reload', async ({
  page,
  playwright,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughForm(page, 'manager@example.com', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const unreadOf = async () =>
    Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const before = await unreadOf();
  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads += 1;
  });

  // The company admin, elsewhere, gives the manager a task on a job.
  const admin = await playwright.request.newContext({ baseURL });
  const signIn = await admin.put('/api/auth/signin', {
    data: { email: 'admin@example.com', password: DEMO_PASSWORD },
  });
  const auth = { authorization: `Bearer ${(await signIn.json()).data.authToken as string}` };
  const jobs = await (await admin.get('/api/jobs?limit=1', { headers: auth })).json();
  const jobId = jobs.data.items[0].id as string;
  const people = await (await admin.get('/api/users?search=manager%40example.com', { headers: auth })).json();
  const managerId = people.data.items[0].id as string;
  const title = `Review the take-home tests ${Date.now()}`;
  const created = await admin.post(`/api/jobs/${jobId}/tasks`, {
    headers: auth,
    data: { title, assigneeId: managerId },
  });
  expect(created.status()).toBe(201);

  await expect(bell).toHaveAccessibleName(`Notifications, ${before + 1} unread`, { timeout: 5_000 });
  await bell.click();
  await expect(page.getByRole('dialog').getByText(`New task: ${title}`)).toBeVisible();
  expect(reloads).toBe(0);
  await admin.dispose();
});
