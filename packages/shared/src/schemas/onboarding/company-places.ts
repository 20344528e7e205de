import { z } from 'zod';
import { requiredText } from '../platform/required-text.ts';

// Onboarding settings → departments and locations: the company's own (the ones company
// administration manages), named and removed from Onboarding's settings.

export const COMPANY_PLACES_MESSAGES = {
  departmentInUse: 'People, new hires or sub-departments are in this department; move them first',
  locationInUse: 'People or new hires are at this location; move them first',
} as const;

export const onboardingDepartmentBodySchema = z.object({
  name: requiredText(120, 'Use at most 120 characters'),
  parentId: z.uuid().nullable().optional(),
});
export type OnboardingDepartmentBody = z.input<typeof onboardingDepartmentBodySchema>;

export const onboardingLocationBodySchema = z.object({
  name: requiredText(120, 'Use at most 120 characters'),
});
export type OnboardingLocationBody = z.input<typeof onboardingLocationBodySchema>;

export const onboardingDepartmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  people: z.number(),
  newHires: z.number(),
});
export type OnboardingDepartment = z.infer<typeof onboardingDepartmentSchema>;

export const onboardingLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  people: z.number(),
  newHires: z.number(),
});
export type OnboardingLocation = z.infer<typeof onboardingLocationSchema>;
