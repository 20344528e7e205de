import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../../db/schema/index.ts';
import { createUser } from '../../../db/seed/factories.ts';
import { createCompanyRole, createDepartment } from '../../../db/seed/org-factories.ts';
import { signedInUser, signedInWithRole, type SignedInUser } from '../../../../test/test-app.ts';
import {
  errorPathsOf,
  NEW_HIRES_URL,
  onboardingTestApp,
  type OnboardingTestApp,
} from '../../../../test/onboarding-company.ts';

const SETTINGS = '/api/onboarding/settings/permission';
const SEES = ['onb.module.new_hires.new_hire.view', 'onb.module.tasks.task.view.all'] as const;

describe('onboarding settings → permission: which hires each role sees', () => {
  let t: OnboardingTestApp;
  let deptHr: SignedInUser;
  let boss: SignedInUser;
  let middle: UserRow;
  let deptRoleId: string;
  let bossRoleId: string;
  const hires: Record<string, string> = {};

  beforeAll(async () => {
    t = await onboardingTestApp();
    const sales = await createDepartment(t.app.db, t.acme.company.id, { name: 'Sales' });
    const deptRole = await createCompanyRole(t.app.db, t.acme.company.id, {
      name: 'Department HR',
      permissions: [...SEES],
    });
    const bossRole = await createCompanyRole(t.app.db, t.acme.company.id, {
      name: 'Manager',
      permissions: [...SEES],
    });
    deptRoleId = deptRole.id;
    bossRoleId = bossRole.id;
    deptHr = await signedInUser(
      t.app,
      { role: null, customRoleId: deptRole.id, departmentId: t.acme.department.id },
      t.acme.company,
    );
    boss = await signedInUser(t.app, { role: null, customRoleId: bossRole.id }, t.acme.company);
    // The boss's report, who manages a hire: the hire is the boss's indirect report.
    middle = await createUser(t.app.db, t.acme.company.id, {
      role: null,
      managerId: boss.user.id,
      firstName: 'Mid',
      lastName: 'Dle',
    });
    await t.addPlanTask({
      name: 'Welcome call',
      assigneeRole: 'hr_contact',
      assigneeUserId: undefined,
      dueOffsetDays: 0,
    });
    const add = async (key: string, fields: object) => {
      hires[key] = (
        await t.addHire({
          legalFirstName: key,
          legalLastName: 'Hire',
          personalEmail: `${key}@example.test`,
          startDate: '2030-03-02',
          hrContactUserId: t.acme.admin.user.id,
          ...fields,
        })
      ).id;
    };
    await add('eng', { departmentId: t.acme.department.id });
    await add('sales', { departmentId: sales.id });
    await add('direct', { managerUserId: boss.user.id });
    await add('indirect', { managerUserId: middle.id });
  });
  afterAll(() => t.close());

  const listed = async (who: SignedInUser) => {
    const response = await t.as(who, 'GET', `${NEW_HIRES_URL}?limit=100`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.items as Array<{ legalFirstName: string }>)
      .map((hire) => hire.legalFirstName)
      .sort();
  };
  const taskHires = async (who: SignedInUser) => {
    const response = await t.as(who, 'GET', '/api/onboarding/my-tasks?assignee=all&limit=100');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    const names = [
      ...new Set(
        (data.items as Array<{ newHire: { name: string } }>).map((task) => task.newHire.name.split(' ')[0]),
      ),
    ];
    return { names: names.sort(), total: data.total as number };
  };

  it('shows every hire to every role by default', async () => {
    expect(await listed(deptHr)).toEqual(['direct', 'eng', 'indirect', 'sales']);
    expect(await listed(boss)).toEqual(['direct', 'eng', 'indirect', 'sales']);
    const roles = (await t.as(t.acme.admin, 'GET', SETTINGS)).json().data;
    expect(roles.map((role: { roleKey: string }) => role.roleKey)).toEqual(
      expect.arrayContaining([
        'COMPANY_ADMIN',
        'ADMIN',
        'OPERATIONS',
        'SUPPORT',
        deptRoleId,
        bossRoleId,
        'NO_ROLE',
      ]),
    );
    expect(roles.every((role: { scope: string }) => role.scope === 'all')).toBe(true);
  });

  it("limits a role to its department or its reports: the list, the hire (404) and everyone's tasks", async () => {
    const saved = await t.as(t.acme.admin, 'PUT', SETTINGS, {
      roles: [
        { roleKey: deptRoleId, scope: 'department' },
        { roleKey: bossRoleId, scope: 'reports' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.find((role: { roleKey: string }) => role.roleKey === deptRoleId).scope).toBe(
      'department',
    );

    expect(await listed(deptHr)).toEqual(['eng']);
    expect(await listed(boss)).toEqual(['direct', 'indirect']);
    expect(await listed(t.acme.admin)).toEqual(['direct', 'eng', 'indirect', 'sales']);

    expect((await t.as(deptHr, 'GET', `${NEW_HIRES_URL}/${hires.eng}`)).statusCode).toBe(200);
    expect((await t.as(deptHr, 'GET', `${NEW_HIRES_URL}/${hires.sales}`)).statusCode).toBe(404);
    expect((await t.as(boss, 'GET', `${NEW_HIRES_URL}/${hires.indirect}`)).statusCode).toBe(200);
    expect((await t.as(boss, 'GET', `${NEW_HIRES_URL}/${hires.eng}`)).statusCode).toBe(404);

    expect(await taskHires(deptHr)).toEqual({ names: ['eng'], total: 1 });
    expect(await taskHires(boss)).toEqual({ names: ['direct', 'indirect'], total: 2 });
    expect((await taskHires(t.acme.admin)).total).toBe(4);
  });

  it('a holder of the department scope with no department sees none', async () => {
    const drifter = await signedInUser(t.app, { role: null, customRoleId: deptRoleId }, t.acme.company);
    expect(await listed(drifter)).toEqual([]);
  });

  it('refuses unknown roles and bad scopes, and answers 403 without the permission', async () => {
    const bad = await t.as(t.acme.admin, 'PUT', SETTINGS, {
      roles: [{ roleKey: 'ADMIN', scope: 'everyone' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(errorPathsOf(bad)).toEqual(['roles.0.scope']);
    // Another company's role is no role of ours (an outsider's id reads as unknown).
    const globexRole = await createCompanyRole(t.app.db, t.globex.company.id, {
      name: 'Theirs',
      permissions: [],
    });
    const foreign = await t.as(t.acme.admin, 'PUT', SETTINGS, {
      roles: [{ roleKey: globexRole.id, scope: 'reports' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(errorPathsOf(foreign)).toEqual(['roles.0.roleKey']);
    expect(
      (await t.as(t.globex.admin, 'GET', SETTINGS))
        .json()
        .data.some((role: { roleKey: string }) => role.roleKey === deptRoleId),
    ).toBe(false);
    const viewer = await signedInWithRole(t.app, t.acme.company, {
      name: 'Viewer',
      permissions: ['onb.module.new_hires.new_hire.view'],
    });
    expect((await t.as(viewer, 'GET', SETTINGS)).statusCode).toBe(403);
    expect((await t.as(viewer, 'PUT', SETTINGS, { roles: [] })).statusCode).toBe(403);
  });
});
