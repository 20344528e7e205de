import { z } from 'zod';
import { requiredText } from '../platform/required-text.ts';

// Rejection reasons (configuration → custom options → rejection reasons): what a recruiter picks when
// rejecting an application, each of one of Greenhouse's three kinds, with Greenhouse's ids and names
// (its Harvest API answers `type: { id, name }`).

export const REJECTION_REASON_TYPES = [
  { id: 1, name: 'We rejected them' },
  { id: 2, name: 'They rejected us' },
  { id: 3, name: 'None specified' },
] as const;
export type RejectionReasonTypeId = (typeof REJECTION_REASON_TYPES)[number]['id'];

export const REJECTION_REASON_MESSAGES = {
  typeRequired: 'Choose who made the decision',
} as const;

export const rejectionReasonTypeOf = (id: number) => REJECTION_REASON_TYPES.find((type) => type.id === id)!;

export const rejectionReasonBodySchema = z.object({
  name: requiredText(80, 'Use at most 80 characters'),
  // A form's radio buttons hold text: "2" is read as 2.
  typeId: z.coerce.number({ error: REJECTION_REASON_MESSAGES.typeRequired }).pipe(
    z.union([z.literal(1), z.literal(2), z.literal(3)], {
      error: REJECTION_REASON_MESSAGES.typeRequired,
    }),
  ),
});
export type RejectionReasonInput = z.output<typeof rejectionReasonBodySchema>;
export type RejectionReasonFormValues = z.input<typeof rejectionReasonBodySchema>;

export const rejectionReasonSchema = z.object({
  id: z.string(),
  /** The stable integer id integrations see (Greenhouse's ids are integers). */
  publicId: z.number(),
  name: z.string(),
  type: z.object({ id: z.number(), name: z.string() }),
  /** Applications rejected with it; a reason in use can be renamed but not deleted. */
  applicationCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RejectionReason = z.infer<typeof rejectionReasonSchema>;
