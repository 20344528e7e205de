import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config/config.ts';
import type { Db } from '../../../db/client.ts';
import type { AccessTokens } from '../../../lib/access-token.ts';
import { counterStoreFor, Slowdown, Throttle } from '../../../lib/throttle.ts';
import type { UserStateCache } from '../../../plugins/auth.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { DeviceCookies } from './device-cookie.ts';

const MINUTE = 60_000;

// The sign-in limits and why each is what it is: docs/decisions/005-sign-in-throttling-threat-model.md.
export interface AuthThrottles {
  /** Failed sign-ins per account and client address together: 5 in 15 minutes lock that pair. */
  signInPair: Throttle;
  /** Failed sign-ins per client address, whatever the accounts (password spraying): 20 in 15 minutes. */
  signInIp: Throttle;
  /**
   * Failed sign-ins per account from anywhere: past 10 in 15 minutes, untrusted clients wait 2 s,
   * doubling up to 60 s. Above the pair's 5, so one address alone never slows the owner down.
   */
  signInAccount: Slowdown;
  /** Failed sign-ins per trusted device (device cookie): 5 in 15 minutes lock that cookie. */
  signInDevice: Throttle;
  forgotEmail: Throttle;
  forgotIp: Throttle;
  /** Sign-in links mailed per address: 3 an hour, so nobody can flood a mailbox with them. */
  signInLinkEmail: Throttle;
  /** Sign-in links asked for per client address: 10 an hour. */
  signInLinkIp: Throttle;
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
  deviceCookies: DeviceCookies;
  jobs: JobQueue;
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
      signInPair: throttle('sign-in:pair', 5, 15),
      signInIp: throttle('sign-in:ip', 20, 15),
      signInAccount: new Slowdown(store, {
        name: 'sign-in:account',
        freeFailures: 10,
        windowMs: 15 * MINUTE,
        firstDelayMs: 2_000,
        maxDelayMs: 60_000,
      }),
      signInDevice: throttle('sign-in:device', 5, 15),
      forgotEmail: throttle('forgot:email', 5, 15),
      forgotIp: throttle('forgot:ip', 20, 15),
      signInLinkEmail: throttle('sign-in-link:email', 3, 60),
      signInLinkIp: throttle('sign-in-link:ip', 10, 60),
    },
    deviceCookies: new DeviceCookies(app.config.jwtSecret),
    jobs: app.jobs,
  };
}
