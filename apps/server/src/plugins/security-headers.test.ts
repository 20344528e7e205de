import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { helmetHeaders } from './security-headers.ts';

describe('security headers', () => {
  it('are what helmet sets for the options, computed once', () => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: null } },
      strictTransportSecurity: { maxAge: 60 },
    });
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline'",
    );
    expect(headers['strict-transport-security']).toBe('max-age=60; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('refuses options helmet refuses', () => {
    expect(() => helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } })).toThrow(
      /self/,
    );
  });

  describe('on every answer', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('are sent on a route, on a 404 and on a refused request alike', async () => {
      for (const url of ['/api/health', '/api/nope', '/api/users/me']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
        expect(response.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
        expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
        expect(String(response.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
        expect(String(response.headers['permissions-policy']), url).toContain('camera=()');
      }
    });
  });
});
