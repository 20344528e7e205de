import Papa from 'papaparse';
import type { Role } from '@atrium/shared/constants/company';
import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import { grantsOfRole } from '@atrium/shared/permissions/system-roles';
import {
  IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  REQUIRED_IMPORT_COLUMNS,
  importRowSchema,
  type ImportColumn,
} from '@atrium/shared/schemas/admin/people';
import { type EmploymentType } from '@atrium/shared/constants/employment';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError, type FieldError } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { companyPeopleByEmail, namedLinks, takenEmails } from './people-import.repository.ts';

/** A row ready to insert; `managerEmail` names another row of the same file when set. */
export interface ImportRow {
  email: string;
  firstName: string;
  lastName: string;
  role: Role | null;
  customRoleId: string | null;
  jobTitle: string | null;
  departmentId: string | null;
  locationId: string | null;
  managerId: string | null;
  managerEmail: string | null;
  employmentType: EmploymentType | null;
  startDate: string | null;
}

const badFile = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'file', message }] });

/** Rows keyed by our column names, whatever the case and spacing of the file's headers. */
export function parseCsv(text: string): Array<Partial<Record<ImportColumn, string>>> {
  const byLower = new Map(IMPORT_COLUMNS.map((column) => [column.toLowerCase(), column]));
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => byLower.get(header.trim().toLowerCase()) ?? `ignored:${header}`,
  });
  const fields = new Set(parsed.meta.fields ?? []);
  const missing = REQUIRED_IMPORT_COLUMNS.filter((column) => !fields.has(column));
  if (missing.length > 0) throw badFile(`The file needs the columns ${missing.join(', ')}`);
  if (parsed.data.length === 0) throw badFile('The file has no people in it');
  if (parsed.data.length > MAX_IMPORT_ROWS) {
    throw badFile(`Import at most ${MAX_IMPORT_ROWS} people at a time`);
  }
  return parsed.data.map((row) =>
    Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, (row[column] ?? '').trim()])),
  );
}

/** Whether following managers within the file from `email` comes back to it. */
function isInCycle(email: string, managerOf: Map<string, string>): boolean {
  const seen = new Set<string>();
  for (let current = managerOf.get(email); current; current = managerOf.get(current)) {
    if (current === email) return true;
    if (seen.has(current)) return false;
    seen.add(current);
  }
  return false;
}

/**
 * Checks every row and answers either all rows ready to insert, or every error found, each at
 * `rows.<n>.<column>` where n counts people from 1 (the line under the header).
 */
export async function checkImportRows(
  db: DbOrTx,
  auth: AuthContext,
  raw: Array<Partial<Record<ImportColumn, string>>>,
): Promise<{ rows: ImportRow[]; errors: FieldError[] }> {
  const errors: FieldError[] = [];
  const fail = (index: number, column: string, message: string) =>
    errors.push({ path: `rows.${index + 1}.${column}`, message });
  const emails = raw.map((row) => (row.email ?? '').toLowerCase());
  const managerEmails = raw.map((row) => (row.managerEmail ?? '').toLowerCase()).filter(Boolean);
  const [taken, managers, links] = await Promise.all([
    takenEmails(db, emails.filter(Boolean)),
    companyPeopleByEmail(db, auth.companyId, managerEmails),
    namedLinks(db, auth.companyId),
  ]);
  const fits = (ids: Iterable<string>) => [...ids].every((id) => auth.permissions.has(id as PermissionId));
  const inFile = new Set<string>();
  const managerOf = new Map<string, string>();
  const rows: ImportRow[] = [];

  raw.forEach((values, index) => {
    const parsed = importRowSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) fail(index, String(issue.path[0] ?? 'row'), issue.message);
      return;
    }
    const row = parsed.data;
    if (taken.has(row.email)) fail(index, 'email', 'An account with this email already exists');
    if (inFile.has(row.email)) fail(index, 'email', 'This email appears on an earlier row');
    inFile.add(row.email);
    if (row.role && !fits(grantsOfRole(row.role))) {
      fail(index, 'role', 'You cannot grant more rights than you hold');
    }
    const one = <T>(map: Map<string, T[]>, column: string, name: string | undefined, what: string) => {
      if (!name) return null;
      const found = map.get(name.toLowerCase()) ?? [];
      if (found.length !== 1)
        fail(
          index,
          column,
          found.length ? `More than one ${what} is called ${name}` : `No ${what} is called ${name}`,
        );
      return found.length === 1 ? found[0]! : null;
    };
    const department = one(links.departments, 'department', values.department, 'department');
    const location = one(links.locations, 'location', values.location, 'location');
    const customRole = one(links.roles, 'customRole', values.customRole, 'role');
    if (customRole && !fits(customRole.permissions)) {
      fail(index, 'customRole', 'You cannot grant more rights than you hold');
    }
    const managerEmail = values.managerEmail?.toLowerCase() || null;
    const isManagerInFile = Boolean(managerEmail && emails.includes(managerEmail));
    if (managerEmail === row.email) fail(index, 'managerEmail', 'A person cannot be their own manager');
    else if (managerEmail && !isManagerInFile && !managers.has(managerEmail)) {
      fail(index, 'managerEmail', 'No person of your company has this email');
    }
    if (managerEmail && isManagerInFile) managerOf.set(row.email, managerEmail);
    rows.push({
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      role: row.role ?? null,
      customRoleId: customRole?.id ?? null,
      jobTitle: row.jobTitle ?? null,
      departmentId: department?.id ?? null,
      locationId: location?.id ?? null,
      managerId: managerEmail && !isManagerInFile ? (managers.get(managerEmail) ?? null) : null,
      managerEmail: isManagerInFile ? managerEmail : null,
      employmentType: row.employmentType ?? null,
      startDate: row.startDate ?? null,
    });
  });
  raw.forEach((_, index) => {
    const email = emails[index]!;
    if (managerOf.get(email) !== email && isInCycle(email, managerOf)) {
      fail(index, 'managerEmail', 'These managers report to one another in a circle');
    }
  });
  return { rows, errors };
}
