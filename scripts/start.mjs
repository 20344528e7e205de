// `npm start`: builds the web app when it is missing or older than its sources, builds the server (a
// fraction of a second), then runs it (it migrates the embedded database and seeds the demo company
// on first start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
// V8 flags per database, chosen by an interleaved A/B (`npm run bench:gc`, the table in
// docs/benchmarks.md) under a peak of 250 MB. With the embedded database, whose WASM PostgreSQL and
// its worker thread share the process's memory, small semi-spaces and `--optimize-for-size`: a
// slower-growing old space instead served GET /users/me almost three times faster but peaked at
// ~275 MB once sign-ins hashed on both cores. With a database server, 8 MB semi-spaces and an old
// space growing by half instead of V8's default factor of up to 4: 5-12% more requests than 2 MB
// for ~20 MB, and a peak ~100 MB under the default's.
const NODE_FLAGS = JSON.parse(readFileSync(join(root, 'apps/server/node-flags.json'), 'utf8'));
const SERVER_NODE_FLAGS = process.env.DATABASE_URL ? NODE_FLAGS.server : NODE_FLAGS.embedded;
// glibc's allocator, for both databases: two arenas rather than one per thread, and blocks from 128 KB
// up mapped and returned at once. By default glibc raises that threshold after each free, so every
// 19 MB argon2 buffer of a sign-in stayed resident in the arena of whichever thread hashed it
// (peak RSS 263 -> 233 MB on the embedded database, `npm run bench`).
const SERVER_ENV = NODE_FLAGS.env;
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
  env: { ...SERVER_ENV, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
