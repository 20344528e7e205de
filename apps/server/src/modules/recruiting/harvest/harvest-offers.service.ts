import { z } from 'zod';
import { isRealDate } from '@atrium/shared/schemas/platform/dates';
import type { DbOrTx } from '../../../db/client.ts';
import { harvestOfferStatus } from '../webhooks/webhook-payloads.ts';
import { harvestStoredFieldsOf, NO_CUSTOM_FIELDS } from './harvest-custom-fields.ts';
import { HarvestError } from './harvest-http.ts';
import type { HarvestOffer, HarvestOpening } from './harvest-offer-objects.ts';
import { stableIdOf } from './harvest-objects.ts';
import * as repository from './harvest-offers.repository.ts';

// Greenhouse's offers and openings, from our offer versions and job openings.

/** The id the job object's `openings` give an opening (harvest-reference.routes.ts). */
export const openingIdOf = (openingId: string) => stableIdOf(`opening:${openingId}`);
/** A close reason has no integer id of ours: a stable one, as for openings. */
export const closeReasonIdOf = (closeReasonId: string) => stableIdOf(`close_reason:${closeReasonId}`);

/** A day as Greenhouse takes it: YYYY-MM-DD, or an ISO timestamp whose time is ignored. */
export const harvestDay = z
  .string()
  .trim()
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}($|T)/.test(value) && isRealDate(value.slice(0, 10)),
    'Must be a date (YYYY-MM-DD)',
  )
  .transform((value) => value.slice(0, 10));

/** Refuses what Greenhouse takes but Atrium sets itself, rather than dropping it unseen. */
export function refuseUnwritable(body: Record<string, unknown>, fields: Record<string, string>): void {
  const errors = Object.entries(fields)
    .filter(([field]) => body[field] !== undefined)
    .map(([field, message]) => ({ field, message }));
  if (errors.length) throw new HarvestError(422, 'Validation error', errors);
}

export function toHarvestOpening(row: repository.OpeningRow): HarvestOpening {
  const opening = row.opening;
  return {
    id: openingIdOf(opening.id),
    opening_id: opening.openingId,
    status: opening.status,
    opened_at: opening.createdAt.toISOString(),
    closed_at: opening.filledAt?.toISOString() ?? null,
    application_id: row.hiredPublicId ?? null,
    close_reason: null,
    // Atrium has no custom fields on openings.
    ...NO_CUSTOM_FIELDS,
  };
}

const openingRef = (row: repository.OpeningRow) => {
  const { custom_fields: _fields, keyed_custom_fields: _keyed, ...ref } = toHarvestOpening(row);
  return ref;
};

/** Offers as Greenhouse's objects: their opening, dates as it writes them, custom fields by key. */
export async function harvestOffers(
  db: DbOrTx,
  companyId: string,
  rows: repository.OfferRow[],
): Promise<HarvestOffer[]> {
  const [openings, fields] = await Promise.all([
    repository.openingsOfJobs(
      db,
      companyId,
      rows.filter((row) => row.offer.openingId).map((row) => row.jobId),
    ),
    harvestStoredFieldsOf(
      db,
      companyId,
      'offer',
      rows.map((row) => ({ id: row.offer.id, values: row.offer.customFields })),
    ),
  ]);
  const openingOf = new Map(openings.map((row) => [row.opening.id, row]));
  return rows.map(({ offer, ...row }) => {
    const opening = offer.openingId ? openingOf.get(offer.openingId) : undefined;
    return {
      id: offer.publicId,
      version: offer.version,
      application_id: row.applicationPublicId,
      job_id: row.jobPublicId,
      candidate_id: row.candidatePublicId,
      opening: opening ? openingRef(opening) : null,
      created_at: offer.createdAt.toISOString(),
      updated_at: offer.updatedAt.toISOString(),
      sent_at: offer.sentAt ? offer.sentAt.toISOString().slice(0, 10) : null,
      resolved_at: offer.resolvedAt?.toISOString() ?? null,
      starts_at: offer.startDate,
      status: harvestOfferStatus(offer.status) as HarvestOffer['status'],
      ...(fields.get(offer.id) ?? NO_CUSTOM_FIELDS),
    };
  });
}
