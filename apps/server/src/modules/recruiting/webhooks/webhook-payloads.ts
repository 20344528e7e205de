import type { DbOrTx } from '../../../db/client.ts';
import { harvestApplications, harvestCandidates } from '../harvest/harvest-candidates.service.ts';
import * as harvest from '../harvest/harvest.repository.ts';

// Greenhouse's web hook payloads carry the application with its candidate and jobs, as its Harvest
// API describes them (integer ids), so a receiver can follow up through the Harvest API.

/** `{ application: { …, candidate, jobs } }` for an application, as it is now. */
export async function applicationPayload(
  db: DbOrTx,
  companyId: string,
  applicationId: string,
  fileUrl: (id: string) => string,
) {
  const [row] = await harvest.applicationRows(db, companyId, harvest.applicationIdIs(applicationId));
  if (!row) return null;
  const [application] = await harvestApplications(db, companyId, [row], fileUrl);
  const candidateRow = await harvest.candidateByUuid(db, companyId, row.application.candidateId);
  const [candidate] = await harvestCandidates(db, companyId, [candidateRow!], fileUrl);
  const { applications: _applications, application_ids: _ids, ...person } = candidate!;
  return { application: { ...application!, candidate: person } };
}

/** `{ person }` for a candidate about to be deleted (after, nothing is left to describe). */
export async function personPayload(
  db: DbOrTx,
  companyId: string,
  candidateId: string,
  fileUrl: (id: string) => string,
) {
  const row = await harvest.candidateByUuid(db, companyId, candidateId);
  if (!row) return null;
  const [candidate] = await harvestCandidates(db, companyId, [row], fileUrl);
  const { applications: _applications, ...person } = candidate!;
  return { person };
}

/** Greenhouse's offer status: ours before an answer is "unresolved", a declined one "rejected". */
export const harvestOfferStatus = (status: string) =>
  status === 'accepted'
    ? 'accepted'
    : status === 'declined'
      ? 'rejected'
      : status === 'deprecated'
        ? 'deprecated'
        : 'unresolved';

/** An offer as Greenhouse's Harvest API describes it (integer ids, dates as it writes them). */
export async function offerPayload(db: DbOrTx, companyId: string, offerId: string) {
  const row = await harvest.offerRow(db, companyId, offerId);
  if (!row) return null;
  return {
    id: row.id,
    version: row.version,
    application_id: row.applicationId,
    job_id: row.jobId,
    candidate_id: row.candidateId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    sent_at: row.sentAt ? row.sentAt.toISOString().slice(0, 10) : null,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    starts_at: row.startDate,
    status: harvestOfferStatus(row.status),
    custom_fields: row.customFields,
  };
}
