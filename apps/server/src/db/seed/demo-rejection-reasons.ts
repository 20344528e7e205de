import type { RejectionReasonTypeId } from '@atrium/shared/schemas/recruiting/rejection-reasons';
import type { Tx } from '../client.ts';
import { rejectionReasons } from '../schema/index.ts';

/** The demo company's rejection reasons: the ones Greenhouse's customers most often keep. */
export const DEMO_REJECTION_REASONS: ReadonlyArray<[string, RejectionReasonTypeId]> = [
  ['Lacking skill(s)/qualification(s)', 1],
  ['Not enough relevant experience', 1],
  ['Salary expectations above the range', 1],
  ['Another candidate was a better fit', 1],
  ['Did not complete the assessment', 1],
  ['Accepted another offer', 2],
  ['Compensation', 2],
  ['Not interested in the role any more', 2],
  ['Relocation not possible', 2],
  ['Hiring freeze', 3],
  ['Position filled', 3],
];

export async function seedDemoRejectionReasons(tx: Tx, companyId: string): Promise<void> {
  await tx
    .insert(rejectionReasons)
    .values(DEMO_REJECTION_REASONS.map(([name, typeId]) => ({ companyId, name, typeId })));
}
