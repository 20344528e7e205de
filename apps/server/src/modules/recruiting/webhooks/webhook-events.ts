import type { DbOrTx } from '../../../db/client.ts';
import { emitWebhookEvent } from './webhook-delivery.ts';
import { applicationPayload, offerPayload, personPayload } from './webhook-payloads.ts';

// What the other recruiting modules call, in the transaction of the change.

export type ApplicationEvent =
  | 'new_candidate_application'
  | 'new_prospect_application'
  | 'candidate_stage_change'
  | 'reject_candidate'
  | 'unreject_candidate';

export const applicationEvent = (
  tx: DbOrTx,
  companyId: string,
  event: ApplicationEvent,
  applicationId: string,
) =>
  emitWebhookEvent(tx, companyId, event, (fileUrl) =>
    applicationPayload(tx, companyId, applicationId, fileUrl),
  );

/** Before the delete: afterwards there is nobody to describe. */
export const candidateDeletedEvent = (tx: DbOrTx, companyId: string, candidateId: string) =>
  emitWebhookEvent(tx, companyId, 'delete_candidate', (fileUrl) =>
    personPayload(tx, companyId, candidateId, fileUrl),
  );

export const candidatesMergedEvent = (
  tx: DbOrTx,
  companyId: string,
  primary: { id: number },
  duplicate: { id: number },
) =>
  emitWebhookEvent(tx, companyId, 'merge_candidate', async () => ({
    primary_candidate_id: primary.id,
    secondary_candidate_id: duplicate.id,
  }));

export type OfferEvent = 'offer_created' | 'offer_approved' | 'offer_updated' | 'offer_deleted';

/** Greenhouse's offer web hooks: the offer as it is now (before a delete, as it was). */
export const offerEvent = (tx: DbOrTx, companyId: string, event: OfferEvent, offerId: string) =>
  emitWebhookEvent(tx, companyId, event, () => offerPayload(tx, companyId, offerId));

export const offerCreatedEvent = (tx: DbOrTx, companyId: string, offerId: string) =>
  offerEvent(tx, companyId, 'offer_created', offerId);

/** Greenhouse's "Candidate hired": the application as hired. */
export const candidateHiredEvent = (tx: DbOrTx, companyId: string, applicationId: string) =>
  emitWebhookEvent(tx, companyId, 'hire_candidate', (fileUrl) =>
    applicationPayload(tx, companyId, applicationId, fileUrl),
  );

/** Greenhouse's "Interview deleted" (a scheduled interview cancelled): only its Harvest id. */
export const interviewDeletedEvent = (tx: DbOrTx, companyId: string, interviewPublicId: number) =>
  emitWebhookEvent(tx, companyId, 'interview_deleted', async () => ({
    interview: { id: interviewPublicId },
  }));
