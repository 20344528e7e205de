import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { groupMembers, groups, users, type GroupRow } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../lib/list-query.ts';

export interface GroupWithCount extends GroupRow {
  memberCount: number;
}

// Written out: drizzle leaves columns unqualified in a one-table select, which a subquery would misread.
const memberCount = sql<number>`(select count(*)::int from ${groupMembers} gm where gm.company_id = "groups"."company_id" and gm.group_id = "groups"."id")`;

const filterOf = (companyId: string, search?: string): SQL | undefined =>
  and(eq(groups.companyId, companyId), search ? ilike(groups.name, containsPattern(search)) : undefined);

const SORT_COLUMNS = { name: sql`lower(${groups.name})`, memberCount, createdAt: groups.createdAt };

export async function listGroups(
  db: DbOrTx,
  companyId: string,
  options: {
    search?: string;
    sortBy: keyof typeof SORT_COLUMNS;
    descending: boolean;
    limit: number;
    offset: number;
  },
): Promise<GroupWithCount[]> {
  return db
    .select({ ...getTableColumns(groups), memberCount })
    .from(groups)
    .where(filterOf(companyId, options.search))
    .orderBy((options.descending ? desc : asc)(SORT_COLUMNS[options.sortBy]), asc(groups.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countGroups(db: DbOrTx, companyId: string, search?: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(groups).where(filterOf(companyId, search));
  return row?.n ?? 0;
}

export async function findGroup(db: DbOrTx, companyId: string, id: string): Promise<GroupWithCount | null> {
  const [row] = await db
    .select({ ...getTableColumns(groups), memberCount })
    .from(groups)
    .where(and(eq(groups.companyId, companyId), eq(groups.id, id)))
    .limit(1);
  return row ?? null;
}

type GroupValues = Pick<GroupRow, 'name' | 'description'>;

export async function insertGroup(db: DbOrTx, companyId: string, values: GroupValues): Promise<GroupRow> {
  const [row] = await db
    .insert(groups)
    .values({ ...values, companyId })
    .returning();
  return row!;
}

export async function updateGroup(db: DbOrTx, companyId: string, id: string, values: GroupValues) {
  await db
    .update(groups)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(groups.companyId, companyId), eq(groups.id, id)));
}

export async function deleteGroup(db: DbOrTx, companyId: string, id: string): Promise<void> {
  await db.delete(groups).where(and(eq(groups.companyId, companyId), eq(groups.id, id)));
}

const memberFilter = (companyId: string, groupId: string, search?: string): SQL | undefined =>
  and(
    eq(groupMembers.companyId, companyId),
    eq(groupMembers.groupId, groupId),
    search
      ? or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containsPattern(search)),
          ilike(users.email, containsPattern(search)),
        )
      : undefined,
  );

export async function listMembers(
  db: DbOrTx,
  companyId: string,
  groupId: string,
  options: { search?: string; limit: number; offset: number },
) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(groupMembers)
    .innerJoin(users, and(eq(users.id, groupMembers.userId), eq(users.companyId, groupMembers.companyId)))
    .where(memberFilter(companyId, groupId, options.search))
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countMembers(db: DbOrTx, companyId: string, groupId: string, search?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(groupMembers)
    .innerJoin(users, and(eq(users.id, groupMembers.userId), eq(users.companyId, groupMembers.companyId)))
    .where(memberFilter(companyId, groupId, search));
  return row?.n ?? 0;
}

/** Adds the members not already in; answers the ids actually added. */
export async function addMembers(db: DbOrTx, companyId: string, groupId: string, userIds: string[]) {
  const rows = await db
    .insert(groupMembers)
    .values(userIds.map((userId) => ({ companyId, groupId, userId })))
    .onConflictDoNothing()
    .returning({ userId: groupMembers.userId });
  return rows.map((row) => row.userId);
}

export async function removeMembers(db: DbOrTx, companyId: string, groupId: string, userIds: string[]) {
  const rows = await db
    .delete(groupMembers)
    .where(
      and(
        eq(groupMembers.companyId, companyId),
        eq(groupMembers.groupId, groupId),
        inArray(groupMembers.userId, userIds),
      ),
    )
    .returning({ userId: groupMembers.userId });
  return rows.map((row) => row.userId);
}
