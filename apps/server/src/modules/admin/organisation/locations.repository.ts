import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { locations, users, type LocationRow } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../lib/list-query.ts';

export interface LocationWithCount extends LocationRow {
  memberCount: number;
}

// Written out: drizzle leaves columns unqualified in a one-table select, which a subquery would misread.
const memberCount = sql<number>`(select count(*)::int from ${users} member where member.company_id = "locations"."company_id" and member.location_id = "locations"."id")`;

const filterOf = (companyId: string, search?: string): SQL | undefined =>
  and(
    eq(locations.companyId, companyId),
    search
      ? or(ilike(locations.name, containsPattern(search)), ilike(locations.city, containsPattern(search)))
      : undefined,
  );

const SORT_COLUMNS = {
  name: sql`lower(${locations.name})`,
  city: sql`lower(${locations.city})`,
  createdAt: locations.createdAt,
};

export async function listLocations(
  db: DbOrTx,
  companyId: string,
  options: {
    search?: string;
    sortBy: keyof typeof SORT_COLUMNS;
    descending: boolean;
    limit: number;
    offset: number;
  },
): Promise<LocationWithCount[]> {
  return db
    .select({ ...getTableColumns(locations), memberCount })
    .from(locations)
    .where(filterOf(companyId, options.search))
    .orderBy((options.descending ? desc : asc)(SORT_COLUMNS[options.sortBy]), asc(locations.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countLocations(db: DbOrTx, companyId: string, search?: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(locations).where(filterOf(companyId, search));
  return row?.n ?? 0;
}

export async function findLocation(
  db: DbOrTx,
  companyId: string,
  id: string,
): Promise<LocationWithCount | null> {
  const [row] = await db
    .select({ ...getTableColumns(locations), memberCount })
    .from(locations)
    .where(and(eq(locations.companyId, companyId), eq(locations.id, id)))
    .limit(1);
  return row ?? null;
}

type LocationValues = Omit<typeof locations.$inferInsert, 'id' | 'companyId' | 'createdAt' | 'updatedAt'>;

export async function insertLocation(
  db: DbOrTx,
  companyId: string,
  values: LocationValues,
): Promise<LocationRow> {
  const [row] = await db
    .insert(locations)
    .values({ ...values, companyId })
    .returning();
  return row!;
}

export async function updateLocation(db: DbOrTx, companyId: string, id: string, values: LocationValues) {
  await db
    .update(locations)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(locations.companyId, companyId), eq(locations.id, id)));
}

/**
 * Deletes a location after taking it off the people who work there (jobs' offices go with it). The
 * database cannot clear the link itself once the tables are distributed by company (Citus refuses
 * SET NULL on a key that includes company_id).
 */
export async function deleteLocation(db: DbOrTx, companyId: string, id: string): Promise<void> {
  await db
    .update(users)
    .set({ locationId: null, updatedAt: new Date() })
    .where(and(eq(users.companyId, companyId), eq(users.locationId, id)));
  await db.delete(locations).where(and(eq(locations.companyId, companyId), eq(locations.id, id)));
}
