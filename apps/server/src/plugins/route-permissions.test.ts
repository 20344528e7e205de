import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// DESIGN.md section 4: a test lists every route with its permission, so a change to who may call
// what shows in review as a change to this listing (update it with `vitest run -u` and read the diff).
describe('every API route and who may call it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('matches the reviewed listing', async () => {
    const lines = [...t.app.declaredRoutes]
      .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
      .map(
        (route) =>
          `${route.method.padEnd(7)} ${route.url.padEnd(48)} ${route.access.padEnd(14)} ${route.permission ?? '-'}`,
      );
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/route-permissions.txt');
  });

  it('lets no write through without a signed-in user, except the public account flows', () => {
    const publicWrites = t.app.declaredRoutes
      .filter((route) => route.access === 'public' && route.method !== 'GET')
      .map((route) => route.url);
    for (const url of publicWrites) expect(url).toMatch(/^\/api\/(auth|users\/logout|otp)/);
  });
});
