import type { FastifyRequest } from 'fastify';
import Papa from 'papaparse';
import {
  MAX_NEW_HIRE_IMPORT_ROWS,
  NEW_HIRE_MESSAGES,
  NEW_HIRE_IMPORT_COLUMNS,
  REQUIRED_NEW_HIRE_IMPORT_COLUMNS,
  newHireImportRowSchema,
  type NewHireImportColumn,
  type NewHireImportReport,
} from '@atrium/shared/schemas/onboarding/new-hires';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isDataException } from '../../../lib/pg-errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { auditCreated, insertNewHire, loadHire } from './new-hires.service.ts';
import { namedPlaces, peopleByEmail } from './new-hires-import.repository.ts';
import { isPersonalEmailTaken } from './new-hires.repository.ts';

type RawRow = Record<NewHireImportColumn, string>;
type RowErrors = Array<{ field: string; message: string }>;

const badFile = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'csv', message }] });

const headerKey = (header: string) => header.replace(/[^a-z0-9]/gi, '').toLowerCase();

/** Rows keyed by our column names, whatever the case, spaces and underscores of the file's headers. */
export function parseNewHiresCsv(text: string): RawRow[] {
  const byKey = new Map(NEW_HIRE_IMPORT_COLUMNS.map((column) => [headerKey(column), column]));
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => byKey.get(headerKey(header)) ?? `ignored:${header}`,
  });
  const fields = new Set(parsed.meta.fields ?? []);
  const missing = REQUIRED_NEW_HIRE_IMPORT_COLUMNS.filter((column) => !fields.has(column));
  if (missing.length > 0) throw badFile(`The file needs the columns ${missing.join(', ')}`);
  if (parsed.data.length === 0) throw badFile('The file has no new hires in it');
  if (parsed.data.length > MAX_NEW_HIRE_IMPORT_ROWS)
    throw badFile(`Import at most ${MAX_NEW_HIRE_IMPORT_ROWS} new hires at a time`);
  return parsed.data.map(
    (row) =>
      Object.fromEntries(
        NEW_HIRE_IMPORT_COLUMNS.map((column) => [column, String(row[column] ?? '').trim()]),
      ) as RawRow,
  );
}

/**
 * POST /api/onboarding/new-hires/import: every row on its own, all or nothing: created with its
 * plan, or not at all with every failing field named. Departments and locations are named as in
 * company administration, people (manager, HR contact, buddy) by their email.
 */
export async function importNewHires(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  csv: string,
): Promise<NewHireImportReport> {
  const rows = parseNewHiresCsv(csv);
  const places = await namedPlaces(db, auth.companyId);
  const people = await peopleByEmail(
    db,
    auth.companyId,
    rows.flatMap((row) => [row.managerEmail, row.hrContactEmail, row.buddyEmail]),
  );
  const report: NewHireImportReport = { created: 0, failed: 0, rows: [] };
  for (const [index, raw] of rows.entries()) {
    const errors: RowErrors = [];
    const parsed = newHireImportRowSchema.safeParse(raw);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        errors.push({ field: String(issue.path[0] ?? 'row'), message: issue.message });
    const lookup = (field: NewHireImportColumn, names: Map<string, string>, what: string) => {
      const value = raw[field].toLowerCase();
      if (!value) return null;
      const id = names.get(value);
      if (!id) errors.push({ field, message: `${what} not found` });
      return id ?? null;
    };
    const departmentId = lookup('department', places.departments, 'Department');
    const locationId = lookup('location', places.locations, 'Location');
    const managerUserId = lookup('managerEmail', people, 'Person');
    const hrContactUserId = lookup('hrContactEmail', people, 'Person');
    const buddyUserId = lookup('buddyEmail', people, 'Person');
    // Asked here too, so the row names this beside its other faults (insertNewHire asks again, held).
    if (parsed.success && (await isPersonalEmailTaken(db, auth.companyId, parsed.data.personalEmail, null)))
      errors.push({ field: 'personalEmail', message: NEW_HIRE_MESSAGES.personalEmailTaken });
    let newHireId: string | null = null;
    if (parsed.success && errors.length === 0) {
      try {
        newHireId = await db.transaction(async (tx) => {
          const row = await insertNewHire(
            tx,
            auth.companyId,
            { ...parsed.data, departmentId, locationId, managerUserId, hrContactUserId, buddyUserId },
            { source: 'import' },
          );
          await auditCreated(tx, request, auth.companyId, await loadHire(tx, auth.companyId, row.id));
          return row.id;
        });
      } catch (error) {
        if (error instanceof AppError && error.errors)
          errors.push(...error.errors.map((item) => ({ field: item.path, message: item.message })));
        else if (isDataException(error))
          errors.push({ field: 'row', message: 'A value in this row cannot be stored' });
        else throw error;
      }
    }
    report.rows.push({ row: index + 1, status: newHireId ? 'created' : 'error', newHireId, errors });
    if (newHireId) report.created += 1;
    else report.failed += 1;
  }
  return report;
}
