import type { DeleteStmt, InsertStmt, Node, OnConflictClause, UpdateStmt } from 'libpg-query';
import type { QueryAnalyser } from './query-analyser.ts';
import { COMPANY_ID, Scope, stringOf, type Column, type Entry } from './scope.ts';

// A row never moves between tenants: Citus cannot move it to another shard.
const setsCompanyId = (targets: readonly Node[] | undefined) =>
  (targets ?? []).some((target) => 'ResTarget' in target && target.ResTarget.name === COMPANY_ID);

function conflictColumn(elem: Node): string {
  if (!('IndexElem' in elem)) return '?';
  const { name, expr } = elem.IndexElem;
  if (name) return name;
  const fields = expr && 'ColumnRef' in expr ? expr.ColumnRef.fields : undefined;
  return stringOf(fields?.at(-1)) ?? 'expression';
}

function onConflict(
  analyser: QueryAnalyser,
  clause: OnConflictClause | undefined,
  target: Entry,
  scope: Scope,
) {
  if (!clause) return;
  analyser.walk(clause.targetList, scope);
  analyser.condition(clause.whereClause, scope);
  if (target.kind !== 'tenant') return;
  const table = target.ref.table;
  const { conname, indexElems } = clause.infer ?? {};
  if (conname) {
    analyser.problems.push(
      `ON CONFLICT ON CONSTRAINT ${conname} on ${table}: cannot tell whether the constraint includes company_id; name the conflict columns instead`,
    );
  } else if (indexElems) {
    const columns = indexElems.map(conflictColumn);
    if (!columns.includes(COMPANY_ID)) {
      analyser.problems.push(`ON CONFLICT (${columns.join(', ')}) on ${table} does not include company_id`);
    }
  }
  if (clause.action === 'ONCONFLICT_UPDATE' && setsCompanyId(clause.targetList)) {
    analyser.problems.push(`ON CONFLICT DO UPDATE on ${table} sets company_id`);
  }
}

export function insert(analyser: QueryAnalyser, stmt: InsertStmt, parent: Scope): Column[] {
  const scope = new Scope(parent);
  analyser.withClause(stmt.withClause, scope);
  const target = analyser.relation(stmt.relation ?? {}, scope, 'insert target');
  // The SELECT or VALUES cannot see the target; its columns feed the target's by position.
  const fed = stmt.selectStmt ? analyser.query(stmt.selectStmt, scope) : [];
  if (target.kind === 'tenant') {
    const position = (stmt.cols ?? []).findIndex(
      (col) => 'ResTarget' in col && col.ResTarget.name === COMPANY_ID,
    );
    if (position >= 0) analyser.tieAll([target.ref.term, fed[position]?.term]);
  }
  const targetScope = new Scope(scope);
  targetScope.entries.push(target);
  if (target.kind === 'tenant') targetScope.entries.push({ ...target, name: 'excluded' });
  onConflict(analyser, stmt.onConflictClause, target, targetScope);
  analyser.walk(stmt.returningList, targetScope);
  return analyser.targets(stmt.returningList, targetScope);
}

export function update(analyser: QueryAnalyser, stmt: UpdateStmt, parent: Scope): Column[] {
  const scope = new Scope(parent);
  analyser.withClause(stmt.withClause, scope);
  const target = analyser.relation(stmt.relation ?? {}, scope, 'update target');
  scope.entries.push(target);
  for (const item of stmt.fromClause ?? []) analyser.fromItem(item, scope);
  analyser.condition(stmt.whereClause, scope);
  analyser.walk(stmt.targetList, scope);
  if (target.kind === 'tenant' && setsCompanyId(stmt.targetList)) {
    analyser.problems.push(`UPDATE ${target.ref.table} sets company_id`);
  }
  analyser.walk(stmt.returningList, scope);
  return analyser.targets(stmt.returningList, scope);
}

export function remove(analyser: QueryAnalyser, stmt: DeleteStmt, parent: Scope): Column[] {
  const scope = new Scope(parent);
  analyser.withClause(stmt.withClause, scope);
  scope.entries.push(analyser.relation(stmt.relation ?? {}, scope, 'delete target'));
  for (const item of stmt.usingClause ?? []) analyser.fromItem(item, scope);
  analyser.condition(stmt.whereClause, scope);
  analyser.walk(stmt.returningList, scope);
  return analyser.targets(stmt.returningList, scope);
}
