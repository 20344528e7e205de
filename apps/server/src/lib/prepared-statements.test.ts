import { asc, eq, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/test-app.ts';
import type { Database, Db, DbOrTx } from '../db/client.ts';
import { companies } from '../db/schema/index.ts';
import {
  MAX_NAMED_SHAPES,
  MAX_SHAPES,
  pageShapeOf,
  PreparedStatements,
  withPage,
  type PreparableQuery,
} from './prepared-statements.ts';

// Issue 17: hot reads prepared once per shape and database, the usual page sizes written into the text.

interface Shape {
  order: string;
  isSearch?: boolean;
}

/** A query that records what it was prepared as, and answers its shape. */
function recordingFamily() {
  const built: Array<{ handle: DbOrTx; shape: Shape }> = [];
  const names: string[] = [];
  const statements = new PreparedStatements(
    'things',
    (handle, shape: Shape): PreparableQuery<Shape[]> => {
      built.push({ handle, shape });
      return {
        toSQL: () => ({ sql: `select thing order by ${shape.order}` }),
        prepare: (name) => {
          names.push(name);
          return { execute: async () => [shape] };
        },
      };
    },
    { isPlannedPerRun: (shape) => shape.isSearch === true },
  );
  return { statements, built, names };
}

// Stand-ins for two databases: the statements are kept per database object.
const dbA = {} as Db;
const dbB = {} as Db;

describe('PreparedStatements', () => {
  it('builds and names a shape once per database, and reuses it', async () => {
    const { statements, built, names } = recordingFamily();
    const first = statements.statementFor(dbA, { order: 'name' });
    expect(statements.statementFor(dbA, { order: 'name' })).toBe(first);
    expect(await statements.run(dbA, { order: 'name' }, {})).toEqual([{ order: 'name' }]);
    expect(built).toHaveLength(1);
    expect(names).toEqual([expect.stringMatching(/^things_[0-9a-f]{16}$/)]);

    expect(statements.statementFor(dbA, { order: 'email' })).not.toBe(first);
    expect(statements.statementFor(dbB, { order: 'name' })).not.toBe(first);
    expect(built).toHaveLength(3);
  });

  it('names a statement by its text, so one name never stands for two texts', () => {
    const { statements, names } = recordingFamily();
    statements.statementFor(dbA, { order: 'name' });
    statements.statementFor(dbA, { order: 'email' });
    statements.statementFor(dbB, { order: 'name' });
    expect(names[0]).not.toBe(names[1]);
    expect(names[2]).toBe(names[0]);
  });

  it('sends the shapes planned per run unnamed, still built once', () => {
    const { statements, built, names } = recordingFamily();
    const search = statements.statementFor(dbA, { order: 'name', isSearch: true });
    expect(statements.statementFor(dbA, { order: 'name', isSearch: true })).toBe(search);
    expect(built).toHaveLength(1);
    expect(names).toEqual(['']);
  });

  it(`names at most ${MAX_NAMED_SHAPES} shapes per database, then sends them unnamed`, () => {
    const { statements, built, names } = recordingFamily();
    for (let i = 0; i < MAX_NAMED_SHAPES; i += 1) statements.statementFor(dbA, { order: `column_${i}` });
    expect(names.every((name) => name.startsWith('things_'))).toBe(true);
    const unnamed = statements.statementFor(dbA, { order: 'one_too_many' });
    expect(statements.statementFor(dbA, { order: 'one_too_many' })).toBe(unnamed);
    expect(names.at(-1)).toBe('');
    expect(built).toHaveLength(MAX_NAMED_SHAPES + 1);
    // Another database has its own count.
    statements.statementFor(dbB, { order: 'one_too_many' });
    expect(names.at(-1)).toMatch(/^things_/);
  });

  it(`keeps at most ${MAX_SHAPES} shapes per database; the rest are built on every run`, () => {
    const { statements, built, names } = recordingFamily();
    for (let i = 0; i < MAX_SHAPES; i += 1) statements.statementFor(dbA, { order: `column_${i}` });
    statements.statementFor(dbA, { order: 'one_too_many' });
    statements.statementFor(dbA, { order: 'one_too_many' });
    expect(built).toHaveLength(MAX_SHAPES + 2);
    expect(names.slice(MAX_SHAPES)).toEqual(['', '']);
    // The shapes kept before the limit are still reused.
    statements.statementFor(dbA, { order: 'column_0' });
    expect(built).toHaveLength(MAX_SHAPES + 2);
  });
});

describe('pages written into a statement', () => {
  const qb = new QueryBuilder();
  const textOf = (page: { limit: number; offset: number }) =>
    withPage(
      qb.select({ id: companies.id }).from(companies).orderBy(asc(companies.id)).$dynamic(),
      pageShapeOf(page),
    ).toSQL().sql;

  it('writes the usual page sizes as literals, and no OFFSET on the first page', () => {
    expect(textOf({ limit: 10, offset: 0 })).toMatch(/ limit 10$/);
    expect(textOf({ limit: 100, offset: 0 })).toMatch(/ limit 100$/);
  });

  it('binds other sizes and later pages, so they add no statements', () => {
    expect(textOf({ limit: 7, offset: 0 })).toMatch(/ limit \$1$/);
    expect(textOf({ limit: 10, offset: 20 })).toMatch(/ limit 10 offset \$1$/);
    expect(textOf({ limit: 7, offset: 14 })).toMatch(/ limit \$1 offset \$2$/);
  });
});

describe('prepared statements on a database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  const handles: DbOrTx[] = [];
  const companyNames = new PreparedStatements(
    'test_company_names',
    (db, page: ReturnType<typeof pageShapeOf>): PreparableQuery<Array<{ name: string }>> => {
      handles.push(db);
      return withPage(
        db
          .select({ name: companies.name })
          .from(companies)
          .where(eq(companies.name, sql.placeholder('name')))
          .orderBy(asc(companies.id))
          .$dynamic(),
        page,
      );
    },
  );

  it('answers with the values given, on the database and, built afresh, in a transaction', async () => {
    const [company] = await database.db.select({ name: companies.name }).from(companies).limit(1);
    const page = { limit: 10, offset: 0 };
    const values = { name: company!.name, ...page };
    const outside = await companyNames.run(database.db, pageShapeOf(page), values);
    expect(await companyNames.run(database.db, pageShapeOf(page), values)).toEqual(outside);
    expect(outside).toEqual([{ name: company!.name }]);
    const second = { limit: 10, offset: 1 };
    expect(await companyNames.run(database.db, pageShapeOf(second), { ...values, ...second })).toEqual([]);

    const inside = await database.db.transaction((tx) => companyNames.run(tx, pageShapeOf(page), values));
    expect(inside).toEqual(outside);
    expect(handles).toHaveLength(3);
    expect(handles[2]).not.toBe(database.db);
  });
});
