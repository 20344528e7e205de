import { and, eq } from 'drizzle-orm';
import type { OnboardingMailKey } from '@atrium/shared/schemas/onboarding/email';
import type { DbOrTx } from '../../../db/client.ts';
import { companies, onboardingEmailTemplates, onboardingWelcomeSettings } from '../../../db/schema/index.ts';

export const companyTemplates = (db: DbOrTx, companyId: string) =>
  db.select().from(onboardingEmailTemplates).where(eq(onboardingEmailTemplates.companyId, companyId));

export async function companyTemplate(db: DbOrTx, companyId: string, key: OnboardingMailKey) {
  const [row] = await db
    .select()
    .from(onboardingEmailTemplates)
    .where(and(eq(onboardingEmailTemplates.companyId, companyId), eq(onboardingEmailTemplates.key, key)))
    .limit(1);
  return row ?? null;
}

export const saveTemplate = (
  db: DbOrTx,
  companyId: string,
  key: OnboardingMailKey,
  values: { subject: string; bodyHtml: string },
) =>
  db
    .insert(onboardingEmailTemplates)
    .values({ companyId, key, ...values })
    .onConflictDoUpdate({
      target: [onboardingEmailTemplates.companyId, onboardingEmailTemplates.key],
      set: { ...values, updatedAt: new Date() },
    });

export const deleteTemplate = (db: DbOrTx, companyId: string, key: OnboardingMailKey) =>
  db
    .delete(onboardingEmailTemplates)
    .where(and(eq(onboardingEmailTemplates.companyId, companyId), eq(onboardingEmailTemplates.key, key)));

/** What a mail's frame shows of the company: its name and the welcome experience's primary colour. */
export async function mailBranding(db: DbOrTx, companyId: string) {
  const [row] = await db
    .select({ name: companies.name, primaryColor: onboardingWelcomeSettings.primaryColor })
    .from(companies)
    .leftJoin(onboardingWelcomeSettings, eq(onboardingWelcomeSettings.companyId, companies.id))
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}
