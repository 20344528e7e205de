import { aliasedTable, and, asc, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@atrium/shared/schemas/admin/audit';
import type { DbOrTx } from '../../../db/client.ts';
import { auditEvents, users } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../lib/list-query.ts';

const actors = aliasedTable(users, 'actors');
const impersonators = aliasedTable(users, 'impersonators');

const SORT_COLUMNS = {
  createdAt: auditEvents.createdAt,
  action: auditEvents.action,
  targetType: auditEvents.targetType,
} as const;

const nextDay = (date: string) => sql`(${date}::date + 1)`;

/** The company's events matching the filters; always scoped by company first (its index leads with it). */
function conditions(companyId: string, query: Omit<AuditQuery, 'page' | 'limit'>): SQL {
  const parts: Array<SQL | undefined> = [eq(auditEvents.companyId, companyId)];
  if (query.actorUserId) parts.push(eq(auditEvents.actorUserId, query.actorUserId));
  if (query.action) parts.push(ilike(auditEvents.action, containsPattern(query.action)));
  if (query.targetType) parts.push(eq(auditEvents.targetType, query.targetType));
  if (query.targetId) parts.push(eq(auditEvents.targetId, query.targetId));
  if (query.outcome) parts.push(eq(auditEvents.outcome, query.outcome));
  if (query.fromDate) parts.push(gte(auditEvents.createdAt, sql`${query.fromDate}::date`));
  if (query.toDate) parts.push(lt(auditEvents.createdAt, nextDay(query.toDate)));
  if (query.search) {
    const pattern = containsPattern(query.search);
    parts.push(
      sql`(${auditEvents.action} ilike ${pattern} or ${auditEvents.targetId} ilike ${pattern} or ${actors.email} ilike ${pattern})`,
    );
  }
  return and(...parts)!;
}

const selection = {
  event: auditEvents,
  actorFirstName: actors.firstName,
  actorLastName: actors.lastName,
  impersonatorFirstName: impersonators.firstName,
  impersonatorLastName: impersonators.lastName,
};

const fromEvents = (db: DbOrTx) =>
  db
    .select(selection)
    .from(auditEvents)
    .leftJoin(
      actors,
      and(eq(actors.companyId, auditEvents.companyId), eq(actors.id, auditEvents.actorUserId)),
    )
    .leftJoin(
      impersonators,
      and(
        eq(impersonators.companyId, auditEvents.companyId),
        eq(impersonators.id, auditEvents.impersonatorUserId),
      ),
    );

export type AuditRow = Awaited<ReturnType<ReturnType<typeof fromEvents>['execute']>>[number];

export async function listAuditEvents(
  db: DbOrTx,
  companyId: string,
  query: Omit<AuditQuery, 'page' | 'limit'>,
  window: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = conditions(companyId, query);
  const column = SORT_COLUMNS[query.sortBy ?? 'createdAt'];
  const ascending = query.sortOrder === 1;
  const order = ascending ? asc(column) : desc(column);
  // Ties (events of one instant) keep their write order in the direction asked for.
  const tieBreak =
    ascending && column === auditEvents.createdAt ? asc(auditEvents.seq) : desc(auditEvents.seq);
  const [rows, [counted]] = await Promise.all([
    fromEvents(db).where(where).orderBy(order, tieBreak).limit(window.limit).offset(window.offset),
    db
      .select({ n: count() })
      .from(auditEvents)
      .leftJoin(
        actors,
        and(eq(actors.companyId, auditEvents.companyId), eq(actors.id, auditEvents.actorUserId)),
      )
      .where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function findAuditEvent(db: DbOrTx, companyId: string, id: string): Promise<AuditRow | null> {
  const [row] = await fromEvents(db)
    .where(and(eq(auditEvents.companyId, companyId), eq(auditEvents.id, id)))
    .limit(1);
  return row ?? null;
}
