import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@atrium/shared/schemas/api';
import { renderOutboxPage } from './dev-outbox.page.ts';
import { listOutbox, type OutboxRow } from './dev-outbox.repository.ts';

const PAGE_SIZE = 100;

const outboxQuerySchema = z.object({
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE).default(PAGE_SIZE),
});

const outboxItemSchema = z.object({
  id: z.string(),
  channel: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

const toItem = (row: OutboxRow) => ({
  id: row.id,
  channel: row.channel,
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  status: row.status,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/**
 * Registered only outside production (app.ts): the mailbox of a suite without SMTP. Public, since
 * its point is to read the sign-up and password mails of people who cannot sign in yet.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary: 'Development outbox as a readable page',
        querystring: outboxQuerySchema,
        response: { 200: z.string().describe('HTML page') },
      },
    },
    async (request, reply) => {
      const rows = await listOutbox(app.db, request.query);
      const html = renderOutboxPage(rows, {
        publicUrl: app.config.publicUrl,
        to: request.query.to,
        limit: request.query.limit,
      });
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(html);
    },
  );

  app.get(
    '/dev/outbox.json',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary: 'Development outbox, newest first (end-to-end tests read mail here)',
        querystring: outboxQuerySchema,
        response: { 200: envelope(z.object({ items: z.array(outboxItemSchema) })) },
      },
    },
    async (request) => {
      const rows = await listOutbox(app.db, request.query);
      return { message: 'Outbox', data: { items: rows.map(toItem) } };
    },
  );
};
