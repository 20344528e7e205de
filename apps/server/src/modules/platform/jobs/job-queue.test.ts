import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  copyTemplateDatabase,
  createTestApp,
  injectAs,
  signedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';
import { openDatabase, type Database } from '../../../db/client.ts';
import { JOB_SCHEMA } from '../../../db/job-schema.ts';
import { JobQueue } from './job-queue.ts';

// Issue 15: a job survives a restart and runs once, on PGlite and on PostgreSQL, and two instances
// on one database never run the same job twice.

const silent = { error() {}, warn() {}, info() {} } as never;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** One database that can be closed and opened again, as a server restart does. */
async function restartableDatabase(): Promise<{
  open: () => Promise<Database>;
  remove: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dataDir = mkdtempSync(join(tmpdir(), 'atrium-jobs-'));
    return {
      open: async () => {
        const database = await openDatabase({ dataDir });
        await database.migrate();
        return database;
      },
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const copy = await copyTemplateDatabase(url);
  return {
    open: () => openDatabase({ databaseUrl: copy.url, poolSize: 3 }),
    remove: copy.drop,
  };
}

function recordingQueue(database: Database, runs: string[]) {
  const queue = new JobQueue(database, silent, { pollingIntervalSeconds: 0.5 });
  queue.define({
    name: 'test.record',
    data: z.object({ label: z.string() }),
    handler: async ({ label }) => {
      runs.push(label);
    },
  });
  return queue;
}

describe('a job scheduled for later', () => {
  it('runs once, after a restart, on the instance that is up when it falls due', async () => {
    const store = await restartableDatabase();
    try {
      const before: string[] = [];
      const first = await store.open();
      const queue = recordingQueue(first, before);
      await queue.start();
      await queue.send('test.record', { label: 'due later' }, { runAt: new Date(Date.now() + 1_500) });
      await queue.stop();
      await first.close();

      const after: string[] = [];
      const second = await store.open();
      const restarted = recordingQueue(second, after);
      await restarted.start();
      await expect.poll(() => after, { timeout: 10_000 }).toEqual(['due later']);
      await sleep(1_500);
      expect(after).toEqual(['due later']);
      expect(before).toEqual([]);
      await restarted.stop();
      await second.close();
    } finally {
      await store.remove();
    }
  });

  it('refuses data its definition does not allow, before anything is queued', async () => {
    const store = await restartableDatabase();
    const database = await store.open();
    const queue = recordingQueue(database, []);
    try {
      await queue.start();
      await expect(queue.send('test.record', { label: 7 })).rejects.toThrow();
      await expect(queue.send('test.unknown', {})).rejects.toThrow(/No job test.unknown/);
    } finally {
      await queue.stop();
      await database.close();
      await store.remove();
    }
  });
});

describe('a singleton key', () => {
  it('queues no second job while one with the key waits, and another once it has run', async () => {
    const store = await restartableDatabase();
    const database = await store.open();
    const runs: string[] = [];
    const queue = recordingQueue(database, runs);
    try {
      await queue.start();
      const later = new Date(Date.now() + 1_000);
      const first = await queue.send('test.record', { label: 'one' }, { runAt: later, singletonKey: 'k' });
      const second = await queue.send('test.record', { label: 'two' }, { runAt: later, singletonKey: 'k' });
      expect(first).toEqual(expect.any(String));
      expect(second).toBeNull();
      await expect.poll(() => runs, { timeout: 10_000 }).toEqual(['one']);
      await expect
        .poll(
          async () =>
            (await database.execute(`SELECT state FROM ${JOB_SCHEMA}.job WHERE id = $1`, [first])).rows,
        )
        .toEqual([{ state: 'completed' }]);
      expect(await queue.send('test.record', { label: 'three' }, { singletonKey: 'k' })).toEqual(
        expect.any(String),
      );
      await expect.poll(() => runs, { timeout: 10_000 }).toEqual(['one', 'three']);
    } finally {
      await queue.stop();
      await database.close();
      await store.remove();
    }
  });
});

describe('two instances on one database', () => {
  it('run each job once between them', async () => {
    const store = await restartableDatabase();
    // On PostgreSQL each instance has its own pool; PGlite holds one process, so they share it.
    const one = await store.open();
    const two = process.env.TEST_DATABASE_URL ? await store.open() : one;
    const runsOne: string[] = [];
    const runsTwo: string[] = [];
    const queues = [recordingQueue(one, runsOne), recordingQueue(two, runsTwo)];
    try {
      await Promise.all(queues.map((queue) => queue.start()));
      const labels = Array.from({ length: 30 }, (_, index) => `job ${index}`);
      await Promise.all(labels.map((label, index) => queues[index % 2]!.send('test.record', { label })));
      await expect.poll(() => runsOne.length + runsTwo.length, { timeout: 15_000 }).toBe(labels.length);
      await sleep(1_500);
      expect([...runsOne, ...runsTwo].sort()).toEqual([...labels].sort());
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
      await one.close();
      if (two !== one) await two.close();
      await store.remove();
    }
  });
});

describe('GET /api/admin/background-jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows the platform operator every queue with its counts', async () => {
    const operator = await signedInUser(t.app, { role: 'SUPER_ADMIN' });
    const response = await injectAs(t.app, operator, { method: 'GET', url: '/api/admin/background-jobs' });
    expect(response.statusCode).toBe(200);
    const names = (response.json() as { data: { items: Array<{ name: string; failed: number }> } }).data
      .items;
    expect(names).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'platform.auth.password-reset-mail', failed: 0 }),
        expect.objectContaining({ name: 'admin.people.import-invitation', failed: 0 }),
      ]),
    );
  });

  it('is the operator’s alone: a company admin is refused', async () => {
    const admin = await signedInUser(t.app, { role: 'COMPANY_ADMIN' });
    const response = await injectAs(t.app, admin, { method: 'GET', url: '/api/admin/background-jobs' });
    expect(response.statusCode).toBe(403);
  });
});
