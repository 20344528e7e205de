import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startMailCatcher } from './mail-catcher';

const root = resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Builds the web app, starts the SMTP catcher and the real server on a fresh embedded database. */
export default async function globalSetup() {
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_UI_GALLERY: 'true' },
  });
  if (build.status !== 0) throw new Error('web build failed');

  const work = mkdtempSync(join(tmpdir(), 'atrium-e2e-'));
  const mailDir = join(work, 'mail');
  const mail = await startMailCatcher(mailDir);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // A new hire's "next step" mail waits five minutes in production; the journey cannot.
      ONBOARDING_NEXT_STEP_DELAY_SECONDS: '1',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  // The demo seed (signed documents, hires' accounts) takes a while on a busy machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start within 180 s');
    await new Promise((r) => setTimeout(r, 250));
  }

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_WORK_DIR = work;

  return async () => {
    server.kill('SIGTERM');
    await mail.close();
  };
}
