import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import type { AccessTokens } from '../../lib/access-token.ts';
import { counterStoreFor, Throttle } from '../../lib/throttle.ts';
import type { UserStateCache } from '../../plugins/auth.ts';
import type { Mailer } from '../mail/mailer.ts';
import { DeferredWork } from './deferred-work.ts';

const MINUTE = 60_000;

export interface AuthThrottles {
  /** Failed sign-ins per address: 5 in 15 minutes. */
  signInEmail: Throttle;
  /** Failed sign-ins per client address: 20 in 15 minutes. */
  signInIp: Throttle;
  forgotEmail: Throttle;
  forgotIp: Throttle;
}

/** What the auth services need from the app, as one options object. */
export interface AuthDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  accessTokens: AccessTokens;
  userStates: UserStateCache;
  log: FastifyBaseLogger;
  throttles: AuthThrottles;
  deferred: DeferredWork;
}

export function createAuthDeps(app: FastifyInstance): AuthDeps {
  const store = counterStoreFor(app.redis, app.log);
  const throttle = (name: string, max: number, minutes: number) =>
    new Throttle(store, { name, max, windowMs: minutes * MINUTE });
  return {
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    accessTokens: app.accessTokens,
    userStates: app.userStates,
    log: app.log,
    throttles: {
      signInEmail: throttle('sign-in:email', 5, 15),
      signInIp: throttle('sign-in:ip', 20, 15),
      forgotEmail: throttle('forgot:email', 5, 15),
      forgotIp: throttle('forgot:ip', 20, 15),
    },
    deferred: new DeferredWork(app.log),
  };
}
