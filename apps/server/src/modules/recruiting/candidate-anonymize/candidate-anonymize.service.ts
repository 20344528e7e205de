import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import {
  ANONYMIZE_CHOICES,
  type HarvestAnonymizeField,
} from '@atrium/shared/schemas/recruiting/candidate-profile';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { afterCommit } from '../../../db/after-commit.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import * as attachments from '../candidate-attachments/candidate-attachments.repository.ts';
import { recordActivity } from '../candidates/candidate-activity.ts';
import { candidatesChanged } from '../candidates/candidates.service.ts';
import * as repository from './candidate-anonymize.repository.ts';

export interface AnonymizeDeps {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** The address an anonymised candidate keeps: the one-per-company email needs a value, and .invalid never delivers. */
export const anonymizedEmail = (publicId: number) => `anonymized-${publicId}@anonymized.invalid`;

const labelOf = (field: HarvestAnonymizeField) =>
  ANONYMIZE_CHOICES.find((choice) => choice.field === field)?.label ?? field.replace(/_/g, ' ');

/** Deletes every attachment's file; answers the storage keys to remove once committed. */
async function removeFiles(tx: DbOrTx, companyId: string, candidateId: string): Promise<string[]> {
  const keys: string[] = [];
  for (const row of await attachments.attachmentsOf(tx, companyId, [candidateId])) {
    const key = await attachments.removeAttachment(tx, companyId, candidateId, {
      id: row.id,
      fileId: row.file.id,
      storageKey: row.file.storageKey,
    });
    if (key) keys.push(key);
  }
  return keys;
}

/**
 * GDPR erasure (Greenhouse's anonymize): blanks the chosen fields, deletes the files, and records
 * which fields (never their values) in the feed and the audit trail. Nothing keeps a copy, so it
 * cannot be undone. Harvest's names that Atrium holds nothing for are accepted as done.
 */
export async function anonymizeCandidate(
  deps: AnonymizeDeps,
  request: FastifyRequest,
  auth: AuthContext,
  candidateId: string,
  requested: HarvestAnonymizeField[],
): Promise<void> {
  const fields = new Set(requested);
  const has = (...names: HarvestAnonymizeField[]) => names.some((name) => fields.has(name));
  const { companyId } = auth;
  await deps.db.transaction(async (tx) => {
    const candidate = await repository.lockCandidate(tx, companyId, candidateId);
    if (!candidate) throw notFound('Candidate');
    const storageKeys = has('attachments') ? await removeFiles(tx, companyId, candidateId) : [];
    await repository.updateCandidate(tx, companyId, candidateId, {
      ...(has('full_name') && { firstName: 'Anonymized', lastName: String(candidate.publicId) }),
      ...(has('emails', 'email_addresses') && {
        email: anonymizedEmail(candidate.publicId),
        emailAddresses: [],
      }),
      ...(has('phone_numbers') && { phone: null, phoneNumbers: [] }),
      ...(has('addresses', 'location') && { addresses: [] }),
      ...(has('websites') && { websiteAddresses: [] }),
      ...(has('social_media_links') && { socialMediaAddresses: [] }),
      ...(has('current_title', 'headline') && { title: '' }),
      ...(has('current_company') && { company: '' }),
      ...(has('recruiter') && { recruiterId: null }),
      ...(has('coordinator') && { coordinatorId: null }),
      ...(has('attachments') && { resumeText: '' }),
    });
    await repository.updateApplications(tx, companyId, candidateId, {
      ...(has('application_questions') && { answers: [], coverLetterText: null, demographics: null }),
      ...(has('referral_questions') && { referralNote: null }),
      ...(has('credited_to') && { referrerId: null }),
      ...(has('rejection_notes') && { rejectionNote: null }),
      ...(has('rejection_reason') && { rejectionReasonId: null }),
      ...(has('source') && { source: '' }),
    });
    if (has('tags')) await repository.removeTags(tx, companyId, candidateId);
    await repository.removeCustomFieldValues(tx, companyId, candidateId, {
      candidate: has('custom_candidate_fields'),
      referral: has('referral_questions'),
    });
    await repository.removeHistory(tx, companyId, candidateId, {
      education: has('education'),
      employment: has('employment'),
    });
    if (has('activity_items', 'inmails', 'touchpoints'))
      await repository.blankFeed(tx, companyId, candidateId, false);
    else if (has('notes', 'innotes')) await repository.blankFeed(tx, companyId, candidateId, true);
    if (has('activity_items', 'inmails'))
      await repository.blankEmails(tx, companyId, candidateId, { subject: '', html: '', text: '' });
    if (has('emails', 'email_addresses'))
      await repository.blankEmails(tx, companyId, candidateId, { to: anonymizedEmail(candidate.publicId) });
    const named = [...fields].map(labelOf);
    await recordActivity(tx, {
      companyId,
      candidateId,
      kind: 'edited',
      summary: `Anonymised: ${named.join(', ')}`,
      actorId: auth.userId,
    });
    await recordAudit(tx, request, {
      action: 'candidate.anonymize',
      targetType: 'candidate',
      targetId: candidateId,
      after: { fields: [...fields], filesDeleted: storageKeys.length },
    });
    candidatesChanged(companyId);
    afterCommit(tx, () => {
      for (const key of storageKeys)
        deps.storage
          .delete(key)
          .catch((error: unknown) => deps.log.warn({ err: error }, 'anonymised file bytes not deleted'));
    });
  });
}
