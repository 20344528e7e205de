import { z } from 'zod';
import { listQuerySchema, paged } from '../platform/api.ts';

// Performance's directory (issue 21 item 5): everyone in the company with search and filters, an
// organisation chart walked one manager at a time, and a profile per person.

export const DIRECTORY_SORT_FIELDS = ['name', 'startDate', 'department'] as const;

const filterId = z.string().uuid().optional();

/** GET /api/performance/directory. Active and invited colleagues; deactivated people leave it. */
export const directoryQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(DIRECTORY_SORT_FIELDS).optional(),
  departmentId: filterId,
  locationId: filterId,
  managerId: filterId,
  groupId: filterId,
});
export type DirectoryQuery = z.output<typeof directoryQuerySchema>;

const ref = z.object({ id: z.string(), name: z.string() });

/** A colleague as the directory lists them. */
export const directoryPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  jobTitle: z.string().nullable(),
  department: ref.nullable(),
  location: ref.nullable(),
  manager: ref.nullable(),
  startDate: z.string().nullable(),
  /** Invited: their account is not in use yet; inactive: they have left (a profile only). */
  status: z.enum(['invited', 'active', 'inactive']),
  /** How many people report to them directly. */
  directReports: z.number().int(),
});
export type DirectoryPerson = z.infer<typeof directoryPersonSchema>;
export const directoryPageSchema = paged(directoryPersonSchema);

/** What the directory's filters offer. */
export const directoryLookupsSchema = z.object({
  departments: z.array(ref),
  locations: z.array(ref),
  groups: z.array(ref),
  /** People with at least one report, in name order. */
  managers: z.array(ref),
});
export type DirectoryLookups = z.infer<typeof directoryLookupsSchema>;

/** GET /api/performance/directory/:id: a colleague's profile. */
export const directoryProfileSchema = directoryPersonSchema.extend({
  timezone: z.string(),
  groups: z.array(ref),
  /** From the person up to the top of the company, nearest first. */
  managerChain: z.array(
    directoryPersonSchema.pick({ id: true, name: true, jobTitle: true, avatarUrl: true }),
  ),
  reports: z.array(directoryPersonSchema),
  /** Whether the viewer is this person, their manager (at any level), or neither. */
  relation: z.enum(['self', 'manager', 'colleague']),
});
export type DirectoryProfile = z.infer<typeof directoryProfileSchema>;

/** GET /api/performance/directory/org-chart: one person's place in the chart, or the top of it. */
export const orgChartQuerySchema = z.object({ personId: z.string().uuid().optional() });
export const orgChartNodeSchema = directoryPersonSchema.pick({
  id: true,
  name: true,
  jobTitle: true,
  avatarUrl: true,
  department: true,
  directReports: true,
});
export type OrgChartNode = z.infer<typeof orgChartNodeSchema>;
export const orgChartSchema = z.object({
  /** The person shown; null at the top, where `reports` are the people nobody manages. */
  focus: orgChartNodeSchema.nullable(),
  /** The focus's managers, the top one first. */
  chain: z.array(orgChartNodeSchema),
  /** The focus's direct reports (or the top people), in name order. */
  reports: z.array(orgChartNodeSchema),
});
export type OrgChart = z.infer<typeof orgChartSchema>;
