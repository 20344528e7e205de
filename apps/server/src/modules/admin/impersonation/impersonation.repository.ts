import { aliasedTable, and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { impersonationSessions, users } from '../../../db/schema/index.ts';
import { sameCompany } from '../../../lib/same-company.ts';

export async function isImpersonationLive(
  db: DbOrTx,
  id: string,
  impersonatorId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: impersonationSessions.id })
    .from(impersonationSessions)
    .where(
      and(
        eq(impersonationSessions.id, id),
        eq(impersonationSessions.impersonatorUserId, impersonatorId),
        eq(impersonationSessions.targetUserId, userId),
        isNull(impersonationSessions.endedAt),
        gt(impersonationSessions.endsAt, sql`now()`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertImpersonation(
  db: DbOrTx,
  values: typeof impersonationSessions.$inferInsert,
): Promise<typeof impersonationSessions.$inferSelect> {
  const [row] = await db.insert(impersonationSessions).values(values).returning();
  return row!;
}

/** Ends the session now; false when it had already ended. */
export async function endImpersonation(
  db: DbOrTx,
  companyId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const ended = await db
    .update(impersonationSessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(impersonationSessions.companyId, companyId),
        eq(impersonationSessions.id, id),
        isNull(impersonationSessions.endedAt),
      ),
    )
    .returning({ id: impersonationSessions.id });
  return ended.length > 0;
}

const impersonators = aliasedTable(users, 'impersonators');
const targets = aliasedTable(users, 'targets');

export async function listImpersonations(
  db: DbOrTx,
  companyId: string,
  window: { limit: number; offset: number },
) {
  const where = eq(impersonationSessions.companyId, companyId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        session: impersonationSessions,
        impersonatorFirstName: impersonators.firstName,
        impersonatorLastName: impersonators.lastName,
        targetFirstName: targets.firstName,
        targetLastName: targets.lastName,
      })
      .from(impersonationSessions)
      .innerJoin(
        impersonators,
        sameCompany(
          impersonators,
          impersonationSessions,
          eq(impersonators.id, impersonationSessions.impersonatorUserId),
        ),
      )
      .innerJoin(
        targets,
        sameCompany(targets, impersonationSessions, eq(targets.id, impersonationSessions.targetUserId)),
      )
      .where(where)
      .orderBy(desc(impersonationSessions.startedAt), desc(impersonationSessions.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(impersonationSessions).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}
