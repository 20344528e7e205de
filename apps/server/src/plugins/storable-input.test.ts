import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONE_SURROGATE_MESSAGE, NUL_MESSAGE } from '@atrium/shared/schemas/platform/storable-text';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../test/test-app.ts';

// Issue 14, item 1: text PostgreSQL cannot store is refused at the door, on every route, with the
// field named; the cases are the ones found from outside.

describe('text that cannot be stored', () => {
  let t: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t.app, { role: 'COMPANY_ADMIN' });
  });
  afterAll(() => t.close());

  const errorOf = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(400);
    return response.json() as {
      message: string;
      code: string;
      errors: Array<{ path: string; message: string }>;
    };
  };

  it('refuses a NUL in a query string, naming the parameter', async () => {
    const body = errorOf(await injectAs(t.app, admin, { method: 'GET', url: '/api/users?search=%00' }));
    expect(body).toEqual({
      message: NUL_MESSAGE,
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'search', message: NUL_MESSAGE }],
    });
  });

  it('refuses a NUL in a JSON string, and writes nothing', async () => {
    const body = errorOf(
      await injectAs(t.app, admin, {
        method: 'POST',
        url: '/api/admin/groups',
        payload: { name: 'a\u0000b' },
      }),
    );
    expect(body.errors).toEqual([{ path: 'name', message: NUL_MESSAGE }]);
    const groups = await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/groups' });
    expect(groups.json().data.total).toBe(0);
  });

  it('refuses a NUL in the sign-in email before any lookup', async () => {
    const body = errorOf(
      await t.app.inject({
        method: 'PUT',
        url: '/api/auth/signin',
        payload: { email: 'a\u0000@example.com', password: 'Whatever1!' },
      }),
    );
    expect(body.errors[0]!.path).toBe('email');
  });

  it('refuses a lone surrogate, which the audit trail could not store either', async () => {
    const raw = '{"name":"x\\ud800"}';
    const body = errorOf(
      await injectAs(t.app, admin, {
        method: 'POST',
        url: '/api/configuration/dev-center/api-keys',
        headers: { 'content-type': 'application/json' },
        payload: raw,
      }),
    );
    expect(body.errors).toEqual([{ path: 'name', message: LONE_SURROGATE_MESSAGE }]);
  });

  it('names nested fields and keys', async () => {
    const body = errorOf(
      await injectAs(t.app, admin, {
        method: 'POST',
        url: '/api/jobs',
        payload: { name: 'Engineer', openings: [{ openingId: 'x\u0000' }] },
      }),
    );
    expect(body.errors[0]!.path).toBe('openings.0.openingId');
  });

  it('answers a multipart body without a boundary with 400 on uploads and imports', async () => {
    for (const url of ['/api/files', '/api/users/import']) {
      const body = errorOf(
        await injectAs(t.app, admin, {
          method: 'POST',
          url,
          headers: { 'content-type': 'multipart/form-data' },
          payload: 'x',
        }),
      );
      expect(body.code).toBe('BAD_REQUEST');
    }
  });

  it('refuses a NUL inside an imported CSV file', async () => {
    const body = errorOf(
      await injectAs(t.app, admin, {
        method: 'POST',
        url: '/api/users/import',
        headers: { 'content-type': 'text/csv' },
        payload: 'firstName,lastName,email\nA\u0000,B,a@b.test\n',
      }),
    );
    expect(body.errors[0]!.path).toBe('body');
  });
});
