import { fieldValuesSchema, type FieldDefinition } from '@atrium/shared/schemas/onboarding/fields';
import { maskSecret } from '@atrium/shared/schemas/onboarding/profile';
import type { DbOrTx } from '../../../db/client.ts';
import type { SealedSecret } from '../../../db/schema/index.ts';
import { AppError, type FieldError } from '../../../lib/app-error.ts';
import { companyUserIds } from '../../../lib/company-links.ts';
import type { FieldSealer } from '../../../lib/field-encryption.ts';
import { companyDepartmentIds, companyImageIds } from './fields.repository.ts';

/** What binds a sealed value to its place: a value copied elsewhere does not open. */
export const sealContext = (companyId: string, newHireId: string, what: string) =>
  `onboarding:${companyId}:${newHireId}:${what}`;

export const isSealed = (value: unknown): value is SealedSecret =>
  typeof value === 'object' && value !== null && 'sealed' in value && 'last4' in value;

const validationFailed = (errors: FieldError[]) =>
  new AppError('VALIDATION_FAILED', errors[0]!.message, { errors });

/**
 * Checks values given for a hire's custom fields (by type, then the links: a person, a team, an
 * image must be the company's), seals masked ones, and answers the stored values with them merged
 * in: a masked field omitted keeps its value, null clears any field.
 */
export async function storableFieldValues(
  db: DbOrTx,
  options: {
    companyId: string;
    newHireId: string;
    definitions: readonly FieldDefinition[];
    given: Record<string, unknown>;
    stored: Record<string, unknown>;
    enforceRequired: boolean;
    sealer: FieldSealer;
    pathPrefix: string;
  },
): Promise<Record<string, unknown>> {
  const { definitions, given, stored, pathPrefix } = options;
  // A required masked field already set counts as given.
  const withKept = { ...given };
  for (const field of definitions)
    if (field.type === 'masked' && !(field.id in given) && isSealed(stored[field.id]))
      withKept[field.id] = '••••';
  const parsed = fieldValuesSchema(definitions, { enforceRequired: options.enforceRequired }).safeParse(
    withKept,
  );
  if (!parsed.success)
    throw validationFailed(
      parsed.error.issues.map((issue) => ({
        path: [pathPrefix, ...issue.path].join('.'),
        message: issue.message,
      })),
    );
  const values = parsed.data;
  const byId = new Map(definitions.map((field) => [field.id, field]));
  const idsOf = (type: FieldDefinition['type']) =>
    Object.entries(values).flatMap(([id, value]) =>
      byId.get(id)?.type === type && typeof value === 'string' ? [[id, value] as const] : [],
    );
  const [people, teams, images] = await Promise.all([
    companyUserIds(
      db,
      options.companyId,
      idsOf('person').map(([, value]) => value),
    ),
    companyDepartmentIds(
      db,
      options.companyId,
      idsOf('team').map(([, value]) => value),
    ),
    companyImageIds(
      db,
      options.companyId,
      idsOf('image').map(([, value]) => value),
    ),
  ]);
  const errors: FieldError[] = [
    ...idsOf('person')
      .filter(([, value]) => !people.has(value))
      .map(([id]) => ({ path: `${pathPrefix}.${id}`, message: 'Person not found' })),
    ...idsOf('team')
      .filter(([, value]) => !teams.has(value))
      .map(([id]) => ({ path: `${pathPrefix}.${id}`, message: 'Team not found' })),
    ...idsOf('image')
      .filter(([, value]) => !images.has(value))
      .map(([id]) => ({ path: `${pathPrefix}.${id}`, message: 'Upload an image' })),
  ];
  if (errors.length > 0) throw validationFailed(errors);
  const out: Record<string, unknown> = {};
  // Values of fields since deleted are dropped with this write.
  for (const field of definitions) if (field.id in stored) out[field.id] = stored[field.id];
  for (const [id, value] of Object.entries(values)) {
    const field = byId.get(id)!;
    if (field.type === 'masked' && !(id in given)) continue;
    if (field.type === 'masked' && typeof value === 'string') {
      out[id] = {
        sealed: options.sealer.seal(value, sealContext(options.companyId, options.newHireId, `field:${id}`)),
        last4: value.replace(/\s+/g, '').slice(-4),
      } satisfies SealedSecret;
    } else out[id] = value;
  }
  return out;
}

/** Stored values as answered: masked ones as "•••• 1234", nothing sealed ever leaves. */
export function viewFieldValues(definitions: readonly FieldDefinition[], stored: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const field of definitions) {
    const value = stored[field.id];
    if (value === undefined || value === null) continue;
    out[field.id] = field.type === 'masked' ? (isSealed(value) ? maskSecret(value.last4) : null) : value;
  }
  return out;
}

/** The values that count for completion: a masked field counts when set. */
export const presentValues = (stored: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(stored).map(([id, value]) => [id, isSealed(value) ? 'set' : value]));
