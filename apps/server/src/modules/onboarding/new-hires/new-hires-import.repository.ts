import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { departments, locations, users } from '../../../db/schema/index.ts';

/** The company's departments and locations by lower-cased name (a file names them, not their ids). */
export async function namedPlaces(db: DbOrTx, companyId: string) {
  const departmentRows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.companyId, companyId));
  const locationRows = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.companyId, companyId));
  const byName = (rows: Array<{ id: string; name: string }>) =>
    new Map(rows.map((row) => [row.name.trim().toLowerCase(), row.id]));
  return { departments: byName(departmentRows), locations: byName(locationRows) };
}

/** The company's people among these addresses, by lower-cased address. */
export async function peopleByEmail(db: DbOrTx, companyId: string, emails: readonly string[]) {
  const wanted = [...new Set(emails.map((email) => email.toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(sql`lower(${users.email})`, wanted)));
  return new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));
}
