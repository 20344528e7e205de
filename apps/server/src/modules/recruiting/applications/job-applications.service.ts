import type { Paged } from '@atrium/shared/schemas/platform/api';
import type {
  JobApplication,
  JobApplicationsQuery,
  JobPipeline,
} from '@atrium/shared/schemas/recruiting/applications';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import * as repository from './applications.repository.ts';

async function assertJob(db: Db, auth: AuthContext, jobId: string) {
  if (!(await repository.jobExists(db, auth.companyId, jobId))) throw notFound('Job');
}

/** The job's applications, newest first (the recruiter's view of who applied). */
export async function listApplicationsForJob(
  db: Db,
  auth: AuthContext,
  jobId: string,
  query: JobApplicationsQuery,
): Promise<Paged<JobApplication>> {
  await assertJob(db, auth, jobId);
  const { items, total } = await repository.listJobApplications(db, auth.companyId, jobId, query);
  return {
    items,
    total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/** The job's stages in order with how many active candidates sit in each. */
export async function jobPipeline(db: Db, auth: AuthContext, jobId: string): Promise<JobPipeline> {
  await assertJob(db, auth, jobId);
  return repository.pipelineCounts(db, auth.companyId, jobId);
}
