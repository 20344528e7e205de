import { Column, is, Param, Placeholder, SQL } from 'drizzle-orm';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import type { PreparedStatement } from './prepared-statements.ts';

// Issue 17: a CPU profile of the people list under load put 12% of the server's samples in drizzle,
// most of it deciding again, for every cell of every row, what kind of field a column is (`is()`
// walks the prototype chain) and which placeholder each parameter is. A prepared statement's fields
// and parameters never change, so this works both out once per statement and runs the same query
// through the same pool, with drizzle's own query config (name, array rows, its type parsers) and
// its own decoders. Only node-postgres statements qualify, with fields at most one level deep and
// no outer join (drizzle nulls a left-joined object whose fields are all null); anything else,
// PGlite's statements among them, runs as drizzle runs it.

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The internals of drizzle's node-postgres statement this reads (drizzle-orm 0.45, pinned). */
interface NodePgInternals {
  client: { query(config: object, params: unknown[]): Promise<{ rows: unknown[][] }> };
  queryConfig: { text: string };
  logger: { logQuery(query: string, params: unknown[]): void };
  params: unknown[];
  fields?: Array<{ path: string[]; field: unknown }>;
  customResultMapper?: unknown;
  /** Per joined table, whether its row is always there; a left-joined one may be all nulls. */
  joinsNotNullableMap?: Record<string, boolean>;
}

type ParamReader = (values: Record<string, unknown>) => unknown;

function readerOf(param: unknown): ParamReader {
  if (is(param, Placeholder)) {
    const { name } = param;
    return (values) => {
      if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
      return values[name];
    };
  }
  if (is(param, Param) && is(param.value, Placeholder)) {
    const { name } = param.value;
    const { encoder } = param;
    return (values) => {
      if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
      return encoder.mapToDriverValue(values[name]);
    };
  }
  return () => param;
}

// `decoder` is internal to drizzle's SQL (its .mapWith()); mapResultRow reads it the same way.
const decoderOfSql = (value: SQL) => (value as unknown as { decoder: Decoder }).decoder;

/** A column's, an SQL expression's or an aliased one's decoder; null for anything else (a subquery). */
function decoderOf(field: unknown): Decoder | null {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, SQL.Aliased)) return decoderOfSql(field.sql);
  return null;
}

/** The statement, run without drizzle's per-cell work when it qualifies; otherwise itself. */
export function fastStatement<TResult>(statement: PreparedStatement<TResult>): PreparedStatement<TResult> {
  if (!is(statement, NodePgPreparedQuery)) return statement;
  const internals = statement as unknown as NodePgInternals;
  const { fields } = internals;
  const mayNullJoins = Object.values(internals.joinsNotNullableMap ?? {}).some((always) => !always);
  if (!fields || internals.customResultMapper || mayNullJoins || fields.some(({ path }) => path.length > 2))
    return statement;
  const paths = fields.map(({ path }) => path);
  const found = fields.map(({ field }) => decoderOf(field));
  if (found.includes(null)) return statement;
  const decoders = found as Decoder[];
  const readers = internals.params.map(readerOf);
  const { client, queryConfig, logger } = internals;
  const mapRow = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    for (let index = 0; index < paths.length; index += 1) {
      const raw = row[index];
      const value = raw === null ? null : decoders[index]!.mapFromDriverValue(raw);
      const path = paths[index]!;
      if (path.length === 1) result[path[0]!] = value;
      else ((result[path[0]!] ??= {}) as Record<string, unknown>)[path[1]!] = value;
    }
    return result;
  };
  return {
    async execute(values: Record<string, unknown> = {}) {
      const params = readers.map((read) => read(values));
      // The test suite's statement check listens here, as it does to every drizzle query.
      logger.logQuery(queryConfig.text, params);
      const { rows } = await client.query(queryConfig, params);
      return rows.map(mapRow) as TResult;
    },
  };
}
