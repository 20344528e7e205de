import { and, eq } from 'drizzle-orm';
import type { EmploymentType } from '@atrium/shared/constants/employment';
import type { NewHireState } from '@atrium/shared/schemas/onboarding/new-hires';
import type {
  AssigneeRole,
  TaskCategory,
  TaskCriteriaInput,
  TaskKind,
} from '@atrium/shared/schemas/onboarding/plan';
import { consumeCandidateHired } from '../../modules/onboarding/hand-off/hand-off.service.ts';
import { activateHire } from '../../modules/onboarding/new-hires/new-hire-activation.ts';
import { updateHire } from '../../modules/onboarding/new-hires/new-hires.repository.ts';
import { insertNewHire } from '../../modules/onboarding/new-hires/new-hires.service.ts';
import { criteriaRows } from '../../modules/onboarding/plan/plan-criteria.ts';
import { addDays, todayIn } from '../../modules/onboarding/plan/plan-rules.ts';
import * as plan from '../../modules/onboarding/plan/plan.repository.ts';
import * as criteria from '../../modules/onboarding/criteria/criteria.repository.ts';
import type { Tx } from '../client.ts';
import { newHireTasks } from '../schema/index.ts';
import { DEMO_ZONE } from './demo-interviews.ts';

// Issue 20's demo: two other criteria, a plan of tasks for the new hire, their manager, HR contact,
// buddy and IT (some by department, location, employment type or criterion), and new hires in every
// state: two handed off from Recruiting's demo hires by the hand-off itself, the rest added by hand
// through the same service as the API, with some tasks done and some overdue. Dates are relative
// to the day the seed runs, so the demo always has hires starting soon and tasks running late.

interface DemoTask {
  name: string;
  instructions: string;
  category: TaskCategory;
  kind?: TaskKind;
  role: AssigneeRole;
  /** For IT or a named person: whose the task is (a short demo email). */
  person?: string;
  offset: number;
  departments?: string[];
  locations?: string[];
  employmentTypes?: EmploymentType[];
  /** Other-criterion values as "Criterion: Value". */
  values?: string[];
}

const CRITERIA = { Remote: ['Yes', 'No'], Seniority: ['Junior', 'Senior'] } as const;

const TASKS: DemoTask[] = [
  {
    name: 'Sign your contract and our policies',
    instructions:
      '<p>Welcome, {{NEW_HIRE_FIRST_NAME}}! Please read and sign your contract, the code of conduct and the IT policy before <strong>{{START_DATE}}</strong>.</p>',
    category: 'paperwork',
    kind: 'form',
    role: 'new_hire',
    offset: -10,
  },
  {
    name: 'Upload proof of your right to work',
    instructions: '<p>A passport or a share code from GOV.UK. We check it before your first day.</p>',
    category: 'paperwork',
    kind: 'upload',
    role: 'new_hire',
    offset: -7,
  },
  {
    name: 'Your bank and emergency contact details',
    instructions: '<p>So payroll can pay you on time in your first month.</p>',
    category: 'paperwork',
    kind: 'form',
    role: 'new_hire',
    offset: -5,
  },
  {
    name: 'Prepare a laptop and accounts',
    instructions:
      '<p>Laptop, email, Slack and SSO for {{NEW_HIRE_FULL_NAME}} ({{JOB_TITLE}}); the manager is {{MANAGER_NAME}}.</p>',
    category: 'it_equipment',
    role: 'it',
    person: 'raj.kapoor',
    offset: -7,
  },
  {
    name: 'Desk and building pass',
    instructions: '<p>A desk near the team and a pass that works from 8 am on {{START_DATE}}.</p>',
    category: 'it_equipment',
    role: 'person',
    person: 'raj.kapoor',
    offset: -3,
    locations: ['london', 'manchester'],
  },
  {
    name: 'Send the remote starter kit',
    instructions:
      '<p>Monitor, headset and the welcome box, tracked, to arrive two days before the start.</p>',
    category: 'it_equipment',
    role: 'hr_contact',
    offset: -10,
    values: ['Remote: Yes'],
  },
  {
    name: 'Plan the first week',
    instructions: '<p>Meetings, a first small task and who {{NEW_HIRE_FIRST_NAME}} should meet.</p>',
    category: 'introductions',
    role: 'manager',
    offset: -5,
  },
  {
    name: 'First coffee with {{NEW_HIRE_FIRST_NAME}}',
    instructions: '<p>Show them around and answer the questions nobody else thinks of.</p>',
    category: 'introductions',
    role: 'buddy',
    offset: 0,
  },
  {
    name: 'Welcome lunch with the team',
    instructions: '<p>On the company, somewhere everyone can get to.</p>',
    category: 'introductions',
    role: 'manager',
    offset: 1,
  },
  {
    name: 'Development environment and code review guide',
    instructions: '<p>Pair on the first pull request; walk through how we review.</p>',
    category: 'training',
    role: 'buddy',
    offset: 2,
    departments: ['engineering', 'data-platform'],
  },
  {
    name: 'Architecture walkthrough',
    instructions: '<p>The systems, their owners and the decisions behind them, in two hours.</p>',
    category: 'training',
    role: 'manager',
    offset: 10,
    departments: ['engineering', 'data-platform'],
    values: ['Seniority: Senior'],
  },
  {
    name: 'CRM and sales tools training',
    instructions: '<p>Book the two sessions with the sales operations team.</p>',
    category: 'training',
    role: 'hr_contact',
    offset: 3,
    departments: ['sales-marketing', 'customer-success'],
  },
  {
    name: 'Statement of work signed',
    instructions: '<p>Contractors and temporary staff only: the statement of work, countersigned.</p>',
    category: 'paperwork',
    role: 'hr_contact',
    offset: -7,
    employmentTypes: ['contractor', 'temporary'],
  },
  {
    name: '30-day check-in',
    instructions: '<p>How is it going? What would have helped in the first month?</p>',
    category: 'other',
    role: 'manager',
    offset: 30,
  },
];

interface DemoHire {
  first: string;
  last: string;
  preferred?: string;
  title: string;
  department: string;
  location: string;
  manager: string;
  hrContact: string;
  buddy?: string;
  type: EmploymentType;
  /** Days from today. */
  start: number;
  state: NewHireState;
  values: string[];
  /** How many of the tasks due before today are done (the rest run late). */
  doneBeforeToday: number | 'all';
}

const HIRES: DemoHire[] = [
  {
    first: 'Noah',
    last: 'Fischer',
    title: 'Data Engineer',
    department: 'data-platform',
    location: 'london',
    manager: 'manager',
    hrContact: 'hr.admin',
    buddy: 'priya.sharma',
    type: 'full_time',
    start: 28,
    state: 'pending',
    values: ['Remote: No', 'Seniority: Senior'],
    doneBeforeToday: 0,
  },
  {
    first: 'Mei',
    last: 'Tanaka',
    title: 'Marketing Executive',
    department: 'sales-marketing',
    location: 'manchester',
    manager: 'sophie.turner',
    hrContact: 'marcus.green',
    buddy: 'oliver.bennett',
    type: 'full_time',
    start: 6,
    state: 'onboarding',
    values: ['Remote: Yes', 'Seniority: Junior'],
    doneBeforeToday: 2,
  },
  {
    first: 'Oskar',
    last: 'Lindgren',
    title: 'Backend Engineer',
    department: 'engineering',
    location: 'edinburgh',
    manager: 'lucas.moreau',
    hrContact: 'fiona.macleod',
    buddy: 'ben.carter',
    type: 'full_time',
    start: -4,
    state: 'onboarding',
    values: ['Remote: No', 'Seniority: Senior'],
    doneBeforeToday: 6,
  },
  {
    first: 'Amara',
    last: 'Okoye',
    title: 'Support Engineer',
    department: 'customer-success',
    location: 'manchester',
    manager: 'grace.mensah',
    hrContact: 'marcus.green',
    buddy: 'tom.hughes',
    type: 'full_time',
    start: -45,
    state: 'complete',
    values: ['Remote: No'],
    doneBeforeToday: 'all',
  },
  {
    first: 'Felix',
    last: 'Wagner',
    title: 'Payroll Assistant',
    department: 'operations',
    location: 'london',
    manager: 'eleanor.price',
    hrContact: 'hr.admin',
    type: 'temporary',
    start: 14,
    state: 'cancelled',
    values: [],
    doneBeforeToday: 0,
  },
  {
    first: 'Rubina',
    last: 'Chaudhry',
    preferred: 'Ruby',
    title: 'Software Engineering Intern',
    department: 'engineering',
    location: 'london',
    manager: 'lucas.moreau',
    hrContact: 'hr.admin',
    type: 'intern',
    start: 60,
    state: 'pending',
    values: ['Seniority: Junior'],
    doneBeforeToday: 0,
  },
];

export async function seedDemoOnboarding(
  tx: Tx,
  companyId: string,
  ids: {
    idOf: (short: string) => string;
    departmentIds: ReadonlyMap<string, string>;
    locationIds: ReadonlyMap<string, string>;
  },
): Promise<void> {
  const today = todayIn(DEMO_ZONE);
  const valueIds = new Map<string, string>();
  for (const [name, values] of Object.entries(CRITERIA)) {
    const { id } = await criteria.insertCriterion(tx, companyId, name);
    await criteria.insertValues(
      tx,
      companyId,
      id,
      values.map((value, position) => ({ name: value, position })),
    );
    for (const value of await criteria.valuesOf(tx, companyId, [id]))
      valueIds.set(`${name}: ${value.name}`, value.id);
  }
  const valueId = (label: string) => valueIds.get(label)!;

  for (const [position, task] of TASKS.entries()) {
    const { id } = await plan.insertTemplate(
      tx,
      companyId,
      {
        name: task.name,
        instructions: task.instructions,
        category: task.category,
        kind: task.kind ?? 'task',
        assigneeRole: task.role,
        assigneeUserId: task.person ? ids.idOf(task.person) : null,
        assigneeGroupId: null,
        dueOffsetDays: task.offset,
        active: true,
      },
      position,
    );
    const taskCriteria: TaskCriteriaInput = {
      departmentIds: (task.departments ?? []).map((key) => ids.departmentIds.get(key)!),
      locationIds: (task.locations ?? []).map((key) => ids.locationIds.get(key)!),
      employmentTypes: task.employmentTypes ?? [],
      criterionValueIds: (task.values ?? []).map(valueId),
    };
    await plan.setCriteria(tx, companyId, id, criteriaRows(taskCriteria));
  }

  // Recruiting's demo hires arrive as Onboarding would hear of them: by the hand-off itself.
  const handedOff = await consumeCandidateHired({ db: tx }, companyId);
  if (handedOff[0]) await setState(tx, companyId, handedOff[0], 'onboarding', today);

  for (const hire of HIRES) {
    const startDate = addDays(today, hire.start);
    const row = await insertNewHire(
      tx,
      companyId,
      {
        preferredFirstName: hire.preferred ?? null,
        legalFirstName: hire.first,
        legalLastName: hire.last,
        personalEmail: `${hire.first}.${hire.last}@example.net`.toLowerCase(),
        phone: '+44 7700 900' + String(100 + HIRES.indexOf(hire)),
        startDate,
        jobTitle: hire.title,
        departmentId: ids.departmentIds.get(hire.department)!,
        locationId: ids.locationIds.get(hire.location)!,
        managerUserId: ids.idOf(hire.manager),
        hrContactUserId: ids.idOf(hire.hrContact),
        buddyUserId: hire.buddy ? ids.idOf(hire.buddy) : null,
        employmentType: hire.type,
        workCountry: 'GB',
        criterionValueIds: hire.values.map(valueId),
        customFields: { tshirtSize: 'M' },
      },
      { source: 'manual' },
    );
    await setState(tx, companyId, row.id, hire.state, today);
    // A start date already come: they are in People (as the sweep would have made them), and their
    // own tasks are theirs.
    if (hire.start <= 0 && hire.state !== 'cancelled') await activateHire(tx, companyId, row.id);
    await completeEarlyTasks(tx, companyId, row.id, today, hire.doneBeforeToday);
  }
}

/** The state, with the instants it records a few days back (as if invited and completed by then). */
async function setState(tx: Tx, companyId: string, id: string, state: NewHireState, today: string) {
  const daysAgo = (days: number) => new Date(Date.parse(`${addDays(today, -days)}T09:30:00Z`));
  if (state === 'pending') return;
  await updateHire(tx, companyId, id, {
    state,
    invitedAt: state === 'cancelled' ? null : daysAgo(10),
    completedAt: state === 'complete' ? daysAgo(2) : null,
    cancelledAt: state === 'cancelled' ? daysAgo(1) : null,
  });
}

/** Marks the first `count` tasks due before today done by their assignees; the rest stay late. */
async function completeEarlyTasks(
  tx: Tx,
  companyId: string,
  newHireId: string,
  today: string,
  count: number | 'all',
) {
  const tasks = await tx
    .select()
    .from(newHireTasks)
    .where(and(eq(newHireTasks.companyId, companyId), eq(newHireTasks.newHireId, newHireId)));
  const due = tasks
    .filter((task) => count === 'all' || (task.dueDate !== null && task.dueDate < today))
    .sort((a, b) => (a.dueDate ?? '').localeCompare(b.dueDate ?? ''));
  const done = count === 'all' ? due : due.slice(0, count);
  for (const task of done) {
    await tx
      .update(newHireTasks)
      .set({
        status: 'done',
        completedAt: new Date(Date.parse(`${task.dueDate ?? today}T15:00:00Z`)),
        completedBy: task.assigneeUserId,
      })
      .where(and(eq(newHireTasks.companyId, companyId), eq(newHireTasks.id, task.id)));
  }
}
