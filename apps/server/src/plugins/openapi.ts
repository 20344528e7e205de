import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@atrium/shared/schemas/platform/api';
import { GREENHOUSE_API_PREFIX, HARVEST_PREFIX } from './errors.ts';

// The error answers every operation can give, declared in the document so a generated client knows
// them. The Greenhouse-compatible Job Board API answers in Greenhouse's shape, the careers pages in
// HTML; everything else in { message, code, errors? }.

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is not valid: `errors` names each failing field',
  401: 'Not signed in, or the session has ended',
  403: 'Signed in, but without the permission this needs',
  404: 'No such record in your company (or no such route)',
  409: 'The change conflicts with the current state (a duplicate, a record in use)',
  413: 'The body or file is too large',
  414: 'A path parameter is too long',
  415: 'The body is in a content type this route does not take',
  422: 'A code or a rule check failed',
  429: 'Too many requests: wait for `Retry-After` seconds',
};

const apiError = z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0' });
export const greenhouseErrorSchema = z.object({
  status: z.number().int(),
  error: z.string(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
});
const greenhouseError = z.toJSONSchema(greenhouseErrorSchema, { target: 'openapi-3.0' });

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';

export const HARVEST_API_PREFIX = HARVEST_PREFIX;
export const harvestErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ message: z.string(), field: z.string() })).optional(),
});
const harvestError = z.toJSONSchema(harvestErrorSchema, { target: 'openapi-3.0' });

/** The 4xx statuses a route can answer, from what it declares. */
export function errorStatusesOf(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): number[] {
  const method = [route.method].flat()[0] ?? 'GET';
  const access = (route.config as { access?: string } | undefined)?.access;
  // Harvest checks its key on every call and answers bad input with 422, as Greenhouse does (400 is
  // for a body that is not JSON at all).
  if (route.url.startsWith(HARVEST_API_PREFIX))
    return [400, 401, 403, 404, 413, 415, 422, 429, ...(route.url.includes('/:') ? [414] : [])].sort();
  const statuses = [400, 404, 413, 415, 429];
  if (route.url.includes('/:')) statuses.push(414);
  if (access === 'authenticated') statuses.push(401, 403);
  if (isWrite(method)) statuses.push(409, 422);
  // The Job Board API checks its own key (HTTP Basic) on writes.
  if (route.url.startsWith(GREENHOUSE_API_PREFIX) && isWrite(method)) statuses.push(401);
  return [...new Set(statuses)].sort();
}

function errorResponse(url: string, status: number) {
  const description = ERROR_DESCRIPTIONS[status] ?? 'Error';
  if (!url.startsWith('/api/'))
    return { description, content: { 'text/html': { schema: { type: 'string' } } } };
  const schema = url.startsWith(GREENHOUSE_API_PREFIX)
    ? greenhouseError
    : url.startsWith(HARVEST_API_PREFIX)
      ? harvestError
      : apiError;
  return { description, content: { 'application/json': { schema } } };
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

/** The zod schemas as OpenAPI, plus each operation's security and error answers. */
function transform(input: TransformInput) {
  const { schema, url } = jsonSchemaTransform(input);
  if (!schema || (schema as { hide?: boolean }).hide) return { schema, url };
  const document = schema as Record<string, unknown> & { response?: Record<string, unknown> };
  const { route } = input;
  if ((route.config as { access?: string } | undefined)?.access === 'authenticated')
    document.security = [{ bearer: [] }];
  if (route.url.startsWith(HARVEST_API_PREFIX)) document.security = [{ basic: [] }];
  const response = { ...(document.response ?? {}) };
  for (const status of errorStatusesOf(route)) response[status] ??= errorResponse(route.url, status);
  document.response = response;
  return { schema: document, url };
}

/** The OpenAPI document (generated from the route schemas) and its viewer at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Atrium API', version: '0.1.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          basic: { type: 'http', scheme: 'basic' },
        },
      },
    },
    transform: transform as never,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Its scripts and styles are served from here; no other origin (the validator badge included).
    uiConfig: { validatorUrl: null },
    staticCSP: true,
    transformStaticCSP: (header: string) =>
      header
        .replace(/ https:/g, '')
        .replace(/ validator\.swagger\.io/g, '')
        .replace(/ ?upgrade-insecure-requests;/g, '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
}
