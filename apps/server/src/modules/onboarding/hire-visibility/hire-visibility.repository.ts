import { asc, eq, sql } from 'drizzle-orm';
import type { HireVisibilityScope } from '@atrium/shared/schemas/onboarding/hire-visibility';
import type { DbOrTx } from '../../../db/client.ts';
import { companyRoles, onboardingHireVisibility } from '../../../db/schema/index.ts';

export const companyRolesOf = (db: DbOrTx, companyId: string) =>
  db
    .select({ id: companyRoles.id, name: companyRoles.name })
    .from(companyRoles)
    .where(eq(companyRoles.companyId, companyId))
    .orderBy(asc(sql`lower(${companyRoles.name})`), asc(companyRoles.id));

export const scopesOf = (db: DbOrTx, companyId: string) =>
  db
    .select({ roleKey: onboardingHireVisibility.roleKey, scope: onboardingHireVisibility.scope })
    .from(onboardingHireVisibility)
    .where(eq(onboardingHireVisibility.companyId, companyId));

export async function upsertScope(
  db: DbOrTx,
  companyId: string,
  roleKey: string,
  scope: HireVisibilityScope,
) {
  await db
    .insert(onboardingHireVisibility)
    .values({ companyId, roleKey, scope })
    .onConflictDoUpdate({
      target: [onboardingHireVisibility.companyId, onboardingHireVisibility.roleKey],
      set: { scope, updatedAt: new Date() },
    });
}
