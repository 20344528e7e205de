import { z } from 'zod';
import type { CustomField } from '@atrium/shared/schemas/recruiting/custom-fields';
import type { DbOrTx } from '../../../db/client.ts';
import { listFields } from '../custom-fields/custom-fields.repository.ts';
import { nameKeyOf } from './harvest-custom-fields.ts';
import { asSent, invalid } from './harvest-http.ts';
import { userIdByPublicIdOrEmail } from './harvest.repository.ts';

/**
 * Greenhouse's custom field element on writes (PATCH candidate, application or current offer, POST
 * candidate): the field by `name_key` (or `id`), its `value`, a currency's `unit`, or
 * `delete_value: "true"`.
 */
export const harvestCustomFieldWrites = z
  .array(
    z.object({
      id: z.unknown().optional(),
      name_key: z.string().trim().max(200).optional(),
      value: z.unknown().optional(),
      unit: z.string().trim().max(3).optional(),
      delete_value: z.union([z.literal('true'), z.literal(true)]).optional(),
    }),
  )
  .max(100, 'At most 100 custom fields at once')
  .optional();

export type HarvestCustomFieldWrites = z.output<typeof harvestCustomFieldWrites>;

type Field = Pick<CustomField, 'id' | 'name' | 'type' | 'options' | 'required'>;

/** Greenhouse's value of one field, as our field type keeps it (still to be checked by that type). */
async function ourValue(
  db: DbOrTx,
  companyId: string,
  field: Field,
  item: NonNullable<HarvestCustomFieldWrites>[number],
  at: string,
): Promise<unknown> {
  const { value } = item;
  switch (field.type) {
    case 'currency':
      if (!item.unit) throw invalid(`${at}.unit`, 'Must be present for a currency field (ISO-4217 code)');
      return { amount: typeof value === 'string' ? Number(value) : value, currency: item.unit.toUpperCase() };
    case 'number':
      return typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    case 'yes_no':
      return value === 'true' ? true : value === 'false' ? false : value;
    case 'user': {
      // Greenhouse names a user by id; an email is accepted too, as for recruiters.
      if (value === null || value === undefined || value === '') return value;
      const byId = typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value));
      const id = await userIdByPublicIdOrEmail(
        db,
        companyId,
        byId ? { publicId: Number(value) } : { email: String(value) },
      );
      if (!id) throw invalid(`${at}.value`, 'Must be a user of your organization');
      return id;
    }
    default:
      return value;
  }
}

/**
 * The changes a Harvest request asks for, by our field ids (null clears a value): only the fields it
 * names. Each element is answered by its place in the array when refused.
 */
async function changesOf(
  db: DbOrTx,
  companyId: string,
  entity: 'candidate' | 'application' | 'offer',
  fields: readonly Field[],
  items: NonNullable<HarvestCustomFieldWrites>,
): Promise<Record<string, unknown>> {
  const changes: Record<string, unknown> = {};
  for (const [index, item] of items.entries()) {
    const at = `custom_fields.${index}`;
    if (!item.name_key)
      throw invalid(
        item.id === undefined ? `${at}.name_key` : `${at}.id`,
        'Name the field by its name_key: Atrium custom fields have no integer ids',
      );
    const field = fields.find((candidate) => nameKeyOf(candidate.name) === item.name_key);
    if (!field) throw invalid(`${at}.name_key`, `Must be one of your ${entity} custom fields`);
    if (item.delete_value !== undefined) {
      if (field.required) throw invalid(`${at}.delete_value`, 'This field is required: it cannot be cleared');
      changes[field.id] = null;
      continue;
    }
    if (item.value === undefined || item.value === null || item.value === '')
      throw invalid(`${at}.value`, 'Must be present: to clear a value send delete_value "true"');
    changes[field.id] = await ourValue(db, companyId, field, item, at);
  }
  return changes;
}

/** Where the request named each field, for a refusal our checks answer at customFields.<id>. */
const pathsOf = (fields: readonly Field[], items: NonNullable<HarvestCustomFieldWrites>) =>
  Object.fromEntries(
    fields.map((field) => {
      const index = items.findIndex((item) => item.name_key === nameKeyOf(field.name));
      return [
        `customFields.${field.id}`,
        index === -1 ? `custom_fields.${field.name}` : `custom_fields.${index}.value`,
      ];
    }),
  );

/**
 * Writes the custom fields a Harvest request names through `save` (the profile's own write, the
 * others kept), with its refusals named as the request sent them.
 */
export async function saveHarvestCustomFields(
  db: DbOrTx,
  companyId: string,
  entity: 'candidate' | 'application' | 'offer',
  items: HarvestCustomFieldWrites,
  save: (changes: Record<string, unknown>) => Promise<unknown>,
): Promise<void> {
  if (!items?.length) return;
  const fields = await listFields(db, companyId, entity, { activeOnly: true });
  const changes = await changesOf(db, companyId, entity, fields, items);
  await asSent(pathsOf(fields, items), save(changes));
}
