import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Port of the real API server the web tests talk to (vitest.config.ts points jsdom's URL at it). */
export const TEST_SERVER_PORT = Number(process.env.WEB_TEST_PORT ?? 39517);

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const healthUrl = `http://127.0.0.1:${TEST_SERVER_PORT}/api/health`;

async function isUp(): Promise<boolean> {
  try {
    return (await fetch(healthUrl)).ok;
  } catch {
    return false;
  }
}

/** Starts the real server (embedded PGlite, seeded demo data, fresh data directory) for the web tests. */
export default async function setup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atrium-web-tests-'));
  const server = spawn('node', ['--import', 'tsx', join(repoRoot, 'apps/server/src/server.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(TEST_SERVER_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'web-tests-only-secret-0123456789-abcdefghijklmnop',
      PUBLIC_URL: `http://localhost:${TEST_SERVER_PORT}`,
      DATABASE_URL: '',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((done) => server.once('exit', () => done()));

  const teardown = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      const forced = setTimeout(() => server.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(forced);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 180_000;
  while (!(await isUp())) {
    if (server.exitCode !== null || Date.now() > deadline) {
      await teardown();
      throw new Error(`The test server did not start:\n${stderr}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return teardown;
}
