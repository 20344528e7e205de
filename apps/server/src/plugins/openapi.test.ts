import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 14, item 7: the document tells a generated client how to authenticate and which errors each
// operation can give; the docs page and every answer carry the headers that keep browsers safe.

describe('the OpenAPI document and security headers', () => {
  let t: TestApp;
  let document: OpenAPIV3.Document;
  beforeAll(async () => {
    t = await createTestApp();
    document = t.app.swagger() as OpenAPIV3.Document;
  });
  afterAll(() => t.close());

  const operation = (path: string, method: 'get' | 'post' | 'put' | 'delete') =>
    document.paths[path]![method] as OpenAPIV3.OperationObject;

  it('declares bearer security on every authenticated operation, and none on public ones', () => {
    for (const route of t.app.declaredRoutes) {
      const path = route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
      const spec = document.paths[path]?.[route.method.toLowerCase() as 'get'];
      expect(spec, `${route.method} ${route.url} is in the document`).toBeDefined();
      if (route.access === 'authenticated') expect(spec!.security).toEqual([{ bearer: [] }]);
      else expect(spec!.security ?? []).not.toContainEqual({ bearer: [] });
      // The Harvest API takes its key by HTTP Basic on every call.
      if (route.url.startsWith('/api/harvest/')) expect(spec!.security).toEqual([{ basic: [] }]);
    }
  });

  it('declares the error answers with their shapes', () => {
    const jobs = operation('/api/jobs/{id}', 'put');
    for (const status of ['400', '401', '403', '404', '409', '413', '414', '429'])
      expect(Object.keys(jobs.responses), status).toContain(status);
    const notFound = jobs.responses['404'] as OpenAPIV3.ResponseObject;
    const schema = notFound.content!['application/json']!.schema as OpenAPIV3.SchemaObject;
    expect(schema.required).toEqual(['message', 'code']);
    const signIn = operation('/api/auth/signin', 'put');
    expect(Object.keys(signIn.responses)).toEqual(expect.arrayContaining(['400', '409', '429']));
    expect(Object.keys(signIn.responses)).not.toContain('403');
    const greenhouse = operation('/api/job-board/v1/boards/{board}/jobs/{id}', 'post').responses['401'];
    const greenhouseSchema = (greenhouse as OpenAPIV3.ResponseObject).content!['application/json']!
      .schema as OpenAPIV3.SchemaObject;
    expect(Object.keys(greenhouseSchema.properties!)).toEqual(['status', 'error', 'message', 'errors']);
    const page = operation('/careers', 'get').responses['404'] as OpenAPIV3.ResponseObject;
    expect(Object.keys(page.content!)).toEqual(['text/html']);
  });

  it('serves the docs page with no style or image from another origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toMatch(/https:|validator\.swagger\.io/);
  });

  it('sends a Permissions-Policy that turns off the powerful features', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const policy = String(response.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
      expect(policy).toContain(feature);
  });
});
