import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../db/seed/factories.ts';
import { createDepartment, createGroup, createLocation } from '../../../db/seed/org-factories.ts';
import {
  createTestApp,
  injectAs,
  signedInUser,
  type SignedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';

const DIRECTORY = '/api/performance/directory';

describe('performance directory: /api/performance/directory', () => {
  let t: TestApp;
  /** The head of the company: nobody manages her. */
  let ceo: SignedInUser;
  /** Reports to the CEO, and manages Ethan. */
  let manager: SignedInUser;
  /** Reports to Maya. */
  let employee: SignedInUser;
  let outsider: SignedInUser;
  let platformOperator: SignedInUser;
  let priyaId: string;
  let leftId: string;
  let groupId: string;
  let engineeringId: string;

  const names = (body: { data: { items: Array<{ name: string }> } }) => body.data.items.map((p) => p.name);

  beforeAll(async () => {
    t = await createTestApp();
    ceo = await signedInUser(t.app, {
      firstName: 'Amelia',
      lastName: 'Hart',
      role: 'COMPANY_ADMIN',
      jobTitle: 'CEO',
    });
    const company = ceo.company;
    const db = t.app.db;
    engineeringId = (await createDepartment(db, company.id, { name: 'Engineering' })).id;
    const edinburgh = await createLocation(db, company.id, { name: 'Edinburgh' });
    manager = await signedInUser(
      t.app,
      {
        firstName: 'Maya',
        lastName: 'Lindqvist',
        role: null,
        managerId: ceo.user.id,
        departmentId: engineeringId,
        jobTitle: 'Engineering Manager',
        startDate: '2020-05-18',
      },
      company,
    );
    employee = await signedInUser(
      t.app,
      {
        firstName: 'Ethan',
        lastName: 'Brooks',
        role: null,
        managerId: manager.user.id,
        departmentId: engineeringId,
      },
      company,
    );
    const priya = await createUser(db, company.id, {
      firstName: 'Priya',
      lastName: 'Sharma',
      role: null,
      managerId: employee.user.id,
      locationId: edinburgh.id,
      jobTitle: 'Data Engineer',
      status: 'invited',
    });
    priyaId = priya.id;
    leftId = (
      await createUser(db, company.id, {
        firstName: 'Leah',
        lastName: 'Goldberg',
        role: null,
        managerId: manager.user.id,
        status: 'inactive',
      })
    ).id;
    groupId = (await createGroup(db, company.id, { name: 'Mentors' }, [employee.user.id])).id;
    outsider = await signedInUser(t.app, { firstName: 'Otto', lastName: 'Outsider', role: 'COMPANY_ADMIN' });
    platformOperator = await signedInUser(t.app, { role: 'SUPER_ADMIN' }, company);
  });
  afterAll(() => t.close());

  it('lists everyone still here to any employee, in name order, with their manager and reports counted', async () => {
    const response = await injectAs(t.app, employee, { method: 'GET', url: DIRECTORY });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    // The platform operator has an account in the company too; Leah has left.
    expect(names(body)).toEqual(
      expect.arrayContaining(['Ethan Brooks', 'Amelia Hart', 'Maya Lindqvist', 'Priya Sharma']),
    );
    expect(names(body)).not.toContain('Leah Goldberg');
    const maya = body.data.items.find((person: { name: string }) => person.name === 'Maya Lindqvist');
    expect(maya).toMatchObject({
      jobTitle: 'Engineering Manager',
      department: { id: engineeringId, name: 'Engineering' },
      manager: { id: ceo.user.id, name: 'Amelia Hart' },
      startDate: '2020-05-18',
      status: 'active',
      // Ethan; Leah has left and is not counted.
      directReports: 1,
    });
    expect(maya).not.toHaveProperty('passwordHash');
  });

  it('searches names, emails and titles, and filters by department, location, manager and group', async () => {
    const get = async (query: string) => {
      const response = await injectAs(t.app, employee, { method: 'GET', url: `${DIRECTORY}?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    expect(names(await get('search=data%20eng'))).toEqual(['Priya Sharma']);
    const filtered = await get(`departmentId=${engineeringId}`);
    expect(names(filtered)).toEqual(['Ethan Brooks', 'Maya Lindqvist']);
    expect(filtered.data.total).toBe(2);
    expect(names(await get(`managerId=${manager.user.id}`))).toEqual(['Ethan Brooks']);
    expect(names(await get(`groupId=${groupId}`))).toEqual(['Ethan Brooks']);
    expect(names(await get(`search=brooks&departmentId=${engineeringId}`))).toEqual(['Ethan Brooks']);
    const byStart = await get(`departmentId=${engineeringId}&sortBy=startDate&sortOrder=-1`);
    // A person without a start date comes last either way.
    expect(names(byStart)).toEqual(['Maya Lindqvist', 'Ethan Brooks']);
  });

  it('refuses a bad filter with the failing field', async () => {
    const response = await injectAs(t.app, employee, {
      method: 'GET',
      url: `${DIRECTORY}?departmentId=nope&sortBy=salary`,
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { path: string }) => error.path)
        .sort(),
    ).toEqual(['departmentId', 'sortBy']);
  });

  it("offers the filters' choices: managers are the people with reports still here", async () => {
    const response = await injectAs(t.app, employee, { method: 'GET', url: `${DIRECTORY}/lookups` });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.departments).toEqual([{ id: engineeringId, name: 'Engineering' }]);
    expect(data.groups).toEqual([{ id: groupId, name: 'Mentors' }]);
    expect(data.managers.map((m: { name: string }) => m.name)).toEqual([
      'Ethan Brooks',
      'Amelia Hart',
      'Maya Lindqvist',
    ]);
  });

  it('shows a profile with the manager chain, the reports and how the viewer relates to them', async () => {
    const asManager = await injectAs(t.app, manager, { method: 'GET', url: `${DIRECTORY}/${priyaId}` });
    expect(asManager.statusCode, asManager.body).toBe(200);
    const priya = asManager.json().data;
    expect(priya).toMatchObject({ name: 'Priya Sharma', status: 'invited', relation: 'manager' });
    expect(priya.managerChain.map((m: { name: string }) => m.name)).toEqual([
      'Ethan Brooks',
      'Maya Lindqvist',
      'Amelia Hart',
    ]);
    const maya = await injectAs(t.app, employee, { method: 'GET', url: `${DIRECTORY}/${manager.user.id}` });
    expect(maya.json().data).toMatchObject({ relation: 'colleague', groups: [] });
    expect(maya.json().data.reports.map((r: { name: string }) => r.name)).toEqual(['Ethan Brooks']);
    const own = await injectAs(t.app, employee, { method: 'GET', url: `${DIRECTORY}/${employee.user.id}` });
    expect(own.json().data).toMatchObject({ relation: 'self', groups: [{ id: groupId, name: 'Mentors' }] });
    // Someone who has left still has a profile (old feedback links to it), marked so.
    const left = await injectAs(t.app, employee, { method: 'GET', url: `${DIRECTORY}/${leftId}` });
    expect(left.json().data.status).toBe('inactive');
  });

  it('walks the organisation chart from the top down', async () => {
    const top = await injectAs(t.app, employee, { method: 'GET', url: `${DIRECTORY}/org-chart` });
    expect(top.statusCode, top.body).toBe(200);
    expect(top.json().data.focus).toBeNull();
    expect(top.json().data.reports.map((n: { name: string }) => n.name)).toContain('Amelia Hart');
    expect(top.json().data.reports.map((n: { name: string }) => n.name)).not.toContain('Maya Lindqvist');
    const around = await injectAs(t.app, employee, {
      method: 'GET',
      url: `${DIRECTORY}/org-chart?personId=${employee.user.id}`,
    });
    const chart = around.json().data;
    expect(chart.focus).toMatchObject({ name: 'Ethan Brooks', directReports: 1 });
    expect(chart.chain.map((n: { name: string }) => n.name)).toEqual(['Amelia Hart', 'Maya Lindqvist']);
    expect(chart.reports.map((n: { name: string }) => n.name)).toEqual(['Priya Sharma']);
  });

  it("answers 404 for another company's person, and 403 without the directory's permissions", async () => {
    const foreign = await injectAs(t.app, outsider, {
      method: 'GET',
      url: `${DIRECTORY}/${manager.user.id}`,
    });
    expect(foreign.statusCode).toBe(404);
    const chart = await injectAs(t.app, outsider, {
      method: 'GET',
      url: `${DIRECTORY}/org-chart?personId=${manager.user.id}`,
    });
    expect(chart.statusCode).toBe(404);
    const list = await injectAs(t.app, outsider, { method: 'GET', url: DIRECTORY });
    expect(names(list.json())).toEqual(['Otto Outsider']);
    for (const url of [DIRECTORY, `${DIRECTORY}/${manager.user.id}`, `${DIRECTORY}/org-chart`])
      expect((await injectAs(t.app, platformOperator, { method: 'GET', url })).statusCode).toBe(403);
  });
});
