import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { afterCommit, rootDatabaseOf } from '../../../db/after-commit.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import * as repository from './webhooks.repository.ts';
import { privateTargetOf } from './endpoint-address.ts';

export const DELIVER_WEBHOOK_JOB = 'recruiting.webhooks.deliver';
export const SWEEP_WEBHOOKS_JOB = 'recruiting.webhooks.sweep';
const TIMEOUT_MS = 10_000;

/** Greenhouse's header: the algorithm, a space, and the HMAC-SHA256 of the body with the hook's secret. */
export const signatureOf = (secret: string, body: string) =>
  `sha256 ${createHmac('sha256', secret).update(body).digest('hex')}`;

const CAUSES: Record<string, string> = {
  ECONNREFUSED: 'The endpoint refused the connection',
  ENOTFOUND: 'No such host',
  ECONNRESET: 'The endpoint closed the connection',
  ETIMEDOUT: 'The endpoint did not answer in time',
  CERT_HAS_EXPIRED: "The endpoint's certificate has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "The endpoint's certificate is self-signed",
};

/** What went wrong, in words a person can act on (fetch says only "fetch failed"; its cause says why). */
export function failureOf(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError')
    return 'The endpoint did not answer within 10 seconds';
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  if (cause?.code) return CAUSES[cause.code] ?? `${cause.code}: ${cause.message ?? 'the request failed'}`;
  // Fetch refuses the ports browsers block (9, 25, 6000…).
  if (cause?.message === 'bad port') return 'This port is blocked for web requests: use another one';
  return error instanceof Error ? error.message : String(error);
}

/** POSTs one body; answers the status, or throws with what went wrong (a timeout, a refused connection). */
export async function post(url: string, secret: string, eventId: string, body: string): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Atrium-Webhooks/1.0',
      signature: signatureOf(secret, body),
      'greenhouse-event-id': eventId,
    },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
}

/** Delivers a logged event, retried with backoff by the queue; the last failure stays in the log. */
export function defineWebhookDelivery(db: Db, jobs: JobQueue, isProduction = false): void {
  jobs.define({
    name: DELIVER_WEBHOOK_JOB,
    data: z.object({ companyId: z.uuid(), deliveryId: z.uuid() }),
    retryLimit: 6,
    retryDelaySeconds: 60,
    handler: async ({ companyId, deliveryId }, run) => {
      const found = await repository.findDelivery(db, companyId, deliveryId);
      if (!found || found.delivery.status === 'succeeded') return;
      const attempts = found.delivery.attempts + 1;
      let status: number | null = null;
      let error: string | null = null;
      try {
        // The host may resolve elsewhere since the hook was saved.
        const blocked = isProduction ? await privateTargetOf(found.url) : null;
        if (blocked) throw new Error(blocked);
        status = await post(found.url, found.secret, String(found.delivery.publicId), found.delivery.body);
        if (status < 200 || status >= 300) error = `The endpoint answered ${status}`;
      } catch (failure) {
        error = failureOf(failure);
      }
      await repository.recordAttempt(db, companyId, deliveryId, {
        attempts,
        responseStatus: status,
        error,
        status: error === null ? 'succeeded' : run.isLastTry ? 'failed' : 'pending',
        deliveredAt: error === null ? new Date() : null,
      });
      if (error !== null) throw new Error(error);
    },
  });
  // One job per delivery at a time (the singleton key), so the sweep never doubles a queued one.
  jobs.define({
    name: SWEEP_WEBHOOKS_JOB,
    data: z.object({}),
    handler: async () => {
      for (const { companyId, id } of await repository.strandedDeliveries(db))
        await queueDelivery(jobs, companyId, id);
    },
  });
}

/** Once the queue runs: the sweep every five minutes (one instance queues each tick). */
export const scheduleStrandedDeliverySweep = (jobs: JobQueue) =>
  jobs.schedule(SWEEP_WEBHOOKS_JOB, '*/5 * * * *', {});

const queueDelivery = (jobs: JobQueue, companyId: string, deliveryId: string) =>
  jobs.send(DELIVER_WEBHOOK_JOB, { companyId, deliveryId }, { singletonKey: deliveryId });

interface WebhookContext {
  jobs: JobQueue;
  /** Absolute links (attachments) in payloads start here. */
  publicUrl: string;
}

// Per database, as the live-update bus is (live-events.ts): modules emit with the transaction they
// are in, and the app that owns the database delivers. Tests run several apps in one process.
const contexts = new WeakMap<Db, WebhookContext>();

export function useWebhooks(db: Db, context: WebhookContext): void {
  contexts.set(db, context);
}

/**
 * Logs the event for each of the company's active hooks that hear it and queues their delivery once
 * the transaction commits. `payload` is built only when someone listens, inside the transaction, so
 * it says what the change made.
 */
export async function emitWebhookEvent(
  tx: DbOrTx,
  companyId: string,
  action: string,
  payload: (fileUrl: (fileId: string) => string) => Promise<unknown>,
): Promise<void> {
  const context = contexts.get(rootDatabaseOf(tx));
  if (!context) return;
  const { jobs, publicUrl } = context;
  const hooks = await repository.listeners(tx, companyId, action);
  if (hooks.length === 0) return;
  const fileUrl = (fileId: string) => new URL(`/api/files/${fileId}`, publicUrl).toString();
  const body = JSON.stringify({ action, payload: await payload(fileUrl) });
  for (const hook of hooks) {
    const delivery = await repository.insertDelivery(tx, {
      companyId,
      webhookId: hook.id,
      event: action,
      body,
    });
    afterCommit(tx, () => {
      // A failure here leaves the delivery for the sweep.
      void queueDelivery(jobs, companyId, delivery.id).catch(() => undefined);
    });
  }
}
