import { eq, sql } from 'drizzle-orm';
import type { OrganizationSettingsInput } from '@atrium/shared/schemas/recruiting/recruiting-settings';
import type { DbOrTx } from '../../../db/client.ts';
import { companies, departments, locations, recruitingSettings } from '../../../db/schema/index.ts';

/** The company's profile fields this page shows, its office and department counts, and its settings. */
export async function findOrganization(db: DbOrTx, companyId: string) {
  const countOf = async (table: typeof locations | typeof departments) => {
    const [counted] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.companyId, companyId));
    return counted?.count ?? 0;
  };
  // The counts on their own: each then reads one company's rows on one Citus worker.
  const [offices, departmentCount, rows] = await Promise.all([
    countOf(locations),
    countOf(departments),
    db
      .select({
        name: companies.name,
        logoUrl: companies.logoUrl,
        timezone: companies.timezone,
        slug: companies.slug,
        defaultCurrency: recruitingSettings.defaultCurrency,
        defaultInterviewMinutes: recruitingSettings.defaultInterviewMinutes,
        updatedAt: recruitingSettings.updatedAt,
      })
      .from(companies)
      .leftJoin(recruitingSettings, eq(recruitingSettings.companyId, companies.id))
      .where(eq(companies.id, companyId))
      .limit(1),
  ]);
  const [row] = rows;
  return row ? { ...row, offices, departments: departmentCount } : null;
}

export async function saveOrganizationSettings(
  db: DbOrTx,
  companyId: string,
  input: OrganizationSettingsInput,
) {
  const values = { ...input, updatedAt: new Date() };
  await db
    .insert(recruitingSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: recruitingSettings.companyId, set: values });
}
