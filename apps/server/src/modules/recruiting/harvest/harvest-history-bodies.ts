import { z } from 'zod';
import type { EducationInput, EmploymentInput } from '@atrium/shared/schemas/recruiting/candidate-profile';
import { invalid } from './harvest-http.ts';
import { integerId } from './harvest-query.ts';

// Harvest's education and employment bodies, for their own endpoints and inside POST /v1/candidates.

/** A date Harvest sends as an ISO-8601 timestamp (only the day is kept, as Greenhouse shows only month and year). */
const harvestDate = z
  .string()
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), {
    message: 'Must be an ISO-8601 timestamp',
  })
  .transform((value) => new Date(value).toISOString().slice(0, 10));
export const harvestText = (max: number) => z.string({ error: 'Must be a string' }).trim().max(max);

export const educationBody = z.object({
  // Greenhouse names schools, degrees and disciplines from its own lists; Atrium keeps them as text.
  school_name: harvestText(200).optional(),
  degree: harvestText(200).optional(),
  discipline: harvestText(200).optional(),
  school_id: integerId.optional(),
  degree_id: integerId.optional(),
  discipline_id: integerId.optional(),
  start_date: harvestDate.nullish(),
  end_date: harvestDate.nullish(),
});

export const employmentBody = z.object({
  company_name: harvestText(200).min(1, 'Must be present'),
  title: harvestText(200).default(''),
  start_date: harvestDate.nullish(),
  end_date: harvestDate.nullish(),
});

/** The dates of an entry, refused (at `at`) when it ends before it starts. */
function datesOf(body: { start_date?: string | null; end_date?: string | null }, at: string) {
  const startDate = body.start_date ?? null;
  const endDate = body.end_date ?? null;
  if (startDate && endDate && endDate < startDate)
    throw invalid(`${at}end_date`, 'Must not be before start_date');
  return { startDate, endDate };
}

/** Our education from Harvest's; `at` prefixes a refused field ("educations.0."). */
export function educationInput(body: z.output<typeof educationBody>, at = ''): EducationInput {
  if (!body.school_name)
    throw invalid(
      `${at}${body.school_id ? 'school_id' : 'school_name'}`,
      'Atrium keeps schools, degrees and disciplines as text: send school_name (and degree, discipline)',
    );
  return {
    schoolName: body.school_name,
    degree: body.degree ?? '',
    discipline: body.discipline ?? '',
    ...datesOf(body, at),
  };
}

export const employmentInput = (body: z.output<typeof employmentBody>, at = ''): EmploymentInput => ({
  companyName: body.company_name,
  title: body.title,
  ...datesOf(body, at),
});
