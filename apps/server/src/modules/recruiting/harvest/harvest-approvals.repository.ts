import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { applications, jobs, offers, users } from '../../../db/schema/index.ts';
import { sameCompany } from '../../../lib/same-company.ts';

// What the Harvest API reads around approval flows (the flows and rounds themselves are read through
// the approvals module's repository).

export async function jobByPublicId(db: DbOrTx, companyId: string, publicId: number) {
  const [row] = await db
    .select({ id: jobs.id, publicId: jobs.publicId })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.publicId, publicId)))
    .limit(1);
  return row ?? null;
}

export const jobsByIds = (db: DbOrTx, companyId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: jobs.id, publicId: jobs.publicId })
        .from(jobs)
        .where(and(eq(jobs.companyId, companyId), inArray(jobs.id, [...new Set(ids)])));

/** An offer (any version) with its job, by its Harvest id. */
export async function offerByPublicId(db: DbOrTx, companyId: string, publicId: number) {
  const [row] = await db
    .select({ id: offers.id, publicId: offers.publicId, jobId: applications.jobId })
    .from(offers)
    .innerJoin(applications, sameCompany(applications, offers, eq(applications.id, offers.applicationId)))
    .where(and(eq(offers.companyId, companyId), eq(offers.publicId, publicId)))
    .limit(1);
  return row ?? null;
}

/** A job's draft offers: those whose approval can be requested. */
export const draftOffersOfJob = (db: DbOrTx, companyId: string, jobId: string) =>
  db
    .select({ id: offers.id, publicId: offers.publicId })
    .from(offers)
    .innerJoin(applications, sameCompany(applications, offers, eq(applications.id, offers.applicationId)))
    .where(and(eq(offers.companyId, companyId), eq(applications.jobId, jobId), eq(offers.status, 'draft')));

export const offersByIds = (db: DbOrTx, companyId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: offers.id, publicId: offers.publicId })
        .from(offers)
        .where(and(eq(offers.companyId, companyId), inArray(offers.id, [...new Set(ids)])));

export const peopleByIds = (db: DbOrTx, companyId: string, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: users.id,
          publicId: users.publicId,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(users)
        .where(and(eq(users.companyId, companyId), inArray(users.id, [...new Set(ids)])));

export async function userByPublicId(db: DbOrTx, companyId: string, publicId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.publicId, publicId)))
    .limit(1);
  return row ?? null;
}
