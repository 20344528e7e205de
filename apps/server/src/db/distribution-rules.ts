import type { Database } from './client.ts';
import { DISTRIBUTION_COLUMN, REFERENCE_TABLES } from './distribution.ts';

// The rules Citus holds a distributed schema to, checked on a migrated plain PostgreSQL database
// (Citus itself is not in Debian's packages, so CI cannot run it): docs/scale-out.md.

interface TableRow {
  table: string;
  hasCompanyId: boolean;
  companyIdNullable: boolean;
}
interface KeyRow {
  table: string;
  name: string;
  kind: 'primary' | 'unique';
  columns: string[];
}
interface ForeignKeyRow {
  table: string;
  name: string;
  columns: string[];
  target: string;
  targetColumns: string[];
  onDelete: string;
}

async function tables(database: Database): Promise<TableRow[]> {
  const { rows } = await database.execute(`
    select c.relname as "table",
      a.attname is not null as "hasCompanyId",
      coalesce(not a.attnotnull, false) as "companyIdNullable"
    from pg_class c
    left join pg_attribute a on a.attrelid = c.oid and a.attname = '${DISTRIBUTION_COLUMN}' and not a.attisdropped
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
      and c.relname <> '__drizzle_migrations'
    order by 1`);
  return rows as unknown as TableRow[];
}

/** Primary keys and unique indexes with their key columns in order (an expression reads as "expr"). */
async function keys(database: Database): Promise<KeyRow[]> {
  const { rows } = await database.execute(`
    select c.relname as "table", i.relname as "name",
      case when x.indisprimary then 'primary' else 'unique' end as "kind",
      array(
        select coalesce(a.attname, 'expr')
        from unnest(x.indkey[0:x.indnkeyatts - 1]) with ordinality as k(attnum, n)
        left join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum and k.attnum > 0
        order by k.n
      )::text[] as "columns"
    from pg_index x
    join pg_class c on c.oid = x.indrelid
    join pg_class i on i.oid = x.indexrelid
    where c.relnamespace = 'public'::regnamespace and x.indisunique
    order by 1, 2`);
  return rows as unknown as KeyRow[];
}

async function foreignKeys(database: Database): Promise<ForeignKeyRow[]> {
  const { rows } = await database.execute(`
    select c.conrelid::regclass::text as "table", c.conname as "name",
      array(select a.attname from unnest(c.conkey) with ordinality k(n, i)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i)::text[] as "columns",
      c.confrelid::regclass::text as "target",
      array(select a.attname from unnest(c.confkey) with ordinality k(n, i)
        join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i)::text[] as "targetColumns",
      c.confdeltype as "onDelete"
    from pg_constraint c
    where c.contype = 'f' and c.connamespace = 'public'::regnamespace
    order by 1, 2`);
  return rows as unknown as ForeignKeyRow[];
}

/** What would keep the migrated schema from distributing by company on Citus; empty when nothing. */
export async function distributionViolations(database: Database): Promise<string[]> {
  const found: string[] = [];
  const tableRows = await tables(database);
  const isTenant = new Set(tableRows.filter((t) => !REFERENCE_TABLES.has(t.table)).map((t) => t.table));
  for (const table of tableRows) {
    if (REFERENCE_TABLES.has(table.table)) continue;
    if (!table.hasCompanyId) {
      found.push(
        `${table.table}: no ${DISTRIBUTION_COLUMN}; add it, or declare a reference table (db/distribution.ts)`,
      );
    } else if (table.companyIdNullable) {
      found.push(
        `${table.table}: ${DISTRIBUTION_COLUMN} may be NULL, and a distributed row must name its company`,
      );
    }
  }
  for (const key of await keys(database)) {
    if (!isTenant.has(key.table)) continue;
    if (key.kind === 'primary' && !key.columns.includes(DISTRIBUTION_COLUMN)) {
      found.push(
        `${key.table}: primary key ${key.name} (${key.columns.join(', ')}) lacks ${DISTRIBUTION_COLUMN}`,
      );
    }
    if (key.kind === 'unique' && key.columns[0] !== DISTRIBUTION_COLUMN) {
      found.push(
        `${key.table}: unique index ${key.name} (${key.columns.join(', ')}) does not lead with ${DISTRIBUTION_COLUMN}`,
      );
    }
  }
  for (const fk of await foreignKeys(database)) {
    const fromTenant = isTenant.has(fk.table);
    const toTenant = isTenant.has(fk.target);
    if (!fromTenant && toTenant) {
      found.push(
        `${fk.table}: ${fk.name} points from a reference table into ${fk.target}, a distributed one`,
      );
      continue;
    }
    if (!fromTenant || !toTenant) continue;
    const at = fk.columns.indexOf(DISTRIBUTION_COLUMN);
    if (at === -1 || fk.targetColumns[at] !== DISTRIBUTION_COLUMN) {
      found.push(
        `${fk.table}: ${fk.name} (${fk.columns.join(', ')}) → ${fk.target} does not join on ${DISTRIBUTION_COLUMN}`,
      );
    }
    // 'n' SET NULL and 'd' SET DEFAULT would change the distribution column of the referencing row.
    if (fk.onDelete === 'n' || fk.onDelete === 'd') {
      found.push(
        `${fk.table}: ${fk.name} is ON DELETE SET ${fk.onDelete === 'n' ? 'NULL' : 'DEFAULT'}; clear the link in the service`,
      );
    }
  }
  return found;
}
