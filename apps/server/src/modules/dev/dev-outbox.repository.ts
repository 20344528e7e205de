import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** Newest first; `to` matches the whole address, case-insensitively. */
export async function listOutbox(db: DbOrTx, options: { to?: string; limit: number }): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(options.to ? sql`lower(${outboxMessages.to}) = ${options.to.toLowerCase()}` : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(options.limit);
}
