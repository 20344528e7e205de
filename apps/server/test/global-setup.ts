import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { TEMPLATE_FILE, adminUrl } from './template.ts';
import { STATEMENTS_DIR } from './statement-recorder.ts';

/**
 * Migrates once into a template (DESIGN.md section 7): a PGlite data-directory dump, or a PostgreSQL
 * template database when TEST_DATABASE_URL is set. Each test file then starts from a copy.
 */
export default async function setup() {
  // This run's statements only: the check after the suite reads what the suite sent.
  rmSync(STATEMENTS_DIR, { recursive: true, force: true });
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // The workers start after this and inherit the environment, so they copy this run's template.
    const templateName = `atrium_test_template_${process.pid}`;
    process.env.ATRIUM_TEST_TEMPLATE_DB = templateName;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${templateName}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(url, templateName), poolSize: 1 });
    await database.migrate();
    await database.close();
    return async () => {
      const dropper = new pg.Client({ connectionString: adminUrl(url) });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
      await dropper.end();
    };
  }
  const database = await openDatabase({ inMemory: true });
  await database.migrate();
  const dump = await database.dump!();
  await database.close();
  mkdirSync(dirname(TEMPLATE_FILE), { recursive: true });
  writeFileSync(TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
