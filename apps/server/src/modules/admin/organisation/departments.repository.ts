import { and, asc, count, desc, eq, getTableColumns, ilike, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { departments, jobs, users, type DepartmentRow } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../lib/list-query.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';

const parent = alias(departments, 'parent');
const head = alias(users, 'head');

// Written out: correlated subqueries must name the outer table, which drizzle leaves unqualified.
const childCount = sql<number>`(select count(*)::int from ${departments} child where child.company_id = "departments"."company_id" and child.parent_id = "departments"."id")`;
const memberCount = sql<number>`(select count(*)::int from ${users} member where member.company_id = "departments"."company_id" and member.department_id = "departments"."id")`;
// UNION stops on a cycle should one ever reach the data; the service refuses to create one.
const depth = sql<number>`(with recursive up(company_id, id, parent_id, depth) as (select d.company_id, d.id, d.parent_id, 0 from ${departments} d where d.company_id = "departments"."company_id" and d.id = "departments"."parent_id" union select d.company_id, d.id, d.parent_id, up.depth + 1 from ${departments} d join up on d.company_id = up.company_id and d.id = up.parent_id where up.depth < 100) select coalesce(max(depth) + 1, 0)::int from up)`;

export interface DepartmentDetailRow {
  department: DepartmentRow;
  parentName: string | null;
  head: { id: string; firstName: string; lastName: string; email: string } | null;
  depth: number;
  childCount: number;
  memberCount: number;
}

const selectDetails = (db: DbOrTx) =>
  db
    .select({
      department: getTableColumns(departments),
      parentName: parent.name,
      head: { id: head.id, firstName: head.firstName, lastName: head.lastName, email: head.email },
      depth,
      childCount,
      memberCount,
    })
    .from(departments)
    .leftJoin(parent, and(eq(parent.id, departments.parentId), eq(parent.companyId, departments.companyId)))
    .leftJoin(head, and(eq(head.id, departments.headUserId), eq(head.companyId, departments.companyId)));

export interface DepartmentFilter {
  search?: string;
  parentId?: string;
}

const filterOf = (companyId: string, filter: DepartmentFilter): SQL | undefined =>
  and(
    eq(departments.companyId, companyId),
    filter.search ? ilike(departments.name, containsPattern(filter.search)) : undefined,
    filter.parentId ? eq(departments.parentId, filter.parentId) : undefined,
  );

export async function listDepartments(
  db: DbOrTx,
  companyId: string,
  filter: DepartmentFilter,
  page: { sortBy: 'name' | 'createdAt'; descending: boolean; limit: number; offset: number },
): Promise<DepartmentDetailRow[]> {
  const column = page.sortBy === 'name' ? sql`lower(${departments.name})` : departments.createdAt;
  return selectDetails(db)
    .where(filterOf(companyId, filter))
    .orderBy((page.descending ? desc : asc)(column), asc(departments.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countDepartments(
  db: DbOrTx,
  companyId: string,
  filter: DepartmentFilter,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(departments).where(filterOf(companyId, filter));
  return row?.n ?? 0;
}

export async function findDepartment(
  db: DbOrTx,
  companyId: string,
  id: string,
): Promise<DepartmentDetailRow | null> {
  const [row] = await selectDetails(db)
    .where(and(eq(departments.companyId, companyId), eq(departments.id, id)))
    .limit(1);
  return row ?? null;
}

export async function departmentExists(db: DbOrTx, companyId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.id, id)))
    .limit(1);
  return Boolean(row);
}

/** Whether `ancestorId` is `departmentId` itself or above it: making it a child would close a loop. */
export async function isSelfOrAncestor(
  db: DbOrTx,
  companyId: string,
  ancestorId: string,
  departmentId: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    with recursive up(company_id, id, parent_id) as (
      select company_id, id, parent_id from ${departments} where company_id = ${companyId} and id = ${departmentId}
      union
      select d.company_id, d.id, d.parent_id from ${departments} d
        join up on d.company_id = up.company_id and d.id = up.parent_id
    )
    select 1 as found from up where id = ${ancestorId} limit 1`);
  return rowsOf(result).length > 0;
}

type DepartmentValues = Pick<DepartmentRow, 'name' | 'parentId' | 'headUserId'>;

export async function insertDepartment(
  db: DbOrTx,
  values: DepartmentValues & { companyId: string },
): Promise<DepartmentRow> {
  const [row] = await db.insert(departments).values(values).returning();
  return row!;
}

export async function updateDepartment(
  db: DbOrTx,
  companyId: string,
  id: string,
  values: Partial<DepartmentValues>,
): Promise<void> {
  await db
    .update(departments)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(departments.companyId, companyId), eq(departments.id, id)));
}

/**
 * Deletes a department after taking it off the people and jobs that name it. The database cannot
 * clear these links itself once the tables are distributed by company (Citus refuses SET NULL on a
 * key that includes company_id), so every table that links to a department is cleared here.
 */
export async function deleteDepartment(db: DbOrTx, companyId: string, id: string): Promise<void> {
  await db
    .update(users)
    .set({ departmentId: null, updatedAt: new Date() })
    .where(and(eq(users.companyId, companyId), eq(users.departmentId, id)));
  await db
    .update(jobs)
    .set({ departmentId: null })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.departmentId, id)));
  await db.delete(departments).where(and(eq(departments.companyId, companyId), eq(departments.id, id)));
}
