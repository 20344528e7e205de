import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, DEMO_PASSWORD } from '../../../db/seed/factories.ts';
import { auditEvents, oneTimeCodes, type UserRow } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { mailsTo, randomIp, setCookieOf, waitForMail } from './auth.test-helpers.ts';
import { DEVICE_COOKIE } from './device-cookie.ts';

// Issue 14, item 6: the owner of an account that others' failures hold back gets in by a one-time
// link mailed to them.

const WRONG = 'Wrong@1234';

describe('sign-in links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ask = (email: string, ip = randomIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in-link', payload: { email }, remoteAddress: ip });
  const use = (payload: object, ip = randomIp()) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/sign-in-link', payload, remoteAddress: ip });
  const signIn = (app: FastifyInstance, email: string, password: string, ip = randomIp()) =>
    app.inject({ method: 'PUT', url: '/api/auth/signin', payload: { email, password }, remoteAddress: ip });

  async function newUser(): Promise<UserRow> {
    const company = await createCompany(t.app.db);
    return createUser(t.app.db, company.id);
  }

  /** Asks for a link and answers its userId and code, as the web page reads them from the address. */
  async function mailedLink(user: UserRow, nth = 1): Promise<{ userId: string; code: string }> {
    expect((await ask(user.email)).statusCode).toBe(200);
    const mail = await waitForMail(t.app.db, user.email, nth);
    const link = new URL(/(http\S+sign-in-link\S+)/.exec(mail.text)![1]!);
    expect(link.origin + link.pathname).toBe('http://localhost:3000/sign-in-link');
    return { userId: link.searchParams.get('userId')!, code: link.searchParams.get('code')! };
  }

  const codesOf = (userId: string) =>
    t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));

  it('signs a locked and slowed account’s owner in once, as sign-in does, and clears the failures', async () => {
    const user = await newUser();
    const home = randomIp();
    for (let i = 0; i < 5; i += 1) await signIn(t.app, user.email, WRONG, home);
    for (let i = 0; i < 6; i += 1) await signIn(t.app, user.email, WRONG);
    expect((await signIn(t.app, user.email, DEMO_PASSWORD, home)).statusCode).toBe(429);
    expect((await signIn(t.app, user.email, DEMO_PASSWORD)).statusCode).toBe(429);

    const link = await mailedLink(user);
    expect(link.userId).toBe(user.id);
    const response = await use(link, home);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Sign in successfully!');
    expect(Object.keys(body.data).sort()).toEqual(['authToken', 'refreshToken', 'user']);
    expect(body.data.user).toMatchObject({ id: user.id, email: user.email });
    expect(setCookieOf(response, 'atrium_rt')).toContain(body.data.refreshToken);
    expect(setCookieOf(response, DEVICE_COOKIE)).toContain('HttpOnly');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${body.data.authToken}` },
    });
    expect(me.statusCode).toBe(200);

    // Single use.
    const again = await use(link);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      code: 'CODE_INVALID',
      message: 'This sign-in link has already been used. Please request a new one.',
    });
    // The account's failures start again: the owner's address and any other get in with the password.
    expect((await signIn(t.app, user.email, DEMO_PASSWORD, home)).statusCode).toBe(200);
    expect((await signIn(t.app, user.email, DEMO_PASSWORD)).statusCode).toBe(200);
    const signIns = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'auth.sign_in'), eq(auditEvents.actorUserId, user.id)));
    expect(signIns.filter((event) => event.outcome === 'success').map((event) => event.after)).toContainEqual(
      {
        rememberMe: false,
        method: 'link',
      },
    );
  });

  it('stores the code hashed, bound to the user and purpose, for 15 minutes', async () => {
    const user = await newUser();
    const link = await mailedLink(user);
    const [code] = await codesOf(user.id);
    expect(code).toMatchObject({ purpose: 'sign_in_link', attempts: 0, consumedAt: null });
    expect(code!.codeHash).not.toContain(link.code);
    const minutes = (code!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    // Another user's id with this code is no way in.
    const other = await newUser();
    expect((await use({ userId: other.id, code: link.code })).statusCode).toBe(422);
  });

  it('refuses an expired link', async () => {
    const user = await newUser();
    const link = await mailedLink(user);
    await t.app.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, user.id));
    const response = await use(link);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'CODE_EXPIRED',
      message: 'This sign-in link has expired. Please request a new one.',
    });
  });

  it('refuses a wrong code, a reset code, and a voided link, counting attempts', async () => {
    const user = await newUser();
    const first = await mailedLink(user);
    const second = await mailedLink(user, 2);
    // A new link voids the older one; trying it costs one of the new link's 5 attempts.
    expect((await use(first)).statusCode).toBe(422);
    const wrong = await use({ userId: user.id, code: 'not-the-code' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(
      'This sign-in link is not valid. Please request a new one. 3 attempts left.',
    );
    // A reset-password code for the same user is no sign-in link.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
      remoteAddress: randomIp(),
    });
    const resetMail = await waitForMail(t.app.db, user.email, 3);
    const resetCode = new URL(/(http\S+reset-password\S+)/.exec(resetMail.text)![1]!).searchParams.get(
      'code',
    )!;
    expect((await use({ userId: user.id, code: resetCode })).statusCode).toBe(422);
    expect((await use(second)).statusCode).toBe(200);
    expect((await use({ userId: 'not-a-uuid', code: second.code })).statusCode).toBe(400);
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const user = await newUser();
    const unknown = await ask('nobody.here@example.test');
    const known = await ask(user.email);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: 'Email sent successfully!', data: null });
    await waitForMail(t.app.db, user.email);
    expect(await mailsTo(t.app.db, 'nobody.here@example.test')).toEqual([]);
  });

  it('sends no link to a deactivated account', async () => {
    const company = await createCompany(t.app.db);
    const invited = await createUser(t.app.db, company.id, { status: 'inactive' });
    expect((await ask(invited.email)).statusCode).toBe(200);
    const other = await newUser();
    await mailedLink(other);
    expect(await mailsTo(t.app.db, invited.email)).toEqual([]);
  });

  it('limits links per account (3 an hour) and per client address (10 an hour)', async () => {
    const user = await newUser();
    for (let i = 0; i < 3; i += 1) expect((await ask(user.email)).statusCode).toBe(200);
    const limited = await ask(user.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many sign-in links requested\. Please try again in \d+ minutes?\.$/,
    );
    // Counted for unknown addresses too, so the limit tells nothing about who has an account.
    for (let i = 0; i < 3; i += 1) await ask('ghost.limit@example.test');
    expect((await ask('ghost.limit@example.test')).statusCode).toBe(429);

    const ip = randomIp();
    for (let i = 0; i < 10; i += 1) expect((await ask(`someone${i}@example.test`, ip)).statusCode).toBe(200);
    expect((await ask('one.more@example.test', ip)).statusCode).toBe(429);
  });
});
