import { createHash } from 'node:crypto';
import { is, sql, type Placeholder } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@atrium/shared/constants/limits';
import type { Db, DbOrTx } from '../db/client.ts';
import { fastStatement } from './fast-statement.ts';

// Hot reads as statements prepared once (issue 17). Building a query's SQL and its row mapping is
// 15–19% of Node's CPU per list request, and a named statement spares PostgreSQL the parsing and,
// once it keeps a generic plan, the planning. A query takes a few shapes (which filters are set, the
// order, the page size); each shape is built once per database, its values bound as placeholders.

/** A drizzle query that can be prepared: every select builder is one. */
export interface PreparableQuery<TResult> {
  toSQL(): { sql: string };
  prepare(name: string): PreparedStatement<TResult>;
}

export interface PreparedStatement<TResult> {
  execute(values?: Record<string, unknown>): Promise<TResult>;
}

export interface StatementOptions<TShape> {
  /**
   * Shapes whose best plan depends on the values: a LIKE pattern, or a filter matching three people
   * in one department and thousands in another. After five runs PostgreSQL may keep one generic plan
   * for a named statement, chosen blind to the values (measured: 78 ms instead of 32 ms for a search
   * matching everyone), so these are sent unnamed and planned for their values on every run.
   */
  isPlannedPerRun?: (shape: TShape) => boolean;
}

/**
 * Named statements per query and database. Each keeps its plan in every pooled connection that ran
 * it until the connection closes (measured: 130 KB for the people list, 260 KB for the jobs list),
 * and the combinations of filters, orders and page sizes run to hundreds; the screens use a few.
 * Further shapes are sent unnamed.
 */
export const MAX_NAMED_SHAPES = 32;

/** Shapes kept per query and database; any further one is built on every run. */
export const MAX_SHAPES = 256;

// node-postgres sends a statement without a name as PostgreSQL's unnamed statement: planned for its
// values and not kept. PGlite ignores the name either way.
const UNNAMED = '';

/** A name per SQL text: node-postgres refuses one name for two texts on a connection. */
const statementName = (query: string, text: string) =>
  `${query}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

/**
 * One query's statements, one per shape and database, built by `build` with placeholders for every
 * value. A shape is plain data (it is compared as JSON), built the same way each time.
 */
export class PreparedStatements<TShape, TResult> {
  private readonly byDatabase = new WeakMap<Db, Map<string, PreparedStatement<TResult>>>();
  private readonly named = new WeakMap<Db, number>();

  constructor(
    /** Names the statements (as PostgreSQL's pg_prepared_statements shows them). */
    private readonly query: string,
    private readonly build: (db: DbOrTx, shape: TShape) => PreparableQuery<TResult>,
    private readonly options: StatementOptions<TShape> = {},
  ) {}

  run(handle: DbOrTx, shape: TShape, values: Record<string, unknown>): Promise<TResult> {
    return this.statementFor(handle, shape).execute(values);
  }

  statementFor(handle: DbOrTx, shape: TShape): PreparedStatement<TResult> {
    // A transaction has a connection of its own, where the pool's statements do not exist.
    if (is(handle, PgTransaction)) return this.build(handle, shape).prepare(UNNAMED);
    const db = handle as Db;
    let statements = this.byDatabase.get(db);
    if (!statements) this.byDatabase.set(db, (statements = new Map()));
    const key = JSON.stringify(shape);
    const known = statements.get(key);
    if (known) return known;
    const built = this.build(db, shape);
    if (statements.size >= MAX_SHAPES) return built.prepare(UNNAMED);
    const isNamed = !this.options.isPlannedPerRun?.(shape) && this.namedCount(db) < MAX_NAMED_SHAPES;
    const statement = fastStatement(
      built.prepare(isNamed ? statementName(this.query, built.toSQL().sql) : UNNAMED),
    );
    statements.set(key, statement);
    if (isNamed) this.named.set(db, this.namedCount(db) + 1);
    return statement;
  }

  private namedCount(db: Db): number {
    return this.named.get(db) ?? 0;
  }
}

// The page sizes the lists ask for: the default, and the largest (a list's "select all" reads in
// pages of it).
const LITERAL_PAGE_SIZES: ReadonlySet<number> = new Set([DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE]);

/**
 * How a page is written into a statement. A generic plan (made without the values) takes a bound
 * LIMIT or OFFSET to want a tenth of the rows, so it never looks as cheap as a plan made for the
 * values, and PostgreSQL plans every run afresh (the list queries took twice as long). So the usual
 * page sizes are literals, each its own statement, and the first page has no OFFSET. Any other size
 * (1..MAX_PAGE_SIZE is valid) shares one statement binding it; later pages bind their OFFSET and are
 * planned per run, as before.
 */
export interface PageShape {
  /** The literal LIMIT, or null for the placeholder `limit`. */
  size: number | null;
  isFirst: boolean;
}

export const pageShapeOf = (page: { limit: number; offset: number }): PageShape => ({
  size: LITERAL_PAGE_SIZES.has(page.limit) ? page.limit : null,
  isFirst: page.offset === 0,
});

interface PageableQuery<TQuery> {
  limit(limit: number | Placeholder): TQuery;
  offset(offset: number | Placeholder): TQuery;
}

/**
 * Pages a dynamic select builder (`.$dynamic()`); the values are the placeholders `limit` and
 * `offset`. Drizzle writes what `.limit()` is given as it is, so raw SQL makes a literal; its type
 * says number or placeholder, hence the cast.
 */
export function withPage<TQuery extends PageableQuery<TQuery>>(query: TQuery, page: PageShape): TQuery {
  const limit =
    page.size === null ? sql.placeholder('limit') : (sql.raw(String(page.size)) as unknown as number);
  const limited = query.limit(limit);
  return page.isFirst ? limited : limited.offset(sql.placeholder('offset'));
}
