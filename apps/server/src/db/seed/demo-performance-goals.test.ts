import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import {
  performanceGoalCheckIns,
  performanceGoalCycles,
  performanceGoalKeyResults,
  performanceGoals,
  users,
} from '../schema/index.ts';
import { rollUp } from '../../modules/performance/goals/goal-progress.ts';
import { freshDatabase } from '../../../test/test-app.ts';
import { seedDemoIfEmpty } from './demo-seed.ts';

const DAY = 86_400_000;

describe('demo performance goals', () => {
  let database: Database;
  let goals: (typeof performanceGoals.$inferSelect)[];
  let people: Map<string, string>;

  beforeAll(async () => {
    database = await freshDatabase();
    await seedDemoIfEmpty(database.db);
    goals = await database.db.select().from(performanceGoals);
    people = new Map(
      (await database.db.select({ id: users.id, email: users.email }).from(users)).map((row) => [
        row.email,
        row.id,
      ]),
    );
  });
  afterAll(() => database.close());

  it('has this quarter’s cycle active and last quarter’s inactive', async () => {
    const cycles = await database.db.select().from(performanceGoalCycles);
    const today = new Date().toISOString().slice(0, 10);
    const active = cycles.filter((cycle) => cycle.isActive);
    expect(active).toHaveLength(1);
    expect(active[0]!.startDate <= today && today <= active[0]!.endDate).toBe(true);
    expect(cycles.filter((cycle) => !cycle.isActive).every((cycle) => cycle.endDate < today)).toBe(true);
  });

  it('cascades company goals with key results down to departments and most people', async () => {
    const company = goals.filter((goal) => goal.level === 'company');
    expect(company.length).toBeGreaterThanOrEqual(3);
    const keyResults = await database.db.select().from(performanceGoalKeyResults);
    for (const goal of company)
      expect(keyResults.filter((keyResult) => keyResult.goalId === goal.id).length).toBeGreaterThanOrEqual(2);
    const departments = goals.filter((goal) => goal.level === 'department');
    expect(new Set(departments.map((goal) => goal.departmentId)).size).toBeGreaterThanOrEqual(6);
    expect(departments.every((goal) => goal.parentGoalId)).toBe(true);
    const owners = new Set(goals.filter((goal) => goal.level === 'individual').map((goal) => goal.ownerId));
    expect(owners.size).toBeGreaterThanOrEqual(20);
    for (const email of ['manager@example.com', 'employee@example.com'])
      expect(goals.filter((goal) => goal.ownerId === people.get(email)).length, email).toBeGreaterThanOrEqual(
        3,
      );
    expect(new Set(goals.map((goal) => goal.status))).toEqual(
      new Set(['on_track', 'progressing', 'off_track', 'closed']),
    );
  });

  it('stores the progress the roll-up gives', async () => {
    const keyResults = await database.db.select().from(performanceGoalKeyResults);
    const rolled = rollUp(
      goals.map((goal) => ({
        ...goal,
        keyResults: keyResults.filter((keyResult) => keyResult.goalId === goal.id),
      })),
      goals
        .filter((goal) => goal.parentGoalId)
        .map((goal) => ({
          id: goal.id,
          parentGoalId: goal.parentGoalId!,
          parentKeyResultId: goal.parentKeyResultId,
          storedProgress: goal.progress,
        })),
    );
    for (const goal of goals)
      expect(goal.progress, goal.title).toBeCloseTo(rolled.goals.get(goal.id)!.progress, 9);
    for (const keyResult of keyResults)
      expect(keyResult.progress, keyResult.title).toBeCloseTo(
        rolled.keyResults.get(keyResult.id)!.progress,
        9,
      );
    // Some company goal has moved: the roll-up reaches the top.
    expect(goals.some((goal) => goal.level === 'company' && goal.progress > 0.1)).toBe(true);
  });

  it('gives each goal 2 to 6 check-ins, in the past, those of this cycle within eight weeks', async () => {
    const checkIns = await database.db.select().from(performanceGoalCheckIns);
    const now = Date.now();
    for (const goal of goals) {
      const own = checkIns.filter((checkIn) => checkIn.goalId === goal.id);
      expect(own.length, goal.title).toBeGreaterThanOrEqual(2);
      expect(own.length, goal.title).toBeLessThanOrEqual(6);
      for (const checkIn of own) {
        expect(checkIn.createdAt.getTime()).toBeLessThan(now);
        expect(checkIn.createdAt.getTime()).toBeGreaterThan(goal.createdAt.getTime());
      }
      if (goal.cycleId && goal.status !== 'closed')
        expect(Math.min(...own.map((checkIn) => checkIn.createdAt.getTime()))).toBeGreaterThan(
          now - 8 * 7 * DAY,
        );
    }
  });
});
