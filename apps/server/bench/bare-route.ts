import { spawn } from 'node:child_process';
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process.ts';
import { load } from './people-scale.ts';
import type { LoadResult } from './scenarios.ts';

// Issue 17: the HTTP floor. A bare Fastify route in its own process answers the same bytes as
// GET /api/users/me, so what the app adds on top (authentication, headers, serialisation) shows.
const BARE_SERVER = `
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
const body = readFileSync(process.env.BODY_FILE, 'utf8');
const app = Fastify({ logger: false });
app.get('/api/users/me', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/** GET /api/users/me through the app, and the same answer from a bare route. */
export async function meAgainstBareRoute(
  serverUrl: string,
  token: string,
  seconds: number,
): Promise<{ app: LoadResult; bare: LoadResult; bytes: number }> {
  const body = await (
    await fetch(`${serverUrl}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })
  ).text();
  const folder = mkdtempSync(join(tmpdir(), 'atrium-bare-'));
  const bodyFile = join(folder, 'me.json');
  writeFileSync(bodyFile, body);
  const port = await freePort();
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE_SERVER], {
    cwd: import.meta.dirname,
    env: { ...process.env, BODY_FILE: bodyFile, PORT: String(port) },
    stdio: 'ignore',
  });
  try {
    const bareUrl = `http://127.0.0.1:${port}`;
    for (let tries = 0; ; tries += 1) {
      try {
        if ((await fetch(`${bareUrl}/api/users/me`)).ok) break;
      } catch {
        if (tries > 100) throw new Error('the bare route did not start');
      }
      await new Promise((done) => setTimeout(done, 100));
    }
    const app = await load(`${serverUrl}/api/users/me`, token, seconds);
    const bare = await load(`${bareUrl}/api/users/me`, null, seconds);
    return { app, bare, bytes: Buffer.byteLength(body) };
  } finally {
    child.kill();
    rmSync(folder, { recursive: true, force: true });
  }
}
