import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/test-app.ts';
import type { Database } from './client.ts';
import { distributeSql, REFERENCE_TABLES, schemaTables, tenantTables } from './distribution.ts';
import { distributionViolations } from './distribution-rules.ts';

// Issue 16: every migration keeps the schema distributable by company on Citus.

describe('the migrated schema', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  it('distributes by company: keys, unique indexes and links all carry company_id', async () => {
    expect(await distributionViolations(database)).toEqual([]);
  });

  it('names every table either a reference table or a tenant table', () => {
    expect([...REFERENCE_TABLES].every((name) => schemaTables().includes(name))).toBe(true);
    expect(tenantTables()).toContain('users');
    expect(tenantTables()).not.toContain('companies');
  });

  it('catches each broken rule', async () => {
    // Outside a transaction: the check reads the catalog on a connection of its own. This database
    // is this file's own copy, and the tables go again at the end.
    const statements = [
      sql`create table loose_notes (id uuid primary key, body text)`,
      sql`create table shared_tags (id uuid, company_id uuid, label text, primary key (id))`,
      sql`create unique index shared_tags_label_key on shared_tags (label)`,
      sql`create table tag_owners (id uuid primary key, company_id uuid not null)`,
      sql`create table tag_links (company_id uuid not null, tag_id uuid, owner_id uuid, primary key (company_id, tag_id))`,
      sql`alter table tag_links add constraint tag_links_owner_fkey foreign key (owner_id) references tag_owners (id) on delete set null`,
    ];
    try {
      for (const statement of statements) await database.db.execute(statement);
      expect(await distributionViolations(database)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^loose_notes: no company_id/),
          expect.stringMatching(/^shared_tags: company_id may be NULL/),
          expect.stringMatching(/^shared_tags: primary key shared_tags_pkey \(id\) lacks company_id/),
          expect.stringMatching(/^shared_tags: unique index shared_tags_label_key \(label\) does not lead/),
          expect.stringMatching(/^tag_owners: primary key tag_owners_pkey \(id\) lacks company_id/),
          expect.stringMatching(
            /^tag_links: tag_links_owner_fkey \(owner_id\) → tag_owners does not join on company_id/,
          ),
          expect.stringMatching(/^tag_links: tag_links_owner_fkey is ON DELETE SET NULL/),
        ]),
      );
    } finally {
      await database.db.execute(sql`drop table if exists tag_links, tag_owners, shared_tags, loose_notes`);
    }
    expect(await distributionViolations(database)).toEqual([]);
  });

  it('is distributed by npm run db:distribute: each reference table replicated, each tenant table sharded once', () => {
    const script = distributeSql();
    const [anchor, ...others] = tenantTables();
    for (const name of REFERENCE_TABLES) {
      expect(script.split(`create_reference_table('${name}')`)).toHaveLength(2);
    }
    expect(script).toContain(`create_distributed_table('${anchor}', 'company_id', colocate_with => 'none')`);
    for (const name of others) {
      expect(
        script.split(`create_distributed_table('${name}', 'company_id', colocate_with => '${anchor}')`),
      ).toHaveLength(2);
    }
    expect(script).not.toContain(`create_distributed_table('companies'`);
  });
});
