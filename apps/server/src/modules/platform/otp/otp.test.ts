import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../db/seed/factories.ts';
import { oneTimeCodes, outboxMessages, users, type UserRow } from '../../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { fieldPaths, randomIp, rowCount } from '../auth/auth.test-helpers.ts';

describe('OTP', () => {
  let t: TestApp;
  const texts: Array<{ to: string; text: string }> = [];
  beforeAll(async () => {
    // A phone transport as a deployment would plug one in; messages stay in the outbox as well.
    t = await createTestApp(
      {},
      { sms: { name: 'test', send: async (to, text) => void texts.push({ to, text }) } },
    );
  });
  afterAll(() => t.close());

  const post = (path: string, payload: object, ip = randomIp()) =>
    t.app.inject({ method: 'POST', url: `/api/auth/otp/${path}`, payload, remoteAddress: ip });
  const send = (id: string, type: 'email' | 'phone', ip?: string) => post('send', { id, type }, ip);
  const verify = (id: string, type: 'email' | 'phone', code: string) => post('verify', { id, type, code });

  async function newUser(overrides: Partial<UserRow> = {}) {
    const company = await createCompany(t.app.db);
    return createUser(t.app.db, company.id, {
      emailVerifiedAt: null,
      contactNumber: '+447911123456',
      ...overrides,
    });
  }

  async function lastCode(to: string, channel: 'email' | 'sms' = 'email') {
    const rows = await t.app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, to), eq(outboxMessages.channel, channel)));
    const latest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    return /\b(\d{4})\b/.exec(latest!.text)![1]!;
  }

  const codeRows = (userId: string) =>
    t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));

  it('masks where the code goes, and tells an anonymous caller nothing about unknown ids', async () => {
    const user = await newUser({ email: `alex.${Date.now()}@example.test` });
    const target = (id: string, type: string) =>
      t.app.inject({ method: 'GET', url: `/api/auth/otp/target?id=${id}&type=${type}` });
    expect((await target(user.id, 'email')).json().data).toEqual({
      type: 'email',
      destination: 'a•••@example.test',
    });
    expect((await target(user.id, 'phone')).json().data).toEqual({
      type: 'phone',
      destination: '+44 •••••••456',
    });
    // Unknown ids, and users without a phone, get a stable stand-in of the same shape: 200, masked.
    const unknownId = randomUUID();
    const unknown = await target(unknownId, 'email');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data.destination).toMatch(/^[a-z]•••@[a-z]+\.[a-z]+$/);
    expect((await target(unknownId, 'email')).json()).toEqual(unknown.json());
    const noPhone = await newUser({ contactNumber: null });
    const phone = await target(noPhone.id, 'phone');
    expect(phone.statusCode).toBe(200);
    expect(phone.json().data.destination).toMatch(/^\+44 •+\d{3}$/);
    expect((await target(randomUUID(), 'phone')).json().data.destination).toMatch(/^\+44 •+\d{3}$/);
    const bad = await target('nope', 'fax');
    expect(bad.statusCode).toBe(400);
    expect(fieldPaths(bad).sort()).toEqual(['id', 'type']);
  });

  it('sends a 4-digit email code, stored hashed, valid 59 seconds, and verifies the email with it once', async () => {
    const user = await newUser();
    const sent = await send(user.id, 'email');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ expiresInSeconds: 59 });
    const code = await lastCode(user.email);
    expect(code).toMatch(/^\d{4}$/);
    const [row] = await codeRows(user.id);
    expect(row).toMatchObject({ purpose: 'otp_email', attempts: 0, target: user.email });
    expect(row!.codeHash).not.toContain(code);
    const seconds = (row!.expiresAt.getTime() - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(55);
    expect(seconds).toBeLessThanOrEqual(59);

    const verified = await verify(user.id, 'email', code);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toEqual({ type: 'email', verified: true });
    const [stored] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.emailVerifiedAt).toBeInstanceOf(Date);
    const again = await verify(user.id, 'email', code);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This code has already been used. Please request a new one.');
  });

  it('sends a phone code through the SMS transport and verifies the phone', async () => {
    const user = await newUser();
    expect((await send(user.id, 'phone')).statusCode).toBe(200);
    const code = await lastCode('+447911123456', 'sms');
    expect(texts.at(-1)).toEqual({ to: '+447911123456', text: expect.stringContaining(code) });
    expect((await verify(user.id, 'phone', code)).statusCode).toBe(200);
    const [stored] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.phoneVerifiedAt).toBeInstanceOf(Date);
    expect(stored!.emailVerifiedAt).toBeNull();
  });

  it('voids the old code on resend', async () => {
    const user = await newUser();
    await send(user.id, 'email');
    const first = await lastCode(user.email);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await send(user.id, 'email');
    const second = await lastCode(user.email);
    expect((await codeRows(user.id)).length).toBe(1);
    if (first !== second) {
      const old = await verify(user.id, 'email', first);
      expect(old.statusCode).toBe(422);
      expect(old.json().code).toBe('CODE_INVALID');
    }
    expect((await verify(user.id, 'email', second)).statusCode).toBe(200);
  });

  it('allows at most 5 attempts', async () => {
    const user = await newUser();
    await send(user.id, 'email');
    const code = await lastCode(user.email);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 1; i <= 4; i += 1) {
      const response = await verify(user.id, 'email', wrong);
      expect(response.json()).toEqual({
        code: 'CODE_INVALID',
        message: `The code is not correct. ${5 - i} attempt${5 - i === 1 ? '' : 's'} left.`,
      });
    }
    expect((await verify(user.id, 'email', wrong)).json().code).toBe('CODE_ATTEMPTS_EXCEEDED');
    const right = await verify(user.id, 'email', code);
    expect(right.json()).toEqual({
      code: 'CODE_ATTEMPTS_EXCEEDED',
      message: 'Too many wrong codes. Please request a new one.',
    });
    const [stored] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.emailVerifiedAt).toBeNull();
    // A new code starts over.
    await send(user.id, 'email');
    expect((await verify(user.id, 'email', await lastCode(user.email))).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const user = await newUser();
    await send(user.id, 'email');
    const code = await lastCode(user.email);
    await t.app.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, user.id));
    const response = await verify(user.id, 'email', code);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'CODE_EXPIRED',
      message: 'This code has expired. Please request a new one.',
    });
  });

  it('does not let an email code verify the phone', async () => {
    const user = await newUser();
    await send(user.id, 'email');
    const response = await verify(user.id, 'phone', await lastCode(user.email));
    expect(response.json().code).toBe('CODE_INVALID');
  });

  it('answers an unknown id as a known one and sends nothing', async () => {
    const before = await rowCount(t.app.db, outboxMessages);
    const codes = await rowCount(t.app.db, oneTimeCodes);
    const response = await send(randomUUID(), 'email');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Code sent successfully!', data: { expiresInSeconds: 59 } });
    expect(await rowCount(t.app.db, outboxMessages)).toBe(before);
    expect(await rowCount(t.app.db, oneTimeCodes)).toBe(codes);
    expect((await verify(randomUUID(), 'email', '1234')).json().code).toBe('CODE_INVALID');
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const user = await newUser();
    const before = [await rowCount(t.app.db, outboxMessages), await rowCount(t.app.db, oneTimeCodes)];
    const cases: Array<[string, object, string]> = [
      ['send', { type: 'email' }, 'id'],
      ['send', { id: 'not-a-uuid', type: 'email' }, 'id'],
      ['send', { id: user.id, type: 'fax' }, 'type'],
      ['verify', { id: user.id, type: 'email' }, 'code'],
      ['verify', { id: user.id, type: 'email', code: '12345' }, 'code'],
      ['verify', { id: user.id, type: 'email', code: '12a4' }, 'code'],
    ];
    for (const [path, payload, field] of cases) {
      const response = await post(path, payload);
      expect(response.statusCode).toBe(400);
      expect(fieldPaths(response)).toContain(field);
    }
    const digits = await post('verify', { id: user.id, type: 'email', code: '123' });
    expect(digits.json().errors).toContainEqual({ path: 'code', message: 'Enter the 4-digit code' });
    expect([await rowCount(t.app.db, outboxMessages), await rowCount(t.app.db, oneTimeCodes)]).toEqual(
      before,
    );
  });

  it('limits sends per user and per client address', async () => {
    const user = await newUser();
    for (let i = 0; i < 5; i += 1) expect((await send(user.id, 'email')).statusCode).toBe(200);
    const limited = await send(user.id, 'email');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many codes requested\. Please try again in 10 minutes\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);

    const ip = randomIp();
    for (let i = 0; i < 10; i += 1) expect((await send(randomUUID(), 'email', ip)).statusCode).toBe(200);
    expect((await send(randomUUID(), 'email', ip)).statusCode).toBe(429);
  });
});
