import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/test-app.ts';
import type { Database } from '../db/client.ts';
import { companies } from '../db/schema/index.ts';
import { createCompany } from '../db/seed/factories.ts';
import { fastStatement } from './fast-statement.ts';

describe('fastStatement', () => {
  let database: Database;
  let companyId: string;

  beforeAll(async () => {
    database = await freshDatabase();
    companyId = (await createCompany(database.db, { name: 'Fast Rows Ltd' })).id;
  });
  afterAll(() => database.close());

  const query = () =>
    database.db
      .select({
        id: companies.id,
        name: companies.name,
        createdAt: companies.createdAt,
        modules: companies.allowedModules,
        shout: sql<string>`upper(${companies.name})`,
        length: sql`length(${companies.name})`.mapWith(Number),
        missing: sql<string | null>`null`,
      })
      .from(companies)
      .where(eq(companies.id, sql.placeholder('id')));

  it('answers what drizzle answers, decoded the same way, for every value', async () => {
    const prepared = query().prepare('fast_statement_test');
    const fast = fastStatement(prepared);
    // Only node-postgres statements take the fast path; PGlite's run as drizzle runs them.
    expect(fast === prepared).toBe(!process.env.TEST_DATABASE_URL);
    const rows = await fast.execute({ id: companyId });
    expect(rows).toEqual(await prepared.execute({ id: companyId }));
    expect(rows).toEqual([
      expect.objectContaining({ name: 'Fast Rows Ltd', shout: 'FAST ROWS LTD', length: 13, missing: null }),
    ]);
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
    expect(await fast.execute({ id: '7d6a1e0c-2f1b-4c55-9a0e-3b9d8e1f0a11' })).toEqual([]);
    await expect(fast.execute({})).rejects.toThrow('No value for placeholder "id"');
  });

  it('maps one level of nesting; leaves outer joins to drizzle, which nulls a missing object whole', async () => {
    const nested = database.db
      .select({ company: { id: companies.id, name: companies.name }, n: sql<number>`1`.mapWith(Number) })
      .from(companies)
      .where(eq(companies.id, sql.placeholder('id')))
      .prepare('fast_statement_nested');
    const fast = fastStatement(nested);
    expect(await fast.execute({ id: companyId })).toEqual([
      { company: { id: companyId, name: 'Fast Rows Ltd' }, n: 1 },
    ]);
    const outer = alias(companies, 'other');
    const joined = database.db
      .select({ company: { id: companies.id }, other: { id: outer.id } })
      .from(companies)
      .leftJoin(outer, and(eq(outer.id, companies.id), sql`false`))
      .prepare('fast_statement_joined');
    expect(fastStatement(joined)).toBe(joined);
  });
});
