import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { groupMembers, onboardingReminderLog, users } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { tenantConstant as tenant } from '../../../lib/tenant-constant.ts';

/** Companies with an open onboarding task, each with its time zone: the sweep decides whose morning it is. */
export async function companiesWithOpenTasks(db: DbOrTx) {
  const result = await db.execute(sql`
    select c.id as "companyId", c.timezone from companies c
    where exists (select 1 from new_hire_tasks t where t.company_id = c.id and t.status = 'open')`);
  return rowsOf<{ companyId: string; timezone: string }>(result);
}

/** One task of one person's digest, with its rank and the count of its kind (new or overdue). */
export interface DigestRow {
  userId: string;
  email: string;
  firstName: string;
  taskName: string;
  dueDate: string | null;
  preferredFirstName: string | null;
  legalFirstName: string;
  legalLastName: string;
  isNew: boolean;
  rank: number;
  count: number;
}

/**
 * How far back the last digest is looked for: the hourly sweep tells of a new task within the hour
 * or the next morning, so a digest older than this has told of everything before it.
 */
const LOOKBACK_DAYS = 7;

/**
 * The digests due today for one company, in one statement: for every active person not yet sent
 * one today, their open tasks (their own and their groups') of hires not cancelled that are new
 * (created since their last digest, or within a day of `now` without one this past week) or
 * overdue (due before `day`); at most `perKind` of each kind, with the count of all.
 */
export async function digestRows(
  db: DbOrTx,
  companyId: string,
  options: { day: string; now: Date; perKind: number },
): Promise<DigestRow[]> {
  const company = tenant(companyId);
  const result = await db.execute(sql`
    select * from (
      select r.user_id as "userId", u.email, u.first_name as "firstName",
        t.name as "taskName", t.due_date::text as "dueDate",
        h.preferred_first_name as "preferredFirstName", h.legal_first_name as "legalFirstName",
        h.legal_last_name as "legalLastName", n.is_new as "isNew",
        (row_number() over (partition by r.user_id, n.is_new
          order by t.due_date nulls last, h.legal_last_name, h.id, t.position, t.id))::int as "rank",
        (count(*) over (partition by r.user_id, n.is_new))::int as "count"
      from new_hire_tasks t
      join new_hires h on h.company_id = ${company} and h.id = t.new_hire_id
      cross join lateral (
        select t.assignee_user_id as user_id where t.assignee_user_id is not null
        union
        select gm.user_id from group_members gm
        where gm.company_id = ${company} and gm.group_id = t.assignee_group_id
      ) r
      join users u on u.company_id = ${company} and u.id = r.user_id
      left join (
        select l.user_id, max(l.sent_at) as sent_at, bool_or(l.day = ${options.day}::date) as is_sent_today
        from onboarding_reminder_log l
        where l.company_id = ${company} and l.day >= ${options.day}::date - ${sql.raw(String(LOOKBACK_DAYS))}
        group by l.user_id
      ) last on last.user_id = r.user_id
      cross join lateral (
        select t.created_at > coalesce(last.sent_at, ${options.now.toISOString()}::timestamptz - interval '1 day') as is_new
      ) n
      where t.company_id = ${company} and t.status = 'open' and h.state <> 'cancelled' and u.status = 'active'
        and last.is_sent_today is not true
        and (n.is_new or t.due_date < ${options.day}::date)
    ) listed
    where "rank" <= ${options.perKind}
    order by "userId", "isNew" desc, "rank"`);
  return rowsOf<DigestRow>(result);
}

/** Records the day's digest to a person; false when one was already sent (by another run). */
export async function logDigest(db: DbOrTx, companyId: string, userId: string, day: string, sentAt: Date) {
  const inserted = await db
    .insert(onboardingReminderLog)
    .values({ companyId, userId, day, sentAt })
    .onConflictDoNothing()
    .returning({ userId: onboardingReminderLog.userId });
  return inserted.length > 0;
}

/** The active people a task's reminder goes to: its assignee, or the members of its group. */
export async function activeAssignees(
  db: DbOrTx,
  companyId: string,
  task: { assigneeUserId: string | null; assigneeGroupId: string | null },
) {
  const ids = new Set<string>(task.assigneeUserId ? [task.assigneeUserId] : []);
  if (task.assigneeGroupId) {
    const members = await db
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.companyId, companyId), eq(groupMembers.groupId, task.assigneeGroupId)));
    for (const { userId } of members) ids.add(userId);
  }
  if (ids.size === 0) return [];
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, [...ids]), eq(users.status, 'active')))
    .orderBy(users.firstName, users.lastName, users.id);
}
