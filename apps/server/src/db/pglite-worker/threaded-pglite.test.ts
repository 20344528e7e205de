import { readFileSync } from 'node:fs';
import { PGlite, messages, types, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_FILE } from '../../../test/template.ts';
import { isUniqueViolation, loggableError } from '../../lib/pg-errors.ts';
import { openDatabase, type Database } from '../client.ts';
import { ThreadedPGlite } from './threaded-pglite.ts';

// The migrated template spares each database PostgreSQL's initdb.
const template = () => new Blob([readFileSync(TEMPLATE_FILE)]);

/** Runs `work` while a timer ticks every 5 ms on this thread; answers the longest wait between ticks. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(longest, performance.now() - last);
}

describe('ThreadedPGlite', () => {
  let client: ThreadedPGlite;
  beforeAll(async () => {
    client = new ThreadedPGlite({ loadDataDir: template() });
    await client.waitReady;
    await client.exec(`
      create table pets (id int primary key, name text not null constraint pets_name_key unique);
      insert into pets values (1, 'Rex');
    `);
  });
  afterAll(() => client.close());

  it('answers a query with parameters', async () => {
    const { rows, fields } = await client.query<{ name: string; n: number }>(
      'select name, $2::int + 1 as n from pets where id = $1',
      [1, 41],
    );
    expect(rows).toEqual([{ name: 'Rex', n: 42 }]);
    expect(fields.map((field) => field.dataTypeID)).toEqual([types.TEXT, types.INT4]);
  });

  it('answers values exactly as PGlite on this thread does, with and without parsers for some types', async () => {
    const local = new PGlite({ loadDataDir: template(), extensions: { pg_trgm } });
    try {
      const text = `select now() as ts, '2024-02-29 10:00'::timestamp as local_ts, '2024-02-29'::date as day,
        '1 day 02:00'::interval as span, 12.50::numeric as amount, array[1.5, 2]::numeric[] as amounts,
        '{"a":[1,null]}'::jsonb as doc, 9007199254740993::int8 as big, '\\x0102'::bytea as bytes,
        array[now()]::timestamptz[] as stamps, null::timestamptz as missing, $1::text as param`;
      // What Drizzle's PGlite session passes: identity parsers for the types it maps itself; and one
      // that is not an identity, which must run here.
      const identity = (value: string) => value;
      const drizzleLike: QueryOptions = {
        rowMode: 'array',
        parsers: {
          ...Object.fromEntries(
            [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185].map((oid) => [
              oid,
              identity,
            ]),
          ),
          [types.NUMERIC]: (value: string) => `numeric ${value}`,
        },
      };
      for (const options of [undefined, drizzleLike]) {
        // now() is the transaction's start: one transaction on each side would still differ, so compare
        // everything but the clock's values, and the clock's values' types.
        const [threaded, here] = await Promise.all([
          client.query(text, ['x'], options),
          local.query(text, ['x'], options),
        ]);
        const withoutClock = (rows: unknown[]) =>
          rows.map((row) => {
            const copy = structuredClone(row) as Record<string | number, unknown>;
            for (const key of options ? [0, 9] : ['ts', 'stamps']) copy[key] = typeof copy[key];
            return copy;
          });
        expect(withoutClock(threaded.rows)).toEqual(withoutClock(here.rows));
        expect(threaded.fields).toEqual(here.fields);
        if (options)
          expect((threaded.rows[0] as unknown[]).slice(0, 5)).toMatchObject([
            expect.any(String),
            '2024-02-29 10:00:00',
            '2024-02-29',
            '1 day 02:00:00',
            'numeric 12.50',
          ]);
        else expect((threaded.rows[0] as { ts: unknown }).ts).toBeInstanceOf(Date);
      }
    } finally {
      await local.close();
    }
  });

  it('rebuilds a unique violation as PGlite DatabaseError with its code and constraint', async () => {
    const error = await client.query("insert into pets values (2, 'Rex')").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'pets_name_key',
      table: 'pets',
      severity: 'ERROR',
      detail: 'Key (name)=(Rex) already exists.',
      query: "insert into pets values (2, 'Rex')",
      name: 'error',
    });
    expect(isUniqueViolation(error, 'pets_name_key')).toBe(true);
  });

  it('rolls a transaction back when its callback throws, and commits it otherwise', async () => {
    const failure = new Error('undo');
    await expect(
      client.transaction(async (tx) => {
        await tx.query("insert into pets values (3, 'Gone')");
        throw failure;
      }),
    ).rejects.toBe(failure);
    const answer = await client.transaction(async (tx) => {
      await tx.query("insert into pets values (4, 'Kept')");
      return 'done';
    });
    expect(answer).toBe('done');
    const { rows } = await client.query('select name from pets where id in (3, 4)');
    expect(rows).toEqual([{ name: 'Kept' }]);
  });

  it('ends a transaction rolled back by hand, and refuses its handle afterwards', async () => {
    await client.transaction(async (tx) => {
      await tx.query("insert into pets values (5, 'Undone')");
      await tx.rollback();
      expect(tx.closed).toBe(true);
      await expect(tx.query('select 1')).rejects.toThrow('Transaction is closed');
    });
    expect((await client.query('select 1 from pets where id = 5')).rows).toEqual([]);
  });

  it('answers a failed transaction committed anyway with the rollback PGlite reports (25P02)', async () => {
    const error = await client
      .transaction(async (tx) => {
        await tx.query("insert into pets values (6, 'Rex')").catch(() => undefined);
      })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '25P02' });
    expect((await client.query('select 1')).rows).toHaveLength(1);
  });

  it('keeps this thread responsive while a slow statement runs', async () => {
    let rows: unknown[] = [];
    const stall = await longestStall(async () => {
      rows = (await client.query('select pg_sleep(0.3) as slept')).rows;
    });
    expect(rows).toHaveLength(1);
    // With PGlite on this thread no tick comes for the whole 300 ms.
    expect(stall).toBeLessThan(100);
  });

  it('dumps its data directory, and opens again from the dump', async () => {
    const dump = await client.dumpDataDir('none');
    const copy = new ThreadedPGlite({ loadDataDir: dump });
    try {
      await copy.waitReady;
      expect((await copy.query('select name from pets order by id')).rows).toEqual(
        (await client.query('select name from pets order by id')).rows,
      );
    } finally {
      await copy.close();
    }
  });
});

describe('ThreadedPGlite behind Drizzle (openDatabase)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ inMemory: true, loadDataDir: template() });
    await database.execute('create table tags (id int primary key, label text not null unique)');
  });
  afterAll(() => database.close());

  const labels = async () =>
    (await database.execute('select label from tags order by id')).rows.map((row) => row.label);

  it('commits a transaction, rolls back one that throws, and a failed savepoint alone', async () => {
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into tags values (1, 'thrown away')`);
        throw new Error('undo');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into tags values (2, 'outer')`);
      await tx
        .transaction(async (savepoint) => {
          await savepoint.execute(sql`insert into tags values (3, 'savepoint')`);
          throw new Error('undo the savepoint');
        })
        .catch(() => undefined);
      await tx.transaction(async (savepoint) => {
        await savepoint.execute(sql`insert into tags values (4, 'second savepoint')`);
      });
    });
    expect(await labels()).toEqual(['outer', 'second savepoint']);
  });

  it("hands Drizzle a unique violation that the server's error mapping and logging recognise", async () => {
    const error = await database.db
      .execute(sql`insert into tags values (5, ${'outer'})`)
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(error, 'tags_label_key')).toBe(true);
    const logged = loggableError(error);
    expect(logged.cause).toMatchObject({ code: '23505', constraint: 'tags_label_key', table: 'tags' });
    expect(JSON.stringify(logged)).not.toContain('outer');
  });

  it('closes once, finishing the statement already sent, and refuses statements afterwards', async () => {
    const other = await openDatabase({ inMemory: true, loadDataDir: template() });
    const slow = other.execute('select pg_sleep(0.1) as slept');
    await Promise.all([other.close(), other.close()]);
    expect((await slow).rows).toHaveLength(1);
    await expect(other.execute('select 1')).rejects.toThrow('PGlite is closed');
  });
});
