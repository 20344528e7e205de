import type { FastifyRequest } from 'fastify';
import { isIP } from 'node:net';
import {
  WEBHOOK_MESSAGES,
  type Webhook,
  type WebhookDelivery,
  type WebhookInput,
} from '@atrium/shared/schemas/recruiting/webhooks';
import type { Db } from '../../../db/client.ts';
import type { WebhookRow } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { failureOf, post } from './webhook-delivery.ts';
import { privateTargetOf } from './endpoint-address.ts';
import * as repository from './webhooks.repository.ts';

const toWebhook = (row: WebhookRow): Webhook => ({
  id: row.id,
  name: row.name,
  url: row.url,
  events: row.events,
  active: row.active,
  pingError: row.pingError,
  createdAt: row.createdAt.toISOString(),
});

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Only https, as Greenhouse; loopback over http while developing and testing. In production the
 * host must resolve to public addresses only.
 */
export async function checkEndpoint(url: string, isProduction: boolean): Promise<void> {
  const parsed = new URL(url);
  const isLoopback =
    LOOPBACK.has(parsed.hostname) || (isIP(parsed.hostname) === 4 && parsed.hostname.startsWith('127.'));
  const refuse = (message: string) =>
    new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'url', message }] });
  if (parsed.protocol !== 'https:' && !(!isProduction && isLoopback))
    throw refuse(WEBHOOK_MESSAGES.httpsOnly);
  if (!isProduction) return;
  const problem = await privateTargetOf(url);
  if (problem) throw refuse(problem);
}

export async function listWebhooks(db: Db, auth: AuthContext): Promise<Webhook[]> {
  return (await repository.listWebhooks(db, auth.companyId)).map(toWebhook);
}

/**
 * Pings the endpoint with the hook's settings (Greenhouse's `ping`): a hook whose ping fails is kept
 * but disabled, saying why, until it is saved again.
 */
async function ping(row: WebhookRow): Promise<string | null> {
  const body = JSON.stringify({
    action: 'ping',
    payload: { web_hook_id: row.id, name: row.name, events: row.events },
  });
  try {
    const status = await post(row.url, row.secret, `ping-${row.id}`, body);
    return status >= 200 && status < 300 ? null : `The endpoint answered ${status}`;
  } catch (error) {
    return failureOf(error);
  }
}

async function pingAndStore(db: Db, row: WebhookRow): Promise<Webhook> {
  const pingError = await ping(row);
  await repository.updateWebhook(db, row.companyId, row.id, { active: pingError === null, pingError });
  return toWebhook({ ...row, active: pingError === null, pingError });
}

export async function createWebhook(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  input: WebhookInput,
  isProduction: boolean,
): Promise<Webhook> {
  await checkEndpoint(input.url, isProduction);
  const row = await db.transaction(async (tx) => {
    const created = await repository.insertWebhook(tx, {
      companyId: auth.companyId,
      name: input.name,
      url: input.url,
      events: [...new Set(input.events)],
      secret: input.secret,
      createdById: auth.userId,
    });
    await recordAudit(tx, request, {
      action: 'webhook.create',
      targetType: 'webhook',
      targetId: created.id,
      after: { name: input.name, url: input.url, events: created.events },
    });
    return created;
  });
  // After the commit: the endpoint may call back into the API about what it was told.
  return pingAndStore(db, row);
}

export async function updateWebhook(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: WebhookInput,
  isProduction: boolean,
): Promise<Webhook> {
  await checkEndpoint(input.url, isProduction);
  const row = await db.transaction(async (tx) => {
    const before = await repository.findWebhook(tx, auth.companyId, id);
    if (!before) throw notFound('Web hook');
    const values = {
      name: input.name,
      url: input.url,
      events: [...new Set(input.events)],
      secret: input.secret,
    };
    await repository.updateWebhook(tx, auth.companyId, id, values);
    await recordAudit(tx, request, {
      action: 'webhook.update',
      targetType: 'webhook',
      targetId: id,
      before: { name: before.name, url: before.url, events: before.events },
      after: { name: values.name, url: values.url, events: values.events },
    });
    return { ...before, ...values };
  });
  return pingAndStore(db, row);
}

export const deleteWebhook = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  db.transaction(async (tx) => {
    const before = await repository.findWebhook(tx, auth.companyId, id);
    if (!before) throw notFound('Web hook');
    await repository.deleteWebhook(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'webhook.delete',
      targetType: 'webhook',
      targetId: id,
      before: { name: before.name, url: before.url },
    });
  });

export async function listDeliveries(
  db: Db,
  auth: AuthContext,
  webhookId: string,
): Promise<WebhookDelivery[]> {
  if (!(await repository.findWebhook(db, auth.companyId, webhookId))) throw notFound('Web hook');
  return (await repository.listDeliveries(db, auth.companyId, webhookId)).map((row) => ({
    id: row.id,
    publicId: row.publicId,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  }));
}
