import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import { useSession } from '../../../../lib/session-hooks';
import { useOnboardingCriteriaQuery } from '../../criteria/api/criteria-api';
import {
  useOnboardingDepartmentsQuery,
  useOnboardingGroupsQuery,
  useOnboardingLocationsQuery,
  useOnboardingLookupsQuery,
  type LookupCriterion,
  type NamedRef,
} from '../api/lookups-api';

const NONE: readonly never[] = [];
const NO_PERMISSIONS: readonly string[] = [];

/** Onboarding's own lookups and people answer whoever holds this. */
export const ONBOARDING_LOOKUPS_PERMISSION: PermissionId = 'onb.module.new_hires.new_hire.view';

export interface CompanyLookups {
  departments: readonly NamedRef[];
  locations: readonly NamedRef[];
  groups: readonly NamedRef[];
  criteria: readonly LookupCriterion[];
  isLoading: boolean;
}

/**
 * What Onboarding's forms and filters pick from: one read of Onboarding's lookups for whoever sees
 * new hires (every new hire and task form). A settings page's holder may not, so for them each list
 * is read from company administration (or the criteria settings) only when the server will answer
 * (a refused read would be recorded as a denial); without one, its field offers what the record
 * already holds.
 */
export function useCompanyLookups({ skip = false }: { skip?: boolean } = {}): CompanyLookups {
  const held = useSession().user?.permissions ?? NO_PERMISSIONS;
  const hasLookups = held.includes(ONBOARDING_LOOKUPS_PERMISSION);
  const lacks = (permission: PermissionId) => skip || hasLookups || !held.includes(permission);
  const lookups = useOnboardingLookupsQuery(undefined, { skip: skip || !hasLookups });
  const departments = useOnboardingDepartmentsQuery(undefined, {
    skip: lacks('sso.admin.departments.department.view'),
  });
  const locations = useOnboardingLocationsQuery(undefined, {
    skip: lacks('sso.admin.locations.location.view'),
  });
  const groups = useOnboardingGroupsQuery(undefined, { skip: lacks('sso.admin.groups.group.view') });
  const criteria = useOnboardingCriteriaQuery(undefined, {
    skip: lacks('onb.settings.plan.other_criteria.manage'),
  });
  if (hasLookups)
    return {
      departments: lookups.data?.departments ?? NONE,
      locations: lookups.data?.locations ?? NONE,
      groups: lookups.data?.groups ?? NONE,
      criteria: lookups.data?.criteria ?? NONE,
      isLoading: lookups.isLoading,
    };
  return {
    departments: departments.data ?? NONE,
    locations: locations.data ?? NONE,
    groups: groups.data ?? NONE,
    criteria: criteria.data ?? NONE,
    isLoading: departments.isLoading || locations.isLoading || groups.isLoading || criteria.isLoading,
  };
}

/** The options of a select, with the record's own values kept when the list does not hold them. */
export function optionsWith(
  items: readonly NamedRef[],
  current: NamedRef | readonly NamedRef[] | null | undefined,
): Array<{ value: string; label: string }> {
  const held = current ? (Array.isArray(current) ? current : [current as NamedRef]) : [];
  const missing = held.filter((item) => !items.some((known) => known.id === item.id));
  return [...missing, ...items].map((item) => ({ value: item.id, label: item.name }));
}
