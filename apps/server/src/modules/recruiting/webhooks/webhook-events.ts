import type { DbOrTx } from '../../../db/client.ts';
import { emitWebhookEvent } from './webhook-delivery.ts';
import { applicationPayload, personPayload } from './webhook-payloads.ts';

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
