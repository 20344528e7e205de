import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type {
  CandidateApplication,
  CandidateDetail,
  CandidateFilterOptions,
  CandidateListItem,
  CandidateListQuery,
  CandidateUpdateInput,
} from '@atrium/shared/schemas/recruiting/candidates';
import { rejectionReasonTypeOf } from '@atrium/shared/schemas/recruiting/rejection-reasons';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { candidates, users } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { filterKey, ListTotals } from '../../../lib/list-totals.ts';
import { pageOf } from '../../../lib/list-query.ts';
import { transactionNaming } from '../../../lib/pg-errors.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { existingTagIds, setCandidateTags } from '../candidate-tags/candidate-tags.repository.ts';
import { recordActivity } from './candidate-activity.ts';
import * as detail from './candidate-detail.repository.ts';
import * as list from './candidates-list.repository.ts';
import * as options from './candidate-filter-options.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const personOf = (id: string | null, name: string | null | undefined) => (id && name ? { id, name } : null);

const totals = new ListTotals<CandidateListQuery, number>(filterKey);
/** Every write to candidates or their applications drops the company's cached totals. */
export const candidatesChanged = (companyId: string) => totals.invalidate(companyId);

const toListItem = (row: list.CandidateListRow): CandidateListItem => ({
  id: row.id,
  publicId: Number(row.public_id),
  firstName: row.first_name,
  lastName: row.last_name,
  title: row.title,
  company: row.company,
  email: row.email,
  phone: row.phone,
  tags: row.tags,
  applications: row.applications,
  recruiter: personOf(row.recruiter_id, row.recruiter_name),
  coordinator: personOf(row.coordinator_id, row.coordinator_name),
  source: row.source ?? '',
  lastActivityAt: iso(row.last_activity_at),
  createdAt: iso(row.created_at),
});

export async function listCandidates(
  db: Db,
  auth: AuthContext,
  query: CandidateListQuery,
): Promise<Paged<CandidateListItem>> {
  const [rows, total] = await Promise.all([
    list.listCandidatePage(db, auth.companyId, query),
    totals.get(auth.companyId, query, () => list.countCandidates(db, auth.companyId, query)),
  ]);
  return pageOf(rows.map(toListItem), total, query);
}

export async function candidateFilterOptions(db: Db, auth: AuthContext): Promise<CandidateFilterOptions> {
  const [jobs, sources, tags, people, templates, reasons] = await Promise.all([
    options.jobsWithStages(db, auth.companyId),
    options.sources(db, auth.companyId),
    options.tags(db, auth.companyId),
    options.colleagues(db, auth.companyId),
    auth.permissions.has('rct.module.candidates.email.send')
      ? options.emailTemplateChoices(db, auth.companyId)
      : Promise.resolve([]),
    options.rejectionReasonChoices(db, auth.companyId),
  ]);
  return {
    jobs,
    sources,
    tags,
    users: people,
    emailTemplates: templates,
    rejectionReasons: reasons.map((reason) => ({
      id: reason.id,
      name: reason.name,
      type: { ...rejectionReasonTypeOf(reason.typeId) },
    })),
  };
}

function toApplication(
  row: detail.ApplicationDetailRow,
  context: {
    stages: Map<string, Array<{ id: string; name: string }>>;
    names: Map<string, string>;
    files: Map<string, string>;
    scheduled: Map<string, { id: string; sendAt: Date; subject: string }>;
  },
): CandidateApplication {
  const a = row.application;
  const fileOf = (id: string | null) => (id ? { id, name: context.files.get(id) ?? 'File' } : null);
  const scheduled = context.scheduled.get(a.id);
  return {
    id: a.id,
    publicId: a.publicId,
    prospect: false,
    job: row.jobName ? { id: a.jobId, name: row.jobName } : null,
    stage: a.stageId && row.stageName ? { id: a.stageId, name: row.stageName } : null,
    stages: context.stages.get(a.jobId) ?? [],
    status: a.status,
    source: a.source,
    referrer: personOf(a.referrerId, a.referrerId ? context.names.get(a.referrerId) : null),
    appliedAt: a.appliedAt.toISOString(),
    stageEnteredAt: a.stageEnteredAt.toISOString(),
    rejectedAt: a.rejectedAt?.toISOString() ?? null,
    hiredAt: a.hiredAt?.toISOString() ?? null,
    startDate: a.startDate,
    rejectionReason:
      a.rejectionReasonId && row.reasonName && row.reasonTypeId
        ? {
            id: a.rejectionReasonId,
            name: row.reasonName,
            type: { ...rejectionReasonTypeOf(row.reasonTypeId) },
          }
        : null,
    rejectionNote: a.rejectionNote,
    answers: a.answers,
    resume: fileOf(a.resumeFileId),
    coverLetter: fileOf(a.coverLetterFileId),
    coverLetterText: a.coverLetterText,
    scheduledEmail: scheduled
      ? { id: scheduled.id, sendAt: scheduled.sendAt.toISOString(), subject: scheduled.subject }
      : null,
  };
}

/** The candidate's applications as the profile shows them (all, or the one named). */
export async function candidateApplications(
  db: DbOrTx,
  companyId: string,
  candidateId: string,
  applicationId?: string,
): Promise<CandidateApplication[]> {
  const rows = await detail.applicationsOf(db, companyId, candidateId, applicationId);
  const ids = rows.map((row) => row.application.id);
  const [stages, names, files, scheduled] = await Promise.all([
    detail.stagesOfJobs(
      db,
      companyId,
      rows.map((row) => row.application.jobId),
    ),
    detail.userNames(
      db,
      companyId,
      rows.map((row) => row.application.referrerId),
    ),
    detail.fileNames(
      db,
      companyId,
      rows.flatMap((row) => [row.application.resumeFileId, row.application.coverLetterFileId]),
    ),
    detail.scheduledEmails(db, companyId, ids),
  ]);
  return rows.map((row) => toApplication(row, { stages, names, files, scheduled }));
}

export async function loadCandidate(db: DbOrTx, companyId: string, id: string): Promise<CandidateDetail> {
  const candidate = await detail.findCandidate(db, companyId, id);
  if (!candidate) throw notFound('Candidate');
  const [names, tags, applications, duplicates] = await Promise.all([
    detail.userNames(db, companyId, [candidate.recruiterId, candidate.coordinatorId]),
    detail.candidateTagsOf(db, companyId, id),
    candidateApplications(db, companyId, id),
    detail.duplicatesOf(db, companyId, {
      firstName: candidate.firstName,
      lastName: candidate.lastName,
      emails: candidate.emailAddresses.map((entry) => entry.value),
      phones: candidate.phoneNumbers.map((entry) => entry.value),
      excludeId: id,
    }),
  ]);
  return {
    id: candidate.id,
    publicId: candidate.publicId,
    firstName: candidate.firstName,
    lastName: candidate.lastName,
    title: candidate.title,
    company: candidate.company,
    emailAddresses: candidate.emailAddresses,
    phoneNumbers: candidate.phoneNumbers,
    addresses: candidate.addresses,
    websiteAddresses: candidate.websiteAddresses,
    socialMediaAddresses: candidate.socialMediaAddresses,
    recruiter: personOf(candidate.recruiterId, names.get(candidate.recruiterId ?? '')),
    coordinator: personOf(candidate.coordinatorId, names.get(candidate.coordinatorId ?? '')),
    tags,
    applications,
    duplicates,
    createdAt: candidate.createdAt.toISOString(),
    updatedAt: candidate.updatedAt.toISOString(),
    lastActivityAt: candidate.lastActivityAt.toISOString(),
  };
}

export const getCandidate = (db: Db, auth: AuthContext, id: string) => loadCandidate(db, auth.companyId, id);

async function requireColleagues(db: DbOrTx, companyId: string, input: CandidateUpdateInput) {
  const wanted = [input.recruiterId, input.coordinatorId].filter((id): id is string => id !== null);
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, wanted)));
  const known = new Set(found.map((row) => row.id));
  const errors = (['recruiterId', 'coordinatorId'] as const)
    .filter((field) => input[field] && !known.has(input[field]!))
    .map((field) => ({ path: field, message: 'Choose a colleague' }));
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors[0]!.message, { errors });
}

const emailTaken = () =>
  new AppError('CONFLICT', 'Another candidate has this email address', {
    errors: [{ path: 'emailAddresses.0.value', message: 'Another candidate has this email address' }],
  });

/** What the audit trail and the feed compare of a profile. */
const auditedProfile = (candidate: CandidateDetail) => ({
  name: `${candidate.firstName} ${candidate.lastName}`,
  title: candidate.title,
  company: candidate.company,
  emails: candidate.emailAddresses.map((entry) => entry.value),
  phones: candidate.phoneNumbers.map((entry) => entry.value),
  recruiter: candidate.recruiter?.name ?? null,
  coordinator: candidate.coordinator?.name ?? null,
});

export const updateCandidate = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: CandidateUpdateInput,
) =>
  transactionNaming(
    db,
    async (tx) => {
      const before = await loadCandidate(tx, auth.companyId, id);
      await requireColleagues(tx, auth.companyId, input);
      await tx
        .update(candidates)
        .set({
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
          updatedAt: sql`now()`,
        })
        .where(and(eq(candidates.companyId, auth.companyId), eq(candidates.id, id)));
      const after = await loadCandidate(tx, auth.companyId, id);
      const changed = Object.entries(auditedProfile(after))
        .filter(
          ([key, value]) => JSON.stringify(value) !== JSON.stringify(auditedProfile(before)[key as never]),
        )
        .map(([key]) => key);
      if (changed.length > 0) {
        await recordActivity(tx, {
          companyId: auth.companyId,
          candidateId: id,
          kind: 'edited',
          summary: `Profile edited: ${changed.join(', ')}`,
          actorId: auth.userId,
        });
        await recordAudit(tx, request, {
          action: 'candidate.update',
          targetType: 'candidate',
          targetId: id,
          before: auditedProfile(before),
          after: auditedProfile(after),
        });
      }
      candidatesChanged(auth.companyId);
      return loadCandidate(tx, auth.companyId, id);
    },
    { candidates_company_email_key: emailTaken },
  );

export const setTags = (db: Db, request: FastifyRequest, auth: AuthContext, id: string, tagIds: string[]) =>
  db.transaction(async (tx) => {
    const before = await loadCandidate(tx, auth.companyId, id);
    const wanted = [...new Set(tagIds)];
    const known = await existingTagIds(tx, auth.companyId, wanted);
    if (known.length !== wanted.length)
      throw new AppError('VALIDATION_FAILED', 'Choose tags of your company', {
        errors: [{ path: 'tagIds', message: 'Choose tags of your company' }],
      });
    await setCandidateTags(tx, auth.companyId, id, wanted);
    const after = await loadCandidate(tx, auth.companyId, id);
    const names = (tags: CandidateDetail['tags']) => tags.map((tag) => tag.name);
    const added = names(after.tags).filter((name) => !names(before.tags).includes(name));
    const removed = names(before.tags).filter((name) => !names(after.tags).includes(name));
    if (added.length + removed.length > 0) {
      await recordActivity(tx, {
        companyId: auth.companyId,
        candidateId: id,
        kind: 'tagged',
        summary: [
          added.length ? `Tagged ${added.join(', ')}` : '',
          removed.length ? `Untagged ${removed.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; '),
        actorId: auth.userId,
      });
      await recordAudit(tx, request, {
        action: 'candidate.tags',
        targetType: 'candidate',
        targetId: id,
        before: { tags: names(before.tags) },
        after: { tags: names(after.tags) },
      });
    }
    candidatesChanged(auth.companyId);
    return loadCandidate(tx, auth.companyId, id);
  });
