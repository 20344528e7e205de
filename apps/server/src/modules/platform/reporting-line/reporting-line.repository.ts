import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { tenantConstant } from '../../../lib/tenant-constant.ts';

// The reporting line every product reads (users.manager_id): a person's reports, direct and through
// others, and the managers above them. UNION (not UNION ALL) stops on a cycle already in the data.

/** Everyone who reports to the person, directly or through others (never the person themselves). */
export async function reportsOf(db: DbOrTx, companyId: string, userId: string): Promise<string[]> {
  const company = tenantConstant(companyId);
  const rows = await db.execute(sql`with recursive chain(id) as (
      select u.id from ${users} u where u.company_id = ${company} and u.manager_id = ${userId}
      union
      select u.id from ${users} u join chain on u.manager_id = chain.id where u.company_id = ${company}
    ) select id from chain where id <> ${userId}`);
  return rowsOf<{ id: string }>(rows).map((row) => row.id);
}

/** The person's managers, nearest first, up to someone nobody manages (at most 50 levels). */
export async function managerChainOf(db: DbOrTx, companyId: string, userId: string): Promise<string[]> {
  const company = tenantConstant(companyId);
  const rows = await db.execute(sql`with recursive up(id, depth) as (
      select u.manager_id, 1 from ${users} u
        where u.company_id = ${company} and u.id = ${userId} and u.manager_id is not null
      union
      select u.manager_id, up.depth + 1 from ${users} u join up on u.id = up.id
        where u.company_id = ${company} and u.manager_id is not null and up.depth < 50
    ) select id, min(depth) as depth from up where id <> ${userId} group by id order by min(depth)`);
  return rowsOf<{ id: string }>(rows).map((row) => row.id);
}

/** Whether `userId` reports to `managerId`, directly or through others. */
export async function isReportOf(
  db: DbOrTx,
  companyId: string,
  managerId: string,
  userId: string,
): Promise<boolean> {
  if (managerId === userId) return false;
  return (await managerChainOf(db, companyId, userId)).includes(managerId);
}
