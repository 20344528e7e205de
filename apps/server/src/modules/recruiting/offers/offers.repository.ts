import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  applications,
  candidates,
  companies,
  jobHiringTeam,
  jobOpenings,
  jobs,
  offers,
  offerTemplates,
  users,
  type OfferRow,
} from '../../../db/schema/index.ts';
import { sameCompany } from '../../../lib/same-company.ts';

/** The application with what an offer says of it: candidate, job, its range and company. */
export async function offerContext(db: DbOrTx, companyId: string, applicationId: string) {
  const [row] = await db
    .select({
      applicationId: applications.id,
      status: applications.status,
      candidateId: candidates.id,
      firstName: candidates.firstName,
      lastName: candidates.lastName,
      email: candidates.email,
      phone: candidates.phone,
      jobId: jobs.id,
      jobName: jobs.name,
      jobStatus: jobs.status,
      departmentId: jobs.departmentId,
      salaryMin: jobs.salaryMin,
      salaryMax: jobs.salaryMax,
      salaryCurrency: jobs.salaryCurrency,
      companyName: companies.name,
      companySlug: companies.slug,
    })
    .from(applications)
    .innerJoin(candidates, sameCompany(candidates, applications, eq(candidates.id, applications.candidateId)))
    .innerJoin(jobs, sameCompany(jobs, applications, eq(jobs.id, applications.jobId)))
    .innerJoin(companies, eq(companies.id, applications.companyId))
    .where(and(eq(applications.companyId, companyId), eq(applications.id, applicationId)))
    .limit(1);
  return row ?? null;
}
export type OfferContext = NonNullable<Awaited<ReturnType<typeof offerContext>>>;

/** Locks the application: its offer changes one at a time. */
export async function lockApplicationRow(db: DbOrTx, companyId: string, applicationId: string) {
  const [row] = await db
    .select({ id: applications.id, status: applications.status, jobId: applications.jobId })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), eq(applications.id, applicationId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function currentOffer(db: DbOrTx, companyId: string, applicationId: string, lock = false) {
  const query = db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.companyId, companyId),
        eq(offers.applicationId, applicationId),
        ne(offers.status, 'deprecated'),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findOffer(db: DbOrTx, companyId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(offers)
    .where(and(eq(offers.companyId, companyId), eq(offers.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export const offersOfApplication = (db: DbOrTx, companyId: string, applicationId: string) =>
  db
    .select()
    .from(offers)
    .where(and(eq(offers.companyId, companyId), eq(offers.applicationId, applicationId)))
    .orderBy(desc(offers.version));

export async function insertOffer(db: DbOrTx, values: typeof offers.$inferInsert): Promise<OfferRow> {
  const [row] = await db.insert(offers).values(values).returning();
  return row!;
}

export async function updateOffer(
  db: DbOrTx,
  companyId: string,
  id: string,
  values: Partial<typeof offers.$inferInsert>,
): Promise<OfferRow> {
  const [row] = await db
    .update(offers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(offers.companyId, companyId), eq(offers.id, id)))
    .returning();
  return row!;
}

export async function deleteOffersOfApplication(db: DbOrTx, companyId: string, applicationId: string) {
  await db
    .delete(offers)
    .where(and(eq(offers.companyId, companyId), eq(offers.applicationId, applicationId)));
}

export async function findTemplate(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select({ id: offerTemplates.id, name: offerTemplates.name, bodyHtml: offerTemplates.bodyHtml })
    .from(offerTemplates)
    .where(and(eq(offerTemplates.companyId, companyId), eq(offerTemplates.id, id)))
    .limit(1);
  return row ?? null;
}

export async function templateNames(db: DbOrTx, companyId: string) {
  const rows = await db
    .select({ id: offerTemplates.id, name: offerTemplates.name })
    .from(offerTemplates)
    .where(eq(offerTemplates.companyId, companyId));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The job's openings in order, with a label people recognise ("Opening 2 · ENG-014"). */
export async function openingsOfJob(db: DbOrTx, companyId: string, jobId: string, lock = false) {
  const query = db
    .select({
      id: jobOpenings.id,
      openingId: jobOpenings.openingId,
      status: jobOpenings.status,
      position: jobOpenings.position,
      hiredApplicationId: jobOpenings.hiredApplicationId,
    })
    .from(jobOpenings)
    .where(and(eq(jobOpenings.companyId, companyId), eq(jobOpenings.jobId, jobId)))
    .orderBy(asc(jobOpenings.position));
  return lock ? query.for('update') : query;
}

export async function fillOpening(db: DbOrTx, companyId: string, id: string, applicationId: string) {
  await db
    .update(jobOpenings)
    .set({ status: 'closed', hiredApplicationId: applicationId, filledAt: new Date() })
    .where(and(eq(jobOpenings.companyId, companyId), eq(jobOpenings.id, id)));
}

/** The job's hiring manager (the responsible one first), for the letter's token. */
export async function hiringManager(db: DbOrTx, companyId: string, jobId: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(jobHiringTeam)
    .innerJoin(users, sameCompany(users, jobHiringTeam, eq(users.id, jobHiringTeam.userId)))
    .where(
      and(
        eq(jobHiringTeam.companyId, companyId),
        eq(jobHiringTeam.jobId, jobId),
        eq(jobHiringTeam.role, 'hiring_manager'),
      ),
    )
    .orderBy(desc(jobHiringTeam.responsible), asc(jobHiringTeam.position))
    .limit(1);
  return row ?? null;
}

export async function peopleNamed(db: DbOrTx, companyId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(and(eq(users.companyId, companyId), sql`${users.id} = any(${sql.param(ids)}::uuid[])`));
  return new Map(rows.map((row) => [row.id, row.name]));
}
