import { z } from 'zod';
import { listQuerySchema, paged } from '../platform/api.ts';
import { requiredText } from '../platform/required-text.ts';

// The talent pool (issue 18): prospect pools with ordered stages and pool admins; prospects are
// candidates kept warm in a pool, with an owner, moved through its stages and converted to a
// candidate on a job when the time comes.

export const DEFAULT_POOL_STAGES = ['Identified', 'Contacted', 'Engaged', 'Ready to apply'] as const;

export const poolBodySchema = z.object({
  name: requiredText(80),
  /** In order; stages keep their ids across edits (send `id` for an existing one). */
  stages: z
    .array(z.object({ id: z.uuid().optional(), name: requiredText(60) }))
    .min(1, 'Add at least one stage')
    .max(20),
  adminIds: z.array(z.uuid()).max(50).default([]),
});
export type PoolInput = z.output<typeof poolBodySchema>;
export type PoolFormValues = z.input<typeof poolBodySchema>;

const person = z.object({ id: z.string(), name: z.string() });

export const poolSchema = z.object({
  id: z.string(),
  publicId: z.number(),
  name: z.string(),
  stages: z.array(z.object({ id: z.string(), name: z.string(), prospects: z.number() })),
  admins: z.array(person),
  prospects: z.number(),
  createdAt: z.string(),
});
export type Pool = z.infer<typeof poolSchema>;

/** POST /api/talent-pool/prospects: someone already a candidate, or a new person, into a pool. */
export const addProspectBodySchema = z.object({
  poolId: z.uuid('Choose a pool'),
  stageId: z.uuid().nullable().default(null),
  ownerId: z.uuid().nullable().default(null),
  candidateId: z.uuid().nullable().default(null),
  /** A new person when no candidateId: name and email at least. */
  firstName: z.string().trim().max(80).default(''),
  lastName: z.string().trim().max(80).default(''),
  email: z.string().trim().max(320).default(''),
  note: z.string().trim().max(2000).default(''),
});
export type AddProspectInput = z.output<typeof addProspectBodySchema>;
export type AddProspectBody = z.input<typeof addProspectBodySchema>;

export const prospectQuerySchema = listQuerySchema.pick({ page: true, limit: true, search: true }).extend({
  poolId: z.uuid().optional(),
  stageId: z.uuid().optional(),
  ownerId: z.uuid().optional(),
});
export type ProspectQuery = z.output<typeof prospectQuerySchema>;

export const prospectSchema = z.object({
  id: z.string(),
  candidate: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    title: z.string(),
    company: z.string(),
  }),
  pool: z.object({ id: z.string(), name: z.string() }),
  stage: z.object({ id: z.string(), name: z.string() }).nullable(),
  owner: person.nullable(),
  status: z.enum(['active', 'converted']),
  convertedTo: z.object({ applicationId: z.string(), jobName: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Prospect = z.infer<typeof prospectSchema>;
export const prospectListSchema = paged(prospectSchema);

export const moveProspectBodySchema = z.object({ stageId: z.uuid('Choose a stage') });
export const prospectOwnerBodySchema = z.object({ ownerId: z.uuid().nullable() });
export const convertProspectBodySchema = z.object({
  jobId: z.uuid('Choose a job'),
  stageId: z.uuid().nullable().default(null),
});
export type ConvertProspectInput = z.output<typeof convertProspectBodySchema>;
