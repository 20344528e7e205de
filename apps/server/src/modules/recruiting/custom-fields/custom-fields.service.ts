import type { FastifyRequest } from 'fastify';
import {
  checkCustomFieldValue,
  CUSTOM_FIELD_AREAS,
  type CustomField,
  type CustomFieldEntity,
  type CustomFieldInput,
  type CustomFieldValue,
} from '@atrium/shared/schemas/recruiting/custom-fields';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, notFound, type FieldError } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import * as repository from './custom-fields.repository.ts';
import type { CustomFieldRow } from './custom-fields.repository.ts';

export const toField = (row: CustomFieldRow): CustomField => ({
  id: row.id,
  name: row.name,
  type: row.type,
  options: row.options,
  required: row.required,
  position: row.position,
  archived: row.archivedAt !== null,
});

export const listCustomFields = async (
  db: DbOrTx,
  companyId: string,
  entity: CustomFieldEntity,
  activeOnly = false,
) => (await repository.listFields(db, companyId, entity, { activeOnly })).map(toField);

/** A field of this kind of the company's; one of another kind is not found, as another company's is. */
async function load(db: DbOrTx, auth: AuthContext, entity: CustomFieldEntity, id: string) {
  const row = await repository.findField(db, auth.companyId, entity, id);
  if (!row) throw notFound('Custom field');
  return row;
}

export const createCustomField = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  entity: CustomFieldEntity,
  input: CustomFieldInput,
) =>
  db.transaction(async (tx) => {
    const row = await repository.insertField(tx, { companyId: auth.companyId, entity, ...input });
    await recordAudit(tx, request, {
      action: 'custom_field.create',
      targetType: 'custom_field',
      targetId: row.id,
      after: { entity, ...input },
    });
    return toField(row);
  });

/** Its type stays: values already kept would not fit another. */
export const updateCustomField = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  entity: CustomFieldEntity,
  id: string,
  input: CustomFieldInput,
) =>
  db.transaction(async (tx) => {
    const before = await load(tx, auth, entity, id);
    if (before.type !== input.type) {
      const message = 'A field keeps its type once created; add a new field instead';
      throw new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'type', message }] });
    }
    const row = (await repository.updateField(tx, auth.companyId, id, {
      name: input.name,
      options: input.options,
      required: input.required,
    }))!;
    await recordAudit(tx, request, {
      action: 'custom_field.update',
      targetType: 'custom_field',
      targetId: id,
      before: toField(before),
      after: toField(row),
    });
    return toField(row);
  });

export const setCustomFieldArchived = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  entity: CustomFieldEntity,
  id: string,
  archived: boolean,
) =>
  db.transaction(async (tx) => {
    await load(tx, auth, entity, id);
    const row = (await repository.updateField(tx, auth.companyId, id, {
      archivedAt: archived ? new Date() : null,
    }))!;
    await recordAudit(tx, request, {
      action: archived ? 'custom_field.archive' : 'custom_field.restore',
      targetType: 'custom_field',
      targetId: id,
    });
    return toField(row);
  });

export const deleteCustomField = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  entity: CustomFieldEntity,
  id: string,
) =>
  db.transaction(async (tx) => {
    const before = await load(tx, auth, entity, id);
    await repository.deleteField(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'custom_field.delete',
      targetType: 'custom_field',
      targetId: id,
      before: toField(before),
    });
  });

export const reorderCustomFields = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  entity: CustomFieldEntity,
  ids: string[],
) =>
  db.transaction(async (tx) => {
    const fields = await repository.listFields(tx, auth.companyId, entity);
    const known = new Set(fields.map((field) => field.id));
    const index = ids.findIndex((id) => !known.has(id));
    if (index >= 0) {
      const message = 'Not one of your fields';
      throw new AppError('VALIDATION_FAILED', message, { errors: [{ path: `ids.${index}`, message }] });
    }
    const order = [...ids, ...fields.map((field) => field.id).filter((id) => !ids.includes(id))];
    await repository.reorderFields(tx, auth.companyId, order);
    await recordAudit(tx, request, {
      action: 'custom_field.reorder',
      targetType: 'company',
      targetId: auth.companyId,
      after: { entity, ids: order },
    });
    return listCustomFields(tx, auth.companyId, entity);
  });

/**
 * Checks a record's custom field values against the company's active fields of its kind; answers
 * what to store (null clears) or throws with every failing field at <prefix>.<id>.
 */
export async function checkValues(
  db: DbOrTx,
  companyId: string,
  entity: CustomFieldEntity,
  values: Record<string, unknown>,
  prefix = 'customFields',
): Promise<Map<string, CustomFieldValue | null>> {
  const fields = await repository.listFields(db, companyId, entity, { activeOnly: true });
  const errors: FieldError[] = [];
  const result = new Map<string, CustomFieldValue | null>();
  const notOurs = `Not one of your ${CUSTOM_FIELD_AREAS[entity].singular.toLowerCase()}s`;
  for (const id of Object.keys(values))
    if (!fields.some((field) => field.id === id)) errors.push({ path: `${prefix}.${id}`, message: notOurs });
  for (const field of fields) {
    const checked = checkCustomFieldValue(field, values[field.id]);
    if (!checked.ok) errors.push({ path: `${prefix}.${field.id}`, message: checked.message });
    else result.set(field.id, checked.value);
  }
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors[0]!.message, { errors });
  return result;
}

export const checkJobValues = (db: DbOrTx, companyId: string, values: Record<string, unknown>) =>
  checkValues(db, companyId, 'job', values);

export { copyJobValues, setJobValues, setValues } from './custom-fields.repository.ts';
