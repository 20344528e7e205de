import { eq, sql } from 'drizzle-orm';
import type { CompanyProfileInput } from '@atrium/shared/schemas/admin/company-profile';
import type { DbOrTx } from '../../../db/client.ts';
import { companies, users, type CompanyRow } from '../../../db/schema/index.ts';

export async function findCompany(db: DbOrTx, companyId: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

/** Locks the row, so two admins saving at once apply one after the other. */
export async function findCompanyForUpdate(db: DbOrTx, companyId: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).for('update');
  return row;
}

export async function updateCompany(
  db: DbOrTx,
  companyId: string,
  input: CompanyProfileInput,
): Promise<void> {
  await db
    .update(companies)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}

/** Gives every person of the company the modules just enabled, so each can open them at once. */
export async function addModulesToPeople(
  db: DbOrTx,
  companyId: string,
  modules: readonly string[],
): Promise<void> {
  if (modules.length === 0) return;
  const added = sql`array[${sql.join(
    modules.map((module) => sql`${module}`),
    sql`, `,
  )}]::text[]`;
  await db
    .update(users)
    .set({
      allowedModules: sql`array(select distinct unnest(${users.allowedModules} || ${added}))`,
    })
    .where(eq(users.companyId, companyId));
}
