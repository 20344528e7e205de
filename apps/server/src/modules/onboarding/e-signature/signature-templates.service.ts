import type { FastifyRequest } from 'fastify';
import {
  E_SIGNATURE_MESSAGES,
  type SignatureTemplate,
  type SignatureTemplateInput,
  type TemplatePage,
} from '@atrium/shared/schemas/onboarding/e-signature';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, notFound, type FieldError } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { findCompanyFile } from '../../platform/files/files.repository.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { userNames } from '../plan/company-refs.repository.ts';
import { checkLinks, linksOf } from '../plan/link-checks.ts';
import { criteriaRows } from '../plan/plan-criteria.ts';
import { readPages } from './pdf-pages.ts';
import { sha256Hex } from './document-hash.ts';
import * as repository from './signature-templates.repository.ts';
import { storedBytes } from './stored-bytes.ts';
import { criteriaOfTemplates, criteriaViews } from './template-criteria.ts';

export interface TemplateDeps {
  db: Db;
  storage: FileStorage;
}

const invalid = (errors: FieldError[]) => new AppError('VALIDATION_FAILED', errors[0]!.message, { errors });

async function toViews(
  db: DbOrTx,
  companyId: string,
  records: repository.TemplateRecord[],
): Promise<SignatureTemplate[]> {
  const criteria = await criteriaOfTemplates(
    db,
    companyId,
    records.map(({ row }) => row.id),
  );
  const views = await criteriaViews(db, companyId, criteria);
  const people = await userNames(
    db,
    companyId,
    records.map(({ row }) => row.counterSignerUserId),
  );
  return records.map(({ row, file, requestCount }) => ({
    id: row.id,
    name: row.name,
    file: { id: file.id, name: file.name, size: file.size },
    pages: row.pages,
    fields: row.fields,
    counterSignerRole: row.counterSignerRole,
    counterSigner:
      row.counterSignerUserId && people.has(row.counterSignerUserId)
        ? { id: row.counterSignerUserId, name: people.get(row.counterSignerUserId)! }
        : null,
    criteria: views.get(row.id)!,
    archived: row.archivedAt !== null,
    requestCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function listTemplates(db: Db, auth: AuthContext, includeArchived: boolean) {
  return toViews(db, auth.companyId, await repository.listTemplates(db, auth.companyId, { includeArchived }));
}

export async function findTemplateRecord(db: DbOrTx, companyId: string, id: string) {
  const record = await repository.findTemplate(db, companyId, id);
  if (!record) throw notFound('Template');
  return record;
}

async function load(db: DbOrTx, companyId: string, id: string): Promise<SignatureTemplate> {
  return (await toViews(db, companyId, [await findTemplateRecord(db, companyId, id)]))[0]!;
}

export const getTemplate = (db: Db, auth: AuthContext, id: string) => load(db, auth.companyId, id);

/** The chosen file must be a PDF (by its content, as uploads are typed) that pdf-lib can read. */
async function pagesOfFile(deps: TemplateDeps, db: DbOrTx, companyId: string, fileId: string) {
  const file = await findCompanyFile(db, companyId, fileId);
  if (!file) throw invalid([{ path: 'fileId', message: E_SIGNATURE_MESSAGES.fileAgain }]);
  if (file.mimeType !== 'application/pdf')
    throw invalid([{ path: 'fileId', message: E_SIGNATURE_MESSAGES.notPdf }]);
  const bytes = await storedBytes(deps.storage, file.storageKey);
  const pages = await readPages(bytes);
  if (!pages) throw invalid([{ path: 'fileId', message: E_SIGNATURE_MESSAGES.unreadablePdf }]);
  return { pages, fileSha256: sha256Hex(bytes) };
}

function checkFields(input: SignatureTemplateInput, pages: readonly TemplatePage[]) {
  const errors: FieldError[] = input.fields.flatMap((field, index) =>
    field.page >= pages.length
      ? [{ path: `fields.${index}.page`, message: E_SIGNATURE_MESSAGES.pageRange }]
      : [],
  );
  if (input.fields.length > 0 && !input.fields.some((field) => field.signer === 'new_hire'))
    errors.push({ path: 'fields', message: E_SIGNATURE_MESSAGES.noHireField });
  if (errors.length > 0) throw invalid(errors);
}

async function prepare(deps: TemplateDeps, tx: DbOrTx, companyId: string, input: SignatureTemplateInput) {
  await checkLinks(tx, companyId, [
    { path: 'counterSignerUserId', kind: 'person', id: input.counterSignerUserId },
    ...linksOf('criteria.departmentIds', 'department', input.criteria.departmentIds),
    ...linksOf('criteria.locationIds', 'location', input.criteria.locationIds),
    ...linksOf('criteria.criterionValueIds', 'criterionValue', input.criteria.criterionValueIds),
  ]);
  const { pages, fileSha256 } = await pagesOfFile(deps, tx, companyId, input.fileId);
  checkFields(input, pages);
  return {
    name: input.name,
    fileId: input.fileId,
    fileSha256,
    pages,
    fields: input.fields,
    counterSignerRole: input.counterSignerRole,
    counterSignerUserId: input.counterSignerUserId,
  } satisfies repository.TemplateFields;
}

const audited = (template: SignatureTemplate) => ({
  name: template.name,
  fileId: template.file.id,
  fields: template.fields.length,
  counterSignerRole: template.counterSignerRole,
  counterSignerUserId: template.counterSigner?.id ?? null,
  criteria: {
    departments: template.criteria.departments.map((item) => item.id),
    locations: template.criteria.locations.map((item) => item.id),
    employmentTypes: template.criteria.employmentTypes,
    criterionValues: template.criteria.criterionValues.map((item) => item.id),
  },
});

export const createTemplate = (
  deps: TemplateDeps,
  request: FastifyRequest,
  auth: AuthContext,
  input: SignatureTemplateInput,
) =>
  deps.db.transaction(async (tx) => {
    const fields = await prepare(deps, tx, auth.companyId, input);
    const { id } = await repository.insertTemplate(tx, auth.companyId, fields);
    await repository.setCriteria(tx, auth.companyId, id, criteriaRows(input.criteria));
    const created = await load(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'onboarding.signature_template.create',
      targetType: 'onboarding_signature_template',
      targetId: id,
      after: audited(created),
    });
    return created;
  });

/** Changes the template for documents sent from now on; those sent keep their own snapshot. */
export const updateTemplate = (
  deps: TemplateDeps,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: SignatureTemplateInput,
) =>
  deps.db.transaction(async (tx) => {
    const before = await load(tx, auth.companyId, id);
    if (before.archived) throw new AppError('CONFLICT', E_SIGNATURE_MESSAGES.templateArchived);
    const fields = await prepare(deps, tx, auth.companyId, input);
    await repository.updateTemplate(tx, auth.companyId, id, fields);
    await repository.setCriteria(tx, auth.companyId, id, criteriaRows(input.criteria));
    const after = await load(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'onboarding.signature_template.update',
      targetType: 'onboarding_signature_template',
      targetId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });

/** Deletes a template never sent; one sent is archived (its documents still name it). */
export const removeTemplate = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  db.transaction(async (tx) => {
    const before = await load(tx, auth.companyId, id);
    const outcome = before.requestCount > 0 ? ('archived' as const) : ('deleted' as const);
    if (outcome === 'archived') await repository.archiveTemplate(tx, auth.companyId, id);
    else await repository.deleteTemplate(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: `onboarding.signature_template.${outcome === 'archived' ? 'archive' : 'delete'}`,
      targetType: 'onboarding_signature_template',
      targetId: id,
      before: audited(before),
    });
    return { outcome };
  });

/** The template's PDF, for the editor to render its pages. */
export async function templateFile(db: Db, auth: AuthContext, id: string) {
  const { file } = await findTemplateRecord(db, auth.companyId, id);
  return file;
}
