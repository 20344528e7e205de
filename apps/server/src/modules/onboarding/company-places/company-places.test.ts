import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../db/seed/factories.ts';
import { signedInWithRole, type SignedInUser } from '../../../../test/test-app.ts';
import {
  errorPathsOf,
  onboardingTestApp,
  type OnboardingTestApp,
} from '../../../../test/onboarding-company.ts';

const DEPARTMENTS = '/api/onboarding/settings/departments';
const LOCATIONS = '/api/onboarding/settings/locations';

describe('onboarding settings → departments and locations', () => {
  let t: OnboardingTestApp;
  let manager: SignedInUser;

  beforeAll(async () => {
    t = await onboardingTestApp();
    manager = await signedInWithRole(t.app, t.acme.company, {
      name: 'Places',
      permissions: ['onb.settings.company.departments.manage', 'onb.settings.company.locations.manage'],
    });
  });
  afterAll(() => t.close());

  it('adds, renames and deletes a department; one in use is kept, saying why', async () => {
    const created = await t.as(manager, 'POST', DEPARTMENTS, { name: 'Finance' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const child = await t.as(manager, 'POST', DEPARTMENTS, { name: 'Payroll', parentId: id });
    expect(child.json().data.parentId).toBe(id);
    const renamed = await t.as(manager, 'PUT', `${DEPARTMENTS}/${id}`, { name: 'Finance & Legal' });
    expect(renamed.json().data.name).toBe('Finance & Legal');

    await t.addHire({
      legalFirstName: 'E',
      legalLastName: 'Ng',
      personalEmail: 'e@example.test',
      startDate: '2030-01-01',
      departmentId: t.acme.department.id,
    });
    await createUser(t.app.db, t.acme.company.id, { role: null, departmentId: t.acme.department.id });
    const list = (await t.as(manager, 'GET', DEPARTMENTS)).json().data;
    expect(list.find((row: { id: string }) => row.id === t.acme.department.id)).toMatchObject({
      people: 1,
      newHires: 1,
    });

    const inUse = await t.as(manager, 'DELETE', `${DEPARTMENTS}/${t.acme.department.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toContain('move them first');
    expect((await t.as(manager, 'DELETE', `${DEPARTMENTS}/${id}`)).statusCode).toBe(409);
    expect((await t.as(manager, 'DELETE', `${DEPARTMENTS}/${child.json().data.id}`)).statusCode).toBe(200);
    expect((await t.as(manager, 'DELETE', `${DEPARTMENTS}/${id}`)).statusCode).toBe(200);
  });

  it('adds, renames and deletes a location; one in use is kept', async () => {
    const created = await t.as(manager, 'POST', LOCATIONS, { name: 'Berlin' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(
      (await t.as(manager, 'PUT', `${LOCATIONS}/${id}`, { name: 'Berlin Mitte' })).json().data.name,
    ).toBe('Berlin Mitte');
    await createUser(t.app.db, t.acme.company.id, { role: null, locationId: t.acme.location.id });
    expect((await t.as(manager, 'DELETE', `${LOCATIONS}/${t.acme.location.id}`)).statusCode).toBe(409);
    expect((await t.as(manager, 'DELETE', `${LOCATIONS}/${id}`)).statusCode).toBe(200);
  });

  it('refuses bad input and taken names, naming the fields', async () => {
    const bad = await t.as(manager, 'POST', DEPARTMENTS, { name: '', parentId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(errorPathsOf(bad)).toEqual(['name', 'parentId']);
    expect(errorPathsOf(await t.as(manager, 'POST', LOCATIONS, { name: ' ' }))).toEqual(['name']);
    expect((await t.as(manager, 'POST', LOCATIONS, { name: 'london' })).statusCode).toBe(409);
    const foreignParent = await t.as(manager, 'POST', DEPARTMENTS, {
      name: 'X',
      parentId: t.globex.department.id,
    });
    expect(foreignParent.statusCode).toBe(400);
    expect(errorPathsOf(foreignParent)).toEqual(['parentId']);
  });

  it("answers 404 for another company's rows and 403 without the permission", async () => {
    expect(
      (await t.as(t.globex.admin, 'PUT', `${DEPARTMENTS}/${t.acme.department.id}`, { name: 'Mine' }))
        .statusCode,
    ).toBe(404);
    expect((await t.as(t.globex.admin, 'DELETE', `${DEPARTMENTS}/${t.acme.department.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await t.as(t.globex.admin, 'PUT', `${LOCATIONS}/${t.acme.location.id}`, { name: 'Mine' })).statusCode,
    ).toBe(404);
    expect((await t.as(t.globex.admin, 'DELETE', `${LOCATIONS}/${t.acme.location.id}`)).statusCode).toBe(404);
    expect((await t.as(t.acme.support, 'GET', DEPARTMENTS)).statusCode).toBe(403);
    expect((await t.as(t.acme.support, 'POST', LOCATIONS, { name: 'Paris' })).statusCode).toBe(403);
  });
});
