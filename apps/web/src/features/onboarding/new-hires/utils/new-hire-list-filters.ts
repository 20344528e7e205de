import { NEW_HIRE_STATES } from '@atrium/shared/schemas/onboarding/new-hires';
import {
  toListParams,
  type ListQueryParams,
  type ListQueryState,
} from '../../../../components/data-table/list-query';
import type { FilterField } from '../../../../components/filters/filter-types';
import type { NamedRef } from '../../lookups/api/lookups-api';
import { NEW_HIRE_STATE_LABELS } from './new-hire-labels';

const named = (items: readonly NamedRef[]) => items.map((item) => ({ _id: item.id, label: item.name }));

/** The new hires list's filters; departments and locations are offered when they can be read. */
export function newHireFilterFields(
  departments: readonly NamedRef[],
  locations: readonly NamedRef[],
): FilterField[] {
  return [
    {
      type: 'select',
      name: 'state',
      label: 'State',
      options: NEW_HIRE_STATES.map((state) => ({ _id: state, label: NEW_HIRE_STATE_LABELS[state] })),
    },
    ...(departments.length > 0
      ? [{ type: 'select' as const, name: 'departmentId', label: 'Department', options: named(departments) }]
      : []),
    ...(locations.length > 0
      ? [{ type: 'select' as const, name: 'locationId', label: 'Location', options: named(locations) }]
      : []),
    { type: 'customDateRange', name: 'start', label: 'Start date' },
  ];
}

/** The address's list state as GET /api/onboarding/new-hires names it: the start range is startFrom and startTo. */
export function newHireListParams(query: ListQueryState): ListQueryParams {
  const { startStartDate, startEndDate, ...params } = toListParams(query);
  if (typeof startStartDate === 'string') params.startFrom = startStartDate;
  if (typeof startEndDate === 'string') params.startTo = startEndDate;
  return params;
}
