import { parse, type Node, type ParseResult } from 'libpg-query';
import { QueryAnalyser } from './query-analyser.ts';
import { Scope, type TenantRef } from './scope.ts';

// Statements whose text starts so are data statements; anything else (DDL, SET, BEGIN) is out of scope.
const DML_START =
  /^(?:\s|--[^\n]*\n|\/\*[\s\S]*?\*\/|\()*(?:select|insert|update|delete|with|values|table|merge)\b/i;

function describe(ref: TenantRef): string {
  const notes = [ref.alias && ref.alias !== ref.table ? `alias ${ref.alias}` : undefined, ref.role].filter(
    Boolean,
  );
  return notes.length > 0 ? `${ref.table} (${notes.join(', ')})` : ref.table;
}

/** Labels; references that read alike (two unaliased `users` in different blocks) get their offset. */
function labels(refs: readonly TenantRef[]): Map<TenantRef, string> {
  const plain = new Map(refs.map((ref) => [ref, describe(ref)]));
  const counts = new Map<string, number>();
  for (const label of plain.values()) counts.set(label, (counts.get(label) ?? 0) + 1);
  return new Map(
    [...plain].map(([ref, label]) => [
      ref,
      (counts.get(label) ?? 0) > 1 && ref.location !== undefined
        ? `${label} at character ${ref.location + 1}`
        : label,
    ]),
  );
}

// The class others are measured against can be large; its first few references name it well enough.
const MAIN_SHOWN = 3;

function untied(analyser: QueryAnalyser): string[] {
  const classes = new Map<string, TenantRef[]>();
  for (const ref of analyser.refs) {
    const root = analyser.ties.find(ref.term);
    classes.set(root, [...(classes.get(root) ?? []), ref]);
  }
  if (classes.size <= 1) return [];
  const named = labels(analyser.refs);
  const list = (refs: readonly TenantRef[], shown = refs.length) => {
    const names = refs.slice(0, shown).map((ref) => named.get(ref));
    return refs.length > shown ? `${names.join(', ')} and ${refs.length - shown} more` : names.join(', ');
  };
  // The largest class is taken as the statement's intent; the others are what to tie to it.
  const groups = [...classes.values()];
  const main = groups.reduce((largest, group) => (group.length > largest.length ? group : largest));
  return groups
    .filter((group) => group !== main)
    .map(
      (group) =>
        `${list(group)} ${group.length > 1 ? 'are' : 'is'} not tied by company_id to ${list(main, MAIN_SHOWN)}`,
    );
}

function statementViolations(stmt: Node, tenantTables: ReadonlySet<string>): string[] {
  const analyser = new QueryAnalyser(tenantTables);
  analyser.query(stmt, new Scope());
  return [...analyser.problems, ...untied(analyser)];
}

/**
 * What Citus (distributed by company_id) would refuse or get wrong in one SQL text: tenant tables
 * used together but not tied by company_id, upserts whose conflict target lacks it, updates of it.
 */
export async function citusViolations(sql: string, tenantTables: ReadonlySet<string>): Promise<string[]> {
  let tree: ParseResult;
  try {
    tree = (await parse(sql)) as ParseResult;
  } catch (error) {
    if (!DML_START.test(sql)) return [];
    return [`does not parse as PostgreSQL 17: ${error instanceof Error ? error.message : String(error)}`];
  }
  return (tree.stmts ?? []).flatMap(({ stmt }) => (stmt ? statementViolations(stmt, tenantTables) : []));
}
