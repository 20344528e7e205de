import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

// The built server, run as `npm start` runs it (run.ts builds it first), with the same V8 flags.
const SERVER_ENTRY = resolve(import.meta.dirname, '../dist/server.mjs');
export const NODE_FLAGS = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../node-flags.json'), 'utf8'),
) as {
  embedded: string[];
  server: string[];
  /** The allocator's settings, for both databases (scripts/start.mjs says why). */
  env: Record<string, string>;
};

export interface RunningServer {
  url: string;
  process: ChildProcess;
  startMs: number;
  /** Peak resident set size so far (VmHWM), in MB. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

export const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Starts the real server as its own process, as `npm start` would, and waits until it answers. */
export async function startServer(env: Record<string, string>, nodeFlags?: string[]): Promise<RunningServer> {
  const port = await freePort();
  const started = Date.now();
  // As scripts/start.mjs chooses them, by whether the database is embedded, unless the GC A/B says.
  const flags = nodeFlags ?? (env.DATABASE_URL ? NODE_FLAGS.server : NODE_FLAGS.embedded);
  const child = spawn(process.execPath, [...flags, SERVER_ENTRY], {
    env: {
      ...NODE_FLAGS.env,
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    process: child,
    startMs: Date.now() - started,
    peakRssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
