import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { CustomFieldType, CustomFieldValue } from '@atrium/shared/schemas/recruiting/custom-fields';
import type { DbOrTx } from '../../../db/client.ts';
import {
  applicationCustomFieldValues,
  candidateCustomFieldValues,
  jobCustomFields,
  jobCustomFieldValues,
  users,
} from '../../../db/schema/index.ts';

/** Greenhouse's `custom_fields` (by name key) and `keyed_custom_fields` (name, type and value). */
export const harvestCustomFieldsShape = {
  custom_fields: z.record(z.string(), z.unknown()),
  keyed_custom_fields: z.record(
    z.string(),
    z.object({ name: z.string(), type: z.string(), value: z.unknown() }),
  ),
};
export interface HarvestCustomFields {
  custom_fields: Record<string, unknown>;
  keyed_custom_fields: Record<string, { name: string; type: string; value: unknown }>;
}
export const NO_CUSTOM_FIELDS: HarvestCustomFields = { custom_fields: {}, keyed_custom_fields: {} };

// Greenhouse's names for our field types.
const TYPES: Record<CustomFieldType, string> = {
  text: 'short_text',
  number: 'number',
  currency: 'currency',
  date: 'date',
  single_select: 'single_select',
  multi_select: 'multi_select',
  yes_no: 'yes_no',
  user: 'user',
};

/** Greenhouse's name_key: "Desired Salary" → "desired_salary". */
export const nameKeyOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');

const TABLES = {
  candidate: { table: candidateCustomFieldValues, owner: candidateCustomFieldValues.candidateId },
  application: { table: applicationCustomFieldValues, owner: applicationCustomFieldValues.applicationId },
  job: { table: jobCustomFieldValues, owner: jobCustomFieldValues.jobId },
} as const;

/**
 * The custom fields of a page of candidates, applications or jobs, in two queries: the values with
 * their (unarchived) fields, then the people a "user" field names.
 */
export async function harvestCustomFieldsOf(
  db: DbOrTx,
  companyId: string,
  entity: keyof typeof TABLES,
  ownerIds: string[],
): Promise<Map<string, HarvestCustomFields>> {
  if (ownerIds.length === 0) return new Map();
  const { table, owner } = TABLES[entity];
  const rows = await db
    .select({ ownerId: owner, value: table.value, name: jobCustomFields.name, type: jobCustomFields.type })
    .from(table)
    .innerJoin(
      jobCustomFields,
      and(eq(jobCustomFields.companyId, table.companyId), eq(jobCustomFields.id, table.fieldId)),
    )
    .where(
      and(
        eq(table.companyId, companyId),
        inArray(owner, [...new Set(ownerIds)]),
        eq(jobCustomFields.entity, entity),
        isNull(jobCustomFields.archivedAt),
      ),
    )
    .orderBy(jobCustomFields.position);
  return shapeFields(db, companyId, rows);
}

interface FieldValueRow {
  ownerId: string;
  value: CustomFieldValue;
  name: string;
  type: CustomFieldType;
}

/** Values with their fields as Greenhouse's two hashes, by owner; a "user" field's person looked up. */
async function shapeFields(
  db: DbOrTx,
  companyId: string,
  rows: FieldValueRow[],
): Promise<Map<string, HarvestCustomFields>> {
  const result = new Map<string, HarvestCustomFields>();
  const userIds = rows.flatMap((row) =>
    row.type === 'user' && typeof row.value === 'string' ? [row.value] : [],
  );
  const people =
    userIds.length === 0
      ? []
      : await db
          .select({
            id: users.id,
            publicId: users.publicId,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
          })
          .from(users)
          .where(and(eq(users.companyId, companyId), inArray(users.id, [...new Set(userIds)])));
  const personOf = new Map(people.map((person) => [person.id, person]));
  const valueOf = (type: CustomFieldType, value: CustomFieldValue): unknown => {
    if (type === 'currency' && typeof value === 'object' && !Array.isArray(value))
      return { unit: value.currency, amount: value.amount };
    if (type === 'user' && typeof value === 'string') {
      const person = personOf.get(value);
      return person
        ? {
            name: `${person.firstName} ${person.lastName}`.trim(),
            email: person.email,
            user_id: person.publicId,
          }
        : null;
    }
    return value;
  };
  for (const row of rows) {
    const key = nameKeyOf(row.name);
    const value = valueOf(row.type, row.value);
    const fields = result.get(row.ownerId) ?? { custom_fields: {}, keyed_custom_fields: {} };
    fields.custom_fields[key] = value;
    fields.keyed_custom_fields[key] = { name: row.name, type: TYPES[row.type], value };
    result.set(row.ownerId, fields);
  }
  return result;
}

/**
 * The custom fields of records that keep their values in a JSON column by field id (an offer's):
 * the company's unarchived fields of that entity, in their order.
 */
export async function harvestStoredFieldsOf(
  db: DbOrTx,
  companyId: string,
  entity: 'offer',
  owners: Array<{ id: string; values: Record<string, unknown> }>,
): Promise<Map<string, HarvestCustomFields>> {
  if (owners.length === 0) return new Map();
  const fields = await db
    .select({ id: jobCustomFields.id, name: jobCustomFields.name, type: jobCustomFields.type })
    .from(jobCustomFields)
    .where(
      and(
        eq(jobCustomFields.companyId, companyId),
        eq(jobCustomFields.entity, entity),
        isNull(jobCustomFields.archivedAt),
      ),
    )
    .orderBy(jobCustomFields.position);
  const rows = owners.flatMap((owner) =>
    fields.flatMap((field) => {
      const value = owner.values[field.id];
      return value === undefined || value === null
        ? []
        : [{ ownerId: owner.id, value: value as CustomFieldValue, name: field.name, type: field.type }];
    }),
  );
  return shapeFields(db, companyId, rows);
}
