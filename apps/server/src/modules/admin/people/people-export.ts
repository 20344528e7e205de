import { Readable } from 'node:stream';
import Papa from 'papaparse';
import type { PeopleListQuery, Person } from '@atrium/shared/schemas/admin/people';
import type { DbOrTx } from '../../../db/client.ts';
import { listPeople } from './people-list.repository.ts';
import { toPerson } from './person-view.ts';

// Read in pages and streamed, so a company of 50,000 people never sits in memory at once.
const BATCH = 1000;

export const EXPORT_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'status',
  'role',
  'customRole',
  'jobTitle',
  'department',
  'location',
  'manager',
  'employmentType',
  'startDate',
  'createdAt',
  'lastLoginAt',
] as const;

const toCells = (person: Person): Array<string> => [
  person.firstName,
  person.lastName,
  person.email,
  person.status,
  person.role ?? '',
  person.customRole?.name ?? '',
  person.jobTitle ?? '',
  person.department?.name ?? '',
  person.location?.name ?? '',
  person.manager?.name ?? '',
  person.employmentType ?? '',
  person.startDate ?? '',
  person.createdAt,
  person.lastLoginAt ?? '',
];

// A cell starting with = + - @ would run as a formula in a spreadsheet.
const csv = (rows: string[][]) => `${Papa.unparse(rows, { escapeFormulae: true })}\r\n`;

/**
 * The people of the list's filters and order, as CSV: a header line, then every matching person.
 * The first page is read before the stream is handed over, so a query that fails does so before any
 * byte is sent, as a proper error answer, rather than as a download cut off half way.
 */
export async function exportPeopleCsv(
  db: DbOrTx,
  companyId: string,
  query: PeopleListQuery,
  batch = BATCH,
): Promise<Readable> {
  const first = await listPeople(db, companyId, query, { limit: batch, offset: 0 });
  async function* lines() {
    yield csv([[...EXPORT_COLUMNS]]);
    let rows = first;
    for (let offset = 0; ;) {
      if (rows.length > 0) yield csv(rows.map((row) => toCells(toPerson(row))));
      if (rows.length < batch) return;
      offset += batch;
      rows = await listPeople(db, companyId, query, { limit: batch, offset });
    }
  }
  return Readable.from(lines());
}
