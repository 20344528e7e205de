import type { QueryOptions, Results } from '@electric-sql/pglite';
import type { WireQueryOptions } from './protocol.ts';

// A caller's parsers are functions, which cannot cross to the worker. Drizzle passes some (identity
// functions, so timestamps, dates, intervals and numeric arrays stay strings that it maps itself): the
// worker leaves every type the caller names as PostgreSQL's text, and the caller's own parser runs
// here, as PGlite would have called it (`parser(text, typeId)`, never for null).

type Parser = (value: string, typeId: number) => unknown;

/** The options as they cross: plain data only, and the OIDs whose parsing stays on this thread. */
export function wireOptionsOf(options: QueryOptions | undefined): WireQueryOptions | undefined {
  if (!options) return undefined;
  if (options.serializers || options.onNotice) {
    throw new Error('PGlite in a worker cannot take serializers or onNotice: functions do not cross threads');
  }
  const { rowMode, paramTypes, blob, parsers } = options;
  const textTypes = parsers ? Object.keys(parsers).map(Number) : undefined;
  return { rowMode, paramTypes, blob, textTypes };
}

/** Runs the caller's parsers over the text the worker left for them, in place. */
export function applyParsers(result: Results, options: QueryOptions | undefined): Results {
  const parsers = options?.parsers as Record<number, Parser> | undefined;
  if (!parsers || result.rows.length === 0) return result;
  const byArray = options?.rowMode === 'array';
  // In object mode a repeated column name keeps its last value (PGlite's Object.fromEntries).
  const lastIndexOf = new Map(result.fields.map((field, index) => [field.name, index]));
  const columns = result.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (!parse || (!byArray && lastIndexOf.get(field.name) !== index)) return [];
    return [{ key: byArray ? index : field.name, parse, typeId: field.dataTypeID }];
  });
  for (const row of result.rows as Array<Record<string | number, unknown>>) {
    for (const { key, parse, typeId } of columns) {
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parse(value as string, typeId);
    }
  }
  return result;
}
