import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

describe('app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends a strict content-security policy with no third-party origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // The one exception (docs/decisions/009): a welcome page's video plays in its host's own
    // privacy-enhanced player, framed; nothing is loaded from another origin.
    const directives = csp.split(';');
    const frames = directives.find((directive) => directive.startsWith('frame-src '));
    expect(frames).toBe("frame-src 'self' blob: https://www.youtube-nocookie.com https://player.vimeo.com");
    for (const directive of directives.filter((directive) => directive !== frames)) {
      expect(directive).not.toMatch(/https?:\/\//);
    }
  });
});
