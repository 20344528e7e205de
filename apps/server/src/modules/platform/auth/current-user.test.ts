import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStateCache } from '../../../plugins/auth.ts';
import type { AuthDeps } from './auth.deps.ts';
import type { UserWithCompany } from './auth.repository.ts';
import { currentUserAnswer } from './session.service.ts';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';

describe('GET /api/users/me', () => {
  let t: TestApp;
  let who: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    who = await signedInUser(t.app, { firstName: 'Grace', role: 'COMPANY_ADMIN' });
  });
  afterAll(() => t.close());

  const me = () => injectAs(t.app, who, { method: 'GET', url: '/api/users/me' });

  it('answers JSON that writes only the session user’s declared fields, the same bytes while nothing changes', async () => {
    const first = await me();
    const second = await me();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    const { data } = first.json() as { data: Record<string, unknown> };
    expect(data.firstName).toBe('Grace');
    expect(Object.keys(data).sort()).toEqual(
      [
        'allowedCompany',
        'avatarUrl',
        'companyId',
        'companyName',
        'contactNumber',
        'defaultCompany',
        'email',
        'emailVerified',
        'firstName',
        'id',
        'lastName',
        'menuPermissions',
        'permissions',
        'role',
        'timezone',
      ].sort(),
    );
    expect(first.body).not.toMatch(/\$argon2|passwordHash|tokenVersion/);
  });

  it('answers the change once the user edits their profile', async () => {
    await me();
    const edit = await injectAs(t.app, who, {
      method: 'PUT',
      url: '/api/users/me/profile',
      payload: { firstName: 'Ada', lastName: 'Lovelace', timezone: 'Europe/London' },
    });
    expect(edit.statusCode).toBe(200);
    const after = (await me()).json() as { data: { firstName: string; timezone: string } };
    expect(after.data).toMatchObject({ firstName: 'Ada', timezone: 'Europe/London' });
  });
});

describe('currentUserAnswer', () => {
  const row = (firstName: string) =>
    ({
      user: {
        id: 'u1',
        companyId: 'c1',
        firstName,
        lastName: 'L',
        role: null,
        allowedModules: [],
        defaultModule: 'RECRUITMENT',
        emailVerifiedAt: null,
      },
      companyName: 'Acme',
      companyModules: [],
      customRolePermissions: [],
      sessions: [],
    }) as unknown as UserWithCompany & { sessions: [] };

  it('serialises once per cached state, and again after the state is dropped', async () => {
    let stored = row('Ada');
    const userStates = new UserStateCache(async () => stored);
    const deps = { userStates } as unknown as AuthDeps;
    let serialised = 0;
    const serialize = (answer: { data: { firstName: string } }) => {
      serialised += 1;
      return JSON.stringify(answer.data.firstName);
    };
    expect(await currentUserAnswer(deps, 'u1', serialize)).toBe('"Ada"');
    expect(await currentUserAnswer(deps, 'u1', serialize)).toBe('"Ada"');
    expect(serialised).toBe(1);
    stored = row('Grace');
    userStates.invalidate('u1');
    expect(await currentUserAnswer(deps, 'u1', serialize)).toBe('"Grace"');
    expect(serialised).toBe(2);
  });
});
