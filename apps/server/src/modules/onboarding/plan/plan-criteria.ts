import type { EmploymentType } from '@atrium/shared/constants/employment';
import type { TaskCriteriaInput } from '@atrium/shared/schemas/onboarding/plan';
import type { DbOrTx } from '../../../db/client.ts';
import type { TaskTemplateRow, TemplateCriterionKind } from '../../../db/schema/index.ts';
import { criterionValuesNamed, type NamedCriterionValue } from './company-refs.repository.ts';
import * as repository from './plan.repository.ts';
import type { TaskCriteria } from './plan-rules.ts';

export interface TemplateWithCriteria {
  row: TaskTemplateRow;
  criteria: TaskCriteria;
  /** The other-criterion values set on it, with their names (for views). */
  values: NamedCriterionValue[];
}

/** The rows a task's criteria are stored as. */
export const criteriaRows = (
  criteria: TaskCriteriaInput,
): Array<{ kind: TemplateCriterionKind; value: string }> => [
  ...criteria.departmentIds.map((value) => ({ kind: 'department' as const, value })),
  ...criteria.locationIds.map((value) => ({ kind: 'location' as const, value })),
  ...criteria.employmentTypes.map((value) => ({ kind: 'employment_type' as const, value })),
  ...criteria.criterionValueIds.map((value) => ({ kind: 'criterion_value' as const, value })),
];

/** Tasks of the plan with their criteria read back, each other-criterion value grouped under its criterion. */
export async function withCriteria(
  db: DbOrTx,
  companyId: string,
  rows: readonly TaskTemplateRow[],
): Promise<TemplateWithCriteria[]> {
  const criteria = await repository.criteriaOf(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  const valueIds = criteria.filter((item) => item.kind === 'criterion_value').map((item) => item.value);
  const named = await criterionValuesNamed(db, companyId, valueIds);
  return rows.map((row) => {
    const own = criteria.filter((item) => item.templateId === row.id);
    const of = (kind: TemplateCriterionKind) =>
      own.filter((item) => item.kind === kind).map((item) => item.value);
    const valueIdsOfRow = of('criterion_value');
    return {
      row,
      criteria: {
        departmentIds: of('department'),
        locationIds: of('location'),
        employmentTypes: of('employment_type') as EmploymentType[],
        // A value no longer there is a criterion of its own that nobody matches, never a wider task.
        criterionValues: valueIdsOfRow.map((valueId) => ({
          valueId,
          criterionId: named.get(valueId)?.criterionId ?? `gone:${valueId}`,
        })),
      },
      values: valueIdsOfRow.flatMap((valueId) => (named.has(valueId) ? [named.get(valueId)!] : [])),
    };
  });
}
