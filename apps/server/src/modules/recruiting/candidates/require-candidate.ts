import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { candidates } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/app-error.ts';

/** 404 unless the candidate is the company's: the profile's sections check this before anything else. */
export async function requireCandidate(db: DbOrTx, companyId: string, candidateId: string): Promise<void> {
  const [row] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.companyId, companyId), eq(candidates.id, candidateId)))
    .limit(1);
  if (!row) throw notFound('Candidate');
}
