import { and, eq, like } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { files } from '../../../db/schema/index.ts';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: DbOrTx, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

export async function findCompanyFile(db: DbOrTx, companyId: string, id: string): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.companyId, companyId), eq(files.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findCompanyFileByKey(
  db: DbOrTx,
  companyId: string,
  storageKey: string,
): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.companyId, companyId), eq(files.storageKey, storageKey)))
    .limit(1);
  return row ?? null;
}

/** The public image route knows only the (unguessable) key; it serves images and nothing else. */
export async function findImageByKey(db: DbOrTx, storageKey: string): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.storageKey, storageKey), like(files.mimeType, 'image/%')))
    .limit(1);
  return row ?? null;
}
