import type { DbOrTx } from '../../../db/client.ts';
import { isTaskForHire, type HireProfile } from '../plan/plan-rules.ts';
import { listTemplates } from './signature-templates.repository.ts';
import * as repository from './signature-requests.repository.ts';
import { snapshotOf } from './request-snapshot.ts';
import { criteriaOfTemplates } from './template-criteria.ts';

export interface SigningHire extends HireProfile {
  id: string;
  managerUserId: string | null;
  hrContactUserId: string | null;
  buddyUserId: string | null;
}

/**
 * Sends a hire every template whose criteria they match (the plan's rule), as their plan is
 * assembled, in the caller's transaction. A template already sent to them is skipped, so calling
 * it again is harmless. Nobody is mailed: the hire has no account yet, and their "next step" mail
 * leads to their documents. Answers how many were sent.
 */
export async function assignSignatureDocuments(
  db: DbOrTx,
  companyId: string,
  hire: SigningHire,
): Promise<number> {
  const records = await listTemplates(db, companyId, { includeArchived: false });
  if (records.length === 0) return 0;
  const criteria = await criteriaOfTemplates(
    db,
    companyId,
    records.map(({ row }) => row.id),
  );
  let sent = 0;
  for (const { row } of records) {
    if (row.fields.length === 0 || !isTaskForHire(criteria.get(row.id)!.criteria, hire)) continue;
    const inserted = await repository.insertRequest(db, companyId, {
      ...snapshotOf(row, hire),
      newHireId: hire.id,
      sentBy: null,
    });
    if (inserted) sent += 1;
  }
  return sent;
}
