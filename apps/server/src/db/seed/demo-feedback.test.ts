import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client.ts';
import {
  companyValues,
  feedback,
  feedbackPrivateNotes,
  feedbackReactions,
  feedbackRequestResponders,
  users,
} from '../schema/index.ts';
import { freshDatabase } from '../../../test/test-app.ts';
import { seedDemoIfEmpty } from './demo-seed.ts';

describe('demo feedback', () => {
  let database: Database;
  let idOf: (email: string) => string;

  beforeAll(async () => {
    database = await freshDatabase();
    expect(await seedDemoIfEmpty(database.db)).toBe(true);
    const people = await database.db.select({ id: users.id, email: users.email }).from(users);
    idOf = (email) => people.find((person) => person.email === email)!.id;
  });
  afterAll(() => database.close());

  it('has six values, about thirty praise over eight weeks with reactions, and every private visibility', async () => {
    expect(await database.db.select().from(companyValues)).toHaveLength(6);
    const rows = await database.db.select().from(feedback);
    const praise = rows.filter((row) => row.visibility === 'public');
    expect(praise.length).toBeGreaterThanOrEqual(28);
    const oldest = Math.min(...praise.map((row) => row.createdAt.getTime()));
    expect(Date.now() - oldest).toBeLessThan(8 * 7 * 86_400_000);
    expect(praise.every((row) => row.valueId)).toBe(true);
    expect(new Set(rows.map((row) => row.visibility))).toEqual(
      new Set(['public', 'recipient', 'recipient_and_manager', 'manager_only']),
    );
    expect((await database.db.select().from(feedbackReactions)).length).toBeGreaterThan(30);
    expect(rows.filter((row) => row.giverId === idOf('employee@example.com')).length).toBeGreaterThan(1);
  });

  it('has requests pending, answered and declined, one overdue for its reminder, and private notes', async () => {
    const responders = await database.db.select().from(feedbackRequestResponders);
    expect(new Set(responders.map((entry) => entry.status))).toEqual(
      new Set(['pending', 'answered', 'declined']),
    );
    const overdue = responders.filter(
      (entry) => entry.status === 'pending' && !entry.remindedAt && entry.remindAt.getTime() < Date.now(),
    );
    expect(overdue.length).toBeGreaterThanOrEqual(1);
    // Ethan has a request waiting for his answer.
    expect(
      responders.some(
        (entry) => entry.responderId === idOf('employee@example.com') && entry.status === 'pending',
      ),
    ).toBe(true);
    const notes = await database.db.select().from(feedbackPrivateNotes);
    expect(notes.some((note) => note.authorId === idOf('manager@example.com'))).toBe(true);
  });
});
