import type { FastifyRequest } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AddCandidateInput, CandidateDetail } from '@atrium/shared/schemas/recruiting/candidates';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { applications, candidates, jobs, jobStages, users } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { transactionNaming } from '../../../lib/pg-errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { findCompanyFile } from '../../platform/files/files.repository.ts';
import { existingTagIds, setCandidateTags } from '../candidate-tags/candidate-tags.repository.ts';
import { insertAttachment } from '../candidate-attachments/candidate-attachments.repository.ts';
import { recordActivity } from './candidate-activity.ts';
import { candidatesChanged, loadCandidate } from './candidates.service.ts';
import { applicationEvent } from '../webhooks/webhook-events.ts';

const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: [{ path, message }] });

/** Every id the form names must be the company's: colleagues, tags, jobs taking candidates, the file. */
async function checkReferences(tx: DbOrTx, companyId: string, input: AddCandidateInput) {
  const people = [input.recruiterId, input.coordinatorId, input.referrerId].filter(
    (id): id is string => !!id,
  );
  const known = new Set(
    people.length
      ? (
          await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.companyId, companyId), inArray(users.id, people)))
        ).map((row) => row.id)
      : [],
  );
  for (const field of ['recruiterId', 'coordinatorId', 'referrerId'] as const)
    if (input[field] && !known.has(input[field]!)) throw fieldError(field, 'Choose a colleague');
  const tags = [...new Set(input.tagIds)];
  if ((await existingTagIds(tx, companyId, tags)).length !== tags.length)
    throw fieldError('tagIds', 'Choose tags of your company');
  const jobIds = [...new Set(input.jobIds)];
  const found = jobIds.length
    ? await tx
        .select({ id: jobs.id, name: jobs.name, status: jobs.status })
        .from(jobs)
        .where(and(eq(jobs.companyId, companyId), inArray(jobs.id, jobIds)))
    : [];
  if (found.length !== jobIds.length || found.some((job) => job.status === 'closed'))
    throw fieldError('jobIds', 'Choose open or draft jobs of your company');
  if (input.resumeFileId && !(await findCompanyFile(tx, companyId, input.resumeFileId)))
    throw fieldError('resumeFileId', 'Upload the résumé again');
  return found;
}

async function firstStageOf(tx: DbOrTx, companyId: string, jobId: string) {
  const [stage] = await tx
    .select({ id: jobStages.id })
    .from(jobStages)
    .where(and(eq(jobStages.companyId, companyId), eq(jobStages.jobId, jobId)))
    .orderBy(asc(jobStages.position))
    .limit(1);
  return stage?.id ?? null;
}

interface NewApplication {
  stageId: string | null;
  source: string;
  referrerId: string | null;
  resumeFileId: string | null;
}

/** One application of a candidate to a job: the feed and the new-application web hook follow. */
async function insertApplication(
  tx: DbOrTx,
  auth: AuthContext,
  candidateId: string,
  job: { id: string; name: string },
  values: NewApplication,
) {
  const [application] = await tx
    .insert(applications)
    .values({ companyId: auth.companyId, jobId: job.id, candidateId, ...values })
    .returning({ id: applications.id });
  await recordActivity(tx, {
    companyId: auth.companyId,
    candidateId,
    applicationId: application!.id,
    kind: 'added',
    summary: `Added to ${job.name} (${values.source})`,
    actorId: auth.userId,
  });
  await applicationEvent(tx, auth.companyId, 'new_candidate_application', application!.id);
  return application!.id;
}

/**
 * An application of an existing candidate (or prospect) to an open or draft job, in its first stage
 * unless one of its stages is named; one application per candidate and job. Answers its id.
 */
export const addApplication = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  candidateId: string,
  input: { jobId: string; stageId: string | null; source: string; referrerId: string | null },
) =>
  db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: candidates.id })
      .from(candidates)
      .where(and(eq(candidates.companyId, auth.companyId), eq(candidates.id, candidateId)))
      .limit(1);
    if (!candidate) throw notFound('Candidate');
    const [job] = await tx
      .select({ id: jobs.id, name: jobs.name, status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.companyId, auth.companyId), eq(jobs.id, input.jobId)))
      .limit(1);
    if (!job || job.status === 'closed') throw fieldError('jobId', 'Choose an open or draft job');
    const [taken] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          eq(applications.companyId, auth.companyId),
          eq(applications.candidateId, candidateId),
          eq(applications.jobId, job.id),
        ),
      )
      .limit(1);
    if (taken) throw fieldError('jobId', 'The candidate already has an application for that job');
    let stageId = await firstStageOf(tx, auth.companyId, job.id);
    if (input.stageId) {
      const [stage] = await tx
        .select({ id: jobStages.id })
        .from(jobStages)
        .where(
          and(
            eq(jobStages.companyId, auth.companyId),
            eq(jobStages.jobId, job.id),
            eq(jobStages.id, input.stageId),
          ),
        )
        .limit(1);
      if (!stage) throw fieldError('stageId', 'Choose a stage of this job');
      stageId = stage.id;
    }
    if (input.referrerId) {
      const [referrer] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, auth.companyId), eq(users.id, input.referrerId)))
        .limit(1);
      if (!referrer) throw fieldError('referrerId', 'Choose a colleague');
    }
    const id = await insertApplication(tx, auth, candidateId, job, {
      stageId,
      source: input.source,
      referrerId: input.referrerId,
      resumeFileId: null,
    });
    await recordAudit(tx, request, {
      action: 'application.create',
      targetType: 'job',
      targetId: job.id,
      after: { candidateId, source: input.source },
    });
    candidatesChanged(auth.companyId);
    return id;
  });

const emailTaken = () =>
  new AppError('CONFLICT', 'A candidate with this email address already exists', {
    errors: [
      { path: 'emailAddresses.0.value', message: 'A candidate with this email address already exists' },
    ],
  });

/** A candidate added by hand: for each job chosen, an application in its first stage; with none, a prospect. */
export const addCandidate = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  input: AddCandidateInput,
): Promise<CandidateDetail> =>
  transactionNaming(
    db,
    async (tx) => {
      const chosenJobs = await checkReferences(tx, auth.companyId, input);
      const [candidate] = await tx
        .insert(candidates)
        .values({
          companyId: auth.companyId,
          firstName: input.firstName,
          lastName: input.lastName,
          title: input.title,
          company: input.company,
          email: input.emailAddresses[0]!.value,
          emailAddresses: input.emailAddresses,
          phone: input.phoneNumbers[0]?.value ?? null,
          phoneNumbers: input.phoneNumbers,
          addresses: input.addresses,
          websiteAddresses: input.websiteAddresses,
          socialMediaAddresses: input.socialMediaAddresses,
          recruiterId: input.recruiterId,
          coordinatorId: input.coordinatorId,
        })
        .returning({ id: candidates.id });
      const candidateId = candidate!.id;
      const source = input.source || (input.referrerId ? 'Referral' : 'Added by hand');
      for (const job of chosenJobs)
        await insertApplication(tx, auth, candidateId, job, {
          stageId: await firstStageOf(tx, auth.companyId, job.id),
          source,
          referrerId: input.referrerId,
          resumeFileId: input.resumeFileId,
        });
      // A prospect's résumé has no application to come with: it goes on the profile itself.
      if (chosenJobs.length === 0 && input.resumeFileId)
        await insertAttachment(tx, {
          companyId: auth.companyId,
          candidateId,
          fileId: input.resumeFileId,
          type: 'resume',
          uploadedBy: auth.userId,
        });
      if (chosenJobs.length === 0)
        await recordActivity(tx, {
          companyId: auth.companyId,
          candidateId,
          kind: 'added',
          summary: `Added as a prospect (${source})`,
          actorId: auth.userId,
        });
      await setCandidateTags(tx, auth.companyId, candidateId, [...new Set(input.tagIds)]);
      await recordAudit(tx, request, {
        action: 'candidate.create',
        targetType: 'candidate',
        targetId: candidateId,
        after: {
          name: `${input.firstName} ${input.lastName}`,
          jobs: chosenJobs.map((job) => job.name),
          source,
        },
      });
      candidatesChanged(auth.companyId);
      return loadCandidate(tx, auth.companyId, candidateId);
    },
    { candidates_company_email_key: emailTaken },
  );
