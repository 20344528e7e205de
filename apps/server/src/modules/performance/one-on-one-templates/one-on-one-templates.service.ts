import { and, asc, eq, sql } from 'drizzle-orm';
import type { OneOnOneTemplate } from '@atrium/shared/schemas/performance/one-on-ones';
import type { DbOrTx } from '../../../db/client.ts';
import { oneOnOneTemplates } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/app-error.ts';
import { nameTaken } from '../../../lib/company-links.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';

// Templates of talking points a new series' first agenda can start from. An inactive template stays
// listed in settings but is not offered when scheduling.

type Row = typeof oneOnOneTemplates.$inferSelect;
export interface TemplateInput {
  name: string;
  description: string;
  talkingPoints: string[];
  isActive: boolean;
}

const toTemplate = (row: Row): OneOnOneTemplate => ({
  id: row.id,
  name: row.name,
  description: row.description,
  talkingPoints: row.talkingPoints,
  isActive: row.isActive,
  updatedAt: row.updatedAt.toISOString(),
});

const byId = (companyId: string, id: string) =>
  and(eq(oneOnOneTemplates.companyId, companyId), eq(oneOnOneTemplates.id, id));

/** Saves, answering a taken name as a field error (409) rather than a failed statement. */
async function withUniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken('template');
    throw error;
  }
}

export async function listTemplates(db: DbOrTx, companyId: string, onlyActive: boolean) {
  const rows = await db
    .select()
    .from(oneOnOneTemplates)
    .where(
      and(
        eq(oneOnOneTemplates.companyId, companyId),
        onlyActive ? eq(oneOnOneTemplates.isActive, true) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${oneOnOneTemplates.name})`));
  return rows.map(toTemplate);
}

export const createTemplate = (db: DbOrTx, companyId: string, input: TemplateInput) =>
  withUniqueName(async () => {
    const [row] = await db
      .insert(oneOnOneTemplates)
      .values({ companyId, ...input })
      .returning();
    return toTemplate(row!);
  });

export const updateTemplate = (db: DbOrTx, companyId: string, id: string, input: TemplateInput) =>
  withUniqueName(async () => {
    const [row] = await db
      .update(oneOnOneTemplates)
      .set({ ...input, updatedAt: new Date() })
      .where(byId(companyId, id))
      .returning();
    if (!row) throw notFound('Template');
    return toTemplate(row);
  });

export async function deleteTemplate(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .delete(oneOnOneTemplates)
    .where(byId(companyId, id))
    .returning({ id: oneOnOneTemplates.id });
  if (!row) throw notFound('Template');
}

/** A copy named "<name> (copy)", "<name> (copy 2)"… whichever is free. */
export async function duplicateTemplate(db: DbOrTx, companyId: string, id: string) {
  const [source] = await db.select().from(oneOnOneTemplates).where(byId(companyId, id));
  if (!source) throw notFound('Template');
  const names = new Set(
    (
      await db
        .select({ name: oneOnOneTemplates.name })
        .from(oneOnOneTemplates)
        .where(eq(oneOnOneTemplates.companyId, companyId))
    ).map((row) => row.name.toLowerCase()),
  );
  let name = `${source.name} (copy)`;
  for (let n = 2; names.has(name.toLowerCase()); n += 1) name = `${source.name} (copy ${n})`;
  return createTemplate(db, companyId, {
    name: name.slice(0, 120),
    description: source.description,
    talkingPoints: source.talkingPoints,
    isActive: source.isActive,
  });
}
