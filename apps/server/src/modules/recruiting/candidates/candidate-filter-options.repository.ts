import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  applications,
  candidateTags,
  emailTemplates,
  jobs,
  rejectionReasons,
  users,
} from '../../../db/schema/index.ts';
import { stagesOfJobs } from './candidate-detail.repository.ts';

/** Every job but drafts never opened, open ones first, each with its stages. */
export async function jobsWithStages(db: DbOrTx, companyId: string) {
  const rows = await db
    .select({ id: jobs.id, name: jobs.name, status: jobs.status })
    .from(jobs)
    .where(eq(jobs.companyId, companyId))
    .orderBy(sql`case ${jobs.status} when 'open' then 0 when 'draft' then 1 else 2 end`, asc(jobs.name));
  const stages = await stagesOfJobs(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, stages: stages.get(row.id) ?? [] }));
}

export async function sources(db: DbOrTx, companyId: string) {
  const rows = await db
    .selectDistinct({ source: applications.source })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), ne(applications.source, '')))
    .orderBy(asc(applications.source));
  return rows.map((row) => row.source);
}

export const tags = (db: DbOrTx, companyId: string) =>
  db
    .select({ id: candidateTags.id, name: candidateTags.name })
    .from(candidateTags)
    .where(eq(candidateTags.companyId, companyId))
    .orderBy(asc(sql`lower(${candidateTags.name})`));

/** Active colleagues by name: recruiters, coordinators, people to mention. */
export async function colleagues(db: DbOrTx, companyId: string) {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'active')))
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`.trim() }));
}

export const emailTemplateChoices = (db: DbOrTx, companyId: string) =>
  db
    .select({
      id: emailTemplates.id,
      name: emailTemplates.name,
      type: emailTemplates.type,
      isDefault: emailTemplates.isDefault,
    })
    .from(emailTemplates)
    .where(eq(emailTemplates.companyId, companyId))
    .orderBy(asc(emailTemplates.type), asc(emailTemplates.name));

export const rejectionReasonChoices = (db: DbOrTx, companyId: string) =>
  db
    .select({ id: rejectionReasons.id, name: rejectionReasons.name, typeId: rejectionReasons.typeId })
    .from(rejectionReasons)
    .where(eq(rejectionReasons.companyId, companyId))
    .orderBy(asc(rejectionReasons.typeId), asc(sql`lower(${rejectionReasons.name})`));
