import type { ApplicationReview } from '@atrium/shared/schemas/recruiting/candidates';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { candidateApplications, loadCandidate } from '../candidates/candidates.service.ts';
import * as repository from './application-review.repository.ts';

/** The reviewer's queue: how many wait per job, and the oldest one to review now. */
export async function applicationReview(
  db: Db,
  auth: AuthContext,
  query: { jobId?: string; skip: string[] },
): Promise<ApplicationReview> {
  const jobs = await repository.reviewJobs(db, auth.companyId, auth.userId);
  if (query.jobId && !jobs.some((job) => job.id === query.jobId))
    throw new AppError('VALIDATION_FAILED', 'Choose one of the jobs you review', {
      errors: [{ path: 'jobId', message: 'Choose one of the jobs you review' }],
    });
  const chosen = query.jobId ? [query.jobId] : jobs.map((job) => job.id);
  const waiting = jobs.filter((job) => chosen.includes(job.id)).reduce((sum, job) => sum + job.waiting, 0);
  const next = await repository.nextInReview(db, auth.companyId, chosen, query.skip);
  if (!next) return { remaining: waiting, jobs, next: null };
  const [candidate, [application]] = await Promise.all([
    loadCandidate(db, auth.companyId, next.candidate_id),
    candidateApplications(db, auth.companyId, next.candidate_id, next.id),
  ]);
  return {
    remaining: waiting,
    jobs,
    next: {
      candidate: {
        id: candidate.id,
        name: `${candidate.firstName} ${candidate.lastName}`,
        title: candidate.title,
        company: candidate.company,
        email: candidate.emailAddresses[0]?.value ?? '',
        phone: candidate.phoneNumbers[0]?.value ?? null,
      },
      application: application!,
    },
  };
}
