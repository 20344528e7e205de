import type { FastifyRequest } from 'fastify';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { OutboxMessage, OutboxMessageDetail, OutboxQuery } from '@atrium/shared/schemas/admin/outbox';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../lib/app-error.ts';
import { offsetOf, pageOf } from '../../../lib/list-query.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import {
  findOutboxMessage,
  listOutbox,
  type OutboxScope,
  type OutboxSummaryRow,
} from './outbox.repository.ts';

/** The platform operator reads every company's mail; anyone else with the permission, their own. */
const scopeOf = (auth: AuthContext): OutboxScope =>
  auth.permissions.has('sso.admin.outbox.platform_message.view') ? 'all' : { companyId: auth.companyId };

const toMessage = (row: OutboxSummaryRow): OutboxMessage => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

export async function outbox(db: Db, auth: AuthContext, query: OutboxQuery): Promise<Paged<OutboxMessage>> {
  const { rows, total } = await listOutbox(db, scopeOf(auth), query, {
    limit: query.limit,
    offset: offsetOf(query),
  });
  return pageOf(rows.map(toMessage), total, query);
}

/** One message in full. Its text may hold a sign-in code, so each reading is an audit event. */
export async function outboxMessage(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
): Promise<OutboxMessageDetail> {
  const row = await findOutboxMessage(db, scopeOf(auth), id);
  if (!row) throw notFound('Message');
  await recordAudit(db, request, {
    action: 'outbox.message_read',
    targetType: 'outbox_message',
    targetId: id,
    after: { to: row.to, subject: row.subject },
  });
  return { ...toMessage(row), text: row.text, html: row.html };
}
