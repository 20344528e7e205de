import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import {
  newHires,
  newHireTasks,
  onboardingCriteria,
  onboardingTaskTemplates,
  users,
} from '../schema/index.ts';
import { freshDatabase } from '../../../test/test-app.ts';
import { todayIn } from '../../modules/onboarding/plan/plan-rules.ts';
import { seedDemoIfEmpty } from './demo-seed.ts';
import { DEMO_ZONE } from './demo-interviews.ts';

describe('demo onboarding', () => {
  let database: Database;

  beforeAll(async () => {
    database = await freshDatabase();
    expect(await seedDemoIfEmpty(database.db)).toBe(true);
  });
  afterAll(() => database.close());

  it('has two other criteria and a plan with tasks for every role, some by criteria', async () => {
    expect((await database.db.select().from(onboardingCriteria)).map((row) => row.name).sort()).toEqual([
      'Remote',
      'Seniority',
    ]);
    const plan = await database.db.select().from(onboardingTaskTemplates);
    expect(plan.length).toBeGreaterThanOrEqual(12);
    expect(new Set(plan.map((task) => task.assigneeRole))).toEqual(
      new Set(['new_hire', 'manager', 'hr_contact', 'buddy', 'it', 'person']),
    );
  });

  it('has new hires in every state, one handed off from Recruiting, each with their plan', async () => {
    const hires = await database.db.select().from(newHires);
    expect(hires.length).toBeGreaterThanOrEqual(8);
    expect(new Set(hires.map((hire) => hire.state))).toEqual(
      new Set(['pending', 'onboarding', 'complete', 'cancelled']),
    );
    const fromRecruiting = hires.filter((hire) => hire.source === 'recruiting');
    expect(fromRecruiting.length).toBeGreaterThanOrEqual(1);
    expect(fromRecruiting[0]).toMatchObject({
      applicationId: expect.any(String),
      departmentId: expect.any(String),
    });
    const tasks = await database.db.select().from(newHireTasks);
    for (const hire of hires)
      expect(tasks.filter((task) => task.newHireId === hire.id).length, hire.legalFirstName).toBeGreaterThan(
        3,
      );
    const today = todayIn(DEMO_ZONE);
    const live = new Set(hires.filter((hire) => hire.state !== 'cancelled').map((hire) => hire.id));
    const mine = tasks.filter((task) => live.has(task.newHireId));
    expect(mine.filter((task) => task.status === 'done').length).toBeGreaterThan(5);
    expect(mine.filter((task) => task.status === 'open' && task.dueDate! < today).length).toBeGreaterThan(2);
    expect(mine.some((task) => task.assigneeUserId === null)).toBe(true);
  });

  it('made the hires whose start date has come people in People', async () => {
    const started = (await database.db.select().from(newHires)).filter(
      (hire) => hire.state !== 'cancelled' && hire.startDate! <= todayIn(DEMO_ZONE),
    );
    expect(started.length).toBeGreaterThanOrEqual(2);
    for (const hire of started) {
      const [person] = await database.db.select().from(users).where(eq(users.id, hire.userId!));
      expect(person).toMatchObject({
        status: 'active',
        departmentId: hire.departmentId,
        locationId: hire.locationId,
        managerId: hire.managerUserId,
      });
    }
  });
});
