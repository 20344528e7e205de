import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectAs, signedInUser, type TestApp } from '../../../../test/test-app.ts';
import { auditEvents, oneTimeCodes, refreshTokens, users } from '../../../db/schema/index.ts';
import { createUser } from '../../../db/seed/factories.ts';
import { createCompanyRole } from '../../../db/seed/org-factories.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { mailsTo, randomIp } from '../../platform/auth/auth.test-helpers.ts';
import { peopleCompany } from '../../../../test/people-company.ts';

describe('deactivate, activate, resend invite and reset password', () => {
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof peopleCompany>>;
  let other: Awaited<ReturnType<typeof peopleCompany>>;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await peopleCompany(t.app);
    other = await peopleCompany(t.app, 'Globex Ltd');
  });
  afterAll(() => t.close());

  const act = (id: string, action: string, who = acme.admin) =>
    injectAs(t.app, who, { method: 'POST', url: `/api/users/${id}/${action}` });
  const row = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;
  const invited = () =>
    createUser(t.app.db, acme.company.id, {
      role: null,
      status: 'invited',
      password: null,
      emailVerifiedAt: null,
      tempPasswordExpiresAt: new Date(Date.now() + 86_400_000),
    });

  it('deactivation ends an existing session at once and revokes refresh tokens; activation lets them back', async () => {
    const person = await signedInUser(t.app, { role: null }, acme.company);
    const me = () => injectAs(t.app, person, { method: 'GET', url: '/api/users/me' });
    expect((await me()).statusCode).toBe(200);

    const response = await act(person.user.id, 'deactivate');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('inactive');
    expect((await me()).statusCode).toBe(401);
    const live = await t.app.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, person.user.id), isNull(refreshTokens.revokedAt)));
    expect(live).toEqual([]);
    const refresh = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: person.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const signIn = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/signin',
        remoteAddress: randomIp(),
        payload: { email: person.user.email, password: 'Atrium@2026' },
      });
    expect((await signIn()).statusCode).not.toBe(200);
    expect((await act(person.user.id, 'deactivate')).statusCode).toBe(409);

    const activated = await act(person.user.id, 'activate');
    expect(activated.statusCode).toBe(200);
    expect(activated.json().data.status).toBe('active');
    expect((await signIn()).statusCode).toBe(200);
    const actions = (
      await t.app.db.select().from(auditEvents).where(eq(auditEvents.targetId, person.user.id))
    ).map((event) => event.action);
    expect(actions).toEqual(expect.arrayContaining(['people.deactivate', 'people.activate']));
  });

  it('refuses to deactivate yourself or someone with more rights than you', async () => {
    expect((await act(acme.admin.user.id, 'deactivate')).statusCode).toBe(400);
    const role = await createCompanyRole(t.app.db, acme.company.id, {
      name: 'Deactivator',
      permissions: ['sso.admin.users.user.activate'],
    });
    const operations = await signedInUser(t.app, { role: 'OPERATIONS', customRoleId: role.id }, acme.company);
    const refused = await act(acme.admin.user.id, 'deactivate', operations);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This person holds rights you do not have');
    const peer = await createUser(t.app.db, acme.company.id, { role: 'OPERATIONS' });
    expect((await act(peer.id, 'deactivate', operations)).statusCode).toBe(200);
    expect((await row(acme.admin.user.id)).status).toBe('active');
  });

  it('an invited person who is deactivated and activated again is invited again', async () => {
    const person = await invited();
    expect((await act(person.id, 'deactivate')).statusCode).toBe(200);
    expect((await act(person.id, 'activate')).json().data.status).toBe('invited');
  });

  it('resends an invitation with a fresh temporary password that works, only while invited', async () => {
    const person = await invited();
    await t.app.db
      .update(users)
      .set({ tempPasswordHash: await hashPassword('Old@Temp123') })
      .where(eq(users.id, person.id));
    const response = await act(person.id, 'resend-invite');
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await mailsTo(t.app.db, person.email);
    const temp = /temporary password is: (\S+)/.exec(mail!.text)![1]!;
    const setNew = (tempPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/set-new-password',
        remoteAddress: randomIp(),
        payload: { email: person.email, tempPassword, newPassword: 'Fresh@Start42' },
      });
    expect((await setNew('Old@Temp123')).statusCode).toBe(422);
    expect((await setNew(temp)).statusCode).toBe(200);
    expect((await act(person.id, 'resend-invite')).statusCode).toBe(409);
  });

  it('starts a password reset: the person gets the reset mail, the admin gets no password', async () => {
    const person = await createUser(t.app.db, acme.company.id, { role: null });
    const response = await act(person.id, 'reset-password');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Email sent successfully!', data: null });
    const [mail] = await mailsTo(t.app.db, person.email);
    const link = /(http:\/\/localhost:3000\/reset-password\?\S+)/.exec(mail!.text)![1]!;
    const code = new URL(link).searchParams.get('code')!;
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-forgot-password',
      remoteAddress: randomIp(),
      payload: { email: person.email, code, password: 'Chosen@ByMe1' },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const [audit] = await t.app.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'auth.password_reset_requested'), eq(auditEvents.targetId, person.id)),
      );
    expect(audit?.actorUserId).toBe(acme.admin.user.id);
    expect((await act((await invited()).id, 'reset-password')).statusCode).toBe(409);
  });

  it("answers 404 for another company's person and 403 without the permission, changing nothing", async () => {
    const codesBefore = (await t.app.db.select().from(oneTimeCodes)).length;
    for (const action of ['deactivate', 'activate', 'resend-invite', 'reset-password']) {
      expect((await act(other.support.user.id, action)).statusCode, action).toBe(404);
      expect((await act(acme.admin.user.id, action, acme.support)).statusCode, action).toBe(403);
    }
    expect((await row(other.support.user.id)).status).toBe('active');
    expect((await t.app.db.select().from(oneTimeCodes)).length).toBe(codesBefore);
    expect(await mailsTo(t.app.db, other.support.user.email)).toEqual([]);
  });
});
