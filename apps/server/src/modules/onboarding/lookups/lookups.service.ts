import { EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS } from '@atrium/shared/constants/employment';
import type {
  OnboardingLookups,
  OnboardingPeopleQuery,
  OnboardingPerson,
} from '@atrium/shared/schemas/onboarding/lookups';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { Db } from '../../../db/client.ts';
import { offsetOf, pageOf } from '../../../lib/list-query.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { listCriteria } from '../criteria/criteria.service.ts';
import * as repository from './lookups.repository.ts';

const EMPLOYMENT_OPTIONS = EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT_TYPE_LABELS[value] }));

/** GET /api/onboarding/lookups: everything the new hire and task forms pick from. */
export async function onboardingLookups(db: Db, auth: AuthContext): Promise<OnboardingLookups> {
  const [lists, criteria] = await Promise.all([
    repository.namedLists(db, auth.companyId),
    listCriteria(db, auth),
  ]);
  return {
    ...lists,
    criteria: criteria.map(({ id, name, values }) => ({ id, name, values })),
    employmentTypes: EMPLOYMENT_OPTIONS,
  };
}

/** GET /api/onboarding/people: the person pickers' choices (manager, HR contact, buddy, assignee). */
export async function searchPeople(
  db: Db,
  auth: AuthContext,
  query: OnboardingPeopleQuery,
): Promise<Paged<OnboardingPerson>> {
  const [rows, total] = await Promise.all([
    repository.searchPeople(db, auth.companyId, {
      search: query.search,
      limit: query.limit,
      offset: offsetOf(query),
    }),
    repository.countPeople(db, auth.companyId, query.search),
  ]);
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      jobTitle: row.jobTitle,
    })),
    total,
    query,
  );
}
