import { z } from 'zod';

// Onboarding settings → data flow (issue 20, item 9): which of Recruiting's facts about a hire flow
// into the new hire it creates. Name and email always do: a new hire needs them.

export const DATA_FLOW_FIELDS = [
  'phone',
  'department',
  'location',
  'manager',
  'startDate',
  'jobTitle',
  'offerCustomFields',
] as const;
export type DataFlowField = (typeof DATA_FLOW_FIELDS)[number];

export const DATA_FLOW_LABELS: Record<DataFlowField, string> = {
  phone: 'Phone number',
  department: "The job's department",
  location: "The job's office (the first, when it has several)",
  manager: "The job's hiring manager, as the manager",
  startDate: "The offer's start date",
  jobTitle: "The job's name, as the job title",
  offerCustomFields: "The offer's custom fields",
};

export const dataFlowSchema = z.object({
  phone: z.boolean(),
  department: z.boolean(),
  location: z.boolean(),
  manager: z.boolean(),
  startDate: z.boolean(),
  jobTitle: z.boolean(),
  offerCustomFields: z.boolean(),
});
export type DataFlow = z.infer<typeof dataFlowSchema>;

/** Until a company says otherwise, everything flows. */
export const DEFAULT_DATA_FLOW: DataFlow = {
  phone: true,
  department: true,
  location: true,
  manager: true,
  startDate: true,
  jobTitle: true,
  offerCustomFields: true,
};

/** PUT /api/onboarding/settings/data-flow: the whole set. */
export const dataFlowBodySchema = dataFlowSchema;
