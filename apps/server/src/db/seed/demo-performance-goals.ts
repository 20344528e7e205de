import { and, eq } from 'drizzle-orm';
import type { GoalMeasureKind, GoalStatus } from '@atrium/shared/schemas/performance/goals';
import { measureProgress, rollUp } from '../../modules/performance/goals/goal-progress.ts';
import type { Tx } from '../client.ts';
import {
  performanceGoalCheckIns,
  performanceGoalCycles,
  performanceGoalKeyResults,
  performanceGoals,
} from '../schema/index.ts';
import type { DemoDepartmentKey } from './demo-org.ts';

// Issue 21's demo goals (not demo-goals.ts, which holds Recruiting's hiring goals): this quarter's
// cycle and last quarter's, four company goals with key results, department goals aligned to them,
// and goals for most of the reporting tree aligned to those, each with check-ins over the last
// eight weeks. Progress is rolled up by the same function the server uses.

const DAY = 86_400_000;

interface DemoMeasure {
  kind: GoalMeasureKind;
  start?: number;
  target?: number;
  currency?: 'GBP';
  /** How far along it is now, 0 to 1 (done or not done: 1 is done). */
  reached: number;
}

interface DemoKeyResult extends DemoMeasure {
  key: string;
  title: string;
  weight?: number;
}

interface DemoGoal extends DemoMeasure {
  key: string;
  level: 'individual' | 'department' | 'company';
  owner: string;
  department?: DemoDepartmentKey;
  title: string;
  description?: string;
  keyResults?: DemoKeyResult[];
  /** The goal aligned to, and the key result of it if one. */
  parent?: string;
  parentKeyResult?: string;
  status: GoalStatus;
  isPrivate?: boolean;
  cycle: 'current' | 'past' | null;
  checkIns: number;
  /** The latest check-ins' comments, oldest first; generic ones fill the rest. */
  comments?: string[];
}

const binary = (reached: number) => ({ kind: 'binary' as const, reached });

const GOALS: readonly DemoGoal[] = [
  // Company goals.
  {
    key: 'revenue',
    level: 'company',
    owner: 'victoria.lang',
    title: 'Grow annual recurring revenue to £12M',
    description: 'New business, expansion and keeping what we have, on a budget we can defend.',
    ...binary(0),
    keyResults: [
      {
        key: 'new-business',
        title: 'Close £2.4M in new business',
        kind: 'currency',
        currency: 'GBP',
        start: 0,
        target: 2_400_000,
        reached: 0,
        weight: 50,
      },
      {
        key: 'nrr',
        title: 'Net revenue retention at 115%',
        kind: 'percentage',
        start: 104,
        target: 115,
        reached: 0.45,
      },
      {
        key: 'costs',
        title: 'Operating costs within 2% of budget',
        kind: 'percentage',
        start: 0,
        target: 100,
        reached: 0,
      },
    ],
    status: 'on_track',
    cycle: 'current',
    checkIns: 3,
  },
  {
    key: 'platform',
    level: 'company',
    owner: 'daniel.whitaker',
    title: 'Ship the real-time analytics platform',
    description:
      'Streaming ingestion, dashboards that answer in under two seconds, and the uptime to trust them.',
    ...binary(0),
    keyResults: [
      {
        key: 'streaming-ga',
        title: 'Streaming ingestion live for 20 customers',
        kind: 'number',
        start: 0,
        target: 20,
        reached: 0,
      },
      {
        key: 'latency',
        title: 'Dashboards answer in under 2 s (p95)',
        kind: 'number',
        start: 6,
        target: 2,
        reached: 0,
      },
      {
        key: 'uptime',
        title: 'Pipeline uptime of 99.9%',
        kind: 'percentage',
        start: 99.2,
        target: 99.9,
        reached: 0.7,
      },
    ],
    status: 'progressing',
    cycle: 'current',
    checkIns: 3,
  },
  {
    key: 'customers',
    level: 'company',
    owner: 'grace.mensah',
    title: 'Customers love Northwind',
    ...binary(0),
    keyResults: [
      { key: 'nps', title: 'NPS from 32 to 45', kind: 'number', start: 32, target: 45, reached: 0.55 },
      {
        key: 'first-response',
        title: 'First response within 4 hours',
        kind: 'number',
        start: 9,
        target: 4,
        reached: 0,
      },
      { key: 'churn', title: 'Gross churn below 5%', kind: 'percentage', start: 8, target: 5, reached: 0.35 },
    ],
    status: 'on_track',
    cycle: 'current',
    checkIns: 3,
  },
  {
    key: 'people',
    level: 'company',
    owner: 'admin',
    title: 'A great place to grow',
    ...binary(0),
    keyResults: [
      {
        key: 'one-on-ones',
        title: 'Every manager holds fortnightly 1-on-1s',
        kind: 'number',
        start: 0,
        target: 1,
        reached: 0,
      },
      {
        key: 'engagement',
        title: 'Engagement score of 80',
        kind: 'number',
        start: 71,
        target: 80,
        reached: 0.45,
      },
      { key: 'hiring', title: 'Hire 12 people on plan', kind: 'number', start: 0, target: 12, reached: 0 },
    ],
    status: 'on_track',
    cycle: 'current',
    checkIns: 2,
  },

  // Department goals, each aligned to a company key result.
  {
    key: 'streaming',
    level: 'department',
    department: 'data-platform',
    owner: 'manager',
    title: 'Launch streaming ingestion',
    description: 'Kafka connectors for our customers’ main sources, and customers onboarded onto them.',
    ...binary(0),
    keyResults: [
      {
        key: 'connectors',
        title: 'Kafka connectors for 5 sources',
        kind: 'number',
        start: 0,
        target: 5,
        reached: 0,
      },
      {
        key: 'onboarded',
        title: 'Onboard 20 customers onto streaming',
        kind: 'number',
        start: 0,
        target: 20,
        reached: 0,
      },
    ],
    parent: 'platform',
    parentKeyResult: 'streaming-ga',
    status: 'progressing',
    cycle: 'current',
    checkIns: 2,
    comments: ['Connectors are ahead, onboarding is behind: Chloe needs the self-serve flow first.'],
  },
  {
    key: 'latency-dept',
    level: 'department',
    department: 'engineering',
    owner: 'daniel.whitaker',
    title: 'Cut dashboard latency',
    kind: 'number',
    start: 6,
    target: 2,
    reached: 0,
    parent: 'platform',
    parentKeyResult: 'latency',
    status: 'on_track',
    cycle: 'current',
    checkIns: 2,
  },
  {
    key: 'support-dept',
    level: 'department',
    department: 'customer-success',
    owner: 'grace.mensah',
    title: 'Faster, friendlier support',
    kind: 'number',
    start: 9,
    target: 4,
    reached: 0,
    parent: 'customers',
    parentKeyResult: 'first-response',
    status: 'progressing',
    cycle: 'current',
    checkIns: 2,
  },
  {
    key: 'pipeline',
    level: 'department',
    department: 'sales-marketing',
    owner: 'rebecca.ashworth',
    title: 'Build a £3M sales pipeline',
    kind: 'currency',
    currency: 'GBP',
    start: 0,
    target: 3_000_000,
    reached: 0,
    parent: 'revenue',
    parentKeyResult: 'new-business',
    status: 'on_track',
    cycle: 'current',
    checkIns: 2,
  },
  {
    key: 'budget',
    level: 'department',
    department: 'operations',
    owner: 'operations',
    title: 'Keep operating costs within budget',
    kind: 'percentage',
    start: 0,
    target: 100,
    reached: 0,
    parent: 'revenue',
    parentKeyResult: 'costs',
    status: 'on_track',
    cycle: 'current',
    checkIns: 2,
  },
  {
    key: 'hiring-dept',
    level: 'department',
    department: 'people',
    owner: 'admin',
    title: 'Hire on plan',
    kind: 'number',
    start: 0,
    target: 12,
    reached: 0,
    parent: 'people',
    parentKeyResult: 'hiring',
    status: 'off_track',
    cycle: 'current',
    checkIns: 2,
  },
  {
    key: 'one-on-ones-dept',
    level: 'department',
    department: 'people',
    owner: 'hr.admin',
    title: 'Make 1-on-1s a habit in every team',
    kind: 'percentage',
    start: 40,
    target: 100,
    reached: 0,
    parent: 'people',
    parentKeyResult: 'one-on-ones',
    status: 'on_track',
    cycle: 'current',
    checkIns: 2,
  },

  // Data Platform: Maya and her team.
  {
    key: 'maya-leads',
    level: 'individual',
    owner: 'manager',
    title: 'Grow Priya and James into tech leads',
    description:
      'Each leads a connector from design to launch, and runs the team’s design reviews for a month.',
    kind: 'number',
    start: 0,
    target: 2,
    reached: 0.5,

    status: 'on_track',
    cycle: 'current',
    checkIns: 4,
    comments: [
      'Agreed the plan with both in our 1-on-1s.',
      'Priya ran two design reviews; James starts next sprint.',
      'Priya is leading the Snowflake connector end to end: counting her.',
    ],
  },
  {
    key: 'maya-hiring',
    level: 'individual',
    owner: 'manager',
    title: 'Hire two data engineers',
    kind: 'number',
    start: 0,
    target: 2,
    reached: 0.5,
    parent: 'hiring-dept',
    status: 'progressing',
    cycle: 'current',
    checkIns: 3,
    comments: ['Two strong candidates at the final round.', 'One offer accepted, starts in January.'],
  },
  {
    key: 'ethan-cdc',
    level: 'individual',
    owner: 'employee',
    title: 'Build the Postgres CDC connector',
    description:
      'Change data capture from customers’ Postgres into our Kafka topics, with schema changes handled.',
    kind: 'percentage',
    start: 0,
    target: 100,
    reached: 0.7,
    parent: 'streaming',
    parentKeyResult: 'connectors',
    status: 'on_track',
    cycle: 'current',
    checkIns: 5,
    comments: [
      'Design doc reviewed; starting with the logical replication slot.',
      'Snapshot and streaming phases working locally.',
      'Schema changes were harder than expected: added a registry step.',
      'Running against two customers’ staging databases.',
      'Load test passed at 20k rows a second. Docs next.',
    ],
  },
  {
    key: 'ethan-lag',
    level: 'individual',
    owner: 'employee',
    title: 'Bring ingestion lag under 30 seconds',
    kind: 'number',
    start: 120,
    target: 30,
    reached: 0.55,
    parent: 'latency-dept',
    status: 'progressing',
    cycle: 'current',
    checkIns: 3,
    comments: ['Batched writes took us from 120 s to 95 s.', 'Partitioning by tenant helped: 70 s now.'],
  },
  {
    key: 'ethan-cert',
    level: 'individual',
    owner: 'employee',
    title: 'Pass the AWS Data Engineer certification',
    ...binary(0),
    isPrivate: true,
    status: 'on_track',
    cycle: null,
    checkIns: 2,
    comments: ['Booked the exam for mid-December.', 'Practice tests at 78%.'],
  },
  {
    key: 'ethan-airflow',
    level: 'individual',
    owner: 'employee',
    title: 'Move the nightly batch jobs to Airflow',
    ...binary(1),
    status: 'closed',
    cycle: 'past',
    checkIns: 3,
    comments: ['Half the jobs moved.', 'All jobs on Airflow; the old cron box is off.'],
  },
  {
    key: 'maya-team',
    level: 'individual',
    owner: 'manager',
    title: 'Stand up the Data Platform team',
    kind: 'number',
    start: 0,
    target: 5,
    reached: 1,
    status: 'closed',
    cycle: 'past',
    checkIns: 3,
  },
  {
    key: 'priya-connectors',
    level: 'individual',
    owner: 'priya.sharma',
    title: 'Ship the S3 and Snowflake connectors',
    kind: 'number',
    start: 0,
    target: 2,
    reached: 0.5,
    parent: 'streaming',
    parentKeyResult: 'connectors',
    status: 'on_track',
    cycle: 'current',
    checkIns: 4,
  },
  {
    key: 'james-salesforce',
    level: 'individual',
    owner: 'james.oconnor',
    title: 'Salesforce connector in beta',
    ...binary(0),
    parent: 'streaming',
    parentKeyResult: 'connectors',
    status: 'off_track',
    cycle: 'current',
    checkIns: 3,
    comments: ['API limits are tighter than documented; talking to their support.'],
  },
  {
    key: 'chloe-onboarding',
    level: 'individual',
    owner: 'chloe.davies',
    title: 'Self-serve onboarding for streaming customers',
    kind: 'number',
    start: 0,
    target: 10,
    reached: 0.3,
    parent: 'streaming',
    parentKeyResult: 'onboarded',
    status: 'progressing',
    cycle: 'current',
    checkIns: 3,
  },
  {
    key: 'aisha-anomaly',
    level: 'individual',
    owner: 'aisha.bello',
    title: 'Anomaly detection model in production',
    kind: 'percentage',
    start: 0,
    target: 100,
    reached: 0.4,
    parent: 'streaming',
    parentKeyResult: 'onboarded',
    status: 'on_track',
    cycle: 'current',
    checkIns: 3,
  },

  // Engineering.
  {
    key: 'lucas-cache',
    level: 'individual',
    owner: 'lucas.moreau',
    title: 'Query cache in front of the dashboards',
    kind: 'percentage',
    start: 0,
    target: 100,
    reached: 0.8,
    parent: 'latency-dept',
    status: 'on_track',
    cycle: 'current',
    checkIns: 5,
  },
  {
    key: 'hannah-bundle',
    level: 'individual',
    owner: 'hannah.kowalski',
    title: 'Dashboard bundle under 300 KB',
    kind: 'number',
    start: 520,
    target: 300,
    reached: 0.6,
    parent: 'latency-dept',
    status: 'on_track',
    cycle: 'current',
    checkIns: 4,
  },
  {
    key: 'ben-load-tests',
    level: 'individual',
    owner: 'ben.carter',
    title: 'Load tests for every dashboard in CI',
    kind: 'number',
    start: 0,
    target: 24,
    reached: 0.25,
    parent: 'latency-dept',
    status: 'off_track',
    cycle: 'current',
    checkIns: 3,
  },
  {
    key: 'daniel-staff',
    level: 'individual',
    owner: 'daniel.whitaker',
    title: 'Hire a staff engineer',
    ...binary(0),
    parent: 'hiring-dept',
    status: 'progressing',
    cycle: 'current',
    checkIns: 2,
  },

  // People.
  {
    key: 'fiona-sourcing',
    level: 'individual',
    owner: 'fiona.macleod',
    title: 'Source 60 qualified candidates',
    kind: 'number',
    start: 0,
    target: 60,
    reached: 0.55,
    parent: 'hiring-dept',
    status: 'progressing',
    cycle: 'current',
    checkIns: 4,
  },
  {
    key: 'marcus-one-on-ones',
    level: 'individual',
    owner: 'marcus.green',
    title: 'Coach every new manager on 1-on-1s',
    kind: 'number',
    start: 0,
    target: 8,
    reached: 0.75,
    parent: 'one-on-ones-dept',
    status: 'on_track',
    cycle: 'current',
    checkIns: 4,
  },
  {
    key: 'harriet-forms',
    level: 'individual',
    owner: 'hr.admin',
    title: 'Move every HR form into Atrium',
    kind: 'number',
    start: 0,
    target: 14,
    reached: 0.65,
    parent: 'one-on-ones-dept',
    status: 'on_track',
    cycle: 'current',
    checkIns: 3,
  },

  // Operations.
  {
    key: 'eleanor-close',
    level: 'individual',
    owner: 'eleanor.price',
    title: 'Close the books in 5 working days',
    kind: 'number',
    start: 10,
    target: 5,
    reached: 0.6,
    parent: 'budget',
    status: 'on_track',
    cycle: 'current',
    checkIns: 3,
  },
  {
    key: 'niamh-payroll',
    level: 'individual',
    owner: 'niamh.byrne',
    title: 'Payroll errors below 0.5%',
    kind: 'percentage',
    start: 2,
    target: 0.5,
    reached: 0.7,
    parent: 'budget',
    status: 'on_track',
    cycle: 'current',
    checkIns: 3,
  },
  {
    key: 'raj-supplier',
    level: 'individual',
    owner: 'raj.kapoor',
    title: 'One supplier for office supplies',
    ...binary(1),
    parent: 'budget',
    status: 'closed',
    cycle: 'current',
    checkIns: 2,
  },

  // Customer Success.
  {
    key: 'tom-qbr',
    level: 'individual',
    owner: 'tom.hughes',
    title: 'Business reviews with the top 15 accounts',
    kind: 'number',
    start: 0,
    target: 15,
    reached: 0.6,
    parent: 'customers',
    parentKeyResult: 'churn',
    status: 'on_track',
    cycle: 'current',
    checkIns: 4,
  },
  {
    key: 'isla-macros',
    level: 'individual',
    owner: 'isla.campbell',
    title: 'Answers ready for the 20 most asked questions',
    kind: 'number',
    start: 0,
    target: 20,
    reached: 0.45,
    parent: 'support-dept',
    status: 'progressing',
    cycle: 'current',
    checkIns: 3,
  },
  {
    key: 'sofia-response',
    level: 'individual',
    owner: 'support',
    title: 'First response within 4 hours on my queue',
    kind: 'number',
    start: 9,
    target: 4,
    reached: 0.6,
    parent: 'support-dept',
    status: 'on_track',
    cycle: 'current',
    checkIns: 4,
  },

  // Sales & Marketing.
  {
    key: 'oliver-deals',
    level: 'individual',
    owner: 'oliver.bennett',
    title: 'Close £600k of new business',
    kind: 'currency',
    currency: 'GBP',
    start: 0,
    target: 600_000,
    reached: 0.45,
    parent: 'pipeline',
    status: 'progressing',
    cycle: 'current',
    checkIns: 4,
  },
  {
    key: 'sophie-campaign',
    level: 'individual',
    owner: 'sophie.turner',
    title: 'Launch the winter campaign',
    ...binary(0),
    parent: 'pipeline',
    status: 'on_track',
    cycle: 'current',
    checkIns: 3,
  },
  {
    key: 'kwame-stories',
    level: 'individual',
    owner: 'kwame.asante',
    title: 'Publish 12 customer stories',
    kind: 'number',
    start: 0,
    target: 12,
    reached: 0.5,
    parent: 'pipeline',
    status: 'on_track',
    cycle: 'current',
    checkIns: 4,
  },
];

const GENERIC_COMMENTS = [
  'Set up the plan and the first milestones.',
  'Steady week: moving as planned.',
  'Slower than hoped; unblocked after talking it through.',
  'Good progress this sprint.',
  'Back on pace after the holiday weeks.',
  'Nearly there: the last stretch is the hardest.',
];

/** The quarter holding `day`, and the one before it. */
function quarters(now: number) {
  const today = new Date(now);
  const year = today.getUTCFullYear();
  const quarter = Math.floor(today.getUTCMonth() / 3);
  const range = (y: number, q: number) => {
    const start = new Date(Date.UTC(y, q * 3, 1));
    const end = new Date(Date.UTC(y, q * 3 + 3, 0));
    return {
      name: `Q${q + 1} ${y}`,
      startDate: start.toISOString().slice(0, 10),
      endDate: end.toISOString().slice(0, 10),
    };
  };
  return {
    current: range(year, quarter),
    past: quarter === 0 ? range(year - 1, 3) : range(year, quarter - 1),
  };
}

function measureOf(measure: DemoMeasure) {
  if (measure.kind === 'binary')
    return { measureKind: 'binary' as const, currency: null, startValue: 0, targetValue: 1 };
  return {
    measureKind: measure.kind,
    currency: measure.kind === 'currency' ? (measure.currency ?? 'GBP') : null,
    startValue: measure.start!,
    targetValue: measure.target!,
  };
}

/** A value `share` of the way from start to target, rounded as people would report it. */
function valueAt(measure: DemoMeasure, share: number): number {
  if (measure.kind === 'binary') return share >= 1 ? 1 : 0;
  const { startValue, targetValue } = measureOf(measure);
  const raw = startValue + (targetValue - startValue) * share;
  if (measure.kind === 'currency') return Math.round(raw / 1000) * 1000;
  const whole =
    Number.isInteger(startValue) && Number.isInteger(targetValue) && Math.abs(targetValue - startValue) >= 4;
  return whole ? Math.round(raw) : Math.round(raw * 10) / 10;
}

/** That day, or the weekday before it, in London working hours (9:00 to 17:59 UTC), never after `now`. */
function workingHours(ms: number, salt: number, now: number): Date {
  const day = new Date(ms);
  for (;;) {
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() - 1);
    day.setUTCHours(9 + (salt % 9), (salt * 17) % 60, 0, 0);
    if (day.getTime() <= now) return day;
    day.setUTCDate(day.getUTCDate() - 1);
  }
}

export async function seedDemoPerformanceGoals(
  tx: Tx,
  companyId: string,
  idOf: (short: string) => string,
  departmentIds: ReadonlyMap<string, string>,
  now = Date.now(),
) {
  const periods = quarters(now);
  const [current, past] = await tx
    .insert(performanceGoalCycles)
    .values([
      { companyId, ...periods.current, isActive: true },
      { companyId, ...periods.past, isActive: false },
    ])
    .returning();
  const cycleOf = (cycle: DemoGoal['cycle']) =>
    cycle === 'current' ? current! : cycle === 'past' ? past! : null;

  // Goals first (parents before children, as listed), then their key results.
  const goalIds = new Map<string, string>();
  const keyResultIds = new Map<string, string>();
  const aligned = new Set(
    GOALS.flatMap((goal) => (goal.parent ? [goal.parentKeyResult ?? goal.parent] : [])),
  );
  for (const goal of GOALS) {
    const cycle = cycleOf(goal.cycle);
    // Before its first check-in (up to eight weeks back), and early in its cycle.
    const createdAt = new Date(Math.min(cycle ? Date.parse(cycle.startDate) + 3 * DAY : now, now - 60 * DAY));
    const measure = measureOf(goal);
    const [row] = await tx
      .insert(performanceGoals)
      .values({
        companyId,
        level: goal.level,
        departmentId: goal.department ? departmentIds.get(goal.department)! : null,
        ownerId: idOf(goal.owner),
        createdById: goal.level === 'individual' ? idOf(goal.owner) : idOf('hr.admin'),
        title: goal.title,
        description: goal.description ?? '',
        ...measure,
        currentValue: valueAt(goal, goal.reached),
        startDate: cycle?.startDate ?? null,
        dueDate: cycle?.endDate ?? null,
        status: goal.status,
        visibility: goal.isPrivate ? 'private' : 'public',
        cycleId: cycle?.id ?? null,
        parentGoalId: goal.parent ? goalIds.get(goal.parent)! : null,
        parentKeyResultId: goal.parentKeyResult ? keyResultIds.get(goal.parentKeyResult)! : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: performanceGoals.id });
    goalIds.set(goal.key, row!.id);
    for (const [position, keyResult] of (goal.keyResults ?? []).entries()) {
      const [created] = await tx
        .insert(performanceGoalKeyResults)
        .values({
          companyId,
          goalId: row!.id,
          title: keyResult.title,
          ...measureOf(keyResult),
          currentValue: valueAt(keyResult, keyResult.reached),
          weight: keyResult.weight ?? null,
          position,
          createdAt,
        })
        .returning({ id: performanceGoalKeyResults.id });
      keyResultIds.set(keyResult.key, created!.id);
    }
  }

  // Progress, rolled up over the whole tree by the server's own function.
  const rolled = rollUp(
    GOALS.map((goal) => ({
      id: goalIds.get(goal.key)!,
      ...measureOf(goal),
      currentValue: valueAt(goal, goal.reached),
      keyResults: (goal.keyResults ?? []).map((keyResult) => ({
        id: keyResultIds.get(keyResult.key)!,
        ...measureOf(keyResult),
        currentValue: valueAt(keyResult, keyResult.reached),
        weight: keyResult.weight ?? null,
      })),
    })),
    GOALS.filter((goal) => goal.parent).map((goal) => ({
      id: goalIds.get(goal.key)!,
      parentGoalId: goalIds.get(goal.parent!)!,
      parentKeyResultId: goal.parentKeyResult ? keyResultIds.get(goal.parentKeyResult)! : null,
      storedProgress: 0,
    })),
  );
  for (const [id, { progress }] of rolled.goals)
    await tx
      .update(performanceGoals)
      .set({ progress })
      .where(and(eq(performanceGoals.companyId, companyId), eq(performanceGoals.id, id)));
  for (const [id, { progress }] of rolled.keyResults)
    await tx
      .update(performanceGoalKeyResults)
      .set({ progress })
      .where(and(eq(performanceGoalKeyResults.companyId, companyId), eq(performanceGoalKeyResults.id, id)));

  // Check-ins: a measured goal's value climbing to where it is now; a goal with key results updates
  // those it measures itself; one whose progress comes from aligned goals reports its status.
  const checkIns: (typeof performanceGoalCheckIns.$inferInsert)[] = [];
  const lastCheckIn = new Map<string, Date>();
  for (const [index, goal] of GOALS.entries()) {
    const goalId = goalIds.get(goal.key)!;
    const finalProgress = rolled.goals.get(goalId)!.progress;
    const cycle = cycleOf(goal.cycle);
    // Within the last eight weeks, or the past cycle's last eight.
    const end = cycle === past ? Date.parse(past!.endDate) - 5 * DAY : now - ((index % 3) + 1) * DAY;
    const span = 52 * DAY;
    const measuredKeyResults = (goal.keyResults ?? []).filter((keyResult) => !aligned.has(keyResult.key));
    const isRolledUp =
      (goal.keyResults ?? []).length > 0 ? measuredKeyResults.length === 0 : aligned.has(goal.key);
    const comments = [
      ...GENERIC_COMMENTS.slice(0, Math.max(0, goal.checkIns - (goal.comments?.length ?? 0))),
      ...(goal.comments ?? []),
    ];
    for (let k = 0; k < goal.checkIns; k += 1) {
      const share = (k + 1) / goal.checkIns;
      const at = workingHours(end - span * (1 - share), index + k, now);
      const isLast = k === goal.checkIns - 1;
      const status: GoalStatus = isLast
        ? goal.status
        : goal.status === 'off_track' && k > 0
          ? 'progressing'
          : 'on_track';
      const keyResult =
        isRolledUp || measuredKeyResults.length === 0
          ? null
          : measuredKeyResults[k % measuredKeyResults.length]!;
      const measure: DemoMeasure | null = isRolledUp ? null : (keyResult ?? goal);
      const valueShare = measure ? measure.reached * share : 0;
      const value = measure ? valueAt(measure, valueShare) : null;
      const previous = measure ? valueAt(measure, measure.reached * (k / goal.checkIns)) : null;
      checkIns.push({
        companyId,
        goalId,
        keyResultId: keyResult ? keyResultIds.get(keyResult.key)! : null,
        authorId: idOf(goal.owner),
        value,
        previousValue: previous,
        status,
        comment: comments[k] ?? '',
        goalProgress:
          measure && !keyResult
            ? measureProgress({ ...measureOf(measure), currentValue: value! })
            : finalProgress * share,
        createdAt: at,
      });
      lastCheckIn.set(goalId, at);
    }
  }
  await tx.insert(performanceGoalCheckIns).values(checkIns);
  const closed = new Set(
    GOALS.filter((goal) => goal.status === 'closed').map((goal) => goalIds.get(goal.key)),
  );
  for (const [id, at] of lastCheckIn)
    await tx
      .update(performanceGoals)
      .set({ lastCheckInAt: at, updatedAt: at, closedAt: closed.has(id) ? at : null })
      .where(and(eq(performanceGoals.companyId, companyId), eq(performanceGoals.id, id)));
}
