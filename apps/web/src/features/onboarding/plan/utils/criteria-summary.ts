import { EMPLOYMENT_TYPE_LABELS } from '@atrium/shared/constants/employment';
import type { TaskCriteriaView } from '@atrium/shared/schemas/onboarding/plan';

/** "Data Platform, Engineering · London · Remote: Yes", or "Every new hire" when no criterion is set. */
export function criteriaSummary(criteria: TaskCriteriaView): string {
  const names = (items: ReadonlyArray<{ name: string }>) =>
    items
      .map((item) => item.name)
      .sort((a, b) => a.localeCompare(b))
      .join(', ');
  const parts = [
    names(criteria.departments),
    names(criteria.locations),
    criteria.employmentTypes.map((type) => EMPLOYMENT_TYPE_LABELS[type]).join(', '),
    criteria.criterionValues.map((value) => `${value.criterionName}: ${value.name}`).join(', '),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Every new hire';
}
