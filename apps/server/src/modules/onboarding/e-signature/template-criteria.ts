import type { EmploymentType } from '@atrium/shared/constants/employment';
import type { TaskCriteriaView } from '@atrium/shared/schemas/onboarding/plan';
import type { DbOrTx } from '../../../db/client.ts';
import type { TemplateCriterionKind } from '../../../db/schema/index.ts';
import {
  criterionValuesNamed,
  departmentNames,
  locationNames,
  type NamedCriterionValue,
} from '../plan/company-refs.repository.ts';
import type { TaskCriteria } from '../plan/plan-rules.ts';
import { criteriaOf } from './signature-templates.repository.ts';

// A template's criteria are the plan's: read here into the plan's shape, so the plan's own
// `isTaskForHire` decides who gets a document exactly as it decides who gets a task.

export interface TemplateCriteria {
  criteria: TaskCriteria;
  values: NamedCriterionValue[];
}

export async function criteriaOfTemplates(
  db: DbOrTx,
  companyId: string,
  templateIds: readonly string[],
): Promise<Map<string, TemplateCriteria>> {
  const rows = await criteriaOf(db, companyId, templateIds);
  const named = await criterionValuesNamed(
    db,
    companyId,
    rows.filter((row) => row.kind === 'criterion_value').map((row) => row.value),
  );
  return new Map(
    templateIds.map((templateId) => {
      const own = rows.filter((row) => row.templateId === templateId);
      const of = (kind: TemplateCriterionKind) =>
        own.filter((row) => row.kind === kind).map((row) => row.value);
      const valueIds = of('criterion_value');
      return [
        templateId,
        {
          criteria: {
            departmentIds: of('department'),
            locationIds: of('location'),
            employmentTypes: of('employment_type') as EmploymentType[],
            // A value gone since is a criterion nobody matches, never a wider document.
            criterionValues: valueIds.map((valueId) => ({
              valueId,
              criterionId: named.get(valueId)?.criterionId ?? `gone:${valueId}`,
            })),
          },
          values: valueIds.flatMap((valueId) => (named.has(valueId) ? [named.get(valueId)!] : [])),
        },
      ];
    }),
  );
}

/** The criteria as the settings page shows them, with names. */
export async function criteriaViews(
  db: DbOrTx,
  companyId: string,
  items: ReadonlyMap<string, TemplateCriteria>,
): Promise<Map<string, TaskCriteriaView>> {
  const all = [...items.values()];
  const departments = await departmentNames(
    db,
    companyId,
    all.flatMap((item) => item.criteria.departmentIds),
  );
  const locations = await locationNames(
    db,
    companyId,
    all.flatMap((item) => item.criteria.locationIds),
  );
  return new Map(
    [...items.entries()].map(([id, { criteria, values }]) => [
      id,
      {
        departments: criteria.departmentIds.map((item) => ({
          id: item,
          name: departments.get(item) ?? 'Deleted department',
        })),
        locations: criteria.locationIds.map((item) => ({
          id: item,
          name: locations.get(item) ?? 'Deleted location',
        })),
        employmentTypes: [...criteria.employmentTypes],
        criterionValues: values.map((value) => ({
          id: value.id,
          name: value.name,
          criterionId: value.criterionId,
          criterionName: value.criterionName,
        })),
      },
    ]),
  );
}
