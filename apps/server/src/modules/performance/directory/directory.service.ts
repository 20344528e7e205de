import type {
  DirectoryLookups,
  DirectoryPerson,
  DirectoryProfile,
  DirectoryQuery,
  OrgChart,
  OrgChartNode,
} from '@atrium/shared/schemas/performance/directory';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { DbOrTx } from '../../../db/client.ts';
import { notFound } from '../../../lib/app-error.ts';
import { offsetOf, pageOf } from '../../../lib/list-query.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { managerChainOf } from '../../platform/reporting-line/reporting-line.repository.ts';
import * as repository from './directory.repository.ts';
import type { DirectoryRow } from './directory.repository.ts';

const ref = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

export function toDirectoryPerson(row: DirectoryRow): DirectoryPerson {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    avatarUrl: row.avatarUrl,
    jobTitle: row.jobTitle,
    department: ref(row.departmentId, row.departmentName),
    location: ref(row.locationId, row.locationName),
    manager: ref(row.managerId, row.managerFirstName && `${row.managerFirstName} ${row.managerLastName}`),
    startDate: row.startDate,
    status: row.status,
    directReports: Number(row.directReports),
  };
}

const toNode = (row: DirectoryRow): OrgChartNode => {
  const person = toDirectoryPerson(row);
  return {
    id: person.id,
    name: person.name,
    jobTitle: person.jobTitle,
    avatarUrl: person.avatarUrl,
    department: person.department,
    directReports: person.directReports,
  };
};

export async function listDirectory(
  db: DbOrTx,
  auth: AuthContext,
  query: DirectoryQuery,
): Promise<Paged<DirectoryPerson>> {
  const { rows, total } = await repository.listDirectory(db, auth.companyId, query, {
    limit: query.limit,
    offset: offsetOf(query),
  });
  return pageOf(rows.map(toDirectoryPerson), total, query);
}

export const directoryLookups = (db: DbOrTx, auth: AuthContext): Promise<DirectoryLookups> =>
  repository.directoryLookups(db, auth.companyId);

export async function profile(db: DbOrTx, auth: AuthContext, id: string): Promise<DirectoryProfile> {
  const row = await repository.findPerson(db, auth.companyId, id);
  if (!row) throw notFound('Person');
  const chainIds = await managerChainOf(db, auth.companyId, id);
  const [chain, reports, groups] = await Promise.all([
    repository.findPeople(db, auth.companyId, chainIds),
    repository.directReportsOf(db, auth.companyId, id),
    repository.groupsOf(db, auth.companyId, id),
  ]);
  return {
    ...toDirectoryPerson(row),
    timezone: row.timezone,
    groups,
    managerChain: chain.map((manager) => ({
      id: manager.id,
      name: `${manager.firstName} ${manager.lastName}`,
      jobTitle: manager.jobTitle,
      avatarUrl: manager.avatarUrl,
    })),
    reports: reports.map(toDirectoryPerson),
    relation: id === auth.userId ? 'self' : chainIds.includes(auth.userId) ? 'manager' : 'colleague',
  };
}

/** The chart around a person (their managers above, their reports below), or its top. */
export async function orgChart(
  db: DbOrTx,
  auth: AuthContext,
  personId: string | undefined,
): Promise<OrgChart> {
  if (!personId) {
    const top = await repository.directReportsOf(db, auth.companyId, null);
    return { focus: null, chain: [], reports: top.map(toNode) };
  }
  const row = await repository.findPerson(db, auth.companyId, personId);
  if (!row || row.status === 'inactive') throw notFound('Person');
  const chainIds = await managerChainOf(db, auth.companyId, personId);
  const [chain, reports] = await Promise.all([
    repository.findPeople(db, auth.companyId, chainIds),
    repository.directReportsOf(db, auth.companyId, personId),
  ]);
  return { focus: toNode(row), chain: chain.reverse().map(toNode), reports: reports.map(toNode) };
}
