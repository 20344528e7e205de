import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { closeReasons, departments, jobOffices, locations, users } from '../../../db/schema/index.ts';
import { sameCompany } from '../../../lib/same-company.ts';

export async function departmentNamed(db: DbOrTx, companyId: string, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.id, id)))
    .limit(1);
  return row ?? null;
}

export const officesOfJob = (db: DbOrTx, companyId: string, jobId: string) =>
  db
    .select({ id: locations.id, name: locations.name })
    .from(jobOffices)
    .innerJoin(locations, sameCompany(locations, jobOffices, eq(locations.id, jobOffices.locationId)))
    .where(and(eq(jobOffices.companyId, companyId), eq(jobOffices.jobId, jobId)));

export async function closeReasonExists(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select({ id: closeReasons.id })
    .from(closeReasons)
    .where(and(eq(closeReasons.companyId, companyId), eq(closeReasons.id, id)))
    .limit(1);
  return row !== undefined;
}

export async function personNamed(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)))
    .limit(1);
  return row ? { id: row.id, name: `${row.firstName} ${row.lastName}` } : null;
}
