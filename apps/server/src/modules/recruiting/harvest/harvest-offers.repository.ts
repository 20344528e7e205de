import { aliasedTable, and, asc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { OfferStatus } from '@atrium/shared/schemas/recruiting/offers';
import type { DbOrTx } from '../../../db/client.ts';
import {
  applications,
  candidates,
  closeReasons,
  jobOpenings,
  jobs,
  offers,
} from '../../../db/schema/index.ts';
import { sameCompany } from '../../../lib/same-company.ts';
import { windowOf, type Window } from './harvest.repository.ts';

// What the Harvest API reads of offers, openings and close reasons. Writes go through the offers
// and hiring services.

/** Our offer statuses as Greenhouse's status filter names them. */
export const HARVEST_OFFER_STATUSES = {
  unresolved: ['draft', 'pending_approval', 'approved', 'sent'],
  accepted: ['accepted'],
  rejected: ['declined'],
  deprecated: ['deprecated'],
} satisfies Record<string, OfferStatus[]>;

export interface OfferFilters extends Window {
  applicationId?: string;
  publicId?: number;
  /** Not deprecated: the application's current offer. */
  current?: boolean;
  status?: keyof typeof HARVEST_OFFER_STATUSES;
  resolvedBefore?: string;
  resolvedAfter?: string;
  /** Dates, YYYY-MM-DD, inclusive. */
  sentBefore?: string;
  sentAfter?: string;
  startsBefore?: string;
  startsAfter?: string;
}

function offerConditions(companyId: string, filters: OfferFilters): SQL {
  const conditions: SQL[] = [
    eq(offers.companyId, companyId),
    ...windowOf(offers.createdAt, offers.updatedAt, filters),
  ];
  if (filters.applicationId) conditions.push(eq(offers.applicationId, filters.applicationId));
  if (filters.publicId !== undefined) conditions.push(eq(offers.publicId, filters.publicId));
  if (filters.current) conditions.push(ne(offers.status, 'deprecated'));
  if (filters.status) conditions.push(inArray(offers.status, HARVEST_OFFER_STATUSES[filters.status]));
  if (filters.resolvedBefore) conditions.push(lte(offers.resolvedAt, new Date(filters.resolvedBefore)));
  if (filters.resolvedAfter) conditions.push(gte(offers.resolvedAt, new Date(filters.resolvedAfter)));
  // Greenhouse's sent date is a day: on or before / on or after it, in UTC.
  if (filters.sentBefore)
    conditions.push(sql`(${offers.sentAt} at time zone 'UTC')::date <= ${filters.sentBefore}`);
  if (filters.sentAfter)
    conditions.push(sql`(${offers.sentAt} at time zone 'UTC')::date >= ${filters.sentAfter}`);
  if (filters.startsBefore) conditions.push(lte(offers.startDate, filters.startsBefore));
  if (filters.startsAfter) conditions.push(gte(offers.startDate, filters.startsAfter));
  return and(...conditions)!;
}

/** Offers ordered by application (Greenhouse's order), then version, one row past the page. */
export const offerRows = (db: DbOrTx, companyId: string, filters: OfferFilters, limit: number, offset = 0) =>
  db
    .select({
      offer: offers,
      applicationPublicId: applications.publicId,
      applicationStatus: applications.status,
      jobId: applications.jobId,
      jobPublicId: jobs.publicId,
      candidatePublicId: candidates.publicId,
    })
    .from(offers)
    .innerJoin(applications, sameCompany(applications, offers, eq(applications.id, offers.applicationId)))
    .innerJoin(jobs, sameCompany(jobs, applications, eq(jobs.id, applications.jobId)))
    .innerJoin(candidates, sameCompany(candidates, applications, eq(candidates.id, applications.candidateId)))
    .where(offerConditions(companyId, filters))
    .orderBy(asc(applications.publicId), asc(offers.version), asc(offers.publicId))
    .limit(limit + 1)
    .offset(offset);
export type OfferRow = Awaited<ReturnType<typeof offerRows>>[number];

export async function countOffers(db: DbOrTx, companyId: string, filters: OfferFilters) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(offers)
    .where(offerConditions(companyId, filters));
  return Number(row?.n ?? 0);
}

const hired = aliasedTable(applications, 'hired');

/** Openings with the Harvest id of the application hired into each; by job or by id. */
export const openingRows = (db: DbOrTx, companyId: string, where: SQL) =>
  db
    .select({
      opening: jobOpenings,
      hiredPublicId: hired.publicId,
    })
    .from(jobOpenings)
    .leftJoin(hired, sameCompany(hired, jobOpenings, eq(hired.id, jobOpenings.hiredApplicationId)))
    .where(and(eq(jobOpenings.companyId, companyId), where))
    .orderBy(asc(jobOpenings.position), asc(jobOpenings.createdAt));
export type OpeningRow = Awaited<ReturnType<typeof openingRows>>[number];

export const openingsOfJobs = (db: DbOrTx, companyId: string, jobIds: string[]) =>
  jobIds.length === 0
    ? Promise.resolve([] as OpeningRow[])
    : openingRows(db, companyId, inArray(jobOpenings.jobId, [...new Set(jobIds)]));

export const closeReasonRows = (db: DbOrTx, companyId: string) =>
  db
    .select({ id: closeReasons.id, name: closeReasons.name })
    .from(closeReasons)
    .where(eq(closeReasons.companyId, companyId));

/** A job's uuid and Harvest id, by its Harvest id. */
export async function jobByPublicId(db: DbOrTx, companyId: string, publicId: number) {
  const [row] = await db
    .select({ id: jobs.id, publicId: jobs.publicId, name: jobs.name })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.publicId, publicId)))
    .limit(1);
  return row ?? null;
}
