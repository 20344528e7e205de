import type { FastifyRequest } from 'fastify';
import {
  missingRequiredFields,
  type FieldDefinition,
  type FieldDefinitionInput,
  type FieldsTable,
  type FieldsTableQuery,
} from '@atrium/shared/schemas/onboarding/fields';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { nameTaken } from '../../../lib/company-links.ts';
import type { FieldSealer } from '../../../lib/field-encryption.ts';
import { transactionNaming } from '../../../lib/pg-errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { hireVisibilityCondition, isHireVisible } from '../new-hires/hire-visibility.ts';
import { presentValues, storableFieldValues, viewFieldValues } from './field-values.ts';
import * as repository from './fields.repository.ts';
import * as profiles from '../profile/profile.repository.ts';

export const FIELD_TYPE_IN_USE = 'New hires have answered this field; its type cannot change';

const toDefinition = (row: repository.FieldRecord): FieldDefinition => ({
  ...row,
  options: row.options ?? [],
});

export const fieldDefinitionsOf = async (db: DbOrTx, companyId: string) =>
  (await repository.listFields(db, companyId)).map(toDefinition);

export const listFieldDefinitions = (db: Db, auth: AuthContext) => fieldDefinitionsOf(db, auth.companyId);

async function load(db: DbOrTx, companyId: string, id: string) {
  const row = await repository.findField(db, companyId, id);
  if (!row) throw notFound('Field');
  return toDefinition(row);
}

const inTransaction = <T>(db: Db, work: (tx: DbOrTx) => Promise<T>) =>
  transactionNaming(db, work, { onboarding_fields_company_name_key: () => nameTaken('field') });

const audit = (
  tx: DbOrTx,
  request: FastifyRequest,
  action: string,
  id: string,
  before?: FieldDefinition,
  after?: FieldDefinition,
) =>
  recordAudit(tx, request, {
    action: `onboarding.field.${action}`,
    targetType: 'onboarding_field',
    targetId: id,
    before,
    after,
  });

export const createFieldDefinition = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  input: FieldDefinitionInput,
) =>
  inTransaction(db, async (tx) => {
    const position = await repository.nextFieldPosition(tx, auth.companyId);
    const { id } = await repository.insertField(tx, auth.companyId, input, position);
    const created = await load(tx, auth.companyId, id);
    await audit(tx, request, 'create', id, undefined, created);
    return created;
  });

/** A field's type stays once hires have answered it: their values would no longer fit. */
export const updateFieldDefinition = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: FieldDefinitionInput,
) =>
  inTransaction(db, async (tx) => {
    if (!(await repository.lockField(tx, auth.companyId, id))) throw notFound('Field');
    const before = await load(tx, auth.companyId, id);
    if (before.type !== input.type && (await repository.countValuesOf(tx, auth.companyId, id)) > 0)
      throw new AppError('CONFLICT', FIELD_TYPE_IN_USE, {
        errors: [{ path: 'type', message: FIELD_TYPE_IN_USE }],
      });
    await repository.updateField(tx, auth.companyId, id, input);
    const after = await load(tx, auth.companyId, id);
    await audit(tx, request, 'update', id, before, after);
    return after;
  });

export const deleteFieldDefinition = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  db.transaction(async (tx) => {
    if (!(await repository.lockField(tx, auth.companyId, id))) throw notFound('Field');
    const before = await load(tx, auth.companyId, id);
    await repository.dropValuesOf(tx, auth.companyId, id);
    await repository.deleteField(tx, auth.companyId, id);
    await audit(tx, request, 'delete', id, before);
  });

/** Every field named once, in the new order. */
export const orderFieldDefinitions = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  ids: readonly string[],
) =>
  db.transaction(async (tx) => {
    const current = await fieldDefinitionsOf(tx, auth.companyId);
    const known = new Set(current.map((field) => field.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id)))
      throw new AppError('VALIDATION_FAILED', 'Name every field once', {
        errors: [{ path: 'ids', message: 'Name every field once' }],
      });
    for (const [position, id] of ids.entries())
      await repository.updateField(tx, auth.companyId, id, { position });
    await recordAudit(tx, request, {
      action: 'onboarding.field.order',
      targetType: 'onboarding_field',
      targetId: auth.companyId,
      before: { ids: current.map((field) => field.id) },
      after: { ids },
    });
    return fieldDefinitionsOf(tx, auth.companyId);
  });

/** HR's table: the hires the caller sees, each with their values and the required fields missing. */
export async function fieldsTable(db: Db, auth: AuthContext, query: FieldsTableQuery): Promise<FieldsTable> {
  const definitions = await fieldDefinitionsOf(db, auth.companyId);
  const visible = await hireVisibilityCondition(db, auth);
  const required = definitions.filter((field) => field.required).map((field) => field.id);
  const filter = { search: query.search, incompleteOf: query.incomplete ? required : null, visible };
  const [rows, total] = await Promise.all([
    profiles.hiresWithValues(db, auth.companyId, filter, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    profiles.countHiresWithValues(db, auth.companyId, filter),
  ]);
  return {
    fields: definitions,
    items: rows.map((row) => ({
      newHireId: row.id,
      name: `${row.preferredFirstName || row.legalFirstName} ${row.legalLastName}`,
      state: row.state,
      startDate: row.startDate,
      values: viewFieldValues(definitions, row.fieldValues ?? {}),
      missingRequired: missingRequiredFields(definitions, presentValues(row.fieldValues ?? {})),
    })),
    page: query.page,
    limit: query.limit,
    total,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/** HR edits some of a hire's values (`field.edit`); required ones are not enforced here, only types. */
export async function updateHireFieldValues(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  sealer: FieldSealer,
  newHireId: string,
  values: Record<string, unknown>,
) {
  if (!(await isHireVisible(db, auth, newHireId))) throw notFound('New hire');
  return db.transaction(async (tx) => {
    const definitions = await fieldDefinitionsOf(tx, auth.companyId);
    const stored = (await profiles.lockProfile(tx, auth.companyId, newHireId))?.fieldValues ?? {};
    const next = await storableFieldValues(tx, {
      companyId: auth.companyId,
      newHireId,
      definitions,
      given: values,
      stored,
      enforceRequired: false,
      sealer,
      pathPrefix: 'values',
    });
    await profiles.upsertProfile(tx, auth.companyId, newHireId, { fieldValues: next });
    await recordAudit(tx, request, {
      action: 'onboarding.field_values.update',
      targetType: 'new_hire',
      targetId: newHireId,
      // Which fields changed, never the values: some are masked.
      after: { fields: Object.keys(values) },
    });
    return {
      values: viewFieldValues(definitions, next),
      missingRequired: missingRequiredFields(definitions, presentValues(next)),
    };
  });
}
