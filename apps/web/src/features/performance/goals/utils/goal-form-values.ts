import type { FieldErrors, FieldPath, Resolver } from 'react-hook-form';
import {
  goalInputSchema,
  type GoalCurrency,
  type GoalDetail,
  type GoalInput,
  type GoalLevel,
  type GoalMeasureKind,
  type GoalVisibility,
} from '@atrium/shared/schemas/performance/goals';
import type { AsyncOptionItem } from '../../../../components/form/async-autocomplete-field';

// The goal form's values and how they become the API's body: the form holds the people and goals it
// picked (to show their names); the body holds their ids. The shared schema checks the body, and
// its errors land on the form's fields.

export interface KeyResultFormValues {
  id?: string;
  title: string;
  measureKind: GoalMeasureKind;
  currency: string;
  startValue: number | null;
  targetValue: number | null;
  weight: number | null;
}

export interface ParentOption extends AsyncOptionItem {
  level: GoalLevel;
  keyResults: { id: string; name: string }[];
}

export interface GoalFormValues {
  level: GoalLevel;
  departmentId: string;
  owner: AsyncOptionItem | null;
  title: string;
  description: string;
  measureKind: GoalMeasureKind;
  currency: string;
  startValue: number | null;
  targetValue: number | null;
  startDate: string | null;
  dueDate: string | null;
  visibility: GoalVisibility;
  cycleId: string;
  parent: ParentOption | null;
  parentKeyResultId: string;
  keyResults: KeyResultFormValues[];
}

export const newKeyResult = (): KeyResultFormValues => ({
  title: '',
  measureKind: 'number',
  currency: 'GBP',
  startValue: 0,
  targetValue: null,
  weight: null,
});

const measureOf = (values: {
  measureKind: GoalMeasureKind;
  currency: string;
  startValue: number | null;
  targetValue: number | null;
}) =>
  values.measureKind === 'binary'
    ? { measureKind: values.measureKind, currency: null, startValue: 0, targetValue: 1 }
    : {
        measureKind: values.measureKind,
        currency: values.measureKind === 'currency' ? (values.currency as GoalCurrency) || null : null,
        // Left empty: the schema answers "Enter a number".
        startValue: values.startValue as number,
        targetValue: values.targetValue as number,
      };

export function toGoalBody(values: GoalFormValues): GoalInput {
  const hasKeyResults = values.keyResults.length > 0;
  return {
    level: values.level,
    departmentId: values.level === 'department' ? values.departmentId || null : null,
    ownerId: values.owner?._id ?? '',
    title: values.title,
    description: values.description,
    // A goal with key results takes its progress from them: its own measure is done or not done.
    ...(hasKeyResults ? measureOf({ ...values, measureKind: 'binary' }) : measureOf(values)),
    startDate: values.startDate,
    dueDate: values.dueDate,
    visibility: values.visibility,
    cycleId: values.cycleId || null,
    parentGoalId: values.parent?._id ?? null,
    parentKeyResultId: values.parent && values.parentKeyResultId ? values.parentKeyResultId : null,
    keyResults: values.keyResults.map((keyResult) => ({
      ...(keyResult.id ? { id: keyResult.id } : {}),
      title: keyResult.title,
      ...measureOf(keyResult),
      weight: keyResult.weight,
    })),
  };
}

export function fromGoal(goal: GoalDetail): GoalFormValues {
  return {
    level: goal.level,
    departmentId: goal.department?.id ?? '',
    owner: { _id: goal.owner.id, fullName: goal.owner.name },
    title: goal.title,
    description: goal.description,
    measureKind: goal.measureKind,
    currency: goal.currency ?? 'GBP',
    startValue: goal.startValue,
    targetValue: goal.targetValue,
    startDate: goal.startDate,
    dueDate: goal.dueDate,
    visibility: goal.visibility,
    cycleId: goal.cycle?.id ?? '',
    parent: goal.parent
      ? {
          _id: goal.parent.id,
          fullName: goal.parent.title,
          level: goal.parent.level,
          // The dialog reads the parent's other key results; the chosen one shows meanwhile.
          keyResults: goal.parent.keyResult ? [goal.parent.keyResult] : [],
        }
      : null,
    parentKeyResultId: goal.parent?.keyResult?.id ?? '',
    keyResults: goal.keyResults.map((keyResult) => ({
      id: keyResult.id,
      title: keyResult.title,
      measureKind: keyResult.measureKind,
      currency: keyResult.currency ?? 'GBP',
      startValue: keyResult.startValue,
      targetValue: keyResult.targetValue,
      weight: keyResult.weight,
    })),
  };
}

/** The form's field for a path of the API's body (or of its schema's errors). */
export function goalFieldOf(path: string): FieldPath<GoalFormValues> | null {
  if (path === 'ownerId') return 'owner';
  if (path === 'parentGoalId') return 'parent';
  if (path === 'keyResults') return 'keyResults.root' as FieldPath<GoalFormValues>;
  if (/^keyResults\.\d+\.(title|measureKind|currency|startValue|targetValue|weight)$/.test(path))
    return path as FieldPath<GoalFormValues>;
  const direct = [
    'level',
    'departmentId',
    'title',
    'description',
    'measureKind',
    'currency',
    'startValue',
    'targetValue',
    'startDate',
    'dueDate',
    'visibility',
    'cycleId',
    'parentKeyResultId',
  ];
  return direct.includes(path) ? (path as FieldPath<GoalFormValues>) : null;
}

function setAt(target: Record<string, unknown>, path: string, value: unknown) {
  const parts = path.split('.');
  let at = target;
  for (const part of parts.slice(0, -1)) {
    at[part] ??= {};
    at = at[part] as Record<string, unknown>;
  }
  at[parts.at(-1)!] ??= value;
}

/** react-hook-form's resolver: the body the form would send, checked by the shared schema. */
export const goalFormResolver: Resolver<GoalFormValues> = (values) => {
  const parsed = goalInputSchema.safeParse(toGoalBody(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    const field = goalFieldOf(issue.path.join('.'));
    if (field) setAt(errors, field, { type: 'validation', message: issue.message });
  }
  return { values: {}, errors: errors as FieldErrors<GoalFormValues> };
};
