import pg from 'pg';
import { startServer, NODE_FLAGS } from './server-process.ts';
import { signIn, load } from './people-scale.ts';
import { seedJobs } from './jobs-scale.ts';
const url = 'postgres://postgres@127.0.0.1:5432/prof_bench';
await seedJobs(url);
const server = await startServer(
  { DATABASE_URL: url, DATA_DIR: '/tmp/prof/data', JWT_SECRET: 'x'.repeat(48) },
  [...NODE_FLAGS.server, '--cpu-prof', '--cpu-prof-dir=/tmp/prof'],
);
const token = await signIn(server.url, 'bench.admin@bench.example', 'Atrium@2026');
const path = '/api/jobs?page=1&limit=10';
await load(`${server.url}${path}`, token, 5);
console.log(await load(`${server.url}${path}`, token, 10));
server.process.kill('SIGINT');
await new Promise((r) => setTimeout(r, 3000));
void pg;
