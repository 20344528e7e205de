import { eq, sql } from 'drizzle-orm';
import type { JobSetupFlowStep } from '@atrium/shared/schemas/recruiting/job-setup-flow';
import type { DbOrTx } from '../../../db/client.ts';
import { jobSetupFlows } from '../../../db/schema/index.ts';

export async function findFlow(db: DbOrTx, companyId: string) {
  const [row] = await db
    .select({ steps: jobSetupFlows.steps })
    .from(jobSetupFlows)
    .where(eq(jobSetupFlows.companyId, companyId))
    .limit(1);
  return row?.steps ?? null;
}

export async function saveFlow(db: DbOrTx, companyId: string, steps: JobSetupFlowStep[]) {
  await db
    .insert(jobSetupFlows)
    .values({ companyId, steps })
    .onConflictDoUpdate({ target: jobSetupFlows.companyId, set: { steps, updatedAt: sql`now()` } });
}
