import { z } from 'zod';
import { DATE_INVALID, isRealDate } from '../platform/dates.ts';

// A job's tasks: to-dos for the hiring team (issue 5, job details → tasks).
export const jobTaskBodySchema = z.object({
  title: z.string({ error: 'This field is required' }).trim().min(1, 'This field is required').max(200),
  dueOn: z
    .string()
    .trim()
    .refine((value) => value === '' || isRealDate(value), DATE_INVALID)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  assigneeId: z.uuid('Select a person').nullable().default(null),
});
export type JobTaskBody = z.input<typeof jobTaskBodySchema>;
export type JobTaskInput = z.output<typeof jobTaskBodySchema>;

export const jobTaskStatusBodySchema = z.object({ done: z.boolean() });

const person = z.object({ id: z.string(), name: z.string() });
export const jobTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  dueOn: z.string().nullable(),
  assignee: person.nullable(),
  createdBy: person.nullable(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
});
export type JobTask = z.infer<typeof jobTaskSchema>;
