import type { FastifyRequest } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  addressSchema,
  emailAddressSchema,
  phoneNumberSchema,
  socialMediaAddressSchema,
  websiteAddressSchema,
  type CandidateUpdateInput,
} from '@atrium/shared/schemas/recruiting/candidates';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { candidateTags, candidates, jobs } from '../../../db/schema/index.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { addCandidate } from '../candidates/candidate-create.service.ts';
import {
  candidatesChanged,
  loadCandidate,
  setTags,
  updateCandidate,
} from '../candidates/candidates.service.ts';
import { addEducation, addEmployment } from '../candidate-history/candidate-history.service.ts';
import { setCandidateValues } from '../custom-fields/custom-field-values.service.ts';
import { educationBody, educationInput, employmentBody, employmentInput } from './harvest-history-bodies.ts';
import { integerId } from './harvest-query.ts';
import {
  harvestCustomFieldWrites,
  saveHarvestCustomFields,
  type HarvestCustomFieldWrites,
} from './harvest-custom-field-writes.ts';
import { HarvestError, invalid } from './harvest-http.ts';
import * as repository from './harvest.repository.ts';
import { candidateDeletedEvent } from '../webhooks/webhook-events.ts';

/** Greenhouse names a user by id or by email. */
const userPick = z.object({
  id: integerId.optional(),
  user_id: integerId.optional(),
  email: z.string().max(320).optional(),
});

export const harvestCandidateBody = z.object({
  first_name: z.string().trim().min(1, 'Must not be blank').max(80).optional(),
  last_name: z.string().trim().min(1, 'Must not be blank').max(80).optional(),
  company: z.string().trim().max(200).nullable().optional(),
  title: z.string().trim().max(200).nullable().optional(),
  is_private: z.boolean().optional(),
  phone_numbers: z.array(phoneNumberSchema).max(10).optional(),
  addresses: z.array(addressSchema).max(10).optional(),
  email_addresses: z.array(emailAddressSchema).max(10).optional(),
  website_addresses: z.array(websiteAddressSchema).max(10).optional(),
  social_media_addresses: z.array(socialMediaAddressSchema).max(10).optional(),
  recruiter: userPick.nullable().optional(),
  coordinator: userPick.nullable().optional(),
  tags: z.array(z.string().trim().min(1).max(60)).max(50).optional(),
  custom_fields: harvestCustomFieldWrites,
});

export const harvestNewCandidateBody = harvestCandidateBody.extend({
  first_name: z.string({ error: 'Must be present' }).trim().min(1, 'Must not be blank').max(80),
  last_name: z.string({ error: 'Must be present' }).trim().min(1, 'Must not be blank').max(80),
  applications: z
    .array(
      z.object({
        job_id: integerId,
        source_id: integerId.optional(),
        initial_stage_id: integerId.optional(),
      }),
    )
    .max(10)
    .default([]),
  educations: z.array(educationBody).max(20).default([]),
  employments: z.array(employmentBody).max(20).default([]),
  // Atrium takes these through their own endpoints; dropping them quietly would lose data.
  attachments: z
    .array(z.unknown())
    .max(0, 'Add attachments with POST /v1/candidates/:id/attachments once the candidate exists')
    .optional(),
  activity_feed_notes: z
    .array(z.unknown())
    .max(0, 'Add notes with POST /v1/candidates/:id/activity_feed/notes once the candidate exists')
    .optional(),
});

async function userIdOf(
  db: DbOrTx,
  companyId: string,
  pick: z.infer<typeof userPick> | null | undefined,
  field: string,
) {
  if (pick === undefined) return undefined;
  if (pick === null) return null;
  const id = await repository.userIdByPublicIdOrEmail(db, companyId, {
    publicId: pick.id ?? pick.user_id,
    email: pick.email,
  });
  if (!id) throw invalid(field, 'Must be a user of your organization');
  return id;
}

/** The company's tags by name, created when new (Greenhouse creates a tag it is given). */
async function tagIdsOf(db: Db, companyId: string, names: string[]) {
  const unique = [...new Map(names.map((name) => [name.toLowerCase(), name])).values()];
  if (unique.length === 0) return [];
  await db
    .insert(candidateTags)
    .values(unique.map((name) => ({ companyId, name })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: candidateTags.id })
    .from(candidateTags)
    .where(
      and(
        eq(candidateTags.companyId, companyId),
        inArray(
          sql`lower(${candidateTags.name})`,
          unique.map((n) => n.toLowerCase()),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/** The candidate's custom fields a Harvest write names, the others kept; refusals named as sent. */
const writeCustomFields = (
  tx: Db,
  request: FastifyRequest,
  auth: AuthContext,
  candidateId: string,
  items: HarvestCustomFieldWrites,
) =>
  saveHarvestCustomFields(tx, auth.companyId, 'candidate', items, (changes) =>
    setCandidateValues(tx, request, auth, candidateId, changes, 'keeps'),
  );

/** POST: the candidate, their applications, tags, education, employment and custom fields, all or nothing. */
export const createHarvestCandidate = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  body: z.output<typeof harvestNewCandidateBody>,
) =>
  db.transaction(async (tx) => {
    const inner = tx as unknown as Db;
    const id = await createCandidate(inner, request, auth, body);
    for (const [index, education] of body.educations.entries())
      await addEducation(inner, request, auth, id, educationInput(education, `educations.${index}.`));
    for (const [index, employment] of body.employments.entries())
      await addEmployment(inner, request, auth, id, employmentInput(employment, `employments.${index}.`));
    await writeCustomFields(inner, request, auth, id, body.custom_fields);
    return id;
  });

async function createCandidate(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  body: z.output<typeof harvestNewCandidateBody>,
) {
  // Every candidate of ours has a primary email: the one-candidate-per-address rule rests on it.
  if (!body.email_addresses?.length)
    throw invalid('email_addresses', 'Must contain at least one email address');
  const jobIds: string[] = [];
  for (const [index, application] of body.applications.entries()) {
    const jobId = await repository.uuidOf(db, jobs, auth.companyId, application.job_id);
    if (!jobId) throw invalid(`applications.${index}.job_id`, 'Must be a job of your organization');
    jobIds.push(jobId);
  }
  const detail = await addCandidate(db, request, auth, {
    firstName: body.first_name,
    lastName: body.last_name,
    title: body.title ?? '',
    company: body.company ?? '',
    emailAddresses: body.email_addresses,
    phoneNumbers: body.phone_numbers ?? [],
    addresses: body.addresses ?? [],
    websiteAddresses: body.website_addresses ?? [],
    socialMediaAddresses: body.social_media_addresses ?? [],
    recruiterId: (await userIdOf(db, auth.companyId, body.recruiter, 'recruiter')) ?? null,
    coordinatorId: (await userIdOf(db, auth.companyId, body.coordinator, 'coordinator')) ?? null,
    jobIds,
    source: 'Harvest API',
    referrerId: null,
    resumeFileId: null,
    tagIds: await tagIdsOf(db, auth.companyId, body.tags ?? []),
  });
  return detail.id;
}

/** PATCH: the fields given replace ours; the rest stay. All of it is kept, or none. */
export const editHarvestCandidate = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  candidateId: string,
  body: z.output<typeof harvestCandidateBody>,
) =>
  db.transaction(async (tx) => {
    const inner = tx as unknown as Db;
    await editCandidate(inner, request, auth, candidateId, body);
    await writeCustomFields(inner, request, auth, candidateId, body.custom_fields);
  });

async function editCandidate(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  candidateId: string,
  body: z.output<typeof harvestCandidateBody>,
) {
  const current = await loadCandidate(db, auth.companyId, candidateId);
  const recruiterId = await userIdOf(db, auth.companyId, body.recruiter, 'recruiter');
  const coordinatorId = await userIdOf(db, auth.companyId, body.coordinator, 'coordinator');
  if (body.email_addresses && body.email_addresses.length === 0)
    throw invalid('email_addresses', 'Must contain at least one email address');
  const input: CandidateUpdateInput = {
    firstName: body.first_name ?? current.firstName,
    lastName: body.last_name ?? current.lastName,
    title: body.title === undefined ? current.title : (body.title ?? ''),
    company: body.company === undefined ? current.company : (body.company ?? ''),
    emailAddresses: body.email_addresses ?? current.emailAddresses,
    phoneNumbers: body.phone_numbers ?? current.phoneNumbers,
    addresses: body.addresses ?? current.addresses,
    websiteAddresses: body.website_addresses ?? current.websiteAddresses,
    socialMediaAddresses: body.social_media_addresses ?? current.socialMediaAddresses,
    recruiterId: recruiterId === undefined ? (current.recruiter?.id ?? null) : recruiterId,
    coordinatorId: coordinatorId === undefined ? (current.coordinator?.id ?? null) : coordinatorId,
  };
  await updateCandidate(db, request, auth, candidateId, input);
  if (body.tags) await setTags(db, request, auth, candidateId, await tagIdsOf(db, auth.companyId, body.tags));
}

/** Deletes the candidate with every application, note and email (Greenhouse's DELETE), audited. */
export const deleteHarvestCandidate = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  candidateId: string,
) =>
  db.transaction(async (tx) => {
    const before = await loadCandidate(tx, auth.companyId, candidateId);
    await candidateDeletedEvent(tx, auth.companyId, candidateId);
    await tx
      .delete(candidates)
      .where(and(eq(candidates.companyId, auth.companyId), eq(candidates.id, candidateId)));
    await recordAudit(tx, request, {
      action: 'candidate.delete',
      targetType: 'candidate',
      targetId: candidateId,
      before: {
        name: `${before.firstName} ${before.lastName}`,
        applications: before.applications.map((application) => application.job?.name ?? null),
      },
    });
    candidatesChanged(auth.companyId);
  });

export const unknownCandidate = () => new HarvestError(404, 'Resource not found');
