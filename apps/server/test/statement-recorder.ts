import { appendFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Every distinct statement the server suite sends through Drizzle, one JSON string per line, a file
 * per test process. test/statements/ checks them after the suite (Citus: joins and subqueries
 * between tenant tables must equate company_id).
 */
export const STATEMENTS_DIR = resolve(import.meta.dirname, '../.test-statements');

const seen = new Set<string>();
let file: string | undefined;

export function recordStatement(sql: string): void {
  if (seen.has(sql)) return;
  seen.add(sql);
  if (!file) {
    mkdirSync(STATEMENTS_DIR, { recursive: true });
    file = resolve(STATEMENTS_DIR, `${process.pid}.jsonl`);
  }
  appendFileSync(file, `${JSON.stringify(sql)}\n`);
}
