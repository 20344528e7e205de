import { type AnyColumn, and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TaskFile } from '@atrium/shared/schemas/onboarding/plan';
import type { TaskStatus } from '@atrium/shared/schemas/onboarding/tasks';
import type { DbOrTx } from '../../../db/client.ts';
import {
  companies,
  files,
  groupMembers,
  groups,
  newHires,
  newHireTasks,
  users,
} from '../../../db/schema/index.ts';
import { sameCompany } from '../../../lib/same-company.ts';
import {
  pageShapeOf,
  PreparedStatements,
  withPage,
  type PageShape,
  type PreparableQuery,
} from '../../../lib/prepared-statements.ts';
import { tenantConstant as tenant } from '../../../lib/tenant-constant.ts';

// The names a task shows, each a scalar subquery rather than a join: read for the rows returned
// only, and a statement of two tables plans in a fraction of the time five take (my tasks' page).
const personName = (userId: AnyColumn) =>
  sql<string | null>`(select u.first_name || ' ' || u.last_name from ${users} u
    where u.company_id = ${newHireTasks.companyId} and u.id = ${userId})`;
const groupName = sql<string | null>`(select g.name from ${groups} g
  where g.company_id = ${newHireTasks.companyId} and g.id = ${newHireTasks.assigneeGroupId})`;

// A task's files as the answer shows them, read for the rows returned only (most tasks have none).
const fileJson = (alias: string) =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'name', ${alias}.original_name, 'mimeType', ${alias}.mime_type, 'size', ${alias}.size_bytes)`,
  );
const attachments = sql<TaskFile[]>`(select coalesce(json_agg(${fileJson('f')}
    order by array_position(${newHireTasks.attachmentFileIds}, f.id)), '[]'::json)
  from ${files} f where f.company_id = ${newHireTasks.companyId} and f.id = any(${newHireTasks.attachmentFileIds}))`;
const documentFile = sql<TaskFile | null>`(select ${fileJson('f')} from ${files} f
  where f.company_id = ${newHireTasks.companyId} and f.id = ${newHireTasks.documentFileId})`;

/** A task with the names it shows and its hire's facts (and whatever `extra` the caller adds). */
const selectTasks = <Extra extends Record<string, SQL.Aliased | SQL> = Record<never, never>>(
  db: DbOrTx,
  extra?: Extra,
) =>
  db
    .select({
      task: newHireTasks,
      assigneeName: personName(newHireTasks.assigneeUserId),
      groupName,
      completedByName: personName(newHireTasks.completedBy),
      attachments,
      documentFile,
      hire: {
        id: newHires.id,
        preferredFirstName: newHires.preferredFirstName,
        legalFirstName: newHires.legalFirstName,
        legalLastName: newHires.legalLastName,
        startDate: newHires.startDate,
        state: newHires.state,
      },
      ...(extra as Extra),
    })
    .from(newHireTasks)
    .innerJoin(newHires, sameCompany(newHires, newHireTasks, eq(newHires.id, newHireTasks.newHireId)));

export type TaskRecord = Awaited<ReturnType<typeof tasksOfHire>>[number];

/** A hire's plan in its order. */
export const tasksOfHire = (db: DbOrTx, companyId: string, newHireId: string) =>
  selectTasks(db)
    .where(and(eq(newHireTasks.companyId, companyId), eq(newHireTasks.newHireId, newHireId)))
    .orderBy(asc(newHireTasks.position), asc(newHireTasks.createdAt));

export async function findTask(db: DbOrTx, companyId: string, id: string) {
  const [row] = await selectTasks(db)
    .where(and(eq(newHireTasks.companyId, companyId), eq(newHireTasks.id, id)))
    .limit(1);
  return row ?? null;
}

/** The task's row, unlocked (to find its hire, locked first). */
export async function findTaskRow(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select({ id: newHireTasks.id, newHireId: newHireTasks.newHireId })
    .from(newHireTasks)
    .where(and(eq(newHireTasks.companyId, companyId), eq(newHireTasks.id, id)))
    .limit(1);
  return row ?? null;
}

export async function lockTask(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(newHireTasks)
    .where(and(eq(newHireTasks.companyId, companyId), eq(newHireTasks.id, id)))
    .for('update');
  return row ?? null;
}

/**
 * How many of my tasks (or everyone's, `assignee` null) there are, of hires not cancelled, among
 * those `ofStatus` keeps (` and t.…` conditions on the task): all of them less those of cancelled
 * hires. A scalar subquery, so it runs once rather than over every row; mine are read from
 * new_hire_tasks_assignee_idx and, through my groups, new_hire_tasks_group_idx alone (a task is
 * never both: new_hire_tasks_one_assignee), everyone's from an index of the company.
 */
function countOfTasks(companyId: string, assigneeUserId: string | null, ofStatus: SQL): SQL {
  const company = tenant(companyId);
  const cancelled = (mine: SQL) => sql`(select count(*) from ${newHires} h
    join ${newHireTasks} t on t.company_id = h.company_id and t.new_hire_id = h.id
    where h.company_id = ${company} and h.state = 'cancelled'${mine}${ofStatus})`;
  if (!assigneeUserId)
    return sql`((select count(*) from ${newHireTasks} t where t.company_id = ${company}${ofStatus})
      - ${cancelled(sql``)})`;
  const myGroups = sql`array(select gm.group_id from ${groupMembers} gm
    where gm.company_id = ${company} and gm.user_id = ${assigneeUserId})`;
  return sql`((select count(*) from ${newHireTasks} t
      where t.company_id = ${company} and t.assignee_user_id = ${assigneeUserId}${ofStatus})
    + (select count(*) from ${groupMembers} gm
      join ${newHireTasks} t on t.company_id = gm.company_id and t.assignee_group_id = gm.group_id
      where gm.company_id = ${company} and gm.user_id = ${assigneeUserId}${ofStatus})
    - ${cancelled(sql` and (t.assignee_user_id = ${assigneeUserId} or t.assignee_group_id = any(${myGroups}))`)})`;
}

/**
 * A page of my tasks: those assigned to the person or to one of their groups (or everyone's,
 * `assignee` null), of hires not cancelled; open first, then by due date (so the overdue lead), with
 * the company's time zone. The page is read in new_hire_tasks_order_idx's order, so the statement
 * stops at the page's last row however many tasks match; the counts are `myTaskCounts`, kept for a
 * few seconds (task-counts.ts), since counting thousands cost more than the page (500 hires × 40
 * tasks: see docs/benchmarks.md).
 */
export const myTasks = (
  db: DbOrTx,
  companyId: string,
  filter: {
    assigneeUserId: string | null;
    status: TaskStatus | null;
    limit: number;
    offset: number;
    /** The hires the caller sees (settings → permission), a condition on new_hires. */
    visible?: SQL;
  },
) => {
  // A role's view of the hires is a condition of its own, so that page is built each time; mine and
  // everyone's (as HR sees them) are statements prepared once per shape (issue 17).
  if (filter.visible)
    return myTasksQuery(db, { company: tenant(companyId), user: null, ...filter })
      .limit(filter.limit)
      .offset(filter.offset);
  return myTaskPages.run(
    db,
    {
      isOwn: filter.assigneeUserId !== null,
      status: filter.status,
      page: pageShapeOf(filter),
    },
    { companyId, userId: filter.assigneeUserId, limit: filter.limit, offset: filter.offset },
  );
};

interface MyTasksShape {
  isOwn: boolean;
  status: TaskStatus | null;
  page: PageShape;
}

type MyTaskRecord = Awaited<ReturnType<typeof myTasksQuery>>[number];

function buildMyTasksPage(db: DbOrTx, shape: MyTasksShape): PreparableQuery<MyTaskRecord[]> {
  const query = myTasksQuery(db, {
    company: sql`${sql.placeholder('companyId')}`,
    user: shape.isOwn ? sql`${sql.placeholder('userId')}` : null,
    status: shape.status,
  }).$dynamic();
  return withPage(query, shape.page) as unknown as PreparableQuery<MyTaskRecord[]>;
}

const myTaskPages = new PreparedStatements('onboarding_my_tasks', buildMyTasksPage);

/**
 * The tasks of hires not cancelled in my tasks' order, with the company's zone: those assigned to
 * `user` or to one of their groups, or everyone's (`user` null), of `company` (a placeholder or the
 * constant).
 */
function myTasksQuery(
  db: DbOrTx,
  filter: { company: SQL; user: SQL | null; status: TaskStatus | null; visible?: SQL },
) {
  const { company, user, status } = filter;
  return selectTasks(db, {
    // The company's zone (what "overdue" is measured by), read here rather than in a query of its own.
    timezone: sql<string>`(select c.timezone from ${companies} c where c.id = ${company})`,
  })
    .where(
      and(
        sql`${newHireTasks.companyId} = ${company}`,
        ne(newHires.state, 'cancelled'),
        filter.visible,
        user
          ? or(
              sql`${newHireTasks.assigneeUserId} = ${user}`,
              // Tied to the task's own company column, so Citus sees one shard (a second placeholder
              // for the company would look like any company to it).
              sql`${newHireTasks.assigneeGroupId} = any(array(select gm.group_id from ${groupMembers} gm
                where gm.company_id = ${newHireTasks.companyId} and gm.user_id = ${user}))`,
            )
          : undefined,
        ...(status
          ? [
              eq(newHireTasks.status, status),
              // The status again as the index's first key, so a page of done tasks skips the open ones.
              sql`(${newHireTasks.status} <> 'open') = ${sql.raw(String(status !== 'open'))}`,
            ]
          : []),
      ),
    )
    .orderBy(
      sql`${newHireTasks.status} <> 'open'`,
      sql`${newHireTasks.dueDate} asc nulls last`,
      asc(newHireTasks.newHireId),
      asc(newHireTasks.position),
      asc(newHireTasks.id),
    );
}

/** How many of my tasks match (`status` null: all), and how many of the open ones are overdue. */
export async function myTaskCounts(
  db: DbOrTx,
  companyId: string,
  filter: { assigneeUserId: string | null; status: TaskStatus | null },
): Promise<{ total: number; overdue: number }> {
  const company = tenant(companyId);
  const total = countOfTasks(
    companyId,
    filter.assigneeUserId,
    filter.status ? sql` and t.status = ${filter.status}` : sql``,
  );
  // The matches open and due before the company's today: a range of every index above (status,
  // then due date), the status also as new_hire_tasks_order_idx's key for everyone's.
  const today = sql`(select (now() at time zone c.timezone)::date from ${companies} c where c.id = ${company})`;
  const overdue =
    filter.status && filter.status !== 'open'
      ? sql`0`
      : countOfTasks(
          companyId,
          filter.assigneeUserId,
          sql` and t.status = 'open' and (t.status <> 'open') = false and t.due_date < ${today}`,
        );
  const [row] = await db
    .select({
      total: sql<number>`${total}`.mapWith(Number),
      overdue: sql<number>`${overdue}`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row ?? { total: 0, overdue: 0 };
}

/**
 * Everyone's task counts over the hires a role sees (settings → permission): counted through the
 * hires, not cached, since what one person sees is theirs alone.
 */
export async function visibleTaskCounts(
  db: DbOrTx,
  companyId: string,
  filter: { status: TaskStatus | null; visible: SQL },
): Promise<{ total: number; overdue: number }> {
  const company = tenant(companyId);
  const today = sql`(select (now() at time zone c.timezone)::date from ${companies} c where c.id = ${company})`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${newHireTasks.status} = 'open' and ${newHireTasks.dueDate} < ${today}))::int`,
    })
    .from(newHireTasks)
    .innerJoin(newHires, sameCompany(newHires, newHireTasks, eq(newHires.id, newHireTasks.newHireId)))
    .where(
      and(
        eq(newHireTasks.companyId, companyId),
        ne(newHires.state, 'cancelled'),
        filter.visible,
        filter.status ? eq(newHireTasks.status, filter.status) : undefined,
      ),
    );
  return row ?? { total: 0, overdue: 0 };
}

/** Whether the person is in the group (a group's task is each member's). */
export async function isGroupMember(db: DbOrTx, companyId: string, groupId: string, userId: string) {
  const [row] = await db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.companyId, companyId),
        eq(groupMembers.groupId, groupId),
        eq(groupMembers.userId, userId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function nextPosition(db: DbOrTx, companyId: string, newHireId: string): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${newHireTasks.position}) + 1, 0)::int` })
    .from(newHireTasks)
    .where(and(eq(newHireTasks.companyId, companyId), eq(newHireTasks.newHireId, newHireId)));
  return row?.next ?? 0;
}

export type TaskInsert = Omit<
  typeof newHireTasks.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt'
>;

export async function insertTask(db: DbOrTx, companyId: string, values: TaskInsert) {
  const [row] = await db
    .insert(newHireTasks)
    .values({ ...values, companyId })
    .returning({ id: newHireTasks.id });
  return row!;
}

export async function updateTask(db: DbOrTx, companyId: string, id: string, patch: Partial<TaskInsert>) {
  await db
    .update(newHireTasks)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(newHireTasks.companyId, companyId), eq(newHireTasks.id, id)));
}

export async function deleteTask(db: DbOrTx, companyId: string, id: string) {
  await db.delete(newHireTasks).where(and(eq(newHireTasks.companyId, companyId), eq(newHireTasks.id, id)));
}
