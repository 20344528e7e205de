import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  applications,
  departments,
  emailTemplates,
  jobHiringTeam,
  jobInterviews,
  jobOffices,
  jobOpenings,
  jobs,
  jobStages,
  locations,
  rejectionReasons,
  users,
} from '../../../db/schema/index.ts';
import { sameCompany } from '../../../lib/same-company.ts';

export const departmentRows = (db: DbOrTx, companyId: string) =>
  db
    .select({
      id: departments.id,
      publicId: departments.publicId,
      name: departments.name,
      parentId: departments.parentId,
    })
    .from(departments)
    .where(eq(departments.companyId, companyId))
    .orderBy(asc(departments.publicId));

export const officeRows = (db: DbOrTx, companyId: string) =>
  db
    .select({
      id: locations.id,
      publicId: locations.publicId,
      name: locations.name,
      city: locations.city,
      country: locations.country,
    })
    .from(locations)
    .where(eq(locations.companyId, companyId))
    .orderBy(asc(locations.publicId));

export const jobRows = (db: DbOrTx, companyId: string, where = sql`true`, limit = 500, offset = 0) =>
  db
    .select()
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), where))
    .orderBy(asc(jobs.publicId))
    .limit(limit)
    .offset(offset);

export async function countJobs(db: DbOrTx, companyId: string, where = sql`true`) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), where));
  return Number(row?.n ?? 0);
}

export async function jobExtras(db: DbOrTx, companyId: string, jobIds: string[]) {
  if (jobIds.length === 0) return { offices: [], team: [], openings: [] };
  const [offices, team, openings] = await Promise.all([
    db
      .select({ jobId: jobOffices.jobId, locationId: jobOffices.locationId })
      .from(jobOffices)
      .where(and(eq(jobOffices.companyId, companyId), inArray(jobOffices.jobId, jobIds))),
    db
      .select({
        jobId: jobHiringTeam.jobId,
        role: jobHiringTeam.role,
        responsible: jobHiringTeam.responsible,
        publicId: users.publicId,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(jobHiringTeam)
      .innerJoin(users, sameCompany(users, jobHiringTeam, eq(users.id, jobHiringTeam.userId)))
      .where(and(eq(jobHiringTeam.companyId, companyId), inArray(jobHiringTeam.jobId, jobIds)))
      .orderBy(asc(jobHiringTeam.position)),
    db
      .select({
        jobId: jobOpenings.jobId,
        id: jobOpenings.id,
        openingId: jobOpenings.openingId,
        status: jobOpenings.status,
      })
      .from(jobOpenings)
      .where(and(eq(jobOpenings.companyId, companyId), inArray(jobOpenings.jobId, jobIds)))
      .orderBy(asc(jobOpenings.position)),
  ]);
  return { offices, team, openings };
}

export const stageRows = (db: DbOrTx, companyId: string, jobId: string) =>
  db
    .select({ stage: jobStages, jobPublicId: jobs.publicId })
    .from(jobStages)
    .innerJoin(jobs, sameCompany(jobs, jobStages, eq(jobs.id, jobStages.jobId)))
    .where(and(eq(jobStages.companyId, companyId), eq(jobStages.jobId, jobId)))
    .orderBy(asc(jobStages.position));

export const interviewRows = (db: DbOrTx, companyId: string, jobId: string) =>
  db
    .select({ stageId: jobInterviews.stageId, id: jobInterviews.id, name: jobInterviews.name })
    .from(jobInterviews)
    .where(and(eq(jobInterviews.companyId, companyId), eq(jobInterviews.jobId, jobId)));

export const userRows = (db: DbOrTx, companyId: string, where = sql`true`, limit = 500, offset = 0) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), where))
    .orderBy(asc(users.publicId))
    .limit(limit)
    .offset(offset);

export async function countUsers(db: DbOrTx, companyId: string, where = sql`true`) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.companyId, companyId), where));
  return Number(row?.n ?? 0);
}

export async function sourceNames(db: DbOrTx, companyId: string) {
  const rows = await db
    .selectDistinct({ source: applications.source })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), ne(applications.source, '')))
    .orderBy(asc(applications.source));
  return rows.map((row) => row.source);
}

export const reasonRows = (db: DbOrTx, companyId: string) =>
  db
    .select()
    .from(rejectionReasons)
    .where(eq(rejectionReasons.companyId, companyId))
    .orderBy(asc(rejectionReasons.publicId));

export const templateRows = (db: DbOrTx, companyId: string) =>
  db
    .select({
      template: emailTemplates,
      userPublicId: users.publicId,
      userFirstName: users.firstName,
      userLastName: users.lastName,
    })
    .from(emailTemplates)
    .leftJoin(users, sameCompany(users, emailTemplates, eq(users.id, emailTemplates.updatedById)))
    .where(eq(emailTemplates.companyId, companyId))
    .orderBy(asc(emailTemplates.publicId));
