import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../../db/client.ts';
import { auditEvents } from '../../../db/schema/index.ts';

export interface AuditEntry {
  action: string;
  outcome?: 'success' | 'failure' | 'denied';
  companyId?: string | null;
  actorUserId?: string | null;
  targetType?: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
}

const SECRET_KEYS = /password|token|secret|hash|code/i;

/** Drops secrets from before/after snapshots before they reach the append-only log. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        SECRET_KEYS.test(key) ? '[redacted]' : redact(inner),
      ]),
    );
  }
  return value;
}

/** Appends one audit event with the request's context (actor, impersonator, IP, agent, id, product). */
export async function recordAudit(
  db: DbOrTx,
  request: FastifyRequest | null,
  entry: AuditEntry,
): Promise<void> {
  const product = request?.headers.product;
  await db.insert(auditEvents).values({
    action: entry.action,
    outcome: entry.outcome ?? 'success',
    companyId: entry.companyId ?? request?.auth?.companyId ?? null,
    actorUserId: entry.actorUserId ?? request?.auth?.userId ?? null,
    impersonatorUserId: request?.auth?.impersonatorId ?? null,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    ip: request?.ip ?? null,
    userAgent: request?.headers['user-agent']?.slice(0, 500) ?? null,
    requestId: request?.id ?? null,
    product: typeof product === 'string' ? product.slice(0, 32) : null,
    before: entry.before === undefined ? null : redact(entry.before),
    after: entry.after === undefined ? null : redact(entry.after),
  });
}
