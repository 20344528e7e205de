import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import {
  PERFORMANCE_REPORT_KINDS,
  type PerformanceReportKind,
} from '@atrium/shared/schemas/performance/reports';
import type { ReportParams } from '../api/reports-api';

/** The filters' names in the address, as the server reads them. */
export const FILTER_NAMES = ['from', 'to', 'departmentId', 'cycleId', 'level'] as const;

/** The permission each report is read with. */
export const REPORT_PERMISSIONS: Record<PerformanceReportKind, PermissionId> = {
  'one-on-ones': 'prf.module.reports.one_on_one.view',
  feedback: 'prf.module.reports.feedback.view',
  goals: 'prf.module.reports.goals.view',
};

/** The report shown: `?report=` when it names one the viewer may read, else the first they may. */
export function reportKindOf(
  search: URLSearchParams,
  allowed: readonly PerformanceReportKind[],
): PerformanceReportKind | undefined {
  const named = search.get('report');
  return allowed.find((kind) => kind === named) ?? allowed[0];
}

/** The filters the address holds, each only when set. */
export function reportParamsOf(search: URLSearchParams): ReportParams {
  const params: Record<string, string> = {};
  for (const name of FILTER_NAMES) {
    const value = search.get(name);
    if (value) params[name] = value;
  }
  return params as ReportParams;
}

export const REPORT_ORDER = PERFORMANCE_REPORT_KINDS;

/** A share as a whole percentage, or a dash without a whole to take it of. */
export const percentOf = (part: number, whole: number) =>
  whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`;
