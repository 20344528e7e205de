import { eq } from 'drizzle-orm';
import {
  DEFAULT_SCORECARD_VISIBILITY,
  type ScorecardVisibility,
} from '@atrium/shared/schemas/recruiting/scorecards';
import type { DbOrTx } from '../../../db/client.ts';
import { recruitingSettings } from '../../../db/schema/index.ts';

/** Who sees colleagues' scorecards; the default until the company saves its settings. */
export async function scorecardVisibility(db: DbOrTx, companyId: string): Promise<ScorecardVisibility> {
  const [row] = await db
    .select({ visibility: recruitingSettings.scorecardVisibility })
    .from(recruitingSettings)
    .where(eq(recruitingSettings.companyId, companyId))
    .limit(1);
  return row?.visibility ?? DEFAULT_SCORECARD_VISIBILITY;
}

export async function saveScorecardVisibility(
  db: DbOrTx,
  companyId: string,
  visibility: ScorecardVisibility,
) {
  const values = { scorecardVisibility: visibility, updatedAt: new Date() };
  await db
    .insert(recruitingSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: recruitingSettings.companyId, set: values });
}
