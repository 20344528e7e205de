import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/test-app.ts';
import { afterCommit, rootDatabaseOf } from './after-commit.ts';
import type { Database } from './client.ts';

describe('afterCommit', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  it('runs at once outside a transaction, and after COMMIT inside one', async () => {
    const ran: string[] = [];
    afterCommit(database.db, () => ran.push('outside'));
    expect(ran).toEqual(['outside']);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      afterCommit(tx, () => ran.push('inside'));
      expect(ran).toEqual(['outside']);
      expect(rootDatabaseOf(tx)).toBe(database.db);
    });
    expect(ran).toEqual(['outside', 'inside']);
  });

  it('drops what a rolled-back transaction or savepoint registered, and keeps the rest', async () => {
    const ran: string[] = [];
    await database.db
      .transaction(async (tx) => {
        afterCommit(tx, () => ran.push('rolled back'));
        throw new Error('undo');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      afterCommit(tx, () => ran.push('kept'));
      await tx
        .transaction(async (savepoint) => {
          afterCommit(savepoint, () => ran.push('savepoint rolled back'));
          throw new Error('undo the savepoint');
        })
        .catch(() => undefined);
      await tx.transaction(async (savepoint) => {
        afterCommit(savepoint, () => ran.push('savepoint kept'));
      });
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['kept', 'savepoint kept']);
  });
});
