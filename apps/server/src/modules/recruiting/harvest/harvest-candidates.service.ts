import { rejectionReasonTypeOf } from '@atrium/shared/schemas/recruiting/rejection-reasons';
import type { DbOrTx } from '../../../db/client.ts';
import type { HarvestApplication, HarvestCandidate, HarvestUserRef } from './harvest-objects.ts';
import { sourceIdOf } from './harvest-objects.ts';
import { harvestProfilesOf } from './harvest-candidate-profile.ts';
import * as repository from './harvest.repository.ts';
import {
  harvestCustomFieldsOf,
  NO_CUSTOM_FIELDS,
  type HarvestCustomFields,
} from './harvest-custom-fields.ts';

type UserRow = Awaited<ReturnType<typeof repository.usersByIds>>[number];
type FileRow = Awaited<ReturnType<typeof repository.filesByIds>>[number];

export const userRef = (user: Pick<UserRow, 'publicId' | 'firstName' | 'lastName'>): HarvestUserRef => ({
  id: user.publicId,
  first_name: user.firstName,
  last_name: user.lastName,
  name: `${user.firstName} ${user.lastName}`.trim(),
  employee_id: null,
});

interface Lookups {
  users: Map<string, UserRow>;
  files: Map<string, FileRow>;
  fileUrl: (fileId: string) => string;
  /** A converted prospect by the application it became: its pool, stage and owner stay its detail. */
  convertedFrom: Map<string, repository.ProspectRow>;
  /** Each application's custom fields, by its id. */
  applicationFields: Map<string, HarvestCustomFields>;
}

const NO_PROSPECT_DETAIL = { prospect_pool: null, prospect_stage: null, prospect_owner: null };

function prospectDetailOf(row: repository.ProspectRow): HarvestApplication['prospect_detail'] {
  return {
    prospect_pool: { id: row.poolPublicId, name: row.poolName },
    prospect_stage:
      row.stagePublicId !== null && row.stageName !== null
        ? { id: row.stagePublicId, name: row.stageName }
        : null,
    prospect_owner: row.owner
      ? { id: row.owner.id, name: `${row.owner.first_name} ${row.owner.last_name}`.trim() }
      : null,
  };
}

/** A prospect as Greenhouse's prospect application: on no job, in a pool's stage, with an owner. */
export function toHarvestProspectApplication(row: repository.ProspectRow): HarvestApplication {
  const p = row.prospect;
  return {
    id: p.publicId,
    candidate_id: row.candidatePublicId,
    prospect: true,
    applied_at: p.createdAt.toISOString(),
    rejected_at: null,
    last_activity_at: p.updatedAt.toISOString(),
    location: null,
    source: null,
    credited_to: null,
    rejection_reason: null,
    rejection_details: null,
    jobs: [],
    job_post_id: null,
    status: p.status === 'converted' ? 'converted' : 'active',
    current_stage: null,
    answers: [],
    prospective_office: null,
    prospective_department: null,
    prospect_detail: prospectDetailOf(row),
    custom_fields: {},
    keyed_custom_fields: {},
    attachments: [],
  };
}

function attachmentsOf(row: repository.ApplicationRow, lookups: Lookups) {
  const a = row.application;
  return (
    [
      [a.resumeFileId, 'resume'],
      [a.coverLetterFileId, 'cover_letter'],
    ] as const
  ).flatMap(([fileId, type]) => {
    const file = fileId ? lookups.files.get(fileId) : undefined;
    return file
      ? [
          {
            filename: file.name,
            url: lookups.fileUrl(file.id),
            type,
            created_at: file.createdAt.toISOString(),
          },
        ]
      : [];
  });
}

export function toHarvestApplication(row: repository.ApplicationRow, lookups: Lookups): HarvestApplication {
  const a = row.application;
  const referrer = a.referrerId ? lookups.users.get(a.referrerId) : undefined;
  return {
    id: a.publicId,
    candidate_id: row.candidatePublicId,
    prospect: false,
    applied_at: a.appliedAt.toISOString(),
    rejected_at: a.rejectedAt?.toISOString() ?? null,
    last_activity_at: a.updatedAt.toISOString(),
    location: row.postLocation ? { address: row.postLocation } : null,
    source: a.source ? { id: sourceIdOf(a.source), public_name: a.source } : null,
    credited_to: referrer ? userRef(referrer) : null,
    rejection_reason:
      row.reasonPublicId !== null && row.reasonName !== null && row.reasonTypeId !== null
        ? {
            id: row.reasonPublicId,
            name: row.reasonName,
            type: { ...rejectionReasonTypeOf(row.reasonTypeId) },
          }
        : null,
    rejection_details: a.status === 'rejected' ? { custom_fields: {}, keyed_custom_fields: {} } : null,
    jobs: [{ id: row.jobPublicId, name: row.jobName }],
    job_post_id: row.postPublicId,
    status: a.status,
    current_stage:
      row.stagePublicId !== null && row.stageName !== null
        ? { id: row.stagePublicId, name: row.stageName }
        : null,
    answers: a.answers.map((answer) => ({
      question: answer.label,
      answer: Array.isArray(answer.value) ? answer.value.join(', ') : (answer.fileName ?? answer.value),
    })),
    prospective_office: null,
    prospective_department: null,
    prospect_detail: lookups.convertedFrom.has(a.id)
      ? prospectDetailOf(lookups.convertedFrom.get(a.id)!)
      : NO_PROSPECT_DETAIL,
    ...(lookups.applicationFields.get(a.id) ?? NO_CUSTOM_FIELDS),
    attachments: attachmentsOf(row, lookups),
  };
}

async function lookupsFor(
  db: DbOrTx,
  companyId: string,
  userIds: Array<string | null>,
  applicationRows: repository.ApplicationRow[],
  fileUrl: (fileId: string) => string,
  prospectRows?: repository.ProspectRow[],
): Promise<Lookups> {
  const [people, stored, prospectsOf, applicationFields] = await Promise.all([
    repository.usersByIds(db, companyId, [
      ...userIds,
      ...applicationRows.map((row) => row.application.referrerId),
    ]),
    repository.filesByIds(
      db,
      companyId,
      applicationRows.flatMap((row) => [row.application.resumeFileId, row.application.coverLetterFileId]),
    ),
    prospectRows
      ? Promise.resolve(prospectRows)
      : repository.prospectsOfCandidates(db, companyId, [
          ...new Set(applicationRows.map((row) => row.application.candidateId)),
        ]),
    harvestCustomFieldsOf(
      db,
      companyId,
      'application',
      applicationRows.map((row) => row.application.id),
    ),
  ]);
  return {
    users: new Map(people.map((person) => [person.id, person])),
    files: new Map(stored.map((file) => [file.id, file])),
    fileUrl,
    applicationFields,
    convertedFrom: new Map(
      prospectsOf.flatMap((row) =>
        row.prospect.convertedApplicationId ? [[row.prospect.convertedApplicationId, row] as const] : [],
      ),
    ),
  };
}

/** Harvest applications, their names and files read in two batched queries. */
export async function harvestApplications(
  db: DbOrTx,
  companyId: string,
  rows: repository.ApplicationRow[],
  fileUrl: (fileId: string) => string,
): Promise<HarvestApplication[]> {
  const lookups = await lookupsFor(db, companyId, [], rows, fileUrl);
  return rows.map((row) => toHarvestApplication(row, lookups));
}

/** Harvest candidates for a page of rows: applications, tags and people in three batched queries. */
export async function harvestCandidates(
  db: DbOrTx,
  companyId: string,
  rows: repository.CandidateRow[],
  fileUrl: (fileId: string) => string,
): Promise<HarvestCandidate[]> {
  const ids = rows.map((row) => row.id);
  const [applicationRows, tagRows, prospectRows, profiles, candidateFields] = await Promise.all([
    repository.applicationsOfCandidates(db, companyId, ids),
    repository.tagsOfCandidates(db, companyId, ids),
    repository.prospectsOfCandidates(db, companyId, ids),
    harvestProfilesOf(db, companyId, ids, fileUrl),
    harvestCustomFieldsOf(db, companyId, 'candidate', ids),
  ]);
  const lookups = await lookupsFor(
    db,
    companyId,
    rows.flatMap((row) => [row.recruiterId, row.coordinatorId]),
    applicationRows,
    fileUrl,
    prospectRows,
  );
  const applicationsOf = new Map<string, HarvestApplication[]>();
  const add = (candidateId: string, application: HarvestApplication) =>
    applicationsOf.set(candidateId, [...(applicationsOf.get(candidateId) ?? []), application]);
  for (const row of applicationRows) add(row.application.candidateId, toHarvestApplication(row, lookups));
  // A converted prospect is its job application now; an active one is a prospect application.
  for (const row of prospectRows)
    if (row.prospect.status === 'active') add(row.prospect.candidateId, toHarvestProspectApplication(row));
  const tagsOf = new Map<string, string[]>();
  for (const tag of tagRows) tagsOf.set(tag.candidateId, [...(tagsOf.get(tag.candidateId) ?? []), tag.name]);
  const refOf = (userId: string | null) => {
    const user = userId ? lookups.users.get(userId) : undefined;
    return user ? userRef(user) : null;
  };
  return rows.map((row) => {
    const own = applicationsOf.get(row.id) ?? [];
    return {
      id: row.publicId,
      first_name: row.firstName,
      last_name: row.lastName,
      company: row.company || null,
      title: row.title || null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      last_activity: row.lastActivityAt.toISOString(),
      is_private: false,
      photo_url: null,
      attachments: profiles.attachments.get(row.id) ?? [],
      application_ids: own.map((application) => application.id),
      phone_numbers: row.phoneNumbers,
      addresses: row.addresses,
      email_addresses: row.emailAddresses,
      website_addresses: row.websiteAddresses,
      social_media_addresses: row.socialMediaAddresses,
      recruiter: refOf(row.recruiterId),
      coordinator: refOf(row.coordinatorId),
      can_email: true,
      tags: tagsOf.get(row.id) ?? [],
      applications: own,
      educations: profiles.educations.get(row.id) ?? [],
      employments: profiles.employments.get(row.id) ?? [],
      linked_user_ids: [],
      ...(candidateFields.get(row.id) ?? NO_CUSTOM_FIELDS),
    };
  });
}
