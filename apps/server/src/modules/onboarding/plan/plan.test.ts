import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newHireTasks } from '../../../db/schema/index.ts';
import { createDepartment, createGroup, createLocation } from '../../../db/seed/org-factories.ts';
import { signedInWithRole, type SignedInUser } from '../../../../test/test-app.ts';
import {
  errorPathsOf,
  onboardingTestApp,
  PLAN_TASKS_URL as URL,
  type OnboardingTestApp,
} from '../../../../test/onboarding-company.ts';

const PREVIEW = '/api/onboarding/settings/preview';

describe('onboarding plan: /api/onboarding/settings/tasks and /preview', () => {
  let t: OnboardingTestApp;
  let previewer: SignedInUser;
  let sales: string;
  let paris: string;
  let itTeam: string;
  let ian: string;

  beforeAll(async () => {
    t = await onboardingTestApp();
    previewer = await signedInWithRole(t.app, t.acme.company, {
      name: 'Previewer',
      permissions: ['onb.settings.plan.preview.view'],
    });
    sales = (await createDepartment(t.app.db, t.acme.company.id, { name: 'Sales' })).id;
    paris = (await createLocation(t.app.db, t.acme.company.id, { name: 'Paris' })).id;
    ian = (await t.colleague('Ian', 'Tech')).id;
    itTeam = (await createGroup(t.app.db, t.acme.company.id, { name: 'IT' }, [ian])).id;
  });
  afterAll(() => t.close());

  const clearPlan = async () => {
    for (const task of (await t.as(t.acme.admin, 'GET', URL)).json().data as Array<{ id: string }>)
      expect((await t.as(t.acme.admin, 'DELETE', `${URL}/${task.id}`)).statusCode).toBe(200);
  };

  it('adds tasks with criteria and roles, lists them in order, edits and deletes them', async () => {
    const laptop = await t.addPlanTask({
      name: 'Order a laptop',
      instructions: '<p>For {{NEW_HIRE_FULL_NAME}}, starting {{START_DATE}}</p><script>x</script>',
      category: 'it_equipment',
      assigneeRole: 'it',
      assigneeGroupId: itTeam,
      dueOffsetDays: -7,
      criteria: { departmentIds: [t.acme.department.id, sales], employmentTypes: ['full_time'] },
    });
    expect(laptop).toMatchObject({
      name: 'Order a laptop',
      instructions: '<p>For {{NEW_HIRE_FULL_NAME}}, starting {{START_DATE}}</p>',
      category: 'it_equipment',
      kind: 'task',
      assigneeRole: 'it',
      assignee: null,
      assigneeGroup: { id: itTeam, name: 'IT' },
      dueOffsetDays: -7,
      position: 0,
      active: true,
      criteria: {
        departments: [
          { id: t.acme.department.id, name: 'Engineering' },
          { id: sales, name: 'Sales' },
        ],
        locations: [],
        employmentTypes: ['full_time'],
        criterionValues: [],
      },
    });
    const welcome = await t.addPlanTask({ name: 'Welcome lunch', assigneeRole: 'manager', dueOffsetDays: 1 });
    expect(welcome.position).toBe(1);
    // A role of the hire's names nobody on the task, whatever was sent.
    const named = await t.addPlanTask({ name: 'Buddy coffee', assigneeRole: 'buddy', assigneeUserId: ian });
    expect(named).toMatchObject({ assignee: null, assigneeGroup: null });

    const list = (await t.as(t.acme.admin, 'GET', URL)).json().data;
    expect(list.map((task: { name: string }) => task.name)).toEqual([
      'Order a laptop',
      'Welcome lunch',
      'Buddy coffee',
    ]);
    const one = await t.as(t.acme.admin, 'GET', `${URL}/${welcome.id}`);
    expect(one.json().data.name).toBe('Welcome lunch');

    const edited = await t.as(t.acme.admin, 'PUT', `${URL}/${welcome.id}`, {
      name: 'Team lunch',
      assigneeRole: 'person',
      assigneeUserId: ian,
      dueOffsetDays: 2,
      criteria: { locationIds: [paris] },
      active: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: 'Team lunch',
      assignee: { id: ian, name: 'Ian Tech' },
      active: false,
      criteria: { locations: [{ id: paris, name: 'Paris' }] },
    });

    const reordered = await t.as(t.acme.admin, 'PUT', `${URL}/order`, {
      ids: [named.id, welcome.id, laptop.id],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().data.map((task: { name: string }) => task.name)).toEqual([
      'Buddy coffee',
      'Team lunch',
      'Order a laptop',
    ]);
    const partial = await t.as(t.acme.admin, 'PUT', `${URL}/order`, { ids: [named.id] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors[0]).toEqual({ path: 'ids', message: 'List every task of the plan once' });
    await clearPlan();
  });

  it('refuses bad input with the failing fields', async () => {
    const missing = await t.as(t.acme.admin, 'POST', URL, {
      name: ' ',
      assigneeRole: 'nobody',
      dueOffsetDays: 400,
    });
    expect(missing.statusCode).toBe(400);
    expect(errorPathsOf(missing)).toEqual(['assigneeRole', 'dueOffsetDays', 'name']);
    const person = await t.as(t.acme.admin, 'POST', URL, { name: 'X', assigneeRole: 'person' });
    expect(person.json().errors).toEqual([{ path: 'assigneeUserId', message: 'Select a person' }]);
    const group = await t.as(t.acme.admin, 'POST', URL, { name: 'X', assigneeRole: 'group' });
    expect(group.json().errors).toEqual([{ path: 'assigneeGroupId', message: 'Select a group' }]);
    const token = await t.as(t.acme.admin, 'POST', URL, {
      name: 'X',
      assigneeRole: 'manager',
      instructions: 'Hi {{CANDIDATE_NAME}}',
    });
    expect(token.json().errors).toEqual([
      { path: 'instructions', message: 'Unknown token {{CANDIDATE_NAME}}' },
    ]);
    const twice = await t.as(t.acme.admin, 'POST', URL, {
      name: 'X',
      assigneeRole: 'manager',
      criteria: { locationIds: [paris, paris], employmentTypes: ['nope'] },
    });
    expect(errorPathsOf(twice)).toEqual(['criteria.employmentTypes.0', 'criteria.locationIds']);
  });

  it("refuses another company's records as links, and their tasks are not found", async () => {
    const theirLocation = t.globex.location.id;
    const stranger = await t.as(t.acme.admin, 'POST', URL, {
      name: 'X',
      assigneeRole: 'person',
      assigneeUserId: t.globex.admin.user.id,
      criteria: { locationIds: [paris, theirLocation] },
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors).toEqual([
      { path: 'assigneeUserId', message: 'Person not found' },
      { path: 'criteria.locationIds.1', message: 'Location not found' },
    ]);
    const ours = await t.addPlanTask({ name: 'Ours', assigneeRole: 'manager' });
    expect((await t.as(t.globex.admin, 'GET', `${URL}/${ours.id}`)).statusCode).toBe(404);
    expect(
      (await t.as(t.globex.admin, 'PUT', `${URL}/${ours.id}`, { name: 'Hijacked', assigneeRole: 'manager' }))
        .statusCode,
    ).toBe(404);
    expect((await t.as(t.globex.admin, 'DELETE', `${URL}/${ours.id}`)).statusCode).toBe(404);
    expect((await t.as(t.globex.admin, 'PUT', `${URL}/order`, { ids: [ours.id] })).statusCode).toBe(400);
    expect((await t.as(t.globex.admin, 'GET', URL)).json().data).toEqual([]);
    expect((await t.as(t.globex.admin, 'GET', `${PREVIEW}?locationId=${paris}`)).statusCode).toBe(400);
    expect((await t.as(t.acme.admin, 'GET', `${URL}/${ours.id}`)).json().data.name).toBe('Ours');
    await clearPlan();
  });

  it('previews the tasks a sample hire would get, due from a sample start date', async () => {
    const remote = (
      await t.as(t.acme.admin, 'POST', '/api/onboarding/settings/other-criteria', {
        name: 'Remote',
        values: [{ name: 'Yes' }, { name: 'No' }],
      })
    ).json().data;
    const [yes, no] = remote.values;
    await t.addPlanTask({ name: 'Everyone: handbook', assigneeRole: 'new_hire', dueOffsetDays: -3 });
    await t.addPlanTask({
      name: 'Engineering in London: desk',
      instructions: '<p>A desk for {{NEW_HIRE_FIRST_NAME}}</p>',
      assigneeRole: 'it',
      assigneeUserId: ian,
      dueOffsetDays: -14,
      criteria: { departmentIds: [t.acme.department.id], locationIds: [t.acme.location.id] },
    });
    await t.addPlanTask({
      name: 'Remote: ship a kit',
      assigneeRole: 'hr_contact',
      dueOffsetDays: -10,
      criteria: { criterionValueIds: [yes.id], employmentTypes: ['full_time', 'part_time'] },
    });
    await t.addPlanTask({ name: 'Inactive', assigneeRole: 'manager', active: false });

    const sample = await t.as(
      previewer,
      'GET',
      `${PREVIEW}?departmentId=${t.acme.department.id}&locationId=${t.acme.location.id}&startDate=2030-03-04`,
    );
    expect(sample.statusCode, sample.body).toBe(200);
    expect(sample.json().data).toEqual({
      startDate: '2030-03-04',
      tasks: [
        expect.objectContaining({
          name: 'Everyone: handbook',
          dueDate: '2030-03-01',
          assigneeRole: 'new_hire',
        }),
        expect.objectContaining({
          name: 'Engineering in London: desk',
          dueDate: '2030-02-18',
          instructions: '<p>A desk for Grace</p>',
          assignee: { id: ian, name: 'Ian Tech' },
        }),
      ],
    });
    const remoteSample = await t.as(
      previewer,
      'GET',
      `${PREVIEW}?employmentType=part_time&criterionValueIds=${no.id},${yes.id}&startDate=2030-03-04`,
    );
    expect(remoteSample.json().data.tasks.map((task: { name: string }) => task.name)).toEqual([
      'Everyone: handbook',
      'Remote: ship a kit',
    ]);
    const contractor = await t.as(
      previewer,
      'GET',
      `${PREVIEW}?employmentType=contractor&criterionValueIds=${yes.id}`,
    );
    expect(contractor.json().data.tasks.map((task: { name: string }) => task.name)).toEqual([
      'Everyone: handbook',
    ]);
    expect(contractor.json().data.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const bad = await t.as(
      previewer,
      'GET',
      `${PREVIEW}?startDate=2030-02-30&criterionValueIds=x&employmentType=y`,
    );
    expect(bad.statusCode).toBe(400);
    expect(errorPathsOf(bad)).toEqual(['criterionValueIds.0', 'employmentType', 'startDate']);
  });

  it("assembles a hire's plan from the tasks meant for them, and a deleted task leaves the copies", async () => {
    const hire = await t.addHire({
      legalFirstName: 'Grace',
      legalLastName: 'Hopper',
      personalEmail: 'grace@example.test',
      startDate: '2030-03-04',
      departmentId: t.acme.department.id,
      locationId: t.acme.location.id,
    });
    const tasks = await t.app.db.select().from(newHireTasks).where(eq(newHireTasks.newHireId, hire.id));
    expect(tasks.map((task) => task.name).sort()).toEqual([
      'Engineering in London: desk',
      'Everyone: handbook',
    ]);
    const desk = tasks.find((task) => task.name.startsWith('Engineering'))!;
    expect(desk).toMatchObject({
      instructions: '<p>A desk for Grace</p>',
      dueDate: '2030-02-18',
      assigneeUserId: ian,
    });
    expect((await t.as(t.acme.admin, 'DELETE', `${URL}/${desk.templateId}`)).statusCode).toBe(200);
    const [kept] = await t.app.db.select().from(newHireTasks).where(eq(newHireTasks.id, desk.id));
    expect(kept).toMatchObject({ templateId: null, name: 'Engineering in London: desk' });
  });

  it('needs the tasks permission, and the preview permission for the preview', async () => {
    const task = await t.addPlanTask({ name: 'Guarded', assigneeRole: 'manager' });
    expect((await t.as(previewer, 'GET', URL)).statusCode).toBe(403);
    expect((await t.as(previewer, 'POST', URL, { name: 'X', assigneeRole: 'manager' })).statusCode).toBe(403);
    expect((await t.as(previewer, 'GET', `${URL}/${task.id}`)).statusCode).toBe(403);
    expect(
      (await t.as(previewer, 'PUT', `${URL}/${task.id}`, { name: 'X', assigneeRole: 'manager' })).statusCode,
    ).toBe(403);
    expect((await t.as(previewer, 'PUT', `${URL}/order`, { ids: [task.id] })).statusCode).toBe(403);
    expect((await t.as(previewer, 'DELETE', `${URL}/${task.id}`)).statusCode).toBe(403);
    const planner = await signedInWithRole(t.app, t.acme.company, {
      name: 'Planner',
      permissions: ['onb.settings.plan.tasks.manage'],
    });
    expect((await t.as(planner, 'GET', PREVIEW)).statusCode).toBe(403);
    expect((await t.as(planner, 'GET', URL)).statusCode).toBe(200);
  });
});
