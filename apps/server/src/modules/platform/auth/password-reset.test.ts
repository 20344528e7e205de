import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, DEMO_PASSWORD } from '../../../db/seed/factories.ts';
import { auditEvents, oneTimeCodes, outboxMessages, refreshTokens, users } from '../../../db/schema/index.ts';
import { createTestApp, injectAs, signedInUser, type TestApp } from '../../../../test/test-app.ts';
import { fieldPaths, mailsTo, randomIp, rowCount, waitForMail } from './auth.test-helpers.ts';

describe('forgot password and reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const forgot = (email: string, ip = randomIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: ip });
  const confirm = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-forgot-password',
      payload,
      remoteAddress: randomIp(),
    });

  /** Requests a reset and answers the code from the mailed link. */
  async function mailedCode(email: string, nth = 1): Promise<string> {
    expect((await forgot(email)).statusCode).toBe(200);
    const mail = await waitForMail(t.app.db, email, nth);
    const link = new URL(/(http\S+reset-password\S+)/.exec(mail.text)![1]!);
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('userId')).toBe(email);
    return link.searchParams.get('code')!;
  }

  const codesOf = (userId: string) =>
    t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));

  it('answers the same whether or not the account exists, and mails only a real account', async () => {
    const company = await createCompany(t.app.db);
    const user = await createUser(t.app.db, company.id);
    const known = await forgot(user.email);
    const unknown = await forgot('ghost@example.test');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: 'Email sent successfully!', data: null });
    const mail = await waitForMail(t.app.db, user.email);
    expect(mail.html).toContain('reset-password?userId=');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailsTo(t.app.db, 'ghost@example.test')).toEqual([]);
    const [code] = await codesOf(user.id);
    expect(code).toMatchObject({ purpose: 'reset_password', attempts: 0, consumedAt: null });
    // Stored hashed, never as sent.
    expect(mail.text).not.toContain(code!.codeHash);
    const minutes = (code!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('resets the password with the mailed code, ends every session, and the link works once', async () => {
    const who = await signedInUser(t.app);
    const code = await mailedCode(who.user.email);
    const response = await confirm({ email: who.user.email, code, password: 'Reset@Pass42' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Password reset successfully!', data: null });

    expect((await injectAs(t.app, who, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    const tokens = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, who.user.id));
    expect(tokens.every((token) => token.revokedAt)).toBe(true);
    const signIn = (password: string) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/signin', payload: { email: who.user.email, password } });
    expect((await signIn(DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('Reset@Pass42')).statusCode).toBe(200);
    const audits = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'auth.password_reset'), eq(auditEvents.actorUserId, who.user.id)));
    expect(audits.map((a) => a.outcome)).toEqual(['success']);

    const again = await confirm({ email: who.user.email, code, password: 'Again@Pass42' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'This reset link has already been used. Please request a new one.',
      code: 'CODE_INVALID',
    });
  });

  it('voids an older link when a new one is requested', async () => {
    const company = await createCompany(t.app.db);
    const user = await createUser(t.app.db, company.id);
    const first = await mailedCode(user.email, 1);
    const second = await mailedCode(user.email, 2);
    expect(second).not.toBe(first);
    expect((await codesOf(user.id)).length).toBe(1);
    const old = await confirm({ email: user.email, code: first, password: 'Reset@Pass42' });
    expect(old.statusCode).toBe(422);
    expect(old.json().code).toBe('CODE_INVALID');
    expect((await confirm({ email: user.email, code: second, password: 'Reset@Pass42' })).statusCode).toBe(
      200,
    );
  });

  it('refuses an expired code with a helpful message', async () => {
    const company = await createCompany(t.app.db);
    const user = await createUser(t.app.db, company.id);
    const code = await mailedCode(user.email);
    await t.app.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, user.id));
    const response = await confirm({ email: user.email, code, password: 'Reset@Pass42' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'This reset link has expired. Please request a new one.',
      code: 'CODE_EXPIRED',
    });
  });

  it('counts wrong codes and stops after 5 attempts', async () => {
    const company = await createCompany(t.app.db);
    const user = await createUser(t.app.db, company.id);
    const code = await mailedCode(user.email);
    for (let i = 1; i <= 4; i += 1) {
      const response = await confirm({ email: user.email, code: `wrong-${i}`, password: 'Reset@Pass42' });
      expect(response.json()).toMatchObject({
        code: 'CODE_INVALID',
        message: expect.stringContaining(`${5 - i} attempt`),
      });
    }
    expect(
      (await confirm({ email: user.email, code: 'wrong-5', password: 'Reset@Pass42' })).json().code,
    ).toBe('CODE_ATTEMPTS_EXCEEDED');
    // Even the right code is refused now.
    const right = await confirm({ email: user.email, code, password: 'Reset@Pass42' });
    expect(right.statusCode).toBe(422);
    expect(right.json().code).toBe('CODE_ATTEMPTS_EXCEEDED');
    const [row] = await codesOf(user.id);
    expect(row!.attempts).toBe(5);
  });

  it('refuses an unknown email and a code of another account', async () => {
    const company = await createCompany(t.app.db);
    const alice = await createUser(t.app.db, company.id);
    const bob = await createUser(t.app.db, company.id);
    const aliceCode = await mailedCode(alice.email);
    expect(
      (await confirm({ email: 'ghost@example.test', code: aliceCode, password: 'Reset@Pass42' })).json().code,
    ).toBe('CODE_INVALID');
    expect((await confirm({ email: bob.email, code: aliceCode, password: 'Reset@Pass42' })).json().code).toBe(
      'CODE_INVALID',
    );
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const company = await createCompany(t.app.db);
    const user = await createUser(t.app.db, company.id);
    const code = await mailedCode(user.email);
    const cases: Array<[object, string]> = [
      [{ code, password: 'Reset@Pass42' }, 'email'],
      [{ email: user.email, password: 'Reset@Pass42' }, 'code'],
      [{ email: user.email, code }, 'password'],
      [{ email: user.email, code, password: 'short' }, 'password'],
    ];
    for (const [payload, path] of cases) {
      const response = await confirm(payload);
      expect(response.statusCode).toBe(400);
      expect(fieldPaths(response)).toContain(path);
    }
    const common = await confirm({ email: user.email, code, password: 'P@ssw0rd' });
    expect(common.statusCode).toBe(400);
    expect(fieldPaths(common)).toEqual(['password']);
    const [row] = await codesOf(user.id);
    expect(row).toMatchObject({ attempts: 0, consumedAt: null });
    const [stored] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.tokenVersion).toBe(0);
    const outbox = await rowCount(t.app.db, outboxMessages);
    expect((await forgot('not-an-email')).statusCode).toBe(400);
    expect(await rowCount(t.app.db, outboxMessages)).toBe(outbox);
  });

  it('limits requests per address and per client', async () => {
    const email = 'flood@example.test';
    for (let i = 0; i < 5; i += 1) expect((await forgot(email)).statusCode).toBe(200);
    const limited = await forgot(email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many reset requests\. Please try again in \d+ minutes?\.$/);
    expect(limited.headers['retry-after']).toBeDefined();

    const ip = randomIp();
    for (let i = 0; i < 20; i += 1)
      expect((await forgot(`someone${i}@example.test`, ip)).statusCode).toBe(200);
    expect((await forgot('someone.else@example.test', ip)).statusCode).toBe(429);
  });
});
