import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newHireTasks } from '../../../db/schema/index.ts';
import { createGroup } from '../../../db/seed/org-factories.ts';
import { signedInUser, signedInWithRole, type SignedInUser } from '../../../../test/test-app.ts';
import {
  NEW_HIRES_URL as HIRES,
  errorPathsOf,
  onboardingTestApp,
  type OnboardingTestApp,
} from '../../../../test/onboarding-company.ts';
import { addDays, todayIn } from '../plan/plan-rules.ts';

const MY = '/api/onboarding/my-tasks';
const TASKS = '/api/onboarding/tasks';

describe("onboarding tasks: my tasks, a hire's tasks, doing them", () => {
  let t: OnboardingTestApp;
  let maya: SignedInUser;
  let ian: SignedInUser;
  let hr: SignedInUser;
  let itGroup: string;
  let hireA: string;
  let hireB: string;
  const today = todayIn('UTC');

  beforeAll(async () => {
    t = await onboardingTestApp();
    maya = await signedInUser(t.app, { role: null, firstName: 'Maya', lastName: 'Manager' }, t.acme.company);
    ian = await signedInUser(t.app, { role: null, firstName: 'Ian', lastName: 'Tech' }, t.acme.company);
    hr = await signedInWithRole(t.app, t.acme.company, {
      name: 'HR',
      permissions: [
        'onb.module.tasks.task.view.all',
        'onb.module.tasks.task.complete.all',
        'onb.module.new_hires.new_hire.view',
      ],
    });
    itGroup = (await createGroup(t.app.db, t.acme.company.id, { name: 'IT' }, [ian.user.id])).id;
    for (const task of [
      { name: 'Plan week one', assigneeRole: 'manager', dueOffsetDays: -3 },
      { name: 'Lunch', assigneeRole: 'manager', dueOffsetDays: 10 },
      { name: 'Laptop', assigneeRole: 'it', assigneeGroupId: itGroup, dueOffsetDays: -7 },
      { name: 'Say hello', assigneeRole: 'buddy', dueOffsetDays: 0 },
    ])
      await t.addPlanTask(task);
    hireA = await addHire('Alan', 'Turing', addDays(today, -5));
    hireB = await addHire('Ada', 'Lovelace', addDays(today, 20));
  });
  afterAll(() => t.close());

  async function addHire(first: string, last: string, startDate: string) {
    const hire = await t.addHire({
      legalFirstName: first,
      legalLastName: last,
      personalEmail: `${first.toLowerCase()}@example.test`,
      startDate,
      managerUserId: maya.user.id,
    });
    return hire.id;
  }
  const namesOf = (items: Array<{ name: string; newHire: { name: string } }>) =>
    items.map((item) => `${item.newHire.name}: ${item.name}`);
  const taskNamed = async (hireId: string, name: string) =>
    (await t.app.db.select().from(newHireTasks).where(eq(newHireTasks.newHireId, hireId))).find(
      (task) => task.name === name,
    )!;

  it("lists my tasks across hires: open first, overdue first, then by due date, with the hire's name", async () => {
    const mine = await t.as(maya, 'GET', MY);
    expect(mine.statusCode, mine.body).toBe(200);
    const page = mine.json().data;
    expect(page).toMatchObject({ total: 4, page: 1 });
    expect(namesOf(page.items)).toEqual([
      'Alan Turing: Plan week one',
      'Alan Turing: Lunch',
      'Ada Lovelace: Plan week one',
      'Ada Lovelace: Lunch',
    ]);
    expect(page.items[0]).toMatchObject({
      isOverdue: true,
      status: 'open',
      dueDate: addDays(today, -8),
      assignee: { id: maya.user.id, name: 'Maya Manager' },
      newHire: { id: hireA, name: 'Alan Turing', state: 'pending' },
    });
    expect(page.items[1].isOverdue).toBe(false);
    const second = (await t.as(maya, 'GET', `${MY}?limit=3&page=2`)).json().data;
    expect(second).toMatchObject({ total: 4, totalPages: 2 });
    expect(namesOf(second.items)).toEqual(['Ada Lovelace: Lunch']);
    expect((await t.as(maya, 'GET', `${MY}?page=9`)).json().data).toMatchObject({ total: 4, items: [] });
    // A group's task is each member's.
    const ians = (await t.as(ian, 'GET', MY)).json().data.items;
    expect(namesOf(ians)).toEqual(['Alan Turing: Laptop', 'Ada Lovelace: Laptop']);
    expect(ians[0].assigneeGroup).toEqual({ id: itGroup, name: 'IT' });
  });

  it("shows everyone's or a colleague's tasks only with task.view.all", async () => {
    const all = (await t.as(hr, 'GET', `${MY}?assignee=all&limit=100`)).json().data;
    expect(all.total).toBe(8);
    const mayas = (await t.as(hr, 'GET', `${MY}?assignee=${maya.user.id}&status=open`)).json().data;
    expect(mayas.total).toBe(4);
    expect((await t.as(hr, 'GET', MY)).json().data.total).toBe(0);
    expect((await t.as(maya, 'GET', `${MY}?assignee=all`)).statusCode).toBe(403);
    expect((await t.as(maya, 'GET', `${MY}?assignee=${ian.user.id}`)).statusCode).toBe(403);
    expect((await t.as(maya, 'GET', `${MY}?assignee=${maya.user.id}`)).statusCode).toBe(200);
    // Every employee may see their own; the platform operator holds no onboarding grant at all.
    const operator = await signedInUser(t.app, { role: 'SUPER_ADMIN' }, t.acme.company);
    expect((await t.as(operator, 'GET', MY)).statusCode).toBe(403);
    const bad = await t.as(maya, 'GET', `${MY}?status=late&assignee=someone&limit=0`);
    expect(bad.statusCode).toBe(400);
    expect(errorPathsOf(bad)).toEqual(['assignee', 'limit', 'status']);
    // Another company's view of all is its own.
    expect((await t.as(t.globex.admin, 'GET', `${MY}?assignee=all`)).json().data.total).toBe(0);
  });

  it("lists a hire's tasks in the plan's order and adds one by hand", async () => {
    const list = await t.as(hr, 'GET', `${HIRES}/${hireB}/tasks`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((task: { name: string }) => task.name)).toEqual([
      'Plan week one',
      'Lunch',
      'Laptop',
      'Say hello',
    ]);
    expect(list.json().data[3]).toMatchObject({ assigneeRole: 'buddy', assignee: null, assigneeGroup: null });

    const byDate = await t.as(t.acme.admin, 'POST', `${HIRES}/${hireB}/tasks`, {
      name: 'Book a desk for {{NEW_HIRE_FIRST_NAME}}',
      instructions: '<p>Near {{MANAGER_NAME}}</p>',
      assigneeUserId: ian.user.id,
      dueDate: addDays(today, 15),
    });
    expect(byDate.statusCode, byDate.body).toBe(201);
    expect(byDate.json().data).toMatchObject({
      templateId: null,
      assigneeRole: 'person',
      assignee: { id: ian.user.id, name: 'Ian Tech' },
      instructions: '<p>Near Maya Manager</p>',
      dueDate: addDays(today, 15),
      dueOffsetDays: -5,
      position: 4,
    });
    const byRole = await t.as(t.acme.admin, 'POST', `${HIRES}/${hireB}/tasks`, {
      name: 'Check in',
      assigneeRole: 'manager',
      dueOffsetDays: 30,
      category: 'introductions',
    });
    expect(byRole.json().data).toMatchObject({
      assignee: { id: maya.user.id },
      dueDate: addDays(today, 50),
      dueOffsetDays: 30,
    });
    const bad = await t.as(t.acme.admin, 'POST', `${HIRES}/${hireB}/tasks`, {
      name: '',
      assigneeRole: 'group',
      dueDate: '2030-02-30',
      kind: 'poem',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorPathsOf(bad)).toEqual(['dueDate', 'kind', 'name']);
    const noGroup = await t.as(t.acme.admin, 'POST', `${HIRES}/${hireB}/tasks`, {
      name: 'X',
      assigneeRole: 'group',
    });
    expect(noGroup.json().errors).toEqual([{ path: 'assigneeGroupId', message: 'Select a group' }]);
    const stranger = await t.as(t.acme.admin, 'POST', `${HIRES}/${hireB}/tasks`, {
      name: 'X',
      assigneeUserId: t.globex.admin.user.id,
    });
    expect(stranger.json().errors).toEqual([{ path: 'assigneeUserId', message: 'Person not found' }]);
  });

  it('edits a task: a new due date, a person taking it, or nobody', async () => {
    const lunch = await taskNamed(hireB, 'Lunch');
    const edited = await t.as(t.acme.admin, 'PATCH', `${TASKS}/${lunch.id}`, {
      name: 'Team lunch',
      dueDate: addDays(today, 21),
      assigneeUserId: ian.user.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: 'Team lunch',
      dueDate: addDays(today, 21),
      dueOffsetDays: 1,
      assigneeRole: 'person',
      assignee: { id: ian.user.id },
    });
    const unassigned = await t.as(t.acme.admin, 'PATCH', `${TASKS}/${lunch.id}`, { assigneeUserId: null });
    expect(unassigned.json().data).toMatchObject({ assignee: null, name: 'Team lunch' });
    const bad = await t.as(t.acme.admin, 'PATCH', `${TASKS}/${lunch.id}`, { name: '', dueDate: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(errorPathsOf(bad)).toEqual(['dueDate', 'name']);
  });

  it("completes, skips and reopens: one's own with complete.own, anyone's with complete.all", async () => {
    const plan = await taskNamed(hireA, 'Plan week one');
    const laptop = await taskNamed(hireA, 'Laptop');
    expect((await t.as(ian, 'POST', `${TASKS}/${plan.id}/complete`)).statusCode).toBe(403);
    const done = await t.as(maya, 'POST', `${TASKS}/${plan.id}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      status: 'done',
      isOverdue: false,
      completedBy: { id: maya.user.id, name: 'Maya Manager' },
      completedAt: expect.any(String),
    });
    const twice = await t.as(maya, 'POST', `${TASKS}/${plan.id}/complete`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This task is already done');
    // A member of the task's group does it.
    expect((await t.as(ian, 'POST', `${TASKS}/${laptop.id}/skip`)).json().data.status).toBe('skipped');
    const reopened = await t.as(hr, 'POST', `${TASKS}/${laptop.id}/reopen`);
    expect(reopened.json().data).toMatchObject({ status: 'open', completedAt: null, completedBy: null });
    expect((await t.as(hr, 'POST', `${TASKS}/${laptop.id}/reopen`)).statusCode).toBe(409);
    // Done tasks come after the open ones.
    const mine = (await t.as(maya, 'GET', MY)).json().data.items;
    expect(mine.at(-1)).toMatchObject({ id: plan.id, status: 'done' });
    expect(
      (await t.as(maya, 'GET', `${MY}?status=done`)).json().data.items.map((item: { id: string }) => item.id),
    ).toEqual([plan.id]);
    const operator = await signedInUser(t.app, { role: 'SUPER_ADMIN' }, t.acme.company);
    expect((await t.as(operator, 'POST', `${TASKS}/${laptop.id}/complete`)).statusCode).toBe(403);
  });

  it("hides a cancelled hire's tasks from my tasks and refuses to do them", async () => {
    const hire = await addHire('Kurt', 'Gödel', addDays(today, 3));
    const task = await taskNamed(hire, 'Plan week one');
    expect((await t.as(t.acme.admin, 'POST', `${HIRES}/${hire}/cancel`)).statusCode).toBe(200);
    const mine = (await t.as(maya, 'GET', `${MY}?limit=100`)).json().data.items;
    expect(mine.some((item: { newHire: { id: string } }) => item.newHire.id === hire)).toBe(false);
    const refused = await t.as(maya, 'POST', `${TASKS}/${task.id}/complete`);
    expect(refused.statusCode).toBe(409);
    expect((await t.as(t.acme.admin, 'POST', `${HIRES}/${hire}/tasks`, { name: 'X' })).statusCode).toBe(409);
  });

  it('deletes a task', async () => {
    const hello = await taskNamed(hireB, 'Say hello');
    expect((await t.as(t.acme.admin, 'DELETE', `${TASKS}/${hello.id}`)).statusCode).toBe(200);
    expect(await taskNamed(hireB, 'Say hello')).toBeUndefined();
    expect((await t.as(t.acme.admin, 'DELETE', `${TASKS}/${hello.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another company's hires and tasks, and changes nothing", async () => {
    const task = await taskNamed(hireA, 'Lunch');
    expect((await t.as(t.globex.admin, 'GET', `${HIRES}/${hireA}/tasks`)).statusCode).toBe(404);
    expect(
      (await t.as(t.globex.admin, 'POST', `${HIRES}/${hireA}/tasks`, { name: 'Hijacked' })).statusCode,
    ).toBe(404);
    expect(
      (await t.as(t.globex.admin, 'PATCH', `${TASKS}/${task.id}`, { name: 'Hijacked' })).statusCode,
    ).toBe(404);
    for (const change of ['complete', 'skip', 'reopen'])
      expect((await t.as(t.globex.admin, 'POST', `${TASKS}/${task.id}/${change}`)).statusCode).toBe(404);
    expect((await t.as(t.globex.admin, 'DELETE', `${TASKS}/${task.id}`)).statusCode).toBe(404);
    expect(await taskNamed(hireA, 'Lunch')).toMatchObject({ id: task.id, status: 'open' });
  });

  it('needs the task permissions for changing a plan by hand', async () => {
    const task = await taskNamed(hireA, 'Lunch');
    expect((await t.as(maya, 'GET', `${HIRES}/${hireA}/tasks`)).statusCode).toBe(403);
    expect((await t.as(hr, 'POST', `${HIRES}/${hireA}/tasks`, { name: 'X' })).statusCode).toBe(403);
    expect((await t.as(hr, 'PATCH', `${TASKS}/${task.id}`, { name: 'X' })).statusCode).toBe(403);
    expect((await t.as(hr, 'DELETE', `${TASKS}/${task.id}`)).statusCode).toBe(403);
  });
});
