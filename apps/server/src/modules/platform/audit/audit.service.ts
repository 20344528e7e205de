import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import { auditEvents, PLATFORM_COMPANY_ID } from '../../../db/schema/index.ts';

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

/**
 * Who acted, and from where, as plain data: a background job carries the context of the request
 * that queued it, so what it records reads as that request's doing.
 */
export const auditContextSchema = z.object({
  companyId: z.string().nullable(),
  userId: z.string().nullable(),
  impersonatorId: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  requestId: z.string().nullable(),
  product: z.string().nullable(),
});
export type AuditContext = z.infer<typeof auditContextSchema>;

export function auditContextOf(request: FastifyRequest): AuditContext {
  const product = request.headers.product;
  return {
    companyId: request.auth?.companyId ?? null,
    userId: request.auth?.userId ?? null,
    impersonatorId: request.auth?.impersonatorId ?? null,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    requestId: request.id,
    product: typeof product === 'string' ? product.slice(0, 32) : null,
  };
}

/** Appends one audit event with the context (actor, impersonator, IP, agent, id, product) of a request or job. */
export const recordAudit = (
  db: DbOrTx,
  source: FastifyRequest | AuditContext | null,
  entry: AuditEntry,
): Promise<void> => recordAudits(db, source, [entry]);

/** Appends several audit events of one request or job in one statement (a change to many records). */
export async function recordAudits(
  db: DbOrTx,
  source: FastifyRequest | AuditContext | null,
  entries: readonly AuditEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const context = source && 'raw' in source ? auditContextOf(source) : source;
  await db.insert(auditEvents).values(
    entries.map((entry) => ({
      action: entry.action,
      outcome: entry.outcome ?? 'success',
      companyId: entry.companyId ?? context?.companyId ?? PLATFORM_COMPANY_ID,
      actorUserId: entry.actorUserId ?? context?.userId ?? null,
      impersonatorUserId: context?.impersonatorId ?? null,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      ip: context?.ip ?? null,
      userAgent: context?.userAgent ?? null,
      requestId: context?.requestId ?? null,
      product: context?.product ?? null,
      before: entry.before === undefined ? null : redact(entry.before),
      after: entry.after === undefined ? null : redact(entry.after),
    })),
  );
}
