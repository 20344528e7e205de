import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  files,
  onboardingSignatureRequests,
  onboardingSignatureTemplateCriteria,
  onboardingSignatureTemplates,
  type TemplateCriterionKind,
} from '../../../db/schema/index.ts';

const templates = onboardingSignatureTemplates;
const criteria = onboardingSignatureTemplateCriteria;
const inCompany = (companyId: string) => eq(templates.companyId, companyId);

export type TemplateFields = Omit<
  typeof templates.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt' | 'archivedAt'
>;

const requestCount = sql<number>`(select count(*)::int from ${onboardingSignatureRequests} r
  where r.company_id = ${templates.companyId} and r.template_id = ${templates.id})`;

const withFile = {
  row: templates,
  file: { id: files.id, name: files.originalName, size: files.sizeBytes, storageKey: files.storageKey },
  requestCount,
};

const fileJoin = and(eq(files.companyId, templates.companyId), eq(files.id, templates.fileId));

export type TemplateRecord = Awaited<ReturnType<typeof listTemplates>>[number];

export const listTemplates = (db: DbOrTx, companyId: string, options: { includeArchived: boolean }) =>
  db
    .select(withFile)
    .from(templates)
    .innerJoin(files, fileJoin)
    .where(and(inCompany(companyId), options.includeArchived ? undefined : isNull(templates.archivedAt)))
    .orderBy(sql`lower(${templates.name})`, asc(templates.createdAt));

export async function findTemplate(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select(withFile)
    .from(templates)
    .innerJoin(files, fileJoin)
    .where(and(inCompany(companyId), eq(templates.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertTemplate(db: DbOrTx, companyId: string, fields: TemplateFields) {
  const [row] = await db
    .insert(templates)
    .values({ ...fields, companyId })
    .returning({ id: templates.id });
  return row!;
}

export async function updateTemplate(db: DbOrTx, companyId: string, id: string, fields: TemplateFields) {
  await db
    .update(templates)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(inCompany(companyId), eq(templates.id, id)));
}

export async function archiveTemplate(db: DbOrTx, companyId: string, id: string) {
  await db
    .update(templates)
    .set({ archivedAt: new Date(), updatedAt: new Date() })
    .where(and(inCompany(companyId), eq(templates.id, id)));
}

export async function deleteTemplate(db: DbOrTx, companyId: string, id: string) {
  await db.delete(templates).where(and(inCompany(companyId), eq(templates.id, id)));
}

/** Replaces a template's criteria. */
export async function setCriteria(
  db: DbOrTx,
  companyId: string,
  templateId: string,
  rows: ReadonlyArray<{ kind: TemplateCriterionKind; value: string }>,
) {
  await db
    .delete(criteria)
    .where(and(eq(criteria.companyId, companyId), eq(criteria.templateId, templateId)));
  if (rows.length > 0)
    await db.insert(criteria).values(rows.map((row) => ({ companyId, templateId, ...row })));
}

export async function criteriaOf(db: DbOrTx, companyId: string, templateIds: readonly string[]) {
  if (templateIds.length === 0) return [];
  return db
    .select({ templateId: criteria.templateId, kind: criteria.kind, value: criteria.value })
    .from(criteria)
    .where(and(eq(criteria.companyId, companyId), inArray(criteria.templateId, [...templateIds])))
    .orderBy(asc(criteria.kind), asc(criteria.value));
}
