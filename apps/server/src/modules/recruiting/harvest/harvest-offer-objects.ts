import { z } from 'zod';
import { harvestCustomFieldsShape } from './harvest-custom-fields.ts';

// Greenhouse's offer, job opening, approval flow, pending approval and user role objects
// (_offers.md, _job_openings.md, _approvals.md, _user_roles.md).

const id = z.number().int();
const time = z.string();
/** YYYY-MM-DD, as Greenhouse writes an offer's sent and start dates. */
const day = z.string();

export const harvestOpeningRefSchema = z.object({
  id,
  opening_id: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  opened_at: time,
  closed_at: time.nullable(),
  /** The application hired into it. */
  application_id: id.nullable(),
  /** Atrium keeps a close reason on the job, not on each opening: always null. */
  close_reason: z.object({ id, name: z.string() }).nullable(),
});

export const harvestOpeningSchema = harvestOpeningRefSchema.extend(harvestCustomFieldsShape);
export type HarvestOpening = z.infer<typeof harvestOpeningSchema>;

export const harvestOfferSchema = z.object({
  id,
  version: z.number().int(),
  application_id: id,
  job_id: id,
  candidate_id: id,
  opening: harvestOpeningRefSchema.nullable(),
  created_at: time,
  updated_at: time,
  sent_at: day.nullable(),
  resolved_at: time.nullable(),
  starts_at: day.nullable(),
  status: z.enum(['unresolved', 'accepted', 'rejected', 'deprecated']),
  ...harvestCustomFieldsShape,
});
export type HarvestOffer = z.infer<typeof harvestOfferSchema>;

export const harvestApprovalFlowSchema = z.object({
  id,
  offer_id: id.nullable(),
  sequential: z.boolean(),
  version: z.number().int(),
  approval_type: z.enum(['open_job', 'offer_job', 'offer_candidate']),
  approval_status: z.enum(['pending', 'approved', 'rejected']),
  job_id: id,
  requested_by_user_id: id.nullable(),
  approver_groups: z.array(
    z.object({
      id,
      approvals_required: z.number().int(),
      created_at: time,
      resolved_at: time.nullable(),
      priority: z.number().int(),
      job_id: id,
      offer_id: id.nullable(),
      approvers: z.array(
        z.object({
          id,
          name: z.string(),
          employee_id: z.string().nullable(),
          email_addresses: z.array(z.string()),
        }),
      ),
    }),
  ),
});
export type HarvestApprovalFlow = z.infer<typeof harvestApprovalFlowSchema>;

export const harvestPendingApprovalSchema = z.object({
  id,
  /** due: the approver's group is being asked now; waiting: an earlier group of a sequential flow is. */
  status: z.enum(['waiting', 'due']),
  created_at: time,
  resolved_at: time.nullable(),
  request_sent_at: time.nullable(),
  reminder_sent_at: time.nullable(),
  reminders_sent: z.number().int(),
  approver_group_id: id,
  reminder_sent_by_user_id: id.nullable(),
  /** The job (Greenhouse's hiring plan). */
  hiring_plan_id: id,
  offer_id: id.nullable(),
  approval_flow_id: id,
  approval_flow_type: z.enum(['open_job', 'offer_candidate']),
  approval_flow_status: z.literal('pending'),
});

export const harvestUserRoleSchema = z.object({
  id,
  type: z.enum(['interviewer', 'job_admin']),
  name: z.string(),
});
