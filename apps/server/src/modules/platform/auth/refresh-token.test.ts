import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../db/seed/factories.ts';
import { auditEvents, refreshTokens } from '../../../db/schema/index.ts';
import { sha256 } from '../../../lib/secure-random.ts';
import { createTestApp, injectAs, signedInUser, type TestApp } from '../../../../test/test-app.ts';
import { setCookieOf } from './auth.test-helpers.ts';

describe('PUT /api/auth/refresh-token and POST /api/users/logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refresh = (refreshToken?: string, cookie?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/auth/refresh-token',
      payload: refreshToken ? { refreshToken } : {},
      ...(cookie ? { cookies: { atrium_rt: cookie } } : {}),
    });

  const tokenRow = async (token: string) =>
    (
      await t.app.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token)))
    )[0]!;

  it('rotates the token within its family, keeping the family expiry', async () => {
    const who = await signedInUser(t.app);
    const first = await tokenRow(who.refreshToken);
    const response = await refresh(who.refreshToken);
    expect(response.statusCode).toBe(200);
    const { data, message } = response.json();
    expect(message).toBeTypeOf('string');
    expect(Object.keys(data).sort()).toEqual(['authToken', 'refreshToken']);
    expect(data.refreshToken).not.toBe(who.refreshToken);
    expect(setCookieOf(response, 'atrium_rt')).toContain(data.refreshToken);

    const spent = await tokenRow(who.refreshToken);
    const next = await tokenRow(data.refreshToken);
    expect(spent.usedAt).toBeInstanceOf(Date);
    expect(next.familyId).toBe(first.familyId);
    expect(next.isRemembered).toBe(first.isRemembered);
    expect(next.expiresAt.getTime()).toBe(first.expiresAt.getTime());
    // The new access token works.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${data.authToken}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('reads the token from the cookie when the body has none', async () => {
    const who = await signedInUser(t.app);
    const response = await refresh(undefined, who.refreshToken);
    expect(response.statusCode).toBe(200);
    // A browser may send no body at all.
    const bare = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/refresh-token',
      cookies: { atrium_rt: response.json().data.refreshToken },
    });
    expect(bare.statusCode).toBe(200);
  });

  it('revokes the whole family when a spent token comes back, and logs it', async () => {
    const who = await signedInUser(t.app);
    const second = (await refresh(who.refreshToken)).json().data.refreshToken as string;
    const third = (await refresh(second)).json().data.refreshToken as string;

    const reuse = await refresh(who.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('REFRESH_TOKEN_REUSED');
    expect(setCookieOf(reuse, 'atrium_rt')).toMatch(/atrium_rt=;/);

    const family = await t.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, (await tokenRow(third)).familyId));
    expect(family).toHaveLength(3);
    expect(family.every((row) => row.revokedAt)).toBe(true);
    // The live token of the family is dead too.
    expect((await refresh(third)).json().code).toBe('REFRESH_TOKEN_INVALID');
    const [audit] = await t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'auth.refresh_reuse'));
    expect(audit).toMatchObject({
      actorUserId: who.user.id,
      outcome: 'failure',
      targetId: family[0]!.familyId,
    });
  });

  it('refuses a missing, unknown, expired or oversized token', async () => {
    expect((await refresh()).json().code).toBe('REFRESH_TOKEN_INVALID');
    expect((await refresh('not-a-token')).statusCode).toBe(401);
    const who = await signedInUser(t.app);
    await t.app.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256(who.refreshToken)));
    expect((await refresh(who.refreshToken)).json().code).toBe('REFRESH_TOKEN_INVALID');
    const huge = await refresh('x'.repeat(201));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors[0].path).toBe('refreshToken');
  });

  it('keeps a remembered session remembered across rotations', async () => {
    const who = await signedInUser(t.app);
    const signIn = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/signin',
      payload: { email: who.user.email, password: DEMO_PASSWORD, rememberMe: true },
    });
    const response = await refresh(signIn.json().data.refreshToken);
    expect(setCookieOf(response, 'atrium_rt')).toMatch(/Max-Age=\d{7}/);
  });

  it('logs out: revokes the family, clears the cookie, and the token no longer refreshes', async () => {
    const who = await signedInUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      cookies: { atrium_rt: who.refreshToken },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBeTypeOf('string');
    expect(setCookieOf(response, 'atrium_rt')).toMatch(/atrium_rt=;.*Path=\/api/);
    expect((await tokenRow(who.refreshToken)).revokedAt).toBeInstanceOf(Date);
    expect((await refresh(who.refreshToken)).statusCode).toBe(401);
    const [audit] = await t.app.db.select().from(auditEvents).where(eq(auditEvents.action, 'auth.sign_out'));
    expect(audit?.actorUserId).toBe(who.user.id);
  });

  it('logs out with the token in the body, and answers 200 when there is nothing to end', async () => {
    const who = await signedInUser(t.app);
    const withBody = await injectAs(t.app, who, {
      method: 'POST',
      url: '/api/users/logout',
      payload: { refreshToken: who.refreshToken },
    });
    expect(withBody.statusCode).toBe(200);
    expect((await tokenRow(who.refreshToken)).revokedAt).toBeInstanceOf(Date);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/logout' })).statusCode).toBe(200);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      payload: { refreshToken: 'nope' },
    });
    expect(unknown.statusCode).toBe(200);
  });
});
