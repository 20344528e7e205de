import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../src/app.ts';
import type { AppConfig } from '../src/config/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createCompany, createUser, DEMO_PASSWORD, type UserOverrides } from '../src/db/seed/factories.ts';
import { createCompanyRole } from '../src/db/seed/org-factories.ts';
import type { CompanyRow, UserRow } from '../src/db/schema/index.ts';
import { TEMPLATE_DB_NAME, TEMPLATE_FILE, adminUrl } from './template.ts';
import { recordStatement } from './statement-recorder.ts';
import { withDatabase } from './global-setup.ts';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';
export const TEST_DATA_ENCRYPTION_KEY = 'test-data-encryption-key-0123456789abcdef';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: '/tmp/atrium-test-unused',
    inMemoryDb: true,
    mailFrom: 'Atrium <no-reply@atrium.test>',
    companiesHouse: { baseUrl: 'http://127.0.0.1:9' },
    jwtSecret: TEST_JWT_SECRET,
    dataEncryptionKey: TEST_DATA_ENCRYPTION_KEY,
    publicUrl: 'http://localhost:3000',
    uploadMaxBytes: 5 * 1024 * 1024,
    harvestRateLimit: 50,
    onboardingNextStepDelaySeconds: 300,
    logLevel: 'silent',
    seedDemo: false,
    webDist: '/nonexistent',
    trustProxy: false,
    ...overrides,
  };
}

/**
 * A new PostgreSQL database copied from the migrated template (TEST_DATABASE_URL's server): its URL,
 * and how to drop it once every connection to it has closed.
 */
export async function copyTemplateDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `atrium_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB_NAME}`);
  await admin.end();
  const drop = async () => {
    const dropper = new pg.Client({ connectionString: adminUrl(url) });
    await dropper.connect();
    // The pool's last clients may still be saying goodbye: forcing the drop then kills them, and pg
    // reports that as an unhandled error. Wait (up to 5 s) for them to leave first.
    for (let wait = 0; wait < 50; wait += 1) {
      const { rows } = await dropper.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]!.n === 0) break;
      await new Promise((done) => setTimeout(done, 100));
    }
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
  return { url: withDatabase(url, name), drop };
}

/** A fresh database copied from the migrated template: PGlite by default, PostgreSQL with TEST_DATABASE_URL. */
export async function freshDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const loadDataDir = new Blob([readFileSync(TEMPLATE_FILE)]);
    return openDatabase({ inMemory: true, loadDataDir, onStatement: recordStatement });
  }
  const copy = await copyTemplateDatabase(url);
  const database = await openDatabase({ databaseUrl: copy.url, poolSize: 4, onStatement: recordStatement });
  const close = database.close;
  database.close = async () => {
    await close();
    await copy.drop();
  };
  return database;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** Builds the real app on a fresh database. Call close() in afterAll. */
export async function createTestApp(
  config: Partial<AppConfig> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const database = await freshDatabase();
  const app = await buildApp(testConfig(config), { ...options, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface SignedInUser {
  user: UserRow;
  company: CompanyRow;
  token: string;
  refreshToken: string;
  headers: Record<string, string>;
}

/** A company with one active user of the given overrides, signed in through the real sign-in route. */
export async function signedInUser(
  app: FastifyInstance,
  overrides: UserOverrides = {},
  company?: CompanyRow,
): Promise<SignedInUser> {
  const owner = company ?? (await createCompany(app.db));
  const user = await createUser(app.db, owner.id, overrides);
  const password = overrides.password ?? DEMO_PASSWORD;
  const response = await app.inject({
    method: 'PUT',
    url: '/api/auth/signin',
    payload: { email: user.email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { data: { authToken: string; refreshToken: string } };
  return {
    user,
    company: owner,
    token: body.data.authToken,
    refreshToken: body.data.refreshToken,
    headers: { authorization: `Bearer ${body.data.authToken}` },
  };
}

/** A user of the company holding only a custom role made for them (name and permissions), signed in. */
export async function signedInWithRole(
  app: FastifyInstance,
  company: CompanyRow,
  role: Parameters<typeof createCompanyRole>[2],
): Promise<SignedInUser> {
  const created = await createCompanyRole(app.db, company.id, role);
  return signedInUser(app, { role: null, customRoleId: created.id }, company);
}

export const injectAs = (
  app: FastifyInstance,
  who: SignedInUser,
  options: InjectOptions,
): Promise<LightMyRequestResponse> =>
  app.inject({ ...options, headers: { ...who.headers, ...(options.headers ?? {}) } });
