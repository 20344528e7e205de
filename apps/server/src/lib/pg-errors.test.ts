import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/test-app.ts';
import type { Database } from '../db/client.ts';
import { isDataException, loggableError } from './pg-errors.ts';

// Issue 14, item 7: a failed query is logged with its statement, never with its parameters or the
// database's detail (both quote the values: email addresses, names).

describe('errors as logged', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  const failure = async (query: ReturnType<typeof sql>) => {
    try {
      await database.db.execute(query);
    } catch (error) {
      return error;
    }
    throw new Error('the query was expected to fail');
  };

  it('keeps the statement and SQLSTATE of a failed query, and drops its parameters and detail', async () => {
    const email = 'ada.lovelace@example.com';
    const error = await failure(sql`select ${email}::int as n`);
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain(email);
    expect(logged).toContain('::int');
    expect(loggableError(error).cause?.code).toBe('22P02');
    // pg's cause is the server's message, PGlite's a query error of its own.
    expect(loggableError(error).cause?.message).toMatch(
      /^(invalid input syntax for type integer: \(value left out\)|Failed query)$/,
    );
    expect(isDataException(error)).toBe(true);
  });

  it('drops the detail of a unique violation, which quotes the duplicate value', async () => {
    await database.db.execute(sql`create temporary table t_unique (email text unique)`);
    await database.db.execute(sql`insert into t_unique values (${'grace@example.com'})`);
    const error = await failure(sql`insert into t_unique values (${'grace@example.com'})`);
    const logged = JSON.stringify(loggableError(error));
    expect(logged).not.toContain('grace@example.com');
    expect(loggableError(error).cause?.code).toBe('23505');
    expect(isDataException(error)).toBe(false);
  });

  it('keeps an ordinary error as it is', () => {
    const logged = loggableError(new Error('plain'));
    expect(logged).toMatchObject({ type: 'Error', message: 'plain' });
    expect(logged.stack).toContain('pg-errors.test.ts');
  });
});
