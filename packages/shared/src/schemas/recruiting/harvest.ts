import { z } from 'zod';
import { requiredText } from '../platform/required-text.ts';

// The Harvest API (issues 18 and 19): Greenhouse's, under /api/harvest/v1 (and /v2 where Greenhouse
// moved an endpoint), for integrations written against it. A key is allowed the endpoints it names,
// as Greenhouse's dev center grants them.

export const HARVEST_ENDPOINTS = [
  'GET /v1/candidates',
  'GET /v1/candidates/:id',
  'POST /v1/candidates',
  'PATCH /v1/candidates/:id',
  'DELETE /v1/candidates/:id',
  'POST /v1/candidates/:id/activity_feed/notes',
  'POST /v1/candidates/:id/activity_feed/emails',
  'PUT /v1/candidates/merge',
  'POST /v1/candidates/:id/applications',
  'POST /v1/candidates/:id/attachments',
  'POST /v1/candidates/:id/educations',
  'DELETE /v1/candidates/:id/educations/:education_id',
  'POST /v1/candidates/:id/employments',
  'DELETE /v1/candidates/:id/employments/:employment_id',
  'PUT /v1/candidates/:id/anonymize',
  'POST /v1/prospects',
  'GET /v1/candidates/:id/activity_feed',
  'GET /v1/tags/candidate',
  'PUT /v1/candidates/:id/tags/:tag_id',
  'DELETE /v1/candidates/:id/tags/:tag_id',
  'GET /v1/applications',
  'GET /v1/applications/:id',
  'POST /v1/applications/:id/advance',
  'POST /v1/applications/:id/move',
  'POST /v1/applications/:id/transfer_to_job',
  'POST /v1/applications/:id/reject',
  'POST /v1/applications/:id/unreject',
  'PATCH /v1/applications/:id',
  'DELETE /v1/applications/:id',
  'PATCH /v1/applications/:id/reject',
  'PATCH /v1/applications/:id/convert_prospect',
  'GET /v1/prospect_pools',
  'GET /v1/prospect_pools/:id',
  'GET /v1/jobs',
  'GET /v1/jobs/:id',
  'GET /v1/jobs/:id/stages',
  'GET /v1/users',
  'GET /v1/users/:id',
  'GET /v1/departments',
  'GET /v1/offices',
  'GET /v1/sources',
  'GET /v1/rejection_reasons',
  'GET /v1/email_templates',
  // Issue 19: interviews, scorecards, offers, hiring, approvals, openings and user roles.
  'GET /v1/scheduled_interviews',
  'GET /v1/scheduled_interviews/:id',
  'GET /v1/applications/:id/scheduled_interviews',
  'POST /v2/scheduled_interviews',
  'PATCH /v2/scheduled_interviews/:id',
  'DELETE /v1/scheduled_interviews/:id',
  'GET /v1/scorecards',
  'GET /v1/scorecards/:id',
  'GET /v1/applications/:id/scorecards',
  'GET /v1/offers',
  'GET /v1/offers/:id',
  'GET /v1/applications/:id/offers',
  'GET /v1/applications/:id/offers/current_offer',
  'PATCH /v1/applications/:id/offers/current_offer',
  'POST /v1/applications/:id/hire',
  'GET /v1/jobs/:id/approval_flows',
  'GET /v1/approval_flows/:id',
  'POST /v1/approval_flows/:id/request_approvals',
  'GET /v1/users/:id/pending_approvals',
  'GET /v1/jobs/:id/openings',
  'GET /v1/jobs/:id/openings/:opening_id',
  'GET /v1/user_roles',
] as const;
export type HarvestEndpoint = (typeof HARVEST_ENDPOINTS)[number];

/** Dev center → API credentials: a new Harvest key and the endpoints it may call. */
export const harvestKeyBodySchema = z.object({
  name: requiredText(80),
  permissions: z
    .array(z.enum(HARVEST_ENDPOINTS, { error: 'Choose endpoints of the Harvest API' }))
    .min(1, 'Allow at least one endpoint')
    .max(HARVEST_ENDPOINTS.length),
});
export type HarvestKeyInput = z.output<typeof harvestKeyBodySchema>;

export const harvestKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  permissions: z.array(z.string()),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type HarvestKey = z.infer<typeof harvestKeySchema>;
/** Only when created: the key itself, shown once. */
export const createdHarvestKeySchema = harvestKeySchema.extend({ key: z.string() });
export type CreatedHarvestKey = z.infer<typeof createdHarvestKeySchema>;
