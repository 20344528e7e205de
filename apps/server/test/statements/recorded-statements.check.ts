import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATEMENTS_DIR } from '../statement-recorder.ts';
import { citusViolations } from './citus-rules.ts';
import { TENANT_TABLES } from './tenant-tables.ts';

// Fewer means the server suite did not run (or recorded nothing) before this check.
const MIN_STATEMENTS = 100;
const SHOWN_CHARACTERS = 400;

function recordedStatements(): string[] {
  if (!existsSync(STATEMENTS_DIR)) {
    throw new Error(
      `${STATEMENTS_DIR} is missing: run the server suite (npx vitest run --project server) first`,
    );
  }
  const files = readdirSync(STATEMENTS_DIR).filter((name) => name.endsWith('.jsonl'));
  const lines = files.flatMap((name) => readFileSync(join(STATEMENTS_DIR, name), 'utf8').split('\n'));
  return [...new Set(lines.filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as string))];
}

const shown = (sql: string) => {
  const flat = sql.replace(/\s+/g, ' ').trim();
  return flat.length > SHOWN_CHARACTERS ? `${flat.slice(0, SHOWN_CHARACTERS)}…` : flat;
};

describe('statements the server suite sent', () => {
  it('are ready for Citus: tenant tables tied by company_id, upserts naming it, no update of it', async () => {
    const statements = recordedStatements();
    expect(
      statements.length,
      `only ${statements.length} distinct statements in ${STATEMENTS_DIR}: run the whole server suite first`,
    ).toBeGreaterThanOrEqual(MIN_STATEMENTS);
    const reports: string[] = [];
    for (const sql of statements) {
      const messages = await citusViolations(sql, TENANT_TABLES);
      if (messages.length > 0)
        reports.push(`${shown(sql)}\n${messages.map((message) => `  - ${message}`).join('\n')}`);
    }
    const summary = `${reports.length} of ${statements.length} statements would break on Citus:\n\n${reports.join('\n\n')}`;
    expect(reports.length, summary).toBe(0);
  });
});
