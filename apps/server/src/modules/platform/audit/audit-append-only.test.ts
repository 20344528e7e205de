import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { auditEvents } from '../../../db/schema/index.ts';
import { freshDatabase } from '../../../../test/test-app.ts';
import { recordAudit } from './audit.service.ts';
import { databaseError } from '../../../db/db.test-helpers.ts';

describe('audit_events is append-only in the database', () => {
  let database: Database;
  let eventId: string;
  beforeAll(async () => {
    database = await freshDatabase();
    await recordAudit(database.db, null, { action: 'test.append', targetType: 'test', targetId: '1' });
    const [row] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'test.append'));
    eventId = row!.id;
  });
  afterAll(() => database.close());

  it('accepts an insert', async () => {
    await recordAudit(database.db, null, { action: 'test.second', outcome: 'denied' });
    const rows = await database.db.select({ action: auditEvents.action }).from(auditEvents);
    expect(rows.map((row) => row.action).sort()).toEqual(['test.append', 'test.second']);
  });

  it('refuses an update and leaves the row as it was', async () => {
    const message = await databaseError(
      database.db.update(auditEvents).set({ outcome: 'failure' }).where(eq(auditEvents.id, eventId)),
    );
    expect(message).toMatch(/append-only: UPDATE refused/);
    const [row] = await database.db.select().from(auditEvents).where(eq(auditEvents.id, eventId));
    expect(row?.outcome).toBe('success');
  });

  it('refuses a delete, even one that matches no row', async () => {
    expect(await databaseError(database.db.delete(auditEvents).where(eq(auditEvents.id, eventId)))).toMatch(
      /append-only: DELETE refused/,
    );
    expect(await databaseError(database.db.delete(auditEvents).where(sql`false`))).toMatch(
      /append-only: DELETE refused/,
    );
    expect(await database.db.$count(auditEvents)).toBe(2);
  });

  it('refuses a truncate', async () => {
    expect(await databaseError(database.db.execute(sql`TRUNCATE audit_events`))).toMatch(
      /append-only: TRUNCATE refused/,
    );
    expect(await database.db.$count(auditEvents)).toBe(2);
  });
});
