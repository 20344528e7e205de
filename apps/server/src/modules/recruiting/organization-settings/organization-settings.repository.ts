import { eq, sql } from 'drizzle-orm';
import type { OrganizationSettingsInput } from '@atrium/shared/schemas/recruiting/recruiting-settings';
import type { DbOrTx } from '../../../db/client.ts';
import { companies, departments, locations, recruitingSettings } from '../../../db/schema/index.ts';

/** The company's profile fields this page shows, its office and department counts, and its settings. */
export async function findOrganization(db: DbOrTx, companyId: string) {
  const [row] = await db
    .select({
      name: companies.name,
      logoUrl: companies.logoUrl,
      timezone: companies.timezone,
      slug: companies.slug,
      offices: sql<number>`(select count(*)::int from ${locations} where ${locations.companyId} = ${companyId})`,
      departments: sql<number>`(select count(*)::int from ${departments} where ${departments.companyId} = ${companyId})`,
      defaultCurrency: recruitingSettings.defaultCurrency,
      defaultInterviewMinutes: recruitingSettings.defaultInterviewMinutes,
      updatedAt: recruitingSettings.updatedAt,
    })
    .from(companies)
    .leftJoin(recruitingSettings, eq(recruitingSettings.companyId, companies.id))
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
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
