import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { departments, locations } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { tenantConstant } from '../../../lib/tenant-constant.ts';

// The company's departments and locations: the same rows company administration manages (platform
// tables), read and written here for Onboarding's settings, which may not import admin's code.

// Written out: drizzle leaves columns unqualified in a one-table select, which a subquery would misread.
// The company as one constant in the outer query and its subqueries, so Citus sees them on one shard.
export const listDepartments = (db: DbOrTx, companyId: string) =>
  db
    .select({
      id: departments.id,
      name: departments.name,
      parentId: departments.parentId,
      people: sql<number>`(select count(*)::int from users u where u.company_id = ${tenantConstant(companyId)} and u.department_id = "departments"."id")`,
      newHires: sql<number>`(select count(*)::int from new_hires h where h.company_id = ${tenantConstant(companyId)}
        and h.department_id = "departments"."id" and h.state <> 'cancelled')`,
    })
    .from(departments)
    .where(sql`${departments.companyId} = ${tenantConstant(companyId)}`)
    .orderBy(asc(sql`lower(${departments.name})`), asc(departments.id));

export const listLocations = (db: DbOrTx, companyId: string) =>
  db
    .select({
      id: locations.id,
      name: locations.name,
      people: sql<number>`(select count(*)::int from users u where u.company_id = ${tenantConstant(companyId)} and u.location_id = "locations"."id")`,
      newHires: sql<number>`(select count(*)::int from new_hires h where h.company_id = ${tenantConstant(companyId)}
        and h.location_id = "locations"."id" and h.state <> 'cancelled')`,
    })
    .from(locations)
    .where(sql`${locations.companyId} = ${tenantConstant(companyId)}`)
    .orderBy(asc(sql`lower(${locations.name})`), asc(locations.id));

export async function lockDepartment(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select({ id: departments.id, name: departments.name, parentId: departments.parentId })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.id, id)))
    .for('update');
  return row ?? null;
}

export async function lockLocation(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(and(eq(locations.companyId, companyId), eq(locations.id, id)))
    .for('update');
  return row ?? null;
}

export async function insertDepartment(
  db: DbOrTx,
  companyId: string,
  values: { name: string; parentId: string | null },
) {
  const [row] = await db
    .insert(departments)
    .values({ companyId, ...values })
    .returning({ id: departments.id });
  return row!;
}

export async function renameDepartment(db: DbOrTx, companyId: string, id: string, name: string) {
  await db
    .update(departments)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(departments.companyId, companyId), eq(departments.id, id)));
}

export async function insertLocation(db: DbOrTx, companyId: string, name: string) {
  const [row] = await db.insert(locations).values({ companyId, name }).returning({ id: locations.id });
  return row!;
}

export async function renameLocation(db: DbOrTx, companyId: string, id: string, name: string) {
  await db
    .update(locations)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(locations.companyId, companyId), eq(locations.id, id)));
}

/**
 * What still names a department or location: people, new hires not cancelled, sub-departments,
 * tasks of the plan and Recruiting's jobs. Any of them refuses the delete.
 */
export async function usesOf(db: DbOrTx, companyId: string, kind: 'department' | 'location', id: string) {
  const company = tenantConstant(companyId);
  const column = sql.raw(kind === 'department' ? 'department_id' : 'location_id');
  const result = await db.execute(sql`select
      (select count(*)::int from users u where u.company_id = ${company} and u.${column} = ${id}) as people,
      (select count(*)::int from new_hires h where h.company_id = ${company} and h.${column} = ${id}
        and h.state <> 'cancelled') as new_hires,
      (select count(*)::int from onboarding_task_template_criteria c where c.company_id = ${company}
        and c.kind = ${kind} and c.value = ${id}::text) as tasks,
      ${
        kind === 'department'
          ? sql`(select count(*)::int from departments d where d.company_id = ${company} and d.parent_id = ${id})`
          : sql`0`
      } as children`);
  return rowsOf<Uses>(result)[0] ?? { people: 0, new_hires: 0, tasks: 0, children: 0 };
}

interface Uses {
  people: number;
  new_hires: number;
  tasks: number;
  children: number;
}

export async function deleteDepartment(db: DbOrTx, companyId: string, id: string) {
  await db.delete(departments).where(and(eq(departments.companyId, companyId), eq(departments.id, id)));
}

export async function deleteLocation(db: DbOrTx, companyId: string, id: string) {
  await db.delete(locations).where(and(eq(locations.companyId, companyId), eq(locations.id, id)));
}
