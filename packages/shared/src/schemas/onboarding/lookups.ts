import { z } from 'zod';
import { EMPLOYMENT_TYPES } from '../../constants/employment.ts';
import { paged } from '../platform/api.ts';

// What Onboarding's forms pick from (a hire's department, a task's group, a plan task's criteria),
// for anyone who sees new hires: adding a hire needs no view of company administration's lists.

const named = z.object({ id: z.string(), name: z.string() });

/** GET /api/onboarding/lookups: the company's lists, each in name order (criterion values in theirs). */
export const onboardingLookupsSchema = z.object({
  departments: z.array(named),
  locations: z.array(named),
  groups: z.array(named),
  /** The other criteria, each with its values. */
  criteria: z.array(named.extend({ values: z.array(named) })),
  employmentTypes: z.array(z.object({ value: z.enum(EMPLOYMENT_TYPES), label: z.string() })),
});
export type OnboardingLookups = z.infer<typeof onboardingLookupsSchema>;
export type LookupCriterion = OnboardingLookups['criteria'][number];

export const MAX_ONBOARDING_PEOPLE = 50;

/** GET /api/onboarding/people: the company's active people by name or email, a page at a time. */
export const onboardingPeopleQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_ONBOARDING_PEOPLE).default(20),
});
export type OnboardingPeopleQuery = z.output<typeof onboardingPeopleQuerySchema>;

export const onboardingPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  jobTitle: z.string().nullable(),
});
export type OnboardingPerson = z.infer<typeof onboardingPersonSchema>;
export const onboardingPeoplePageSchema = paged(onboardingPersonSchema);
