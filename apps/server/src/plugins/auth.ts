import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Module } from '@atrium/shared/constants/modules';
import type { Role } from '@atrium/shared/constants/company';
import { AccessTokens } from '../lib/access-token.ts';
import { AppError } from '../lib/app-error.ts';
import type { UserWithCompany } from '../modules/platform/auth/auth.repository.ts';
import { recordAudit } from '../modules/platform/audit/audit.service.ts';
import type { SessionUser } from '@atrium/shared/schemas/platform/session';
import type { Grants } from '@atrium/shared/permissions/grants';
import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import { grantsOf } from '../modules/platform/auth/session-user.ts';
import { findLiveSessions, type LiveSession } from '../modules/platform/auth/refresh-tokens.repository.ts';

/** What a route declares about who may call it. Every /api route must declare one. */
export type RouteAccess = 'public' | 'authenticated';

/** Several permissions of which any one will do (`anyOf(...)`). */
export interface AnyOfPermissions {
  readonly anyOf: readonly PermissionId[];
}

/** A route's permission when any of several will do: a scoped read (own, team or all), or a page two consoles open. */
export const anyOf = (...ids: PermissionId[]): AnyOfPermissions => ({ anyOf: ids });

/** The permissions a route accepts, any one of which will do. */
export const acceptedPermissions = (permission: PermissionId | AnyOfPermissions): readonly PermissionId[] =>
  typeof permission === 'string' ? [permission] : permission.anyOf;

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** As declared: one permission, or several of which any one will do. */
  permission: PermissionId | AnyOfPermissions | null;
  /** The response schemas by status, as declared (compiled on first use; a test compiles them all). */
  response: Record<string, unknown> | null;
}

/** A signed-in user as the cache holds them: the row, their company's facts, grants and sessions. */
export type SessionRecord = UserWithCompany & {
  grants: Grants;
  /** The user's running sessions (refresh-token family id -> expiry in ms): what access tokens name. */
  sessions: Map<string, number>;
  /** What /users/me answers, built once per cached state (it lists every permission id held). */
  sessionUser?: SessionUser;
  /** GET /users/me's whole answer as serialised once per cached state (17 KB for an admin). */
  meAnswer?: string;
};

export interface AuthContext {
  userId: string;
  companyId: string;
  tokenVersion: number;
  /** The sign-in session (refresh-token family) of the token; an impersonation carries the admin's. */
  sessionId?: string;
  role: Role | null;
  allowedModules: Module[];
  /** What the user may do: read from the cache, so a role change applies on the next request. */
  permissions: Grants;
  impersonatorId?: string;
  impersonationId?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * The permission an authenticated route requires, or several of which any one will do (a scoped
     * read: own, team or all; a settings page that Performance's and the admin console's grants
     * both open); without it the answer is 403.
     */
    permission?: PermissionId | AnyOfPermissions;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    accessTokens: AccessTokens;
    userStates: UserStateCache;
    /** Every /api route with what it declared, for the route-permission listing test. */
    declaredRoutes: DeclaredRoute[];
    impersonationCheck: ImpersonationCheck;
  }
}

/** Whether an impersonation session is still running for this impersonator and user. */
export type ImpersonationCheck = (id: string, impersonatorId: string, userId: string) => Promise<boolean>;

/** Loads what a session needs of a user; null when the user no longer exists. */
export type SessionUserLoader = (userId: string) => Promise<UserWithCompany | null>;

/** A user with their running sessions, as the cache loads them. */
export type UserStateLoader = (
  userId: string,
) => Promise<(UserWithCompany & { sessions: LiveSession[] }) | null>;

const MAX_CACHED_USERS = 50_000;
const MAX_ENDED_SESSIONS = 10_000;

/**
 * The signed-in users, cached so an authenticated request (and /users/me) costs no query once warm.
 * Whoever changes a user row or its company (password, status, role, profile, email, modules) or ends
 * one of the user's sessions calls invalidate() or invalidateCompany(); other instances hear of it
 * through onInvalidate listeners.
 */
export class UserStateCache {
  private readonly cache = new Map<string, SessionRecord>();
  private readonly listeners: Array<(key: InvalidationKey) => void> = [];
  /** Sessions found over, as `<user id> <session id>`: a family never comes back to life. */
  private readonly endedSessions = new Set<string>();
  /** Counts invalidations, so a load that raced one is answered but not kept. */
  private generation = 0;

  constructor(private readonly load: UserStateLoader) {}

  async get(userId: string): Promise<SessionRecord | null> {
    return this.cache.get(userId) ?? this.loadRecord(userId);
  }

  /**
   * The user's state for a token naming a session. A session the cached state does not know is
   * either newer than the state (a sign-in since, here or on another instance: no invalidation is
   * needed for it) or over: the state is loaded again to tell, and a session found over is
   * remembered, so its token costs no query the next time.
   */
  async getForSession(userId: string, sessionId: string): Promise<SessionRecord | null> {
    const cached = this.cache.get(userId);
    const ended = `${userId} ${sessionId}`;
    if (cached && (cached.sessions.has(sessionId) || this.endedSessions.has(ended))) return cached;
    const loaded = await this.loadRecord(userId);
    if (loaded && !loaded.sessions.has(sessionId)) {
      if (this.endedSessions.size >= MAX_ENDED_SESSIONS) this.endedSessions.clear();
      this.endedSessions.add(ended);
    }
    return loaded;
  }

  invalidate(userId: string): void {
    this.forget({ userId });
    for (const listener of this.listeners) listener({ userId });
  }

  invalidateCompany(companyId: string): void {
    this.forget({ companyId });
    for (const listener of this.listeners) listener({ companyId });
  }

  /** Other instances learn of an invalidation through this (Redis pub/sub when configured). */
  onInvalidate(listener: (key: InvalidationKey) => void): void {
    this.listeners.push(listener);
  }

  /** An invalidation heard from another instance: drop the entries without echoing it back. */
  forget(key: InvalidationKey): void {
    this.generation += 1;
    if ('userId' in key) {
      this.cache.delete(key.userId);
      return;
    }
    for (const [userId, cached] of this.cache) {
      if (cached.user.companyId === key.companyId) this.cache.delete(userId);
    }
  }

  private async loadRecord(userId: string): Promise<SessionRecord | null> {
    const generation = this.generation;
    const found = await this.load(userId);
    if (!found) return null;
    const { sessions, ...userWithCompany } = found;
    const record: SessionRecord = {
      ...userWithCompany,
      grants: grantsOf(userWithCompany),
      sessions: new Map(sessions.map((session) => [session.id, session.expiresAt.getTime()])),
    };
    // Read before an invalidation that came while loading (a sign-out, say), it may be stale already.
    if (generation !== this.generation) return record;
    if (this.cache.size >= MAX_CACHED_USERS) this.cache.clear();
    this.cache.set(userId, record);
    return record;
  }
}

/** Whether a session is running: known to the state and not past its expiry. */
const isSessionLive = (state: SessionRecord, sessionId: string | undefined): boolean =>
  sessionId !== undefined && (state.sessions.get(sessionId) ?? 0) > Date.now();

export type InvalidationKey = { userId: string } | { companyId: string };

const UNAUTHENTICATED = 'Please sign in to continue.';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const IMPERSONATION_ENDED = 'The login as this user has ended.';

export async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthContext> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw new AppError('UNAUTHENTICATED', UNAUTHENTICATED);
  const claims = await app.accessTokens.verify(token);
  const { userId, sessionId, impersonatorId } = claims;
  const state =
    sessionId && !impersonatorId
      ? await app.userStates.getForSession(userId, sessionId)
      : await app.userStates.get(userId);
  const user = state?.user;
  if (!user || user.companyId !== claims.companyId || user.tokenVersion !== claims.tokenVersion) {
    throw new AppError('TOKEN_INVALID', SESSION_ENDED);
  }
  if (user.status !== 'active') throw new AppError('TOKEN_INVALID', 'Your account is not active.');
  if (impersonatorId) {
    // An impersonation ends early ("Return to my account"), at its 30 minutes, or with the admin's
    // own session (signing out), whatever the token says.
    const isLive =
      claims.impersonationId &&
      (await app.impersonationCheck(claims.impersonationId, impersonatorId, userId));
    if (!isLive || !sessionId) throw new AppError('TOKEN_INVALID', IMPERSONATION_ENDED);
    const admin = await app.userStates.getForSession(impersonatorId, sessionId);
    if (!admin || !isSessionLive(admin, sessionId)) throw new AppError('TOKEN_INVALID', IMPERSONATION_ENDED);
  } else if (!isSessionLive(state, sessionId)) {
    // Signed out, revoked for reuse of its refresh token, or expired: the token goes with its session.
    throw new AppError('TOKEN_INVALID', SESSION_ENDED);
  }
  return {
    userId,
    companyId: claims.companyId,
    tokenVersion: claims.tokenVersion,
    sessionId,
    role: user.role as Role | null,
    allowedModules: user.allowedModules as Module[],
    permissions: state.grants,
    impersonatorId,
    impersonationId: claims.impersonationId,
  };
}

export const authPlugin = fp(async function authPlugin(
  app: FastifyInstance,
  opts: { jwtSecret: string; loadUser: SessionUserLoader; isImpersonationLive: ImpersonationCheck },
) {
  app.decorate('accessTokens', new AccessTokens(opts.jwtSecret));
  app.decorate(
    'userStates',
    new UserStateCache(async (userId) => {
      const found = await opts.loadUser(userId);
      if (!found) return null;
      return { ...found, sessions: await findLiveSessions(app.db, found.user.companyId, userId) };
    }),
  );
  app.decorate('declaredRoutes', []);
  app.decorate('impersonationCheck', opts.isImpersonationLive);
  app.decorateRequest('auth', null);
  if (app.redis) shareInvalidations(app);

  // A route that forgets to say who may call it must not start: access is declared, never implied.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    if (!route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access)`);
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.declaredRoutes.push({
        method,
        url: route.url,
        access: route.config.access,
        permission: route.config.permission ?? null,
        response: (route.schema?.response as Record<string, unknown> | undefined) ?? null,
      });
    }
    if (route.config.permission && route.config.access !== 'authenticated') {
      throw new Error(
        `Route ${String(route.method)} ${route.url} requires a permission but is not authenticated`,
      );
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    request.auth = await authenticate(app, request);
    const permission = request.routeOptions.config?.permission;
    if (permission === undefined) return;
    const accepted = acceptedPermissions(permission);
    if (!accepted.some((id) => request.auth!.permissions.has(id))) await deny(app, request, accepted);
  });
});

const INVALIDATION_CHANNEL = 'atrium:user-state:invalidate';
const invalidationMessage = z.object({
  from: z.string(),
  key: z.union([z.object({ userId: z.string() }), z.object({ companyId: z.string() })]),
});

/**
 * With several instances behind a load balancer, each caches user states: an invalidation here is
 * published, and every other instance drops its entry, so a password change ends sessions everywhere.
 */
function shareInvalidations(app: FastifyInstance): void {
  const publisher = app.redis!;
  // A connection in subscriber mode can do nothing else, hence its own. It queues its SUBSCRIBE until
  // connected (the shared connection fails commands at once while Redis is down).
  const subscriber = publisher.duplicate({ enableOfflineQueue: true });
  const instanceId = randomUUID();
  app.userStates.onInvalidate((key) => {
    const message = JSON.stringify({ from: instanceId, key });
    publisher.publish(INVALIDATION_CHANNEL, message).catch((error: unknown) => {
      app.log.error({ err: error }, 'could not publish a user-state invalidation');
    });
  });
  subscriber.on('message', (_channel: string, message: string) => {
    let parsed;
    try {
      parsed = invalidationMessage.safeParse(JSON.parse(message));
    } catch {
      return; // not one of ours
    }
    if (parsed.success && parsed.data.from !== instanceId) app.userStates.forget(parsed.data.key);
  });
  subscriber.on('error', (error: unknown) => app.log.warn({ err: error }, 'user-state subscriber error'));
  // Not awaited: a Redis outage at start-up must not keep the API from serving.
  subscriber.subscribe(INVALIDATION_CHANNEL).catch((error: unknown) => {
    app.log.error({ err: error }, 'could not subscribe to user-state invalidations');
  });
  app.addHook('onClose', async () => {
    subscriber.disconnect();
  });
}

/** Records the refusal (DESIGN.md section 4: denials are audit events) and answers 403. */
async function deny(
  app: FastifyInstance,
  request: FastifyRequest,
  anyOf: readonly PermissionId[],
): Promise<never> {
  await recordAudit(app.db, request, {
    action: 'permission.denied',
    outcome: 'denied',
    targetType: 'route',
    targetId: `${request.method} ${request.routeOptions.url ?? request.url}`,
    after: anyOf.length === 1 ? { permission: anyOf[0] } : { anyOf },
  });
  throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
}

/** The signed-in user of a route declared 'authenticated'. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', UNAUTHENTICATED);
  return request.auth;
}
