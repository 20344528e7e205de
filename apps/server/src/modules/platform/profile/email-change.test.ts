import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { createUser } from '../../../db/seed/factories.ts';
import { auditEvents, notifications, oneTimeCodes, outboxMessages, users } from '../../../db/schema/index.ts';
import { EMAIL_CHANGE_RATE_LIMIT } from './profile.routes.ts';

describe('email change and verification', () => {
  let t: TestApp;
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // A distinct client address per public call, so the verify route's per-address limit stays out of the way.
  const nextIp = () => `198.51.100.${(ip += 1)}`;
  const requestChange = (who: SignedInUser, email: unknown) =>
    injectAs(t.app, who, { method: 'POST', url: '/api/users/me/email', payload: { email } });
  const verify = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload, remoteAddress: nextIp() });
  const userRow = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;
  const mailsTo = (to: string) =>
    t.app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, to))
      .orderBy(desc(outboxMessages.createdAt));

  /** The userId and code of the newest verification link mailed to an address. */
  async function linkMailedTo(to: string) {
    const [mail] = await mailsTo(to);
    const match = mail!.text.match(/http:\/\/localhost:3000\/email-verification\?\S+/);
    const url = new URL(match![0]);
    return { userId: url.searchParams.get('userId')!, code: url.searchParams.get('code')!, mail: mail! };
  }

  it('keeps the new address pending, stores the code hashed, mails a link, and audits', async () => {
    const alice = await signedInUser(t.app);
    const response = await requestChange(alice, 'Alice.New@Example.TEST');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: expect.stringContaining('alice.new@example.test'),
      data: { pendingEmail: 'alice.new@example.test' },
    });

    const row = await userRow(alice.user.id);
    expect(row).toMatchObject({ email: alice.user.email, pendingEmail: 'alice.new@example.test' });
    const { userId, code, mail } = await linkMailedTo('alice.new@example.test');
    expect(userId).toBe(alice.user.id);
    expect(mail.subject).toMatch(/Confirm your new Atrium email address/);
    expect(mail.html).toContain('Confirm email address');
    const [stored] = await t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, alice.user.id));
    expect(stored).toMatchObject({
      purpose: 'verify_email',
      target: 'alice.new@example.test',
      consumedAt: null,
    });
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    const profile = await injectAs(t.app, alice, { method: 'GET', url: '/api/users/me/profile' });
    expect(profile.json().data.pendingEmail).toBe('alice.new@example.test');
    const [audit] = await t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'profile.email_change_requested'));
    expect(audit).toMatchObject({
      actorUserId: alice.user.id,
      after: { pendingEmail: 'alice.new@example.test' },
    });
  });

  it('verifies: the address moves to email, the code is spent, the old address is told, sign-in uses the new one', async () => {
    const alice = await signedInUser(t.app);
    const oldEmail = alice.user.email;
    await requestChange(alice, 'verified@example.test');
    const { userId, code } = await linkMailedTo('verified@example.test');
    const response = await verify({ userId, code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your email address has been verified.',
      data: { email: 'verified@example.test' },
    });

    const row = await userRow(alice.user.id);
    expect(row).toMatchObject({ email: 'verified@example.test', pendingEmail: null });
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
    const [spent] = await t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, alice.user.id));
    expect(spent!.consumedAt).toBeInstanceOf(Date);
    const [notice] = await mailsTo(oldEmail);
    expect(notice!.subject).toMatch(/email address was changed/);
    expect(notice!.text).toContain('verified@example.test');
    const [inApp] = await t.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, alice.user.id));
    expect(inApp).toMatchObject({ title: 'Your email address was changed', link: '/my-profile' });
    const [audit] = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'profile.email_changed'), eq(auditEvents.targetId, alice.user.id)));
    expect(audit).toMatchObject({ before: { email: oldEmail }, after: { email: 'verified@example.test' } });

    const signIn = (email: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/signin',
        payload: { email, password: 'Atrium@2026' },
        remoteAddress: nextIp(),
      });
    expect((await signIn('verified@example.test')).statusCode).toBe(200);
    expect((await signIn(oldEmail)).statusCode).toBe(401);

    // Single use.
    const again = await verify({ userId, code });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'CODE_INVALID',
      message: expect.stringContaining('already been used'),
    });
  });

  it('refuses a wrong, an expired and a replaced code with 422, changing nothing', async () => {
    const carol = await signedInUser(t.app);
    await requestChange(carol, 'carol.first@example.test');
    const first = await linkMailedTo('carol.first@example.test');
    await requestChange(carol, 'carol.second@example.test');
    const second = await linkMailedTo('carol.second@example.test');

    const replaced = await verify({ userId: first.userId, code: first.code });
    expect(replaced.statusCode).toBe(422);
    expect(replaced.json().code).toBe('CODE_INVALID');

    const wrong = await verify({ userId: second.userId, code: 'not-the-code' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('CODE_INVALID');

    await t.app.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, carol.user.id));
    const expired = await verify({ userId: second.userId, code: second.code });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({
      code: 'CODE_EXPIRED',
      message: expect.stringContaining('expired'),
    });

    expect(await userRow(carol.user.id)).toMatchObject({
      email: carol.user.email,
      pendingEmail: 'carol.second@example.test',
    });
  });

  it('answers an unknown or malformed userId like a wrong code (422), and bad bodies with 400', async () => {
    expect((await verify({ userId: '00000000-0000-4000-8000-000000000000', code: 'x' })).json().code).toBe(
      'CODE_INVALID',
    );
    expect((await verify({ userId: 'someone@example.test', code: 'x' })).statusCode).toBe(422);
    const missing = await verify({ userId: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'userId' }),
        expect.objectContaining({ path: 'code' }),
      ]),
    );
  });

  it('answers 409 when the address belongs to another account (any company), writing nothing', async () => {
    const dave = await signedInUser(t.app);
    const other = await signedInUser(t.app);
    const codes = (await t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, dave.user.id)))
      .length;
    const response = await requestChange(dave, other.user.email.toUpperCase());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_TAKEN', errors: [{ path: 'email' }] });
    expect((await userRow(dave.user.id)).pendingEmail).toBeNull();
    expect(
      (await t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, dave.user.id))).length,
    ).toBe(codes);
    expect(await mailsTo(other.user.email)).toHaveLength(0);
  });

  it('answers 409 at verification when someone took the address meanwhile, keeping the old email', async () => {
    const erin = await signedInUser(t.app);
    await requestChange(erin, 'contested@example.test');
    const { userId, code } = await linkMailedTo('contested@example.test');
    await createUser(t.app.db, erin.company.id, { email: 'contested@example.test' });
    const response = await verify({ userId, code });
    expect(response.statusCode).toBe(409);
    expect((await userRow(erin.user.id)).email).toBe(erin.user.email);
  });

  it('refuses bad input with 400 and field errors, writing nothing', async () => {
    const frank = await signedInUser(t.app);
    for (const email of ['not-an-email', '', frank.user.email]) {
      const response = await requestChange(frank, email);
      expect(response.statusCode).toBe(400);
      const errors = response.json().errors as Array<{ path: string }>;
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.every((error) => error.path === 'email')).toBe(true);
    }
    expect((await userRow(frank.user.id)).pendingEmail).toBeNull();
    expect(
      (await t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, frank.user.id))).length,
    ).toBe(0);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/email',
      payload: { email: 'x@example.test' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('limits how many links one person can request', async () => {
    const gina = await signedInUser(t.app);
    for (let i = 0; i < EMAIL_CHANGE_RATE_LIMIT.max; i += 1) {
      expect((await requestChange(gina, `gina${i}@example.test`)).statusCode).toBe(200);
    }
    const limited = await requestChange(gina, 'gina.last@example.test');
    expect(limited.statusCode).toBe(429);
    expect(await mailsTo('gina.last@example.test')).toHaveLength(0);
  });
});
