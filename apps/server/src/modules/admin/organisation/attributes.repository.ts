import { and, asc, count, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  userAttributeDefinitions as attributes,
  type UserAttributeDefinitionRow,
} from '../../../db/schema/index.ts';
import { containsPattern } from '../../../lib/list-query.ts';

export interface AttributeFilter {
  search?: string;
  status: 'active' | 'archived' | 'all';
}

const STATUS: Record<AttributeFilter['status'], SQL | undefined> = {
  active: isNull(attributes.archivedAt),
  archived: isNotNull(attributes.archivedAt),
  all: undefined,
};

const filterOf = (companyId: string, filter: AttributeFilter): SQL | undefined =>
  and(
    eq(attributes.companyId, companyId),
    STATUS[filter.status],
    filter.search ? ilike(attributes.label, containsPattern(filter.search)) : undefined,
  );

const SORT_COLUMNS = { label: sql`lower(${attributes.label})`, createdAt: attributes.createdAt };

export async function listAttributes(
  db: DbOrTx,
  companyId: string,
  filter: AttributeFilter,
  page: { sortBy: keyof typeof SORT_COLUMNS; descending: boolean; limit: number; offset: number },
): Promise<UserAttributeDefinitionRow[]> {
  return db
    .select()
    .from(attributes)
    .where(filterOf(companyId, filter))
    .orderBy((page.descending ? desc : asc)(SORT_COLUMNS[page.sortBy]), asc(attributes.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAttributes(
  db: DbOrTx,
  companyId: string,
  filter: AttributeFilter,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(attributes).where(filterOf(companyId, filter));
  return row?.n ?? 0;
}

export async function findAttribute(
  db: DbOrTx,
  companyId: string,
  id: string,
): Promise<UserAttributeDefinitionRow | null> {
  const [row] = await db
    .select()
    .from(attributes)
    .where(and(eq(attributes.companyId, companyId), eq(attributes.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertAttribute(
  db: DbOrTx,
  values: Pick<UserAttributeDefinitionRow, 'companyId' | 'key' | 'label' | 'type' | 'options'>,
): Promise<UserAttributeDefinitionRow> {
  const [row] = await db.insert(attributes).values(values).returning();
  return row!;
}

export async function updateAttribute(
  db: DbOrTx,
  companyId: string,
  id: string,
  values: Partial<Pick<UserAttributeDefinitionRow, 'label' | 'options' | 'archivedAt'>>,
): Promise<UserAttributeDefinitionRow> {
  const [row] = await db
    .update(attributes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(attributes.companyId, companyId), eq(attributes.id, id)))
    .returning();
  return row!;
}
