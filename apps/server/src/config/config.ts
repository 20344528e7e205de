import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Atrium <no-reply@atrium.local>'),
  /** The domain whose mail (MX) reaches POST /api/inbound-email: candidates' replies come back there. */
  INBOUND_EMAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'Must be a domain name')
    .optional(),
  /** The bearer token the mail relay sends to POST /api/inbound-email. */
  INBOUND_EMAIL_SECRET: z.string().min(24, 'Must be at least 24 characters').optional(),
  REDIS_URL: z.string().url().optional(),
  COMPANIES_HOUSE_API_KEY: z.string().min(1).optional(),
  COMPANIES_HOUSE_URL: z.string().url().default('https://api.company-information.service.gov.uk'),
  JWT_SECRET: z.string().min(32).optional(),
  /** Seals bank details and masked fields at rest (AES-256-GCM); generated into DATA_DIR when absent. */
  DATA_ENCRYPTION_KEY: z.string().min(32).optional(),
  PUBLIC_URL: z.string().url().optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  /**
   * How long after an invitation a new hire's "next step" mail waits (time to take back an
   * invitation sent by mistake); the end-to-end run shortens it.
   */
  ONBOARDING_NEXT_STEP_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** Harvest API requests per key in 10 seconds (Greenhouse's default is 50). */
  HARVEST_RATE_LIMIT: z.coerce.number().int().positive().default(50),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Connections to DATABASE_URL (default: twice the CPUs, plus one). */
  databasePoolSize?: number;
  /** In-memory PGlite (tests): no folder on disk. */
  inMemoryDb?: boolean;
  /** A migrated PGlite data-directory dump to start from (tests use a template). */
  pgliteLoadDataDir?: Blob;
  smtpUrl?: string;
  mailFrom: string;
  /** Both set: emails to candidates carry a reply address, and their replies land on the profile. */
  inboundEmail?: { domain: string; secret: string };
  redisUrl?: string;
  companiesHouse: { apiKey?: string; baseUrl: string };
  jwtSecret: string;
  /** The secret sealing bank details and masked fields (`lib/field-encryption.ts`). */
  dataEncryptionKey: string;
  publicUrl: string;
  uploadMaxBytes: number;
  harvestRateLimit: number;
  onboardingNextStepDelaySeconds: number;
  s3?: { endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string };
  logLevel: Env['LOG_LEVEL'];
  seedDemo: boolean;
  webDist?: string;
  /** Which proxies may set X-Forwarded-For; false unless configured, so clients cannot fake their address. */
  trustProxy: boolean | string;
}

/** A secret given in the environment wins; otherwise one is generated once and kept in DATA_DIR. */
function persistentSecret(dataDir: string, name: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, `${name}.secret`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "not set" (CI and shells export empty values).
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const s3 =
    env.S3_BUCKET && env.S3_ENDPOINT && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? {
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : undefined;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    inboundEmail:
      env.INBOUND_EMAIL_DOMAIN && env.INBOUND_EMAIL_SECRET
        ? { domain: env.INBOUND_EMAIL_DOMAIN.toLowerCase(), secret: env.INBOUND_EMAIL_SECRET }
        : undefined,
    redisUrl: env.REDIS_URL,
    companiesHouse: { apiKey: env.COMPANIES_HOUSE_API_KEY, baseUrl: env.COMPANIES_HOUSE_URL },
    jwtSecret: env.JWT_SECRET ?? persistentSecret(dataDir, 'jwt'),
    dataEncryptionKey: env.DATA_ENCRYPTION_KEY ?? persistentSecret(dataDir, 'data-encryption'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    harvestRateLimit: env.HARVEST_RATE_LIMIT,
    onboardingNextStepDelaySeconds: env.ONBOARDING_NEXT_STEP_DELAY_SECONDS,
    s3,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO === 'true',
    webDist: env.WEB_DIST,
    trustProxy: env.TRUST_PROXY === 'true' ? true : (env.TRUST_PROXY ?? false),
  };
}
