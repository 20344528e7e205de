import { NEW_HIRE_STATES, type NewHireState } from '@atrium/shared/schemas/onboarding/new-hires';
import { REPORT_KINDS, type ReportKind } from '@atrium/shared/schemas/onboarding/reports';
import type { ReportParams } from '../api/reports-api';

/** The filters' names in the address, as the server reads them. */
export const FILTER_NAMES = ['startFrom', 'startTo', 'departmentId', 'locationId', 'states'] as const;

/** The report shown: `?report=` when it names one, else the first. */
export const reportKindOf = (search: URLSearchParams): ReportKind => {
  const named = search.get('report');
  return REPORT_KINDS.find((kind) => kind === named) ?? REPORT_KINDS[0];
};

/** The filters the address holds, each only when set. */
export function reportParamsOf(search: URLSearchParams): ReportParams {
  const params: ReportParams = {};
  for (const name of FILTER_NAMES) {
    const value = search.get(name);
    if (value) params[name] = value;
  }
  return params;
}

/** The states the address names, known ones only. */
export const statesOf = (params: ReportParams): NewHireState[] =>
  (params.states ?? '')
    .split(',')
    .filter((state): state is NewHireState => (NEW_HIRE_STATES as readonly string[]).includes(state));

export const hasFilters = (params: ReportParams) => Object.keys(params).length > 0;

/** Why an onboarding report has nothing to count. */
export const NO_HIRES = 'No new hires match these filters, or they have nothing of this kind yet.';
