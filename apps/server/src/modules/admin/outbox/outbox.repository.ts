import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { OUTBOX_STATUSES, OutboxQuery } from '@atrium/shared/schemas/admin/outbox';
import type { DbOrTx } from '../../../db/client.ts';
import { companies, outboxMessages } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../lib/list-query.ts';

/** Whose mail a reader sees: one company's, or (the platform operator) everyone's. */
export type OutboxScope = { companyId: string } | 'all';

const SORT_COLUMNS = {
  createdAt: outboxMessages.createdAt,
  to: outboxMessages.to,
  subject: outboxMessages.subject,
} as const;

function conditions(scope: OutboxScope, query: Omit<OutboxQuery, 'page' | 'limit'>): SQL | undefined {
  const parts: Array<SQL | undefined> = [
    scope === 'all' ? undefined : eq(outboxMessages.companyId, scope.companyId),
  ];
  if (query.channel) parts.push(eq(outboxMessages.channel, query.channel));
  if (query.status) parts.push(eq(outboxMessages.status, query.status));
  if (query.search) {
    const pattern = containsPattern(query.search);
    parts.push(
      or(sql`${outboxMessages.to} ilike ${pattern}`, sql`${outboxMessages.subject} ilike ${pattern}`),
    );
  }
  return and(...parts);
}

const summary = {
  id: outboxMessages.id,
  channel: outboxMessages.channel,
  to: outboxMessages.to,
  subject: outboxMessages.subject,
  preview: sql<string>`left(${outboxMessages.text}, 200)`,
  status: outboxMessages.status,
  error: outboxMessages.error,
  createdAt: outboxMessages.createdAt,
  sentAt: outboxMessages.sentAt,
  companyName: companies.name,
};

export interface OutboxSummaryRow {
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  preview: string;
  status: (typeof OUTBOX_STATUSES)[number];
  error: string | null;
  createdAt: Date;
  sentAt: Date | null;
  companyName: string | null;
}

export async function listOutbox(
  db: DbOrTx,
  scope: OutboxScope,
  query: Omit<OutboxQuery, 'page' | 'limit'>,
  window: { limit: number; offset: number },
): Promise<{ rows: OutboxSummaryRow[]; total: number }> {
  const where = conditions(scope, query);
  const column = SORT_COLUMNS[query.sortBy ?? 'createdAt'];
  const order = query.sortOrder === 1 ? asc(column) : desc(column);
  const [rows, [counted]] = await Promise.all([
    db
      .select(summary)
      .from(outboxMessages)
      .leftJoin(companies, eq(companies.id, outboxMessages.companyId))
      .where(where)
      .orderBy(order, desc(outboxMessages.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(outboxMessages).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function findOutboxMessage(db: DbOrTx, scope: OutboxScope, id: string) {
  const [row] = await db
    .select({ ...summary, text: outboxMessages.text, html: outboxMessages.html })
    .from(outboxMessages)
    .leftJoin(companies, eq(companies.id, outboxMessages.companyId))
    .where(and(eq(outboxMessages.id, id), conditions(scope, {})))
    .limit(1);
  return row ?? null;
}
