import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { JobInput } from '@atrium/shared/schemas/recruiting/jobs';
import type { DbOrTx } from '../../../db/client.ts';
import { PreparedStatements, type PreparableQuery } from '../../../lib/prepared-statements.ts';
import {
  closeReasons,
  departments,
  jobFollowers,
  jobOffices,
  jobOpenings,
  jobs,
  locations,
  type JobRow,
} from '../../../db/schema/index.ts';
import { selectJobs, type JobRecord } from './job-record.ts';

// A lookup by primary key: the same plan for every value.
const jobsById = new PreparedStatements('job_by_id', (db): PreparableQuery<JobRecord[]> =>
  selectJobs(db)
    .where(and(eq(jobs.companyId, sql.placeholder('companyId')), eq(jobs.id, sql.placeholder('id'))))
    .limit(1),
);

export async function findJob(
  db: DbOrTx,
  companyId: string,
  id: string,
  userId: string,
): Promise<JobRecord | null> {
  const [row] = await jobsById.run(db, {}, { companyId, id, userId });
  return row ?? null;
}

const jobColumns = (input: JobInput) => ({
  name: input.name,
  requisitionId: input.requisitionId,
  departmentId: input.departmentId,
  employmentType: input.employmentType,
  salaryMin: input.salary?.min ?? null,
  salaryMax: input.salary?.max ?? null,
  salaryCurrency: input.salary?.currency ?? null,
  salaryPeriod: input.salary?.period ?? null,
});

export async function insertJob(db: DbOrTx, companyId: string, createdById: string, input: JobInput) {
  const [row] = await db
    .insert(jobs)
    .values({ companyId, createdById, status: 'draft', ...jobColumns(input) })
    .returning({ id: jobs.id });
  return row!;
}

export async function updateJob(db: DbOrTx, companyId: string, id: string, input: JobInput) {
  await db
    .update(jobs)
    .set({ ...jobColumns(input), updatedAt: new Date() })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, id)));
}

export async function setJobOffices(db: DbOrTx, companyId: string, jobId: string, locationIds: string[]) {
  await db.delete(jobOffices).where(and(eq(jobOffices.companyId, companyId), eq(jobOffices.jobId, jobId)));
  if (locationIds.length === 0) return;
  await db
    .insert(jobOffices)
    .values([...new Set(locationIds)].map((locationId) => ({ companyId, jobId, locationId })));
}

/**
 * Makes the job's openings the given list, in its order: listed ids are kept and updated, new ones
 * added, and the rest removed.
 */
export async function setJobOpenings(
  db: DbOrTx,
  companyId: string,
  jobId: string,
  openings: JobInput['openings'],
) {
  const kept = openings.flatMap((opening) => (opening.id ? [opening.id] : []));
  const mine = and(eq(jobOpenings.companyId, companyId), eq(jobOpenings.jobId, jobId));
  await db.delete(jobOpenings).where(kept.length ? and(mine, notInArray(jobOpenings.id, kept)) : mine);
  for (const [position, opening] of openings.entries()) {
    const fields = { openingId: opening.openingId, targetStartDate: opening.targetStartDate, position };
    if (opening.id) {
      await db
        .update(jobOpenings)
        .set(fields)
        .where(and(mine, eq(jobOpenings.id, opening.id)));
    } else {
      await db.insert(jobOpenings).values({ companyId, jobId, ...fields });
    }
  }
}

export async function openingIdsOf(db: DbOrTx, companyId: string, jobId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: jobOpenings.id })
    .from(jobOpenings)
    .where(and(eq(jobOpenings.companyId, companyId), eq(jobOpenings.jobId, jobId)));
  return new Set(rows.map((row) => row.id));
}

export async function setJobStatus(
  db: DbOrTx,
  companyId: string,
  id: string,
  change: Partial<Pick<JobRow, 'status' | 'openedAt' | 'closedAt' | 'closeReasonId' | 'closeNote'>>,
  openingStatus: 'open' | 'closed',
) {
  await db
    .update(jobs)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, id)));
  await db
    .update(jobOpenings)
    .set({ status: openingStatus })
    .where(and(eq(jobOpenings.companyId, companyId), eq(jobOpenings.jobId, id)));
}

export async function follow(db: DbOrTx, companyId: string, jobId: string, userId: string) {
  await db.insert(jobFollowers).values({ companyId, jobId, userId }).onConflictDoNothing();
}

export async function unfollow(db: DbOrTx, companyId: string, jobId: string, userId: string) {
  await db
    .delete(jobFollowers)
    .where(
      and(
        eq(jobFollowers.companyId, companyId),
        eq(jobFollowers.jobId, jobId),
        eq(jobFollowers.userId, userId),
      ),
    );
}

/** Which of the ids are this company's, per kind of link. */
export async function existingLinks(
  db: DbOrTx,
  companyId: string,
  ids: { departmentId: string | null; officeIds: string[]; closeReasonId?: string },
) {
  const [department] = ids.departmentId
    ? await db
        .select({ id: departments.id })
        .from(departments)
        .where(and(eq(departments.companyId, companyId), eq(departments.id, ids.departmentId)))
    : [];
  const offices = ids.officeIds.length
    ? await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.companyId, companyId), inArray(locations.id, ids.officeIds)))
    : [];
  const [reason] = ids.closeReasonId
    ? await db
        .select({ id: closeReasons.id })
        .from(closeReasons)
        .where(and(eq(closeReasons.companyId, companyId), eq(closeReasons.id, ids.closeReasonId)))
    : [];
  return {
    department: !ids.departmentId || Boolean(department),
    missingOffices: ids.officeIds.filter((id) => !offices.some((office) => office.id === id)),
    closeReason: !ids.closeReasonId || Boolean(reason),
  };
}

/** Department and office names of the company, in name order (the jobs screens' pickers). */
export async function lookups(db: DbOrTx, companyId: string) {
  const [departmentRows, officeRows] = await Promise.all([
    db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(eq(departments.companyId, companyId))
      .orderBy(asc(sql`lower(${departments.name})`)),
    db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.companyId, companyId))
      .orderBy(asc(sql`lower(${locations.name})`)),
  ]);
  return { departments: departmentRows, offices: officeRows };
}
