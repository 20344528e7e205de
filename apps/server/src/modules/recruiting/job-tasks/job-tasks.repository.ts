import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { jobTasks, users } from '../../../db/schema/index.ts';

const nameOf = (column: typeof jobTasks.assigneeId | typeof jobTasks.createdById) =>
  sql<string | null>`(select u.first_name || ' ' || u.last_name from ${users} u where u.id = ${column})`;

const columns = {
  task: jobTasks,
  assigneeName: nameOf(jobTasks.assigneeId),
  createdByName: nameOf(jobTasks.createdById),
};
export type TaskRecord = {
  task: typeof jobTasks.$inferSelect;
  assigneeName: string | null;
  createdByName: string | null;
};

/** Open tasks first, soonest due first; with `onlyFor`, those assigned to or made by that person. */
export async function listTasks(
  db: DbOrTx,
  companyId: string,
  jobId: string,
  onlyFor?: string,
): Promise<TaskRecord[]> {
  return db
    .select(columns)
    .from(jobTasks)
    .where(
      and(
        eq(jobTasks.companyId, companyId),
        eq(jobTasks.jobId, jobId),
        ...(onlyFor ? [or(eq(jobTasks.assigneeId, onlyFor), eq(jobTasks.createdById, onlyFor))!] : []),
      ),
    )
    .orderBy(
      sql`${jobTasks.doneAt} is not null`,
      sql`${jobTasks.dueOn} asc nulls last`,
      asc(jobTasks.createdAt),
    );
}

export async function findTask(
  db: DbOrTx,
  companyId: string,
  jobId: string,
  taskId: string,
): Promise<TaskRecord | null> {
  const [row] = await db
    .select(columns)
    .from(jobTasks)
    .where(and(eq(jobTasks.companyId, companyId), eq(jobTasks.jobId, jobId), eq(jobTasks.id, taskId)))
    .limit(1);
  return row ?? null;
}

export async function insertTask(db: DbOrTx, values: typeof jobTasks.$inferInsert): Promise<string> {
  const [row] = await db.insert(jobTasks).values(values).returning({ id: jobTasks.id });
  return row!.id;
}

export async function updateTask(db: DbOrTx, taskId: string, values: Partial<typeof jobTasks.$inferInsert>) {
  await db.update(jobTasks).set(values).where(eq(jobTasks.id, taskId));
}

export async function deleteTask(db: DbOrTx, taskId: string) {
  await db.delete(jobTasks).where(eq(jobTasks.id, taskId));
}

export async function isCompanyUser(db: DbOrTx, companyId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  return Boolean(row);
}
