import { z } from 'zod';
import { listQuerySchema } from '../platform/api.ts';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD');

/** Filters of the audit trail screen; dates are whole days, both ends included. */
export const auditQuerySchema = listQuerySchema
  .extend({
    actorUserId: z.string().uuid().optional(),
    action: z.string().trim().max(100).optional(),
    targetType: z.string().trim().max(64).optional(),
    /** One record's history (with targetType): a job's activity feed. */
    targetId: z.string().trim().max(64).optional(),
    outcome: z.enum(['success', 'failure', 'denied']).optional(),
    fromDate: isoDate.optional(),
    toDate: isoDate.optional(),
    sortBy: z.enum(['createdAt', 'action', 'targetType']).optional(),
  })
  .refine((query) => !query.fromDate || !query.toDate || query.fromDate <= query.toDate, {
    message: 'The start date must be on or before the end date',
    path: ['toDate'],
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  action: z.string(),
  outcome: z.enum(['success', 'failure', 'denied']),
  actorUserId: z.string().nullable(),
  actorName: z.string().nullable(),
  impersonatorUserId: z.string().nullable(),
  impersonatorName: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  requestId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditExportQuerySchema = auditQuerySchema.safeExtend({
  format: z.enum(['csv', 'json']).default('csv'),
});
