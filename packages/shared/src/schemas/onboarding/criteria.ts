import { z } from 'zod';
import { requiredText } from '../platform/required-text.ts';

// Onboarding settings → other criteria (issue 20): the company's own tags that refine a plan
// ("Remote": yes / no, "Seniority": junior / senior), beside department, location and employment type.

export const MAX_CRITERION_VALUES = 50;

export const CRITERIA_MESSAGES = {
  valueRequired: 'Add at least one value',
  tooManyValues: `Use at most ${MAX_CRITERION_VALUES} values`,
  duplicateValues: 'Each value can be named once',
  inUse: 'Tasks of the onboarding plan use this; take it off those tasks first',
} as const;

const valueInput = z.object({
  /** A value kept (its id) or a new one (no id). */
  id: z.uuid().optional(),
  name: requiredText(60, 'Use at most 60 characters'),
});

/** POST and PUT /api/onboarding/settings/other-criteria[/:id]: the criterion with all its values. */
export const criterionBodySchema = z.object({
  name: requiredText(60, 'Use at most 60 characters'),
  values: z
    .array(valueInput)
    .min(1, CRITERIA_MESSAGES.valueRequired)
    .max(MAX_CRITERION_VALUES, CRITERIA_MESSAGES.tooManyValues)
    .refine(
      (values) => new Set(values.map((value) => value.name.toLowerCase())).size === values.length,
      CRITERIA_MESSAGES.duplicateValues,
    )
    .refine((values) => {
      const ids = values.flatMap((value) => (value.id ? [value.id] : []));
      return new Set(ids).size === ids.length;
    }, CRITERIA_MESSAGES.duplicateValues),
});
export type CriterionBody = z.input<typeof criterionBodySchema>;
export type CriterionInput = z.output<typeof criterionBodySchema>;

export const criterionValueSchema = z.object({ id: z.string(), name: z.string() });
export type CriterionValue = z.infer<typeof criterionValueSchema>;

export const criterionSchema = z.object({
  id: z.string(),
  name: z.string(),
  values: z.array(criterionValueSchema),
  createdAt: z.string(),
});
export type Criterion = z.infer<typeof criterionSchema>;
