import type { DbOrTx } from '../../../db/client.ts';
import { AppError, type FieldError } from '../../../lib/app-error.ts';
import {
  companyFiles,
  criterionValuesNamed,
  departmentNames,
  groupNames,
  locationNames,
  userNames,
} from './company-refs.repository.ts';

export type LinkKind = 'department' | 'location' | 'person' | 'group' | 'criterionValue' | 'file';

const WHAT: Record<LinkKind, string> = {
  department: 'Department',
  location: 'Location',
  person: 'Person',
  group: 'Group',
  criterionValue: 'Value',
  file: 'File',
};

export interface Link {
  /** Where the id was in the request: `managerUserId`, `criteria.locationIds.2`. */
  path: string;
  kind: LinkKind;
  id: string | null | undefined;
}

/** Ids among a list, each with its path: `criteria.departmentIds` → `criteria.departmentIds.<i>`. */
export const linksOf = (path: string, kind: LinkKind, ids: readonly string[] | undefined): Link[] =>
  (ids ?? []).map((id, index) => ({ path: `${path}.${index}`, kind, id }));

/**
 * Refuses, as field errors, every linked id in a request that is not one of the company's records:
 * another company's id reads exactly as one that never existed.
 */
export async function checkLinks(db: DbOrTx, companyId: string, links: readonly Link[]): Promise<void> {
  const idsOf = (kind: LinkKind) =>
    links.filter((link) => link.kind === kind && link.id).map((link) => link.id!);
  // One after another: inside a transaction the statements share one connection.
  const departments = await departmentNames(db, companyId, idsOf('department'));
  const locations = await locationNames(db, companyId, idsOf('location'));
  const people = await userNames(db, companyId, idsOf('person'));
  const groups = await groupNames(db, companyId, idsOf('group'));
  const values = await criterionValuesNamed(db, companyId, idsOf('criterionValue'));
  const uploads = await companyFiles(db, companyId, idsOf('file'));
  const known: Record<LinkKind, { has(id: string): boolean }> = {
    department: departments,
    location: locations,
    person: people,
    group: groups,
    criterionValue: values,
    file: uploads,
  };
  const errors: FieldError[] = links
    .filter((link) => link.id && !known[link.kind].has(link.id))
    .map((link) => ({ path: link.path, message: `${WHAT[link.kind]} not found` }));
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors[0]!.message, { errors });
}
