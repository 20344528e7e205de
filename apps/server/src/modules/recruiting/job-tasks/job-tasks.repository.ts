import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { jobTasks, users } from '../../../db/schema/index.ts';

// Qualified by hand: selecting from one table, drizzle writes bare column names in the select list,
// and a bare "company_id" inside the subquery would be u's own.
const nameOf = (column: 'assignee_id' | 'created_by_id') =>
  sql<string | null>`(select u.first_name || ' ' || u.last_name from ${users} u
    where u.company_id = "job_tasks"."company_id" and u.id = ${sql.raw(`"job_tasks"."${column}"`)})`;

const columns = {
  task: jobTasks,
  assigneeName: nameOf('assignee_id'),
  createdByName: nameOf('created_by_id'),
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
