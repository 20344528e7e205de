import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { companyRoles, departments, locations, users } from '../../../db/schema/index.ts';

// Lookups of a CSV import: one query per kind, whatever the number of rows.

const lowerOf = (values: Iterable<string>) => [...new Set([...values].map((value) => value.toLowerCase()))];

/** Addresses already used by any account (one address, one account across the suite). */
export async function takenEmails(db: DbOrTx, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, lowerOf(emails)));
  return new Set(rows.map((row) => row.email));
}

/** The company's people with these addresses, by lower-cased address. */
export async function companyPeopleByEmail(db: DbOrTx, companyId: string, emails: string[]) {
  if (emails.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(sql`lower(${users.email})`, lowerOf(emails))));
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** Ids by lower-cased name; a department name may repeat under different parents, hence lists. */
export async function namedLinks(db: DbOrTx, companyId: string) {
  const [departmentRows, locationRows, roleRows] = await Promise.all([
    db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(eq(departments.companyId, companyId)),
    db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.companyId, companyId)),
    db
      .select({ id: companyRoles.id, name: companyRoles.name, permissions: companyRoles.permissions })
      .from(companyRoles)
      .where(eq(companyRoles.companyId, companyId)),
  ]);
  const byName = <T extends { name: string }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows)
      map.set(row.name.toLowerCase(), [...(map.get(row.name.toLowerCase()) ?? []), row]);
    return map;
  };
  return { departments: byName(departmentRows), locations: byName(locationRows), roles: byName(roleRows) };
}
