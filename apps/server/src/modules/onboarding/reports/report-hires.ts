import { sql, type SQL } from 'drizzle-orm';
import type { ReportFilters } from '@atrium/shared/schemas/onboarding/reports';

/**
 * The conditions on the hires a report counts, for a statement that names the hire `h` and has
 * filtered it by company already: the filters chosen, and what the caller may see of the hires
 * (`visible`, a condition on `h`).
 */
export function hireConditions(filters: Partial<ReportFilters>, visible: SQL | null): SQL {
  const parts: SQL[] = [];
  if (filters.startFrom) parts.push(sql` and h.start_date >= ${filters.startFrom}::date`);
  if (filters.startTo) parts.push(sql` and h.start_date <= ${filters.startTo}::date`);
  if (filters.departmentId) parts.push(sql` and h.department_id = ${filters.departmentId}::uuid`);
  if (filters.locationId) parts.push(sql` and h.location_id = ${filters.locationId}::uuid`);
  if (filters.states && filters.states.length > 0)
    parts.push(sql` and h.state = any(${`{${filters.states.join(',')}}`}::text[])`);
  if (visible) parts.push(sql` and (${visible})`);
  return sql.join(parts, sql``);
}

/** Days as a number with one decimal, or null (aggregates of no rows). */
export const oneDecimal = (value: string | number | null): number | null =>
  value === null ? null : Math.round(Number(value) * 10) / 10;
