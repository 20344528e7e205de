import type { ColumnRef, Node, RangeVar, SelectStmt, WithClause } from 'libpg-query';
import { insert, remove, update } from './dml.ts';
import { UnionFind } from './union-find.ts';
import {
  COMPANY_ID,
  Scope,
  columnsOf,
  renamed,
  stringOf,
  type Column,
  type Cte,
  type Entry,
  type TenantRef,
} from './scope.ts';

const QUERY_KEYS = new Set(['SelectStmt', 'InsertStmt', 'UpdateStmt', 'DeleteStmt']);
/** What `select` reads with scopes; the generic walk only looks into the rest, for subqueries. */
const SELECT_SCOPED_KEYS = new Set([
  'withClause',
  'fromClause',
  'whereClause',
  'havingClause',
  'targetList',
  'valuesLists',
  'larg',
  'rarg',
]);

const isDefined = <T>(value: T | undefined): value is T => value !== undefined;

function operatorOf(name: readonly Node[] | undefined): string | undefined {
  return stringOf(name?.at(-1));
}

function fieldNames(ref: ColumnRef): string[] | undefined {
  const names = (ref.fields ?? []).map(stringOf);
  return names.every(isDefined) ? names : undefined;
}

function inferredName(value: Node | undefined): string {
  if (value && 'ColumnRef' in value) return fieldNames(value.ColumnRef)?.at(-1) ?? '?column?';
  if (value && 'TypeCast' in value) return inferredName(value.TypeCast.arg);
  if (value && 'FuncCall' in value) return stringOf(value.FuncCall.funcname?.at(-1)) ?? '?column?';
  return '?column?';
}

/**
 * Walks one statement: every tenant table occurrence becomes a reference, scoped to its query block,
 * and every company_id equality in an AND-chain ties two terms (references, parameters, constants).
 * Other nodes are walked generically, only to reach the subqueries inside them.
 */
export class QueryAnalyser {
  readonly refs: TenantRef[] = [];
  readonly ties = new UnionFind();
  /** Findings of the rules that need no union-find (R2, R3). */
  readonly problems: string[] = [];
  private readonly tenantTables: ReadonlySet<string>;
  /** Output columns of every query body seen, for `x IN (subquery)`. */
  private readonly outputs = new WeakMap<object, Column[]>();

  constructor(tenantTables: ReadonlySet<string>) {
    this.tenantTables = tenantTables;
  }

  /** Output columns (a SELECT's list, or RETURNING), which a derived table, CTE or INSERT reads. */
  query(node: Node, parent: Scope): Column[] {
    if ('SelectStmt' in node) return this.select(node.SelectStmt, parent);
    if ('InsertStmt' in node) return insert(this, node.InsertStmt, parent);
    if ('UpdateStmt' in node) return update(this, node.UpdateStmt, parent);
    if ('DeleteStmt' in node) return remove(this, node.DeleteStmt, parent);
    return [];
  }

  walk(value: unknown, scope: Scope): void {
    if (Array.isArray(value)) {
      for (const item of value) this.walk(item, scope);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      if (QUERY_KEYS.has(key)) this.query({ [key]: child } as Node, scope);
      else this.walk(child, scope);
    }
  }

  select(body: SelectStmt, parent: Scope, onAnchor?: (columns: Column[]) => void): Column[] {
    const scope = new Scope(parent);
    this.withClause(body.withClause, scope);
    let columns: Column[];
    if (body.op && body.op !== 'SETOP_NONE') {
      // PostgreSQL names a set operation's columns after its first branch, a recursive CTE's anchor.
      columns = this.select(body.larg ?? {}, scope, onAnchor);
      this.select(body.rarg ?? {}, scope);
    } else {
      for (const item of body.fromClause ?? []) this.fromItem(item, scope);
      this.condition(body.whereClause, scope);
      this.condition(body.havingClause, scope);
      this.walk(body.targetList, scope);
      this.walk(body.valuesLists, scope);
      columns = body.valuesLists
        ? this.values(body.valuesLists, scope)
        : this.targets(body.targetList, scope);
      onAnchor?.(columns);
    }
    for (const [key, value] of Object.entries(body))
      if (!SELECT_SCOPED_KEYS.has(key)) this.walk(value, scope);
    this.outputs.set(body, columns);
    return columns;
  }

  withClause(clause: WithClause | undefined, scope: Scope): void {
    for (const node of clause?.ctes ?? []) {
      if (!('CommonTableExpr' in node)) continue;
      const { ctename = '', aliascolnames, ctequery } = node.CommonTableExpr;
      const cte: Cte = { columns: [] };
      const settle = (columns: Column[]) =>
        cte.columns.splice(0, Infinity, ...renamed(columns, aliascolnames));
      if (clause?.recursive) {
        scope.ctes.set(ctename, cte);
        if (ctequery && 'SelectStmt' in ctequery) settle(this.select(ctequery.SelectStmt, scope, settle));
        else if (ctequery) settle(this.query(ctequery, scope));
      } else {
        if (ctequery) settle(this.query(ctequery, scope));
        scope.ctes.set(ctename, cte);
      }
    }
  }

  /** A FROM item, USING item or DML target becomes a named entry of its block. */
  relation(range: RangeVar, scope: Scope, role?: string): Entry {
    const { relname = '', schemaname, alias, location } = range;
    const name = alias?.aliasname ?? relname;
    const cte = schemaname || role ? undefined : scope.cte(relname);
    if (cte) return { kind: 'derived', name, columns: cte.columns };
    if ((schemaname ?? 'public') !== 'public' || !this.tenantTables.has(relname))
      return { kind: 'other', name };
    const ref: TenantRef = {
      term: `ref ${this.refs.length}`,
      table: relname,
      alias: alias?.aliasname,
      role,
      location,
    };
    this.refs.push(ref);
    return { kind: 'tenant', name, ref };
  }

  fromItem(item: Node, scope: Scope): void {
    if ('RangeVar' in item) {
      scope.entries.push(this.relation(item.RangeVar, scope));
    } else if ('JoinExpr' in item) {
      const join = item.JoinExpr;
      const first = scope.entries.length;
      if (join.larg) this.fromItem(join.larg, scope);
      if (join.rarg) this.fromItem(join.rarg, scope);
      if (join.isNatural || join.usingClause?.some((name) => stringOf(name) === COMPANY_ID)) {
        const joined = scope.entries.slice(first).flatMap(columnsOf);
        this.tieAll(joined.filter((column) => column.name === COMPANY_ID).map((column) => column.term));
      }
      this.condition(join.quals, scope);
    } else if ('RangeSubselect' in item) {
      const { lateral, subquery, alias } = item.RangeSubselect;
      const visible = lateral ? scope : new Scope(scope.parent, scope.ctes);
      const columns = subquery ? this.query(subquery, visible) : [];
      scope.entries.push({
        kind: 'derived',
        name: alias?.aliasname ?? '',
        columns: renamed(columns, alias?.colnames),
      });
    } else {
      this.walk(item, scope);
      const alias = 'RangeFunction' in item ? item.RangeFunction.alias?.aliasname : undefined;
      if (alias) scope.entries.push({ kind: 'other', name: alias });
    }
  }

  /** A WHERE, ON or HAVING: its subqueries, then the equalities its AND-chain guarantees. */
  condition(expr: Node | undefined, scope: Scope): void {
    this.walk(expr, scope);
    this.equalities(expr, scope);
  }

  private equalities(expr: Node | undefined, scope: Scope): void {
    if (!expr) return;
    if ('BoolExpr' in expr) {
      if (expr.BoolExpr.boolop === 'AND_EXPR')
        for (const arg of expr.BoolExpr.args ?? []) this.equalities(arg, scope);
    } else if ('A_Expr' in expr) {
      const { kind, name, lexpr, rexpr } = expr.A_Expr;
      if (kind === 'AEXPR_OP' && operatorOf(name) === '=') this.equate(lexpr, rexpr, scope);
    } else if ('SubLink' in expr) {
      // `x.company_id IN (select y.company_id ...)` is a semi-join on company_id.
      const { subLinkType, operName, testexpr, subselect } = expr.SubLink;
      if (subLinkType !== 'ANY_SUBLINK' || (operName && operatorOf(operName) !== '=')) return;
      if (!subselect || !('SelectStmt' in subselect)) return;
      const columns = this.outputs.get(subselect.SelectStmt) ?? [];
      const tested = testexpr && 'RowExpr' in testexpr ? (testexpr.RowExpr.args ?? []) : [testexpr];
      tested.forEach((value, index) => this.tieAll([this.term(value, scope), columns[index]?.term]));
    }
  }

  private equate(left: Node | undefined, right: Node | undefined, scope: Scope): void {
    if (left && right && 'RowExpr' in left && 'RowExpr' in right) {
      const rightArgs = right.RowExpr.args ?? [];
      (left.RowExpr.args ?? []).forEach((arg, index) => this.equate(arg, rightArgs[index], scope));
      return;
    }
    this.tieAll([this.term(left, scope), this.term(right, scope)]);
  }

  tieAll(terms: readonly (string | undefined)[]): void {
    const [first, ...rest] = terms;
    if (first === undefined || rest.some((term) => term === undefined)) return;
    for (const term of rest) if (term !== undefined) this.ties.union(first, term);
  }

  /** What an expression says about company_id: a reference's, a parameter, a constant, or nothing. */
  term(expr: Node | undefined, scope: Scope): string | undefined {
    if (!expr) return undefined;
    if ('TypeCast' in expr) return this.term(expr.TypeCast.arg, scope);
    if ('ParamRef' in expr) return `$${expr.ParamRef.number}`;
    if ('A_Const' in expr) {
      const { location: _location, ...value } = expr.A_Const;
      return value.isnull ? undefined : `constant ${JSON.stringify(value)}`;
    }
    if ('ColumnRef' in expr) {
      const names = fieldNames(expr.ColumnRef);
      return names ? this.resolve(names, scope) : undefined;
    }
    return undefined;
  }

  /** Innermost block outwards, as PostgreSQL resolves names (correlated subqueries see outer aliases). */
  private resolve(names: readonly string[], scope: Scope): string | undefined {
    const column = names.at(-1);
    const qualifier = names.at(-2);
    if (qualifier !== undefined) {
      const entry = scope.entry(qualifier);
      return entry && columnsOf(entry).find((candidate) => candidate.name === column)?.term;
    }
    for (let block: Scope | undefined = scope; block; block = block.parent) {
      const terms = block.entries.flatMap(columnsOf).filter((candidate) => candidate.name === column);
      if (terms.length === 0) continue;
      // Two candidates are ambiguous unless USING merged them, which tied them already.
      const first = terms[0]?.term;
      const merged = terms.every(
        ({ term }) => term !== undefined && first !== undefined && this.ties.same(term, first),
      );
      return merged ? first : undefined;
    }
    return undefined;
  }

  /** VALUES rows: a column's terms are all alike (each row feeds the same target column). */
  private values(lists: readonly Node[], scope: Scope): Column[] {
    const rows = lists.map((list) => ('List' in list ? (list.List.items ?? []) : []));
    return (rows[0] ?? []).map((_, index) => {
      const terms = rows.map((row) => this.term(row[index], scope)).filter(isDefined);
      this.tieAll(terms);
      return { name: `column${index + 1}`, term: terms[0] };
    });
  }

  targets(list: readonly Node[] | undefined, scope: Scope): Column[] {
    return (list ?? []).flatMap((item): readonly Column[] => {
      if (!('ResTarget' in item)) return [];
      const { name, val } = item.ResTarget;
      if (val && 'ColumnRef' in val && val.ColumnRef.fields?.some((field) => 'A_Star' in field)) {
        const qualifier = stringOf(val.ColumnRef.fields.at(-2));
        const entry = qualifier === undefined ? undefined : scope.entry(qualifier);
        return qualifier === undefined ? scope.entries.flatMap(columnsOf) : entry ? columnsOf(entry) : [];
      }
      return [{ name: name ?? inferredName(val), term: this.term(val, scope) }];
    });
  }
}
