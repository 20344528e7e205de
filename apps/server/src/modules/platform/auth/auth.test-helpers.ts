import { randomInt } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { outboxMessages } from '../../../db/schema/index.ts';

// Helpers for the auth and OTP route tests; reads go straight to the database, never through mocks.

/** A distinct client address, so per-IP limits of one test do not spill into another. */
export const randomIp = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

export async function rowCount(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

export async function mailsTo(db: Db, to: string) {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to))
    .orderBy(desc(outboxMessages.createdAt));
}

/** Mail sent after the response (forgot password) arrives a moment later. */
export async function waitForMail(db: Db, to: string, atLeast = 1, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(db, to);
    if (mails.length >= atLeast) return mails[0]!;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const setCookieOf = (response: LightMyRequestResponse, name: string): string | undefined => {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return all.find((cookie) => cookie.startsWith(`${name}=`));
};

export const fieldPaths = (response: LightMyRequestResponse): string[] =>
  ((response.json() as { errors?: Array<{ path: string }> }).errors ?? []).map((error) => error.path);

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Redis-backed tests run when a server answers; elsewhere they are skipped with a warning. */
export async function isRedisReachable(url = TEST_REDIS_URL): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    console.warn(`Redis at ${url} is not reachable: Redis-backed tests are skipped`);
    return false;
  } finally {
    client.disconnect();
  }
}
