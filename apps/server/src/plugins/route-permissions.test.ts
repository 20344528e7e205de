import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { acceptedPermissions } from './auth.ts';

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
          `${route.method.padEnd(7)} ${route.url.padEnd(48)} ${route.access.padEnd(14)} ${route.permission ? acceptedPermissions(route.permission).join(' | ') : '-'}`,
      );
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot('./__snapshots__/route-permissions.txt');
  });

  it('lets no write through without a signed-in user, except the account flows, candidates applying, Harvest keys and the mail relay', () => {
    const publicWrites = t.app.declaredRoutes
      .filter((route) => route.access === 'public' && route.method !== 'GET')
      .map((route) => route.url);
    // Candidates have no account: they apply on the careers pages (email proven by a code) or through
    // the Job Board API (which checks its own API key).
    const applying =
      /^(\/(careers|job-boards)\/(apply-for-job|get-verified|get-verified\/resend)|\/api\/job-board\/v1\/boards\/:board\/jobs\/:id)$/;
    // The Harvest API checks its own key, its endpoints and On-Behalf-Of on every write (harvest-http.ts);
    // the mail relay's deliveries carry the inbound email secret.
    for (const url of publicWrites)
      expect(url).toMatch(
        new RegExp(
          `^\\/api\\/(auth|users\\/logout|otp|harvest\\/v[12]\\/|inbound-email$)|${applying.source}`,
        ),
      );
  });
});
