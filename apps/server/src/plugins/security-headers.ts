import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

// Helmet's headers depend only on its options, yet its middleware recomputes them on every request
// (6% of GET /users/me's CPU). They are computed once here, by running helmet against a response
// that only records what it is given, and every answer gets that fixed set. A route that needs
// another policy (the careers pages, the API docs) sets its own header after this hook.

/** The headers helmet sets for these options, by lower-case name. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder, (error?: unknown) => (failure = error));
  if (failure) throw failure;
  return headers;
}

export const securityHeadersPlugin = fp(async function securityHeadersPlugin(
  app: FastifyInstance,
  options: { helmet: HelmetOptions; extra?: Record<string, string> },
) {
  const headers = { ...helmetHeaders(options.helmet), ...options.extra };
  app.addHook('onRequest', async (_request, reply) => {
    void reply.headers(headers);
  });
});
