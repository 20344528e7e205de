import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import { updateComments, updates, updateSettings, users } from '../schema/index.ts';
import { freshDatabase } from '../../../test/test-app.ts';
import { seedDemoIfEmpty } from './demo-seed.ts';

describe('demo updates', () => {
  let database: Database;
  let rows: Array<typeof updates.$inferSelect>;
  let idOf: (email: string) => string;

  beforeAll(async () => {
    database = await freshDatabase();
    expect(await seedDemoIfEmpty(database.db)).toBe(true);
    rows = await database.db.select().from(updates);
    const people = await database.db.select({ id: users.id, email: users.email }).from(users);
    idOf = (email) => people.find((person) => person.email === email)!.id;
  });
  afterAll(() => database.close());

  it('gives everyone with a manager updates over the last eight weeks, most shared, many reviewed', async () => {
    const authors = new Set(rows.map((row) => row.authorId));
    const managed = await database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.status, 'active'), isNotNull(users.managerId)));
    expect(authors.size).toBeGreaterThanOrEqual(managed.length - 2);
    expect(new Set(rows.map((row) => row.periodEnd)).size).toBe(9);
    const count = (status: string) => rows.filter((row) => row.status === status).length;
    expect(count('reviewed')).toBeGreaterThan(count('shared'));
    expect(count('draft')).toBeGreaterThanOrEqual(3);
    // Some weeks were missed: fewer updates than people times weeks.
    expect(rows.filter((row) => row.status !== 'draft').length).toBeLessThan(authors.size * 8);
    expect((await database.db.select().from(updateComments)).length).toBeGreaterThan(10);
  });

  it("has Ethan's draft for this week, carrying last week's open priorities under Maya's questions", () => {
    const ethans = rows
      .filter((row) => row.authorId === idOf('employee@example.com'))
      .sort((a, b) => b.periodEnd.localeCompare(a.periodEnd));
    expect(ethans[0]!.status).toBe('draft');
    expect(ethans[0]!.sentiment).toBeNull();
    expect(ethans[0]!.answers[0]!.question).toBe('What did you ship since your last update?');
    const open = ethans[1]!.priorities.filter((priority) => !priority.done).map((priority) => priority.id);
    expect(
      ethans[0]!.priorities.filter((priority) => priority.carriedOver).map((priority) => priority.id),
    ).toEqual(open);
    expect(ethans.slice(1).every((row) => row.status !== 'draft' && row.sentiment !== null)).toBe(true);
  });

  it("holds the company's settings and Maya's own for her team", async () => {
    const settings = await database.db.select().from(updateSettings);
    expect(settings.map((row) => row.managerId)).toEqual([null, idOf('manager@example.com')]);
  });
});
