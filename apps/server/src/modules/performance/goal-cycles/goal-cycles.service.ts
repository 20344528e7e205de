import { and, desc, eq, sql } from 'drizzle-orm';
import type { GoalCycle, GoalCycleInput } from '@atrium/shared/schemas/performance/goals';
import type { DbOrTx } from '../../../db/client.ts';
import { performanceGoalCycles, performanceGoals } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { nameTaken } from '../../../lib/company-links.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../../lib/pg-errors.ts';

// Goal cycles (settings → goal cycles): periods goals are set for. An inactive cycle is no longer
// offered for new goals; its goals keep it. A cycle with goals is not deleted: make it inactive.

type CycleInput = Required<Omit<GoalCycleInput, 'isActive'>> & { isActive: boolean };

const goalCount = sql<number>`${sql.raw(
  `(select count(*)::int from performance_goals g where g.company_id = "performance_goal_cycles"."company_id" and g.cycle_id = "performance_goal_cycles"."id")`,
)}`.mapWith(Number);

const byId = (companyId: string, id: string) =>
  and(eq(performanceGoalCycles.companyId, companyId), eq(performanceGoalCycles.id, id));

const toCycle = (row: typeof performanceGoalCycles.$inferSelect, count: number): GoalCycle => ({
  id: row.id,
  name: row.name,
  startDate: row.startDate,
  endDate: row.endDate,
  isActive: row.isActive,
  goalCount: count,
});

/** The newest cycles first. */
export async function listCycles(db: DbOrTx, companyId: string): Promise<GoalCycle[]> {
  const rows = await db
    .select({ cycle: performanceGoalCycles, goalCount })
    .from(performanceGoalCycles)
    .where(eq(performanceGoalCycles.companyId, companyId))
    .orderBy(desc(performanceGoalCycles.startDate), performanceGoalCycles.name);
  return rows.map((row) => toCycle(row.cycle, row.goalCount));
}

async function getCycle(db: DbOrTx, companyId: string, id: string): Promise<GoalCycle> {
  const [row] = await db
    .select({ cycle: performanceGoalCycles, goalCount })
    .from(performanceGoalCycles)
    .where(byId(companyId, id));
  if (!row) throw notFound('Goal cycle');
  return toCycle(row.cycle, row.goalCount);
}

/** Saves, answering a taken name as a field error (409) rather than a failed statement. */
async function withUniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken('goal cycle');
    throw error;
  }
}

export const createCycle = (db: DbOrTx, companyId: string, input: CycleInput) =>
  withUniqueName(async () => {
    const [row] = await db
      .insert(performanceGoalCycles)
      .values({ companyId, ...input })
      .returning();
    return toCycle(row!, 0);
  });

export const updateCycle = (db: DbOrTx, companyId: string, id: string, input: CycleInput) =>
  withUniqueName(async () => {
    const [row] = await db
      .update(performanceGoalCycles)
      .set({ ...input, updatedAt: new Date() })
      .where(byId(companyId, id))
      .returning({ id: performanceGoalCycles.id });
    if (!row) throw notFound('Goal cycle');
    return getCycle(db, companyId, id);
  });

const IN_USE = 'This goal cycle has goals: make it inactive instead, or move its goals first.';

export async function deleteCycle(db: DbOrTx, companyId: string, id: string): Promise<void> {
  const [used] = await db
    .select({ id: performanceGoals.id })
    .from(performanceGoals)
    .where(and(eq(performanceGoals.companyId, companyId), eq(performanceGoals.cycleId, id)))
    .limit(1);
  if (used) throw new AppError('CONFLICT', IN_USE);
  try {
    const [row] = await db
      .delete(performanceGoalCycles)
      .where(byId(companyId, id))
      .returning({ id: performanceGoalCycles.id });
    if (!row) throw notFound('Goal cycle');
  } catch (error) {
    // A goal was put in it between the check and the delete.
    if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', IN_USE);
    throw error;
  }
}
