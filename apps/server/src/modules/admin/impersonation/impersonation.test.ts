import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { auditEvents, impersonationSessions } from '../../../db/schema/index.ts';

describe('login as user (impersonation)', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let employee: SignedInUser;
  let support: SignedInUser;
  let outsider: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t.app, { firstName: 'Ada', lastName: 'Admin' });
    employee = await signedInUser(
      t.app,
      { role: null, firstName: 'Ed', lastName: 'Employee' },
      admin.company,
    );
    support = await signedInUser(t.app, { role: 'SUPPORT' }, admin.company);
    outsider = await signedInUser(t.app, { role: null });
  });
  afterAll(() => t.close());

  const start = (who: SignedInUser, body: Record<string, unknown>) =>
    injectAs(t.app, who, { method: 'POST', url: '/api/admin/impersonation', payload: body });
  const withToken = (token: string, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

  it('acts as the user with both identities recorded, then returns, and the token stops working', async () => {
    const started = await start(admin, { userId: employee.user.id, reason: 'Checking their dashboard' });
    expect(started.statusCode).toBe(200);
    const { authToken, impersonation, user } = started.json().data;
    expect(user).toMatchObject({ id: employee.user.id, firstName: 'Ed' });
    expect(impersonation).toMatchObject({
      impersonatorName: 'Ada Admin',
      targetName: 'Ed Employee',
      endedAt: null,
    });
    expect(Date.parse(impersonation.endsAt) - Date.parse(impersonation.startedAt)).toBe(30 * 60_000);

    const me = await withToken(authToken, 'GET', '/api/users/me');
    expect(me.json().data.id).toBe(employee.user.id);
    // A write while impersonating is recorded with both identities.
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/profile',
      headers: { authorization: `Bearer ${authToken}` },
      payload: { firstName: 'Ed', lastName: 'Employee', timezone: 'UTC' },
    });
    const [write] = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'profile.update'), eq(auditEvents.actorUserId, employee.user.id)));
    expect(write).toMatchObject({ impersonatorUserId: admin.user.id });

    expect((await withToken(authToken, 'POST', '/api/admin/impersonation/end')).statusCode).toBe(200);
    expect((await withToken(authToken, 'GET', '/api/users/me')).statusCode).toBe(401);
    const [row] = await t.app.db
      .select()
      .from(impersonationSessions)
      .where(eq(impersonationSessions.id, impersonation.id));
    expect(row!.endedAt).not.toBeNull();
  });

  it('lists the impersonation log for admins: who, whom, reason, start and end', async () => {
    const response = await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/impersonation' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.items[0]).toMatchObject({
      impersonatorUserId: admin.user.id,
      targetUserId: employee.user.id,
      reason: 'Checking their dashboard',
    });
  });

  it('requires a reason, and refuses oneself, another company and nesting', async () => {
    const noReason = await start(admin, { userId: employee.user.id, reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([
      { path: 'reason', message: 'Give a reason for logging in as this user' },
    ]);
    expect((await start(admin, { userId: admin.user.id, reason: 'x' })).statusCode).toBe(400);
    expect((await start(admin, { userId: outsider.user.id, reason: 'x' })).statusCode).toBe(404);
    const { authToken } = (await start(admin, { userId: employee.user.id, reason: 'Once' })).json().data;
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/admin/impersonation',
      headers: { authorization: `Bearer ${authToken}` },
      payload: { userId: support.user.id, reason: 'Twice' },
    });
    expect(nested.statusCode).toBe(403);
    const rows = await t.app.db
      .select()
      .from(impersonationSessions)
      .where(eq(impersonationSessions.reason, 'x'));
    expect(rows).toHaveLength(0);
  });

  it('refuses a user who may do more, and anyone without the permission', async () => {
    // SUPPORT may not impersonate at all; an employee may not impersonate the admin.
    expect((await start(support, { userId: employee.user.id, reason: 'Help' })).statusCode).toBe(403);
    expect((await start(employee, { userId: admin.user.id, reason: 'Help' })).statusCode).toBe(403);
    const colleague = await signedInUser(t.app, { firstName: 'Other admin' }, admin.company);
    expect((await start(admin, { userId: colleague.user.id, reason: 'Equal rights' })).statusCode).toBe(200);
  });
});
