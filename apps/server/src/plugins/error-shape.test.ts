import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../test/test-app.ts';

// Issue 14, item 2: one error shape, { message, code, errors? }, even for what Fastify answers itself;
// the Greenhouse-compatible Job Board API keeps Greenhouse's { status, error }.

describe('error answers', () => {
  let t: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t.app, { role: 'COMPANY_ADMIN' });
  });
  afterAll(() => t.close());

  it('answers an overlong path parameter with 414 in our shape, without echoing the path', async () => {
    const long = 'x'.repeat(150);
    const response = await injectAs(t.app, admin, { method: 'GET', url: `/api/jobs/${long}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: 'The address is too long', code: 'URI_TOO_LONG' });
    expect(response.body).not.toContain(long);
  });

  it('answers a malformed address with 400 in our shape', async () => {
    const response = await injectAs(t.app, admin, { method: 'GET', url: '/api/jobs/%ED%A0%80' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The address is not valid', code: 'BAD_REQUEST' });
  });

  it('names an unsupported content type and an oversize body in our words', async () => {
    const xml = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/admin/groups',
      headers: { 'content-type': 'application/xml' },
      payload: '<group/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const large = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/admin/groups',
      payload: { name: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ message: 'The request is too large', code: 'PAYLOAD_TOO_LARGE' });
  });

  it("keeps Greenhouse's shape on the Job Board API, for broken bodies and bad addresses alike", async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/job-board/v1/boards/nope/jobs/1',
      headers: { 'content-type': 'application/json' },
      payload: '{"first_name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ status: 400, error: expect.any(String), errors: [] });
    const long = await t.app.inject({ method: 'GET', url: `/api/job-board/v1/boards/${'x'.repeat(150)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ status: 414, error: 'The address is too long' });
  });

  it('answers the careers pages with an HTML page, never JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/careers?company-name=a&company-name=b' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>');
  });
});
