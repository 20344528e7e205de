import type { FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { CandidateDetail } from '@atrium/shared/schemas/recruiting/candidates';
import type { Db, DbOrTx } from '../../../db/client.ts';
import {
  applications,
  candidateActivities,
  candidateAttachments,
  candidateCustomFieldValues,
  candidateEducations,
  candidateEmails,
  candidateEmployments,
  candidateFollowers,
  candidates,
  candidateTagLinks,
  prospects,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { refreshResumeText } from '../candidate-attachments/candidate-attachments.repository.ts';
import { recordActivity } from './candidate-activity.ts';
import { candidatesChanged, loadCandidate } from './candidates.service.ts';
import { candidatesMergedEvent } from '../webhooks/webhook-events.ts';

/** Each list once, by value (emails whatever their case), the primary's first. */
function union<T extends { value: string }>(primary: readonly T[], duplicate: readonly T[]): T[] {
  const seen = new Set(primary.map((entry) => entry.value.toLowerCase()));
  return [...primary, ...duplicate.filter((entry) => !seen.has(entry.value.toLowerCase()))];
}

const snapshot = (candidate: CandidateDetail) => ({
  name: `${candidate.firstName} ${candidate.lastName}`,
  emails: candidate.emailAddresses.map((entry) => entry.value),
  applications: candidate.applications.map((application) => application.job?.name ?? null),
});

async function moveRows(tx: DbOrTx, companyId: string, from: string, to: string) {
  for (const table of [
    applications,
    candidateActivities,
    candidateEmails,
    candidateAttachments,
    candidateEducations,
    candidateEmployments,
  ] as const)
    await tx
      .update(table)
      .set({ candidateId: to })
      .where(and(eq(table.companyId, companyId), eq(table.candidateId, from)));
  // Pools the primary is not in yet; where both are, the primary's place stands.
  await tx.execute(sql`
    update ${prospects} set candidate_id = ${to}, updated_at = now()
    where company_id = ${companyId} and candidate_id = ${from}
      and not exists (
        select 1 from ${prospects} theirs
        where theirs.company_id = ${prospects.companyId} and theirs.candidate_id = ${to}
          and theirs.pool_id = ${prospects.poolId})`);
  // Tags and followers join; a custom field the primary has keeps the primary's value.
  await tx.execute(sql`
    insert into ${candidateTagLinks} (company_id, candidate_id, tag_id, created_at)
    select company_id, ${to}, tag_id, created_at from ${candidateTagLinks}
    where company_id = ${companyId} and candidate_id = ${from}
    on conflict do nothing`);
  await tx.execute(sql`
    insert into ${candidateFollowers} (company_id, candidate_id, user_id, created_at)
    select company_id, ${to}, user_id, created_at from ${candidateFollowers}
    where company_id = ${companyId} and candidate_id = ${from}
    on conflict do nothing`);
  await tx.execute(sql`
    insert into ${candidateCustomFieldValues} (company_id, candidate_id, field_id, value)
    select company_id, ${to}, field_id, value from ${candidateCustomFieldValues}
    where company_id = ${companyId} and candidate_id = ${from}
    on conflict do nothing`);
}

/**
 * Merges the duplicate into the primary, for good: every application, note, email, tag, feed
 * entry, attachment, education, employment, follower, custom field value and talent pool place moves
 * to the primary, contact lists are joined, blanks filled from the duplicate, and the
 * duplicate is gone. Two applications to one job cannot become one candidate's: refused, saying so.
 */
export const mergeCandidates = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  primaryId: string,
  duplicateId: string,
) =>
  db.transaction(async (tx) => {
    const primary = await loadCandidate(tx, auth.companyId, primaryId);
    if (primaryId === duplicateId)
      throw new AppError('VALIDATION_FAILED', 'Choose another candidate to merge', {
        errors: [{ path: 'duplicateId', message: 'Choose another candidate to merge' }],
      });
    const duplicate = await loadCandidate(tx, auth.companyId, duplicateId);
    const clash = duplicate.applications.find((mine) =>
      primary.applications.some((theirs) => theirs.job && theirs.job.id === mine.job?.id),
    );
    if (clash)
      throw new AppError(
        'CONFLICT',
        `Both applied to ${clash.job!.name}; reject or transfer one of those applications first`,
      );
    await moveRows(tx, auth.companyId, duplicateId, primaryId);
    // The duplicate's résumés are the primary's now: the search finds their words under the primary.
    await refreshResumeText(tx, auth.companyId, primaryId);
    // The duplicate goes before the primary takes its emails: each address is one candidate's.
    await tx
      .delete(candidates)
      .where(and(eq(candidates.companyId, auth.companyId), eq(candidates.id, duplicateId)));
    await tx
      .update(candidates)
      .set({
        title: primary.title || duplicate.title,
        company: primary.company || duplicate.company,
        emailAddresses: union(primary.emailAddresses, duplicate.emailAddresses),
        phoneNumbers: union(primary.phoneNumbers, duplicate.phoneNumbers),
        addresses: union(primary.addresses, duplicate.addresses),
        websiteAddresses: union(primary.websiteAddresses, duplicate.websiteAddresses),
        socialMediaAddresses: union(primary.socialMediaAddresses, duplicate.socialMediaAddresses),
        recruiterId: primary.recruiter?.id ?? duplicate.recruiter?.id ?? null,
        coordinatorId: primary.coordinator?.id ?? duplicate.coordinator?.id ?? null,
        createdAt: sql`least(${candidates.createdAt}, ${new Date(duplicate.createdAt)})`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(candidates.companyId, auth.companyId), eq(candidates.id, primaryId)));
    await recordActivity(tx, {
      companyId: auth.companyId,
      candidateId: primaryId,
      kind: 'merged',
      summary: `Merged with ${duplicate.firstName} ${duplicate.lastName} (${duplicate.emailAddresses[0]?.value ?? 'no email'})`,
      actorId: auth.userId,
    });
    await recordAudit(tx, request, {
      action: 'candidate.merge',
      targetType: 'candidate',
      targetId: primaryId,
      before: { primary: snapshot(primary), duplicate: { id: duplicateId, ...snapshot(duplicate) } },
    });
    await candidatesMergedEvent(tx, auth.companyId, { id: primary.publicId }, { id: duplicate.publicId });
    candidatesChanged(auth.companyId);
    return loadCandidate(tx, auth.companyId, primaryId);
  });
