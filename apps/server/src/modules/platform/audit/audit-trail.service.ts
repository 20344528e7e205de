import Papa from 'papaparse';
import type { AuditEvent, AuditQuery } from '@atrium/shared/schemas/admin/audit';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { offsetOf, pageOf } from '../../../lib/list-query.ts';
import { findAuditEvent, listAuditEvents, type AuditRow } from './audit.repository.ts';

// An export is a file a person opens: past this many rows it should be narrowed by date instead.
export const MAX_EXPORT_ROWS = 10_000;

const fullName = (first: string | null, last: string | null) =>
  first ? `${first} ${last ?? ''}`.trim() : null;

function toAuditEvent({ event, ...names }: AuditRow): AuditEvent {
  return {
    id: event.id,
    createdAt: event.createdAt.toISOString(),
    action: event.action,
    outcome: event.outcome,
    actorUserId: event.actorUserId,
    actorName: fullName(names.actorFirstName, names.actorLastName),
    impersonatorUserId: event.impersonatorUserId,
    impersonatorName: fullName(names.impersonatorFirstName, names.impersonatorLastName),
    targetType: event.targetType,
    targetId: event.targetId,
    ip: event.ip,
    userAgent: event.userAgent,
    requestId: event.requestId,
    before: event.before ?? null,
    after: event.after ?? null,
  };
}

export async function auditTrail(db: Db, companyId: string, query: AuditQuery): Promise<Paged<AuditEvent>> {
  const { rows, total } = await listAuditEvents(db, companyId, query, {
    limit: query.limit,
    offset: offsetOf(query),
  });
  return pageOf(rows.map(toAuditEvent), total, query);
}

export async function auditEventDetail(db: Db, companyId: string, id: string): Promise<AuditEvent> {
  const row = await findAuditEvent(db, companyId, id);
  if (!row) throw new AppError('NOT_FOUND', 'Audit event not found');
  return toAuditEvent(row);
}

/** Every event of the filter (up to MAX_EXPORT_ROWS), newest first unless sorted otherwise. */
export async function exportAuditTrail(
  db: Db,
  companyId: string,
  query: AuditQuery,
  format: 'csv' | 'json',
): Promise<string> {
  const { rows, total } = await listAuditEvents(db, companyId, query, { limit: MAX_EXPORT_ROWS, offset: 0 });
  if (total > MAX_EXPORT_ROWS) {
    throw new AppError(
      'VALIDATION_FAILED',
      `This filter matches ${total} events; narrow the dates to export at most ${MAX_EXPORT_ROWS}.`,
    );
  }
  const events = rows.map(toAuditEvent);
  if (format === 'json') return JSON.stringify(events, null, 2);
  return Papa.unparse(
    events.map((event) => ({
      time: event.createdAt,
      action: event.action,
      outcome: event.outcome,
      actor: event.actorName ?? '',
      actorId: event.actorUserId ?? '',
      impersonator: event.impersonatorName ?? '',
      targetType: event.targetType ?? '',
      targetId: event.targetId ?? '',
      ip: event.ip ?? '',
      requestId: event.requestId ?? '',
      before: event.before === null ? '' : JSON.stringify(event.before),
      after: event.after === null ? '' : JSON.stringify(event.after),
    })),
    // A cell starting with = + - @ would run as a formula in a spreadsheet.
    { escapeFormulae: true },
  );
}
