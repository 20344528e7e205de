import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { containsPattern } from '../../../lib/list-query.ts';
import { companyRoles, users, type CompanyRoleRow } from '../../../db/schema/index.ts';

export interface CompanyRoleWithCount extends CompanyRoleRow {
  userCount: number;
}

// Written out: drizzle leaves columns unqualified in a one-table select, which a subquery would misread.
const holders = sql<number>`(select count(*)::int from ${users} holder where holder.company_id = "company_roles"."company_id" and holder.custom_role_id = "company_roles"."id")`;

const nameContains = (search: string | undefined): SQL | undefined =>
  search ? ilike(companyRoles.name, containsPattern(search)) : undefined;

export interface RoleListOptions {
  search?: string;
  sortBy: 'name' | 'userCount' | 'createdAt';
  descending: boolean;
  limit: number;
  offset: number;
}

export async function listCompanyRoles(
  db: DbOrTx,
  companyId: string,
  options: RoleListOptions,
): Promise<CompanyRoleWithCount[]> {
  const column = {
    name: sql`lower(${companyRoles.name})`,
    userCount: holders,
    createdAt: companyRoles.createdAt,
  }[options.sortBy];
  const order = options.descending ? desc : asc;
  if (options.limit <= 0) return [];
  return db
    .select({ ...getTableColumns(companyRoles), userCount: holders })
    .from(companyRoles)
    .where(and(eq(companyRoles.companyId, companyId), nameContains(options.search)))
    .orderBy(order(column), asc(companyRoles.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countCompanyRoles(db: DbOrTx, companyId: string, search?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companyRoles)
    .where(and(eq(companyRoles.companyId, companyId), nameContains(search)));
  return row?.n ?? 0;
}

export async function findCompanyRole(
  db: DbOrTx,
  companyId: string,
  id: string,
): Promise<CompanyRoleWithCount | null> {
  const [row] = await db
    .select({ ...getTableColumns(companyRoles), userCount: holders })
    .from(companyRoles)
    .where(and(eq(companyRoles.companyId, companyId), eq(companyRoles.id, id)))
    .limit(1);
  return row ?? null;
}

/** How many of the company's users hold each system role. */
export async function countSystemRoleHolders(
  db: DbOrTx,
  companyId: string,
  roles: readonly string[],
): Promise<Map<string, number>> {
  if (roles.length === 0) return new Map();
  const rows = await db
    .select({ role: users.role, n: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.role, [...roles])))
    .groupBy(users.role);
  return new Map(rows.map((row) => [row.role ?? '', row.n]));
}

export async function insertCompanyRole(
  db: DbOrTx,
  values: Pick<CompanyRoleRow, 'companyId' | 'name' | 'description' | 'permissions'>,
): Promise<CompanyRoleRow> {
  const [row] = await db.insert(companyRoles).values(values).returning();
  return row!;
}

export async function updateCompanyRole(
  db: DbOrTx,
  companyId: string,
  id: string,
  values: Pick<CompanyRoleRow, 'name' | 'description' | 'permissions'>,
): Promise<void> {
  await db
    .update(companyRoles)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(companyRoles.companyId, companyId), eq(companyRoles.id, id)));
}

export async function deleteCompanyRole(db: DbOrTx, companyId: string, id: string): Promise<void> {
  await db.delete(companyRoles).where(and(eq(companyRoles.companyId, companyId), eq(companyRoles.id, id)));
}
