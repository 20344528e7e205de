import type { Node } from 'libpg-query';

/** One occurrence of a tenant table in a statement; `term` is its node in the union-find. */
export interface TenantRef {
  readonly term: string;
  readonly table: string;
  readonly alias?: string;
  readonly role?: string;
  /** Character offset in the SQL text, to tell apart references that read alike. */
  readonly location?: number;
}

/** An output column of a subquery; `term` when it carries a tenant reference's company_id, or a value. */
export interface Column {
  readonly name: string;
  readonly term?: string;
}

/** A name a query block's FROM makes visible. Only tenant company_id columns matter, so others expose none. */
export type Entry =
  | { readonly kind: 'tenant'; readonly name: string; readonly ref: TenantRef }
  | { readonly kind: 'derived'; readonly name: string; readonly columns: readonly Column[] }
  | { readonly kind: 'other'; readonly name: string };

export interface Cte {
  /** Mutated in place: a recursive CTE's own reference sees the anchor's columns. */
  readonly columns: Column[];
}

export class Scope {
  readonly entries: Entry[] = [];
  readonly parent: Scope | undefined;
  readonly ctes: Map<string, Cte>;

  /** `ctes` is shared by a non-lateral subquery in FROM, which sees the block's CTEs but not its FROM. */
  constructor(parent?: Scope, ctes = new Map<string, Cte>()) {
    this.parent = parent;
    this.ctes = ctes;
  }

  cte(name: string): Cte | undefined {
    return this.ctes.get(name) ?? this.parent?.cte(name);
  }

  entry(name: string): Entry | undefined {
    return this.entries.find((entry) => entry.name === name) ?? this.parent?.entry(name);
  }
}

export const COMPANY_ID = 'company_id';

export function columnsOf(entry: Entry): readonly Column[] {
  if (entry.kind === 'tenant') return [{ name: COMPANY_ID, term: entry.ref.term }];
  return entry.kind === 'derived' ? entry.columns : [];
}

export function stringOf(node: Node | undefined): string | undefined {
  return node && 'String' in node ? node.String.sval : undefined;
}

/** `alias(a, b)` or `cte(a, b)` renames the output columns by position. */
export function renamed(columns: readonly Column[], names: readonly Node[] | undefined): Column[] {
  return columns.map((column, index) => ({ ...column, name: stringOf(names?.[index]) ?? column.name }));
}
