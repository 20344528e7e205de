import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, newHires, newHireTasks } from '../../../db/schema/index.ts';
import { createDepartment } from '../../../db/seed/org-factories.ts';
import { signedInWithRole, type SignedInUser } from '../../../../test/test-app.ts';
import {
  NEW_HIRES_URL as URL,
  errorPathsOf,
  onboardingTestApp,
  type OnboardingTestApp,
} from '../../../../test/onboarding-company.ts';

describe('new hires: /api/onboarding/new-hires', () => {
  let t: OnboardingTestApp;
  let viewer: SignedInUser;
  let maya: string;
  let harriet: string;
  let sales: string;

  beforeAll(async () => {
    t = await onboardingTestApp();
    viewer = await signedInWithRole(t.app, t.acme.company, {
      name: 'Hire viewer',
      permissions: ['onb.module.new_hires.new_hire.view'],
    });
    maya = (await t.colleague('Maya', 'Lindqvist')).id;
    harriet = (await t.colleague('Harriet', 'Cole')).id;
    sales = (await createDepartment(t.app.db, t.acme.company.id, { name: 'Sales' })).id;
    for (const task of [
      { name: 'Sign the contract', assigneeRole: 'new_hire', dueOffsetDays: -14, kind: 'form' },
      { name: 'Plan week one', assigneeRole: 'manager', dueOffsetDays: -3 },
      { name: 'Say hello', assigneeRole: 'buddy', dueOffsetDays: 0 },
      {
        name: 'Sales kit',
        assigneeRole: 'hr_contact',
        dueOffsetDays: 2,
        criteria: { departmentIds: [sales] },
      },
    ])
      await t.addPlanTask(task);
  });
  afterAll(() => t.close());

  const base = {
    legalFirstName: 'Grace',
    legalLastName: 'Hopper',
    personalEmail: 'Grace.Hopper@Example.test',
    startDate: '2030-03-04',
  };
  const addHire = (payload: Record<string, unknown> = {}) => t.addHire({ ...base, ...payload });
  const tasksOf = async (id: string) =>
    (await t.app.db.select().from(newHireTasks).where(eq(newHireTasks.newHireId, id))).sort(
      (a, b) => a.position - b.position,
    );

  it('adds a hire by hand with their plan assembled, and reads them back', async () => {
    const hire = await addHire({
      preferredFirstName: 'Amy',
      phone: '+44 7700 900123',
      jobTitle: 'Engineer',
      departmentId: t.acme.department.id,
      locationId: t.acme.location.id,
      managerUserId: maya,
      hrContactUserId: harriet,
      employmentType: 'full_time',
      workCountry: 'gb',
      customFields: { shirt: 'M', laptop: true },
    });
    expect(hire).toMatchObject({
      name: 'Amy Hopper',
      personalEmail: 'grace.hopper@example.test',
      department: { id: t.acme.department.id, name: 'Engineering' },
      location: { id: t.acme.location.id, name: 'London' },
      manager: { id: maya, name: 'Maya Lindqvist' },
      hrContact: { id: harriet, name: 'Harriet Cole' },
      buddy: null,
      workCountry: 'GB',
      state: 'pending',
      source: 'manual',
      userId: null,
      customFields: { shirt: 'M', laptop: true },
      tasks: { total: 3, done: 0, overdue: 0 },
    });
    const tasks = await tasksOf(hire.id);
    expect(tasks.map((task) => [task.name, task.assigneeUserId, task.dueDate])).toEqual([
      ['Sign the contract', null, '2030-02-18'],
      ['Plan week one', maya, '2030-03-01'],
      ['Say hello', null, '2030-03-04'],
    ]);
    const read = await t.as(viewer, 'GET', `${URL}/${hire.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(hire);
    const [audit] = await t.app.db.select().from(auditEvents).where(eq(auditEvents.targetId, hire.id));
    expect(audit).toMatchObject({
      action: 'onboarding.new_hire.create',
      after: { name: 'Amy Hopper', tasks: 3 },
    });
  });

  it('lists hires with search, filters, sort and pages', async () => {
    await addHire({
      legalFirstName: 'Alan',
      legalLastName: 'Turing',
      personalEmail: 'alan@example.test',
      startDate: '2030-01-06',
      departmentId: sales,
    });
    await addHire({
      legalFirstName: 'Ada',
      legalLastName: 'Lovelace',
      personalEmail: 'ada@example.test',
      startDate: '2030-05-01',
    });
    const page = await t.as(viewer, 'GET', `${URL}?limit=2&sortBy=startDate`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({ page: 1, limit: 2, total: 3, totalPages: 2 });
    expect(page.json().data.items.map((hire: { name: string }) => hire.name)).toEqual([
      'Alan Turing',
      'Amy Hopper',
    ]);
    const byName = (await t.as(viewer, 'GET', `${URL}?sortBy=name&sortOrder=-1`)).json().data.items;
    expect(byName.map((hire: { name: string }) => hire.name)).toEqual([
      'Alan Turing',
      'Ada Lovelace',
      'Amy Hopper',
    ]);
    const search = (await t.as(viewer, 'GET', `${URL}?search=LOVE`)).json().data.items;
    expect(search.map((hire: { name: string }) => hire.name)).toEqual(['Ada Lovelace']);
    expect((await t.as(viewer, 'GET', `${URL}?search=alan@`)).json().data.total).toBe(1);
    expect((await t.as(viewer, 'GET', `${URL}?search=%25`)).json().data.total).toBe(0);
    const filtered = (await t.as(viewer, 'GET', `${URL}?departmentId=${sales}`)).json().data.items;
    expect(filtered.map((hire: { name: string }) => hire.name)).toEqual(['Alan Turing']);
    expect(filtered[0].tasks.total).toBe(4);
    const range = (await t.as(viewer, 'GET', `${URL}?startFrom=2030-02-01&startTo=2030-03-04`)).json().data
      .items;
    expect(range.map((hire: { name: string }) => hire.name)).toEqual(['Amy Hopper']);
    expect((await t.as(viewer, 'GET', `${URL}?state=complete`)).json().data.total).toBe(0);
    const bad = await t.as(
      viewer,
      'GET',
      `${URL}?state=gone&startFrom=2030-13-01&sortBy=salary&locationId=x`,
    );
    expect(bad.statusCode).toBe(400);
    expect(errorPathsOf(bad)).toEqual(['locationId', 'sortBy', 'startFrom', 'state']);
    // Another company sees none of them.
    expect((await t.as(t.globex.admin, 'GET', URL)).json().data.total).toBe(0);
  });

  it("refuses bad input and links that are not the company's, naming the fields", async () => {
    const bad = await t.as(t.acme.admin, 'POST', URL, {
      legalFirstName: '',
      personalEmail: 'nope',
      startDate: '2030-02-30',
      phone: 'call me',
      workCountry: 'XX',
      employmentType: 'pirate',
      criterionValueIds: ['a'],
    });
    expect(bad.statusCode).toBe(400);
    expect(errorPathsOf(bad)).toEqual([
      'criterionValueIds.0',
      'employmentType',
      'legalFirstName',
      'legalLastName',
      'personalEmail',
      'phone',
      'startDate',
      'workCountry',
    ]);
    const far = await t.as(t.acme.admin, 'POST', URL, { ...base, startDate: '9999-01-01' });
    expect(far.json().errors).toEqual([{ path: 'startDate', message: 'Enter a date between 1900 and 2200' }]);
    const stranger = await t.as(t.acme.admin, 'POST', URL, {
      ...base,
      departmentId: t.globex.department.id,
      managerUserId: t.globex.admin.user.id,
      buddyUserId: maya,
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toEqual([
      { path: 'departmentId', message: 'Department not found' },
      { path: 'managerUserId', message: 'Person not found' },
    ]);
  });

  it('edits a hire: a new start date shifts the open tasks when asked, a new buddy takes the buddy tasks', async () => {
    const hire = await addHire({
      personalEmail: 'shift@example.test',
      managerUserId: maya,
      jobTitle: 'Engineer',
      phone: '+44 20 7946 0000',
      workCountry: 'IE',
    });
    const before = await tasksOf(hire.id);
    await t.app.db.update(newHireTasks).set({ status: 'done' }).where(eq(newHireTasks.id, before[0]!.id));

    const kept = await t.as(t.acme.admin, 'PATCH', `${URL}/${hire.id}`, { startDate: '2030-03-11' });
    expect(kept.statusCode, kept.body).toBe(200);
    // What the edit left out stays as it was.
    expect(kept.json().data).toMatchObject({
      jobTitle: 'Engineer',
      phone: '+44 20 7946 0000',
      workCountry: 'IE',
    });
    expect((await tasksOf(hire.id)).map((task) => [task.dueDate, task.dueOffsetDays])).toEqual([
      ['2030-02-18', -14],
      ['2030-03-01', -10],
      ['2030-03-04', -7],
    ]);
    const shifted = await t.as(t.acme.admin, 'PATCH', `${URL}/${hire.id}`, {
      startDate: '2030-03-18',
      shiftDueDates: true,
      buddyUserId: harriet,
      jobTitle: 'Staff engineer',
      preferredFirstName: '',
    });
    expect(shifted.statusCode, shifted.body).toBe(200);
    expect(shifted.json().data).toMatchObject({
      startDate: '2030-03-18',
      jobTitle: 'Staff engineer',
      preferredFirstName: null,
      buddy: { id: harriet, name: 'Harriet Cole' },
      manager: { id: maya },
    });
    expect((await tasksOf(hire.id)).map((task) => [task.name, task.dueDate, task.assigneeUserId])).toEqual([
      ['Sign the contract', '2030-02-18', null],
      ['Plan week one', '2030-03-08', maya],
      ['Say hello', '2030-03-11', harriet],
    ]);
    const cleared = await t.as(t.acme.admin, 'PATCH', `${URL}/${hire.id}`, {
      managerUserId: null,
      jobTitle: null,
    });
    expect(cleared.json().data).toMatchObject({ manager: null, jobTitle: null, startDate: '2030-03-18' });
    expect((await tasksOf(hire.id))[1]!.assigneeUserId).toBeNull();

    const bad = await t.as(t.acme.admin, 'PATCH', `${URL}/${hire.id}`, {
      startDate: null,
      shiftDueDates: 'yes',
      hrContactUserId: t.globex.admin.user.id,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorPathsOf(bad)).toEqual(['shiftDueDates', 'startDate']);
    const stranger = await t.as(t.acme.admin, 'PATCH', `${URL}/${hire.id}`, {
      hrContactUserId: t.globex.admin.user.id,
    });
    expect(stranger.json().errors).toEqual([{ path: 'hrContactUserId', message: 'Person not found' }]);
  });

  it('moves a hire through their states, refusing the moves that cannot be made with 409', async () => {
    const hire = await addHire({ personalEmail: 'states@example.test' });
    expect((await t.as(t.acme.admin, 'POST', `${URL}/${hire.id}/complete`)).statusCode).toBe(409);
    const invited = await t.as(t.acme.admin, 'POST', `${URL}/${hire.id}/invite`);
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().data).toMatchObject({ state: 'onboarding', invitedAt: expect.any(String) });
    const again = await t.as(t.acme.admin, 'POST', `${URL}/${hire.id}/invite`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Only a pending new hire can be invited',
    });
    const done = await t.as(t.acme.admin, 'POST', `${URL}/${hire.id}/complete`);
    expect(done.json().data).toMatchObject({ state: 'complete', completedAt: expect.any(String) });
    expect((await t.as(t.acme.admin, 'POST', `${URL}/${hire.id}/cancel`)).statusCode).toBe(409);

    const other = await addHire({ personalEmail: 'cancel@example.test' });
    const cancelled = await t.as(t.acme.admin, 'POST', `${URL}/${other.id}/cancel`);
    expect(cancelled.json().data).toMatchObject({ state: 'cancelled', cancelledAt: expect.any(String) });
    expect((await t.as(t.acme.admin, 'POST', `${URL}/${other.id}/invite`)).statusCode).toBe(409);
  });

  it('deletes a hire with their plan', async () => {
    const hire = await addHire({ personalEmail: 'delete@example.test' });
    expect((await t.as(t.acme.admin, 'DELETE', `${URL}/${hire.id}`)).statusCode).toBe(200);
    expect(await t.app.db.select().from(newHires).where(eq(newHires.id, hire.id))).toEqual([]);
    expect(await tasksOf(hire.id)).toEqual([]);
    expect((await t.as(t.acme.admin, 'GET', `${URL}/${hire.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another company's hire, and changes nothing", async () => {
    const hire = await addHire({ personalEmail: 'outsider@example.test' });
    for (const [method, path, payload] of [
      ['GET', '', undefined],
      ['PATCH', '', { jobTitle: 'Hijacked' }],
      ['DELETE', '', undefined],
      ['POST', '/invite', undefined],
      ['POST', '/complete', undefined],
      ['POST', '/cancel', undefined],
    ] as const)
      expect(
        (await t.as(t.globex.admin, method, `${URL}/${hire.id}${path}`, payload)).statusCode,
        `${method} ${path}`,
      ).toBe(404);
    expect((await t.as(t.acme.admin, 'GET', `${URL}/${hire.id}`)).json().data).toMatchObject({
      state: 'pending',
      jobTitle: null,
    });
  });

  it('needs the view, create, edit and delete permissions', async () => {
    const hire = await addHire({ personalEmail: 'guarded@example.test' });
    const employee = await signedInWithRole(t.app, t.acme.company, { name: 'Nobody', permissions: [] });
    expect((await t.as(employee, 'GET', URL)).statusCode).toBe(403);
    expect((await t.as(employee, 'GET', `${URL}/${hire.id}`)).statusCode).toBe(403);
    expect((await t.as(viewer, 'POST', URL, base)).statusCode).toBe(403);
    expect((await t.as(viewer, 'POST', `${URL}/import`, { csv: 'a' })).statusCode).toBe(403);
    expect((await t.as(viewer, 'PATCH', `${URL}/${hire.id}`, { jobTitle: 'X' })).statusCode).toBe(403);
    expect((await t.as(viewer, 'DELETE', `${URL}/${hire.id}`)).statusCode).toBe(403);
    for (const transition of ['invite', 'complete', 'cancel'])
      expect((await t.as(viewer, 'POST', `${URL}/${hire.id}/${transition}`)).statusCode).toBe(403);
  });
});
