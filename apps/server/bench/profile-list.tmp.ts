// Ad-hoc (not committed): CPU profile of the server under the people list load.
import pg from 'pg';
import { startServer, NODE_FLAGS } from './server-process.ts';
import { seedLargeCompany, signIn, load } from './people-scale.ts';
const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
const client = new pg.Client(admin);
await client.connect();
await client.query('drop database if exists prof_bench');
await client.query('create database prof_bench');
await client.end();
const url = 'postgres://postgres@127.0.0.1:5432/prof_bench';
const first = await startServer({ DATABASE_URL: url, DATA_DIR: '/tmp/prof/data', JWT_SECRET: 'x'.repeat(48) });
await first.stop();
const creds = await seedLargeCompany(url);
const server = await startServer(
  { DATABASE_URL: url, DATA_DIR: '/tmp/prof/data', JWT_SECRET: 'x'.repeat(48) },
  [...NODE_FLAGS.server, '--cpu-prof', '--cpu-prof-dir=/tmp/prof'],
);
const token = await signIn(server.url, creds.email, creds.password);
const path = process.env.PROF_PATH ?? '/api/users?page=1&limit=10';
await load(`${server.url}${path}`, token, 5);
const result = await load(`${server.url}${path}`, token, 10);
console.log(result);
server.process.kill('SIGINT');
await new Promise((r) => setTimeout(r, 3000));
