// `npm start`: builds the web app when it is missing or older than its sources, builds the server (a
// fraction of a second), then runs it (it migrates the embedded database and seeds the demo company
// on first start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
// V8 flags per database, chosen by an interleaved A/B (`npm run bench:gc`, the table in
// docs/benchmarks.md). Both grow the old space by half instead of V8's default factor of up to 4,
// which keeps the peak down at the same throughput. With the embedded database, whose WASM PostgreSQL
// and its worker thread share the process's memory, the young generation stays at 2 MB per
// semi-space to stay under 250 MB (4 MB came to 246 MB); `--optimize-for-size`, used before, cost
// two thirds of GET /users/me's throughput and a third of the people list's p99. With a database
// server, 8 MB semi-spaces serve 5-12% more requests for ~20 MB.
const NODE_FLAGS = JSON.parse(readFileSync(join(root, 'apps/server/node-flags.json'), 'utf8'));
const SERVER_NODE_FLAGS = process.env.DATABASE_URL ? NODE_FLAGS.server : NODE_FLAGS.embedded;
const distIndex = join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = ['apps/web/src', 'apps/web/index.html', 'packages/shared/src'].map((p) => join(root, p));
const isStale =
  !existsSync(distIndex) ||
  Math.max(...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs))) >
    statSync(distIndex).mtimeMs;

if (isStale) {
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serverBuild = spawnSync(process.execPath, [join(root, 'apps/server/scripts/build.mjs')], {
  stdio: 'inherit',
});
if (serverBuild.status !== 0) process.exit(serverBuild.status ?? 1);

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'apps/server/dist/server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
