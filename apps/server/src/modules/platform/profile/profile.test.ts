import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { auditEvents, users } from '../../../db/schema/index.ts';
import { fileField, multipart, PDF, PNG } from '../files/files.test-helpers.ts';

describe('profile', () => {
  let t: TestApp;
  let alice: SignedInUser;
  let bob: SignedInUser;
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-profile-'));

  beforeAll(async () => {
    t = await createTestApp({ dataDir });
    alice = await signedInUser(t.app, { firstName: 'Alice', lastName: 'Archer', timezone: 'Europe/London' });
    bob = await signedInUser(t.app, { firstName: 'Bob' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const put = (who: SignedInUser, payload: Record<string, unknown>) =>
    injectAs(t.app, who, { method: 'PUT', url: '/api/users/me/profile', payload });
  const uploadAs = async (who: SignedInUser, file: Buffer, name: string) => {
    const { payload, headers } = multipart([fileField(file, name)]);
    return (await injectAs(t.app, who, { method: 'POST', url: '/api/files', payload, headers })).json().data
      .url as string;
  };
  const userRow = async (who: SignedInUser) =>
    (await t.app.db.select().from(users).where(eq(users.id, who.user.id)))[0]!;
  const valid = {
    firstName: 'Alicia',
    lastName: 'Archer',
    contactNumber: '',
    timezone: 'Europe/London',
    avatarUrl: null,
  };

  it('answers my own profile', async () => {
    const response = await injectAs(t.app, alice, { method: 'GET', url: '/api/users/me/profile' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      id: alice.user.id,
      email: alice.user.email,
      emailVerified: true,
      pendingEmail: null,
      firstName: 'Alice',
      lastName: 'Archer',
      contactNumber: alice.user.contactNumber,
      timezone: 'Europe/London',
      avatarUrl: null,
      companyName: alice.company.name,
      role: 'COMPANY_ADMIN',
    });
    const other = await injectAs(t.app, bob, { method: 'GET', url: '/api/users/me/profile' });
    expect(other.json().data.id).toBe(bob.user.id);
  });

  it('updates name, phone (stored as E.164), timezone and avatar, and audits the change', async () => {
    const avatarUrl = await uploadAs(alice, PNG, 'me.png');
    const response = await put(alice, {
      firstName: ' Alicia ',
      lastName: 'Archer-Smith',
      contactNumber: '+44 20 7946 0958',
      timezone: 'America/New_York',
      avatarUrl,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      firstName: 'Alicia',
      lastName: 'Archer-Smith',
      contactNumber: '+442079460958',
      timezone: 'America/New_York',
      avatarUrl,
    });
    const [audit] = await t.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'profile.update'), eq(auditEvents.targetId, alice.user.id)))
      .orderBy(desc(auditEvents.createdAt));
    expect(audit).toMatchObject({
      actorUserId: alice.user.id,
      before: expect.objectContaining({ firstName: 'Alice', timezone: 'Europe/London' }),
      after: expect.objectContaining({ firstName: 'Alicia', timezone: 'America/New_York', avatarUrl }),
    });
  });

  it('shows the new name in the signed-in user at once, though that user is cached', async () => {
    const me = () => injectAs(t.app, bob, { method: 'GET', url: '/api/users/me' });
    expect((await me()).json().data.firstName).toBe('Bob');
    expect((await put(bob, { ...valid, firstName: 'Robert', lastName: 'Baker' })).statusCode).toBe(200);
    expect((await me()).json().data).toMatchObject({ firstName: 'Robert', lastName: 'Baker' });
  });

  it('keeps omitted optional fields and clears an empty phone or a null avatar', async () => {
    const before = await userRow(alice);
    await put(alice, { firstName: 'Alicia', lastName: 'Archer', timezone: 'UTC' });
    const kept = await userRow(alice);
    expect(kept.avatarUrl).toBe(before.avatarUrl);
    expect(kept.contactNumber).toBe(before.contactNumber);
    const cleared = (await put(alice, valid)).json().data;
    expect(cleared).toMatchObject({ contactNumber: null, avatarUrl: null });
  });

  it("accepts a non-image file URL the company owns, and refuses another company's file", async () => {
    const own = await uploadAs(alice, PDF, 'cv.pdf');
    expect((await put(alice, { ...valid, avatarUrl: own })).statusCode).toBe(200);
    const bobs = await uploadAs(bob, PNG, 'bob.png');
    const response = await put(alice, { ...valid, avatarUrl: bobs });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ path: 'avatarUrl' })]);
  });

  it.each([
    ['an empty first name', { firstName: '' }, 'firstName', 'This field is required'],
    ['an unknown timezone', { timezone: 'Mars/Olympus' }, 'timezone', 'Select a valid timezone'],
    ['an invalid phone number', { contactNumber: '+44 12' }, 'contactNumber', 'Invalid phone number.'],
    [
      'an avatar from elsewhere',
      { avatarUrl: 'https://evil.example/a.png' },
      'avatarUrl',
      expect.any(String),
    ],
    [
      'an avatar path we never issued',
      { avatarUrl: '/api/files/public/00000000-0000-4000-8000-000000000000.png' },
      'avatarUrl',
      expect.any(String),
    ],
  ])('refuses %s with 400, the field error, and writes nothing', async (_case, change, path, message) => {
    const before = await userRow(alice);
    const audits = (await t.app.db.select().from(auditEvents).where(eq(auditEvents.action, 'profile.update')))
      .length;
    const response = await put(alice, { ...valid, firstName: 'Changed', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(expect.arrayContaining([{ path, message }]));
    expect(await userRow(alice)).toEqual(before);
    expect(
      (await t.app.db.select().from(auditEvents).where(eq(auditEvents.action, 'profile.update'))).length,
    ).toBe(audits);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me/profile' })).statusCode).toBe(401);
    const response = await t.app.inject({ method: 'PUT', url: '/api/users/me/profile', payload: valid });
    expect(response.statusCode).toBe(401);
  });
});
