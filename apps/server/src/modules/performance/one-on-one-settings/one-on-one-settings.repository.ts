import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { oneOnOneSettings } from '../../../db/schema/index.ts';

export async function findSettings(db: DbOrTx, companyId: string) {
  const [row] = await db.select().from(oneOnOneSettings).where(eq(oneOnOneSettings.companyId, companyId));
  return row;
}

export async function saveSettings(db: DbOrTx, values: typeof oneOnOneSettings.$inferInsert) {
  const [row] = await db
    .insert(oneOnOneSettings)
    .values(values)
    .onConflictDoUpdate({
      target: oneOnOneSettings.companyId,
      set: {
        defaultCadence: values.defaultCadence,
        defaultDurationMinutes: values.defaultDurationMinutes,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}
