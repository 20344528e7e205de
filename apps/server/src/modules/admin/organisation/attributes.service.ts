import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import {
  type AttributeListQuery,
  type CreateAttributeInput,
  type UpdateAttributeInput,
  type UserAttribute,
  OPTIONS_NOT_ALLOWED,
  OPTIONS_REQUIRED,
  isSelectType,
} from '@atrium/shared/schemas/admin/organisation';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { UserAttributeDefinitionRow, UserAttributeOption } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { offsetOf, pageOf } from '../../../lib/list-query.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import * as repository from './attributes.repository.ts';
import { unknownLink } from '../../../lib/company-links.ts';

const toAttribute = (row: UserAttributeDefinitionRow): UserAttribute => ({
  id: row.id,
  key: row.key,
  label: row.label,
  type: row.type,
  options: row.options,
  isArchived: row.archivedAt !== null,
  archivedAt: row.archivedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const snapshot = (row: UserAttributeDefinitionRow) => ({
  key: row.key,
  label: row.label,
  type: row.type,
  options: row.options,
  archivedAt: row.archivedAt?.toISOString() ?? null,
});

const KEY_TAKEN = 'An attribute with this key already exists';
const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: [{ path, message }] });

/** "Shirt size (EU)" → "shirt_size_eu"; a label with no letters gets a generated key. */
const keyFromLabel = (label: string): string => {
  const slug = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+|_+$/g, '')
    .slice(0, 64);
  return slug || `attribute_${randomUUID().slice(0, 8)}`;
};

/**
 * Options keep their ids (stored values name them); an id the attribute never had is refused, and a
 * new option gets a fresh one.
 */
function resolveOptions(
  input: { id?: string; label: string }[],
  existing: readonly UserAttributeOption[],
): UserAttributeOption[] {
  const known = new Set(existing.map((option) => option.id));
  return input.map((option, index) => {
    if (option.id && !known.has(option.id)) throw unknownLink(`options.${index}.id`, 'Option');
    return { id: option.id ?? randomUUID(), label: option.label };
  });
}

export async function listAttributes(
  db: Db,
  auth: AuthContext,
  query: AttributeListQuery,
): Promise<Paged<UserAttribute>> {
  const filter = { search: query.search, status: query.status };
  const [rows, total] = await Promise.all([
    repository.listAttributes(db, auth.companyId, filter, {
      sortBy: query.sortBy ?? 'label',
      descending: query.sortOrder === -1,
      limit: query.limit,
      offset: offsetOf(query),
    }),
    repository.countAttributes(db, auth.companyId, filter),
  ]);
  return pageOf(rows.map(toAttribute), total, query);
}

async function load(db: DbOrTx, auth: AuthContext, id: string): Promise<UserAttributeDefinitionRow> {
  const row = await repository.findAttribute(db, auth.companyId, id);
  if (!row) throw notFound('Attribute');
  return row;
}

export const getAttribute = async (db: Db, auth: AuthContext, id: string) =>
  toAttribute(await load(db, auth, id));

export async function createAttribute(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  input: CreateAttributeInput,
): Promise<UserAttribute> {
  const options = resolveOptions(input.options, []);
  try {
    return await db.transaction(async (tx) => {
      const row = await repository.insertAttribute(tx, {
        companyId: auth.companyId,
        key: input.key ?? keyFromLabel(input.label),
        label: input.label,
        type: input.type,
        options,
      });
      await recordAudit(tx, request, {
        action: 'attribute.create',
        targetType: 'user_attribute',
        targetId: row.id,
        after: snapshot(row),
      });
      return toAttribute(row);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'user_attribute_definitions_company_key_key')) {
      throw new AppError('CONFLICT', KEY_TAKEN, {
        errors: [{ path: input.key ? 'key' : 'label', message: KEY_TAKEN }],
      });
    }
    throw error;
  }
}

export const updateAttribute = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: UpdateAttributeInput,
) =>
  db.transaction(async (tx) => {
    const before = await load(tx, auth, id);
    // The body schema cannot know the stored type, so the option rules are checked here.
    if (isSelectType(before.type) && input.options.length === 0)
      throw fieldError('options', OPTIONS_REQUIRED);
    if (!isSelectType(before.type) && input.options.length > 0)
      throw fieldError('options', OPTIONS_NOT_ALLOWED);
    const options = resolveOptions(input.options, before.options);
    const after = await repository.updateAttribute(tx, auth.companyId, id, { label: input.label, options });
    await recordAudit(tx, request, {
      action: 'attribute.update',
      targetType: 'user_attribute',
      targetId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return toAttribute(after);
  });

/** Archive hides an attribute from forms and keeps its values; restore brings both back. */
export const setAttributeArchived = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  archived: boolean,
) =>
  db.transaction(async (tx) => {
    const before = await load(tx, auth, id);
    if ((before.archivedAt !== null) === archived) return toAttribute(before);
    const after = await repository.updateAttribute(tx, auth.companyId, id, {
      archivedAt: archived ? new Date() : null,
    });
    await recordAudit(tx, request, {
      action: archived ? 'attribute.archive' : 'attribute.restore',
      targetType: 'user_attribute',
      targetId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return toAttribute(after);
  });
