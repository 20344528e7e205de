import type { AttributeValue } from '@atrium/shared/schemas/admin/people';
import type { DbOrTx } from '../../../db/client.ts';
import type { UserAttributeDefinitionRow } from '../../../db/schema/index.ts';
import { AppError, type FieldError } from '../../../lib/app-error.ts';
import { attributeDefinitions, existingLinks, isInManagerChain } from './people.repository.ts';

// Rules a person's links and attribute values must meet; each failure is a field error (400).

const LINK_MESSAGES = {
  departmentId: 'Select a department of your company',
  locationId: 'Select a location of your company',
  managerId: 'Select a person of your company',
  customRoleId: 'Select a role of your company',
} as const;

export const invalid = (errors: FieldError[]) =>
  new AppError('VALIDATION_FAILED', errors[0]?.message ?? 'Invalid input', { errors });

interface Links {
  departmentId?: string | null;
  locationId?: string | null;
  managerId?: string | null;
  customRoleId?: string | null;
}

/**
 * Linked ids must belong to the company; a manager may be neither the person themselves nor
 * anyone who reports to them, directly or not, so the reporting lines never form a cycle.
 */
export async function linkErrors(
  db: DbOrTx,
  companyId: string,
  links: Links,
  personId: string | null,
): Promise<FieldError[]> {
  const found = await existingLinks(db, companyId, {
    departmentId: links.departmentId ?? undefined,
    locationId: links.locationId ?? undefined,
    managerId: links.managerId ?? undefined,
    customRoleId: links.customRoleId ?? undefined,
  });
  const errors: FieldError[] = (Object.keys(LINK_MESSAGES) as Array<keyof typeof LINK_MESSAGES>)
    .filter((key) => !found[key])
    .map((key) => ({ path: key, message: LINK_MESSAGES[key] }));
  if (personId && links.managerId && found.managerId) {
    if (links.managerId === personId) {
      errors.push({ path: 'managerId', message: 'A person cannot be their own manager' });
    } else if (await isInManagerChain(db, companyId, links.managerId, personId)) {
      errors.push({ path: 'managerId', message: 'This person reports to them already, directly or not' });
    }
  }
  return errors;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function valueError(definition: UserAttributeDefinitionRow, value: AttributeValue): string | null {
  const optionIds = new Set(definition.options.map((option) => option.id));
  switch (definition.type) {
    case 'text':
      return typeof value === 'string' ? null : 'Enter text';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'Enter a number';
    case 'date':
      return typeof value === 'string' &&
        ISO_DATE.test(value) &&
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
        ? null
        : 'Enter a valid date (YYYY-MM-DD)';
    case 'single_select':
      return typeof value === 'string' && optionIds.has(value) ? null : 'Select one of the options';
    case 'multi_select':
      return Array.isArray(value) &&
        value.every((id) => optionIds.has(id)) &&
        new Set(value).size === value.length
        ? null
        : 'Select among the options';
  }
}

/** Checks each value against its definition; archived or unknown attributes cannot be written. */
export async function attributeErrors(
  db: DbOrTx,
  companyId: string,
  values: Record<string, AttributeValue | null>,
): Promise<FieldError[]> {
  const entries = Object.entries(values);
  if (entries.length === 0) return [];
  const definitions = new Map((await attributeDefinitions(db, companyId)).map((row) => [row.id, row]));
  const errors: FieldError[] = [];
  for (const [id, value] of entries) {
    const definition = definitions.get(id);
    const path = `attributes.${id}`;
    if (!definition || definition.archivedAt) errors.push({ path, message: 'Unknown attribute' });
    else if (value !== null) {
      const message = valueError(definition, value);
      if (message) errors.push({ path, message });
    }
  }
  return errors;
}

// The role rules are the platform's, shared with every place that assigns roles.
export { refuseGreaterPerson, refuseGreaterRole } from '../../platform/roles/role-assignment.service.ts';
