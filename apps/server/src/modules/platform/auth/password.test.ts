import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, DEMO_PASSWORD } from '../../../db/seed/factories.ts';
import { auditEvents, refreshTokens, users } from '../../../db/schema/index.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { createTestApp, injectAs, signedInUser, type TestApp } from '../../../../test/test-app.ts';
import { fieldPaths, mailsTo, randomIp } from './auth.test-helpers.ts';

describe('POST /api/auth/set-new-password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const setNew = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/set-new-password', payload, remoteAddress: randomIp() });

  async function invitedUser(expiresInMs = 86_400_000) {
    const company = await createCompany(t.app.db);
    return createUser(t.app.db, company.id, {
      status: 'invited',
      password: null,
      emailVerifiedAt: null,
      tempPasswordHash: await hashPassword('Temp@Pass123'),
      tempPasswordExpiresAt: new Date(Date.now() + expiresInMs),
    });
  }

  it('goes from sign-up mail to signed in: activates, verifies the email and clears the temporary password', async () => {
    const email = `new.${Date.now()}@example.test`;
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup-company',
      remoteAddress: randomIp(),
      payload: {
        firstName: 'Ola',
        lastName: 'Nordmann',
        email,
        contactNumber: '+447911123456',
        allowedCompany: ['RECRUITMENT'],
        companyName: 'Nordmann Ltd',
        companySize: '1-40',
        country: 'United Kingdom',
        companyNo: `NO${Date.now()}`,
        companyAddress: '1 Quay',
        postalCode: 'BS1 1AA',
        defaultCompany: 'RECRUITMENT',
        description: '',
      },
    });
    expect(signUp.statusCode).toBe(200);
    const [mail] = await mailsTo(t.app.db, email);
    const temp = /temporary password is: (\S+)/.exec(mail!.text)![1]!;
    const response = await setNew({ email, tempPassword: temp, newPassword: 'Brand@New42' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'New password set successfully!', data: null });
    const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      status: 'active',
      tempPasswordHash: null,
      tempPasswordExpiresAt: null,
      tokenVersion: 1,
    });
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
    const signIn = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/signin',
      payload: { email, password: 'Brand@New42' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data.user.emailVerified).toBe(true);
    // The temporary password works once.
    expect((await setNew({ email, tempPassword: temp, newPassword: 'Other@New42' })).statusCode).toBe(422);
  });

  it('refuses a wrong or expired temporary password and an unknown email alike', async () => {
    const user = await invitedUser();
    const expired = await invitedUser(-1000);
    const attempts = [
      { email: user.email, tempPassword: 'Wrong@Pass1', newPassword: 'Brand@New42' },
      { email: expired.email, tempPassword: 'Temp@Pass123', newPassword: 'Brand@New42' },
      { email: 'nobody@example.test', tempPassword: 'Temp@Pass123', newPassword: 'Brand@New42' },
    ];
    for (const payload of attempts) {
      const response = await setNew(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('TEMP_PASSWORD_INVALID');
    }
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ status: 'invited', passwordHash: null });
  });

  it('refuses a common password on newPassword', async () => {
    const user = await invitedUser();
    const response = await setNew({
      email: user.email,
      tempPassword: 'Temp@Pass123',
      newPassword: 'P@ssw0rd',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'newPassword', message: 'This password is too common. Please choose another one' },
    ]);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const user = await invitedUser();
    const cases: Array<[object, string, string]> = [
      [{ tempPassword: 'x', newPassword: 'Brand@New42' }, 'email', 'Email is required'],
      [{ email: user.email, newPassword: 'Brand@New42' }, 'tempPassword', ''],
      [{ email: user.email, tempPassword: 'x' }, 'newPassword', 'Password is required'],
      [
        { email: user.email, tempPassword: 'x', newPassword: 'alllowercase' },
        'newPassword',
        'Password must contain at least 8 characters, one uppercase, one number and one special character',
      ],
      [
        { email: user.email, tempPassword: 'x', newPassword: 'Aa1@aaaaaaaaaaaa' },
        'newPassword',
        'Password must be at most 15 characters',
      ],
    ];
    for (const [payload, path, message] of cases) {
      const response = await setNew(payload);
      expect(response.statusCode).toBe(400);
      expect(fieldPaths(response)).toContain(path);
      if (message) expect(response.json().errors).toContainEqual({ path, message });
    }
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.status).toBe('invited');
  });
});

describe('POST /api/auth/change-password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (who: Awaited<ReturnType<typeof signedInUser>>, payload: object) =>
    injectAs(t.app, who, { method: 'POST', url: '/api/auth/change-password', payload });

  it('changes the password and ends every session at once', async () => {
    const who = await signedInUser(t.app);
    // A second session of the same user.
    const other = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/signin',
      payload: { email: who.user.email, password: DEMO_PASSWORD },
    });
    expect((await injectAs(t.app, who, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(200);

    const response = await change(who, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Fresh@Pass42',
      confirmPassword: 'Fresh@Pass42',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password change successfully!', data: null });

    // The access token issued before is refused straight away, cache or not.
    const me = await injectAs(t.app, who, { method: 'GET', url: '/api/users/me' });
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('TOKEN_INVALID');
    const otherMe = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${other.json().data.authToken}` },
    });
    expect(otherMe.statusCode).toBe(401);
    // Every refresh token is revoked.
    const tokens = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, who.user.id));
    expect(tokens.length).toBe(2);
    expect(tokens.every((token) => token.revokedAt)).toBe(true);
    const refresh = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: who.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    // The old password no longer signs in; the new one does.
    const signIn = (password: string) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/signin', payload: { email: who.user.email, password } });
    expect((await signIn(DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('Fresh@Pass42')).statusCode).toBe(200);
    const audits = await t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'auth.password_change'));
    expect(audits.map((a) => [a.actorUserId, a.outcome])).toEqual([[who.user.id, 'success']]);
  });

  it('refuses a wrong current password with a field error on oldPassword', async () => {
    const who = await signedInUser(t.app);
    const response = await change(who, {
      oldPassword: 'Nope@1234',
      newPassword: 'Fresh@Pass42',
      confirmPassword: 'Fresh@Pass42',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'oldPassword', message: 'Current password is incorrect' },
    ]);
    expect((await injectAs(t.app, who, { method: 'GET', url: '/api/users/me' })).statusCode).toBe(200);
  });

  it('refuses the current password as the new one, and a common one', async () => {
    const who = await signedInUser(t.app, { password: 'Same@Pass42' });
    const reused = await change(who, {
      oldPassword: 'Same@Pass42',
      newPassword: 'Same@Pass42',
      confirmPassword: 'Same@Pass42',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('PASSWORD_REUSED');
    const common = await change(who, {
      oldPassword: 'Same@Pass42',
      newPassword: 'P@ssw0rd',
      confirmPassword: 'P@ssw0rd',
    });
    expect(common.statusCode).toBe(400);
    expect(fieldPaths(common)).toEqual(['newPassword']);
  });

  it('refuses bad input with the spec messages and changes nothing', async () => {
    const who = await signedInUser(t.app);
    const cases: Array<[object, string, string]> = [
      [
        { newPassword: 'Fresh@Pass42', confirmPassword: 'Fresh@Pass42' },
        'oldPassword',
        'Current Password is required',
      ],
      [{ oldPassword: DEMO_PASSWORD, confirmPassword: 'x' }, 'newPassword', 'New Password is required'],
      [
        { oldPassword: DEMO_PASSWORD, newPassword: 'Fresh#Pass42', confirmPassword: 'Fresh#Pass42' },
        'newPassword',
        'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
      ],
      [
        { oldPassword: DEMO_PASSWORD, newPassword: 'Fresh@Pass42', confirmPassword: 'Fresh@Pass43' },
        'confirmPassword',
        'Passwords must match',
      ],
    ];
    for (const [payload, path, message] of cases) {
      const response = await change(who, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ path, message });
    }
    const [row] = await t.app.db.select().from(users).where(eq(users.id, who.user.id));
    expect(row!.tokenVersion).toBe(0);
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { oldPassword: DEMO_PASSWORD, newPassword: 'Fresh@Pass42', confirmPassword: 'Fresh@Pass42' },
    });
    expect(response.statusCode).toBe(401);
  });
});
