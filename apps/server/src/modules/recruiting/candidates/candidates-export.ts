import { Readable } from 'node:stream';
import Papa from 'papaparse';
import type { CandidateListQuery } from '@atrium/shared/schemas/recruiting/candidates';
import type { DbOrTx } from '../../../db/client.ts';
import { listCandidatePage, type CandidateListRow } from './candidates-list.repository.ts';

const BATCH = 500;
const COLUMNS = [
  'Candidate ID',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Title',
  'Company',
  'Applications',
  'Tags',
  'Recruiter',
  'Coordinator',
  'Source',
  'Last activity',
  'Created',
];

const cells = (row: CandidateListRow): string[] => [
  String(row.public_id),
  row.first_name,
  row.last_name,
  row.email,
  row.phone ?? '',
  row.title,
  row.company,
  row.applications.map((a) => `${a.jobName ?? ''}: ${a.stageName ?? ''} (${a.status})`).join('; '),
  row.tags.map((tag) => tag.name).join('; '),
  row.recruiter_name ?? '',
  row.coordinator_name ?? '',
  row.source ?? '',
  new Date(row.last_activity_at).toISOString(),
  new Date(row.created_at).toISOString(),
];

// A cell starting with = + - @ would run as a formula in a spreadsheet.
const csv = (rows: string[][]) => `${Papa.unparse(rows, { escapeFormulae: true })}\r\n`;

/** The list's matches in its order, as CSV; the first batch is read before any byte is sent. */
export async function exportCandidatesCsv(
  db: DbOrTx,
  companyId: string,
  query: CandidateListQuery,
): Promise<Readable> {
  const page = (n: number) => listCandidatePage(db, companyId, { ...query, page: n, limit: BATCH });
  const first = await page(1);
  async function* lines() {
    yield csv([COLUMNS]);
    let rows = first;
    for (let n = 1; ;) {
      if (rows.length > 0) yield csv(rows.map(cells));
      if (rows.length < BATCH) return;
      n += 1;
      rows = await page(n);
    }
  }
  return Readable.from(lines());
}
