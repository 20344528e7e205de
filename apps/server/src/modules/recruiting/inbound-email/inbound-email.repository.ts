import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { candidateEmails, candidates } from '../../../db/schema/index.ts';

/** The candidate a reply address names: its integer id, within the company the address names. */
export async function candidateOfReply(db: DbOrTx, companyId: string, publicId: number) {
  const [row] = await db
    .select({ id: candidates.id, recruiterId: candidates.recruiterId })
    .from(candidates)
    .where(and(eq(candidates.companyId, companyId), eq(candidates.publicId, publicId)))
    .limit(1);
  return row ?? null;
}

/** Keeps a received email; null when its Message-ID is kept already (a relay's redelivery). */
export async function insertReceivedEmail(db: DbOrTx, values: typeof candidateEmails.$inferInsert) {
  const [row] = await db
    .insert(candidateEmails)
    .values({ ...values, status: 'received' })
    .onConflictDoNothing()
    .returning({ id: candidateEmails.id });
  return row ?? null;
}
