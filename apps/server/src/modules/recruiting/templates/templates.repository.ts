import { and, asc, eq, ne } from 'drizzle-orm';
import type { EmailTemplateType } from '@atrium/shared/schemas/recruiting/email-templates';
import type { DbOrTx } from '../../../db/client.ts';
import { emailSenders, emailTemplates, offerTemplates } from '../../../db/schema/index.ts';

export type EmailTemplateRow = typeof emailTemplates.$inferSelect;
export type OfferTemplateRow = typeof offerTemplates.$inferSelect;

export const listEmailTemplates = (db: DbOrTx, companyId: string) =>
  db
    .select()
    .from(emailTemplates)
    .where(eq(emailTemplates.companyId, companyId))
    .orderBy(asc(emailTemplates.type), asc(emailTemplates.name));

export async function findEmailTemplate(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.id, id)))
    .limit(1);
  return row ?? null;
}

/** The template a type sends by default, if the company has one. */
export async function findDefaultEmailTemplate(db: DbOrTx, companyId: string, type: EmailTemplateType) {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.companyId, companyId),
        eq(emailTemplates.type, type),
        eq(emailTemplates.isDefault, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Making one template the default of its type takes the mark from the others. */
export async function clearDefault(
  db: DbOrTx,
  companyId: string,
  type: EmailTemplateType,
  exceptId?: string,
) {
  await db
    .update(emailTemplates)
    .set({ isDefault: false })
    .where(
      and(
        eq(emailTemplates.companyId, companyId),
        eq(emailTemplates.type, type),
        eq(emailTemplates.isDefault, true),
        ...(exceptId ? [ne(emailTemplates.id, exceptId)] : []),
      ),
    );
}

export async function insertEmailTemplate(db: DbOrTx, values: typeof emailTemplates.$inferInsert) {
  const [row] = await db.insert(emailTemplates).values(values).returning();
  return row!;
}

export async function updateEmailTemplate(
  db: DbOrTx,
  companyId: string,
  id: string,
  values: Partial<typeof emailTemplates.$inferInsert>,
) {
  const [row] = await db
    .update(emailTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteEmailTemplate(db: DbOrTx, companyId: string, id: string) {
  await db
    .delete(emailTemplates)
    .where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.id, id)));
}

export const listOfferTemplates = (db: DbOrTx, companyId: string) =>
  db
    .select()
    .from(offerTemplates)
    .where(eq(offerTemplates.companyId, companyId))
    .orderBy(asc(offerTemplates.name));

export async function findOfferTemplate(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(offerTemplates)
    .where(and(eq(offerTemplates.companyId, companyId), eq(offerTemplates.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertOfferTemplate(db: DbOrTx, values: typeof offerTemplates.$inferInsert) {
  const [row] = await db.insert(offerTemplates).values(values).returning();
  return row!;
}

export async function updateOfferTemplate(
  db: DbOrTx,
  companyId: string,
  id: string,
  values: Partial<typeof offerTemplates.$inferInsert>,
) {
  const [row] = await db
    .update(offerTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(offerTemplates.companyId, companyId), eq(offerTemplates.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteOfferTemplate(db: DbOrTx, companyId: string, id: string) {
  await db
    .delete(offerTemplates)
    .where(and(eq(offerTemplates.companyId, companyId), eq(offerTemplates.id, id)));
}

export async function findSender(db: DbOrTx, companyId: string) {
  const [row] = await db.select().from(emailSenders).where(eq(emailSenders.companyId, companyId)).limit(1);
  return row ?? null;
}

const withoutCompany = ({ companyId: _companyId, ...rest }: typeof emailSenders.$inferInsert) => rest;

export async function saveSender(db: DbOrTx, values: typeof emailSenders.$inferInsert) {
  await db
    .insert(emailSenders)
    .values(values)
    // The company is the key: an upsert never changes it.
    .onConflictDoUpdate({
      target: emailSenders.companyId,
      set: { ...withoutCompany(values), updatedAt: new Date() },
    });
}
