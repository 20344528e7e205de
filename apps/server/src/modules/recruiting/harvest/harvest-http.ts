import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import type { Role } from '@atrium/shared/constants/company';
import { PERMISSION_IDS, PERMISSIONS } from '@atrium/shared/permissions/permission-catalogue';
import type { HarvestEndpoint } from '@atrium/shared/schemas/recruiting/harvest';
import { users } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import { counterStoreFor } from '../../../lib/throttle.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { errorAnswer } from '../../../plugins/errors.ts';
import { hashApiKey } from '../job-board-api/job-board-api.repository.ts';
import { liveKeyByHash } from './harvest-keys.repository.ts';

// Greenhouse's Harvest conventions, in one place: HTTP Basic with the key as the user name, the
// key's endpoints, On-Behalf-Of on writes, 50 requests per 10 seconds per key with its headers, and
// errors as { message, errors: [{ message, field }] } (422 for bad input).

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The Harvest endpoint a route is, as a key's permissions name it. */
    harvestEndpoint?: HarvestEndpoint;
  }
  interface FastifyRequest {
    harvest?: { companyId: string; keyId: string };
  }
}

const RATE_WINDOW_MS = 10_000;

export class HarvestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Array<{ message: string; field: string }> = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const harvestNotFound = (what: string) => new HarvestError(404, `${what} not found`);
export const invalid = (field: string, message: string) =>
  new HarvestError(422, 'Validation error', [{ message, field }]);

function keyOf(header: string | undefined): string | null {
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const key = decoded.slice(0, decoded.indexOf(':') === -1 ? undefined : decoded.indexOf(':'));
  return key.length > 0 && key.length <= 200 ? key : null;
}

/** Everything the API may do, for the acting user: a key's access is its endpoints (Greenhouse's rule). */
const EVERY_PERMISSION = new Set(PERMISSION_IDS.filter((id) => PERMISSIONS[id].level === 'company'));

/** The error body Greenhouse answers, from our errors and the framework's. */
function harvestAnswer(error: unknown, request: FastifyRequest) {
  if (error instanceof HarvestError)
    return { status: error.status, message: error.message, errors: error.errors, headers: error.headers };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      message: issue.message ?? 'Invalid value',
      field: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
    }));
    return { status: 422, message: 'Validation error', errors, headers: {} };
  }
  const answer = errorAnswer(error, request);
  const errors = (answer.errors ?? []).map((entry) => ({ message: entry.message, field: entry.path }));
  // Our services answer 400 for a field they refuse; Greenhouse says 422.
  const status = answer.status === 400 && error instanceof AppError ? 422 : answer.status;
  return { status, message: answer.message, errors, headers: answer.headers ?? {} };
}

/** The hooks and error handler of the Harvest plugin. */
export function useHarvestConventions(app: FastifyInstance): void {
  const counters = counterStoreFor(app.redis, app.log);
  const limit = app.config.harvestRateLimit;

  app.setErrorHandler((error, request, reply) => {
    const answer = harvestAnswer(error, request);
    if (answer.status >= 500) request.log.error({ err: error }, 'Harvest API error');
    void reply.headers(answer.headers);
    const body = answer.errors.length
      ? { message: answer.message, errors: answer.errors }
      : { message: answer.message };
    return reply.status(answer.status).send(body);
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const endpoint = request.routeOptions.config?.harvestEndpoint;
    if (!endpoint) return;
    const key = keyOf(request.headers.authorization);
    const found = key ? await liveKeyByHash(app.db, hashApiKey(key)) : null;
    if (!found) throw new HarvestError(401, 'Invalid Basic Auth credentials');
    const { count, resetInMs } = await counters.increment(`harvest:${found.id}`, RATE_WINDOW_MS);
    if (count > limit)
      throw new HarvestError(429, 'Too many requests', [], {
        'retry-after': String(Math.max(1, Math.ceil(resetInMs / 1000))),
      });
    void reply.headers({
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(Math.max(0, limit - count)),
    });
    if (!found.permissions.includes(endpoint))
      throw new HarvestError(403, `This API key may not call ${endpoint}`);
    request.harvest = { companyId: found.companyId, keyId: found.id };
    if (request.method !== 'GET') request.auth = await actingUser(app, request, found.companyId);
  });
}

/** On-Behalf-Of: the active user of the key's company, by Harvest id, who a write is recorded as. */
async function actingUser(
  app: FastifyInstance,
  request: FastifyRequest,
  companyId: string,
): Promise<AuthContext> {
  const header = request.headers['on-behalf-of'];
  const publicId =
    typeof header === 'string' && /^\d{1,18}$/.test(header.trim()) ? Number(header.trim()) : null;
  if (publicId === null)
    throw new HarvestError(422, 'Validation error', [
      { message: 'On-Behalf-Of must be the id of a user of your organization', field: 'On-Behalf-Of' },
    ]);
  const [user] = await app.db
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.publicId, publicId)))
    .limit(1);
  if (!user || user.status !== 'active')
    throw new HarvestError(422, 'Validation error', [
      {
        message: 'On-Behalf-Of must be the id of an active user of your organization',
        field: 'On-Behalf-Of',
      },
    ]);
  return {
    userId: user.id,
    companyId,
    tokenVersion: 0,
    role: user.role as Role | null,
    allowedModules: [],
    permissions: EVERY_PERMISSION,
  };
}

/** The key's company: every Harvest route runs after the hook has set it. */
export const companyOf = (request: FastifyRequest): string => request.harvest!.companyId;
export const actorOf = (request: FastifyRequest): AuthContext => request.auth!;

/** Greenhouse's paging: per_page (1..500, 100 by default), page, and an RFC 5988 Link header. */
export function pageLinks(
  request: FastifyRequest,
  publicUrl: string,
  page: { page: number; perPage: number; total: number | null; hasMore: boolean },
): string | null {
  const url = new URL(request.url, publicUrl);
  const at = (n: number) => {
    url.searchParams.set('page', String(n));
    url.searchParams.set('per_page', String(page.perPage));
    return `<${url.toString()}>`;
  };
  const links: string[] = [];
  if (page.hasMore) links.push(`${at(page.page + 1)}; rel="next"`);
  if (page.page > 1) links.push(`${at(page.page - 1)}; rel="prev"`);
  if (page.total !== null) links.push(`${at(Math.max(1, Math.ceil(page.total / page.perPage)))}; rel="last"`);
  return links.length ? links.join(', ') : null;
}

/**
 * One page of a list: rows fetched one past the page tell whether another follows; the Link header
 * is set, and the page's rows are answered.
 */
export function onePage<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
  query: { page: number; per_page: number },
  rows: T[],
  total: number | null,
): T[] {
  const link = pageLinks(request, publicUrl, {
    page: query.page,
    perPage: query.per_page,
    total,
    hasMore: rows.length > query.per_page,
  });
  if (link) void reply.header('link', link);
  return rows.slice(0, query.per_page);
}

/**
 * Our services name the fields of our forms (jobId, stageId); an integration sent Greenhouse's
 * (job_id, initial_stage_id). A refused field is answered by the name it was sent as.
 */
export async function asSent<T>(fields: Record<string, string>, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && error.errors?.length && error.statusCode < 500)
      throw new HarvestError(
        422,
        'Validation error',
        error.errors.map((entry) => ({ message: entry.message, field: fields[entry.path] ?? entry.path })),
      );
    throw error;
  }
}
