import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIVE_EVENT_TYPES, LIVE_HEARTBEAT_MS } from '@atrium/shared/schemas/platform/live';
import { authenticate, requireAuth } from '../../../plugins/auth.ts';
import { liveBusOf, type LiveEvent } from './live-events.ts';
import { LiveHub } from './live-hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveHub;
  }
}

const toMessage = (event: LiveEvent) => ({ id: event.id, event: event.type, data: event.data });

/**
 * GET /api/live: one server-sent-events stream per signed-in tab, with the signed-in user's events
 * (notifications now; chat, announcements and clock-ins later). A reconnection names the last event
 * it saw (Last-Event-ID) and gets what it missed, or `resync` when that is no longer known. The
 * stream ends when its token or session does: at each heartbeat the request is authenticated again,
 * and the browser reconnects with a fresh token.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new LiveHub(liveBusOf(app.db), app.redis, app.log);
  app.decorate('live', hub);
  app.addHook('onClose', async () => hub.close());
  // A sign-out, a deactivation or a role change here ends or re-checks the streams it concerns at once;
  // one on another instance at the next heartbeat.
  const rechecks = new Set<{ userId: string; companyId: string; run: () => void }>();
  app.userStates.onInvalidate((key) => {
    for (const stream of rechecks) {
      if ('userId' in key ? stream.userId === key.userId : stream.companyId === key.companyId) {
        setImmediate(stream.run);
      }
    }
  });

  app.get(
    '/live',
    {
      config: { access: 'authenticated' },
      // Streams whatever the Accept header says: a refusal would answer outside our error shape.
      sse: { kind: 'manual', heartbeat: true },
      schema: {
        tags: ['platform'],
        summary: 'Live updates for the signed-in user (text/event-stream)',
        description:
          'Events: `notification.created` ({ notification }), `resync` ({}). Send the last event id seen as `Last-Event-ID` when reconnecting.',
        produces: ['text/event-stream'],
        headers: z.object({ 'last-event-id': z.string().max(100).optional() }).passthrough(),
        response: { 200: z.string().describe('An event stream') },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      reply.sse.keepAlive();
      // The stream opens now, not at its first event: the browser knows it is connected.
      reply.sse.sendHeaders();
      reply.raw.flushHeaders();
      // Events that arrive while the missed ones are sent wait their turn, so order is kept.
      let chain = Promise.resolve();
      const send = (message: Parameters<typeof reply.sse.send>[0]) => {
        chain = chain
          .then(() => (reply.sse.isConnected ? reply.sse.send(message) : undefined))
          .catch(() => {
            reply.sse.close();
          });
      };
      const unsubscribe = hub.subscribe(auth.userId, (event) => {
        if (event.companyId === auth.companyId) send(toMessage(event));
      });
      const lastEventId = reply.sse.lastEventId;
      if (lastEventId) {
        const missed = hub.since(auth.userId, auth.companyId, lastEventId);
        if (missed === null) send({ event: LIVE_EVENT_TYPES.resync, data: {} });
        else for (const event of missed) send(toMessage(event));
      }
      const recheck = {
        userId: auth.userId,
        companyId: auth.companyId,
        run: () => void authenticate(app, request).catch(() => reply.sse.close()),
      };
      rechecks.add(recheck);
      const timer = setInterval(recheck.run, LIVE_HEARTBEAT_MS);
      reply.sse.onClose(() => {
        clearInterval(timer);
        rechecks.delete(recheck);
        unsubscribe();
      });
    },
  );
};
