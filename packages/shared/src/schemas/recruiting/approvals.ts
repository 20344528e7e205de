import { z } from 'zod';

// Approval flows (issue 5): who must approve before a job opens, or an offer goes out.
export const APPROVAL_KINDS = ['job_open', 'offer'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_KIND_LABELS: Record<ApprovalKind, string> = {
  job_open: 'Approvals to start recruiting',
  offer: 'Offer approvals',
};

export const APPROVAL_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type ApprovalRequestStatus = (typeof APPROVAL_REQUEST_STATUSES)[number];
export const APPROVAL_DECISIONS = ['approved', 'rejected'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

export const MAX_APPROVAL_GROUPS = 10;
export const MAX_APPROVERS_PER_GROUP = 20;

export const APPROVAL_MESSAGES = {
  requiredTooHigh: 'A group cannot need more approvals than it has approvers',
  duplicateApprover: 'Each approver appears once in a group',
  noFlow: 'This job has no approval flow: it can be opened directly',
  flowRequired: 'This job needs approval before it opens. Request approval from its Approvals tab.',
  alreadyPending: 'An approval request is already waiting for decisions',
  notDraft: 'Only a draft job can be sent for approval',
  notApprover: 'You are not an approver whose decision is awaited',
  notPending: 'This request is no longer waiting for decisions',
  noteRequired: 'Say why you reject it',
} as const;

export const approvalGroupSchema = z
  .object({
    approverIds: z
      .array(z.uuid('Select a valid person'))
      .min(1, 'Add at least one approver')
      .max(MAX_APPROVERS_PER_GROUP)
      .refine((ids) => new Set(ids).size === ids.length, APPROVAL_MESSAGES.duplicateApprover),
    required: z.number().int().min(1, 'At least one approval').max(MAX_APPROVERS_PER_GROUP),
  })
  .refine((group) => group.required <= group.approverIds.length, {
    message: APPROVAL_MESSAGES.requiredTooHigh,
    path: ['required'],
  });
export type ApprovalGroupInput = z.output<typeof approvalGroupSchema>;

/** PUT a flow: ordered groups; sequential means each group decides after the one before. */
export const approvalFlowBodySchema = z.object({
  sequential: z.boolean().default(true),
  groups: z.array(approvalGroupSchema).max(MAX_APPROVAL_GROUPS).default([]),
});
export type ApprovalFlowBody = z.input<typeof approvalFlowBodySchema>;
export type ApprovalFlowInput = z.output<typeof approvalFlowBodySchema>;

const person = z.object({ id: z.string(), name: z.string() });

export const approvalFlowSchema = z.object({
  kind: z.enum(APPROVAL_KINDS),
  /** Where the flow comes from: the job's own, or the company's default. */
  source: z.enum(['job', 'company']),
  sequential: z.boolean(),
  groups: z.array(z.object({ required: z.number(), approvers: z.array(person) })),
  updatedAt: z.string().nullable(),
});
export type ApprovalFlow = z.infer<typeof approvalFlowSchema>;

/** POST …/approvals/:requestId/decisions */
export const approvalDecisionBodySchema = z
  .object({
    decision: z.enum(APPROVAL_DECISIONS),
    note: z.string().trim().max(2000).default(''),
  })
  .refine((body) => body.decision === 'approved' || body.note.length > 0, {
    message: APPROVAL_MESSAGES.noteRequired,
    path: ['note'],
  });
export type ApprovalDecisionBody = z.input<typeof approvalDecisionBodySchema>;
export type ApprovalDecisionInput = z.output<typeof approvalDecisionBodySchema>;

export const approvalRequestSchema = z.object({
  id: z.string(),
  status: z.enum(APPROVAL_REQUEST_STATUSES),
  sequential: z.boolean(),
  requestedBy: person.nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  groups: z.array(
    z.object({
      required: z.number(),
      /** Whether its approvers are being asked now. */
      active: z.boolean(),
      approved: z.boolean(),
      approvers: z.array(
        person.extend({
          decision: z.enum(APPROVAL_DECISIONS).nullable(),
          note: z.string(),
          decidedAt: z.string().nullable(),
        }),
      ),
    }),
  ),
  /** Whether the signed-in user may decide now. */
  canDecide: z.boolean(),
});
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;

export const jobApprovalsSchema = z.object({
  flow: approvalFlowSchema,
  current: approvalRequestSchema.nullable(),
  history: z.array(approvalRequestSchema),
});
export type JobApprovals = z.infer<typeof jobApprovalsSchema>;

export const pendingApprovalSchema = z.object({
  requestId: z.string(),
  jobId: z.string(),
  jobName: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  /** For an offer round: the offer and whom it is for. */
  offerId: z.string().nullable(),
  candidate: person.nullable(),
  requestedBy: person.nullable(),
  requestedAt: z.string(),
});
export type PendingApproval = z.infer<typeof pendingApprovalSchema>;
