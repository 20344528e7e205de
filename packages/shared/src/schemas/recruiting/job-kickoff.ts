import { z } from 'zod';
import { richText } from '../platform/rich-text.ts';

// The job kickoff (job setup → kickoff): what the hiring team agrees before interviewing, as rich
// text. Apart from jobs.ts, so the pages that only list jobs do not load the rich-text sanitizer.

export const MAX_KICKOFF_SECTION = 20_000;
const kickoffSection = richText(MAX_KICKOFF_SECTION, 'Keep this section under 20,000 characters').default('');
export const jobKickoffBodySchema = z.object({
  responsibilities: kickoffSection,
  qualifications: kickoffSection,
  /** How to sell the job to a candidate. */
  sellingPoints: kickoffSection,
  /** Notes for the interview plan. */
  interviewNotes: kickoffSection,
});
export type JobKickoffBody = z.input<typeof jobKickoffBodySchema>;
export type JobKickoffInput = z.output<typeof jobKickoffBodySchema>;
export const jobKickoffSchema = z.object({
  responsibilities: richText(),
  qualifications: richText(),
  sellingPoints: richText(),
  interviewNotes: richText(),
  updatedAt: z.string().nullable(),
  updatedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type JobKickoff = z.infer<typeof jobKickoffSchema>;
