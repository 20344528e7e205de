import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HarvestEndpoint } from '@atrium/shared/schemas/recruiting/harvest';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { candidates, jobs, prospectPools, users } from '../../../db/schema/index.ts';
import { addApplication } from '../candidates/candidate-create.service.ts';
import { addProspect, convertProspect } from '../talent-pool/talent-pool.service.ts';
import { sourceNames } from './harvest-reference.repository.ts';
import {
  harvestApplications,
  harvestCandidates,
  toHarvestProspectApplication,
} from './harvest-candidates.service.ts';
import {
  createHarvestCandidate,
  harvestNewCandidateBody,
  unknownCandidate,
} from './harvest-candidate-writes.ts';
import { actorOf, asSent, companyOf, HarvestError, invalid } from './harvest-http.ts';
import {
  harvestApplicationSchema,
  harvestCandidateSchema,
  harvestProspectPoolSchema,
  sourceIdOf,
} from './harvest-objects.ts';
import { harvestIdParam, harvestPageQuery, integerId } from './harvest-query.ts';
import * as repository from './harvest.repository.ts';

const tags = ['harvest'];
const access = (harvestEndpoint: HarvestEndpoint) => ({ access: 'public' as const, harvestEndpoint });

/** Greenhouse's referrer: a user by id or email ('outside' referrers are people we do not keep). */
export const referrerBody = z.object({
  type: z.enum(['id', 'email', 'outside'], { error: 'Must be one of: id, email, outside' }),
  value: z.union([z.string().trim().min(1).max(320), z.number().int().positive()]),
});

/** The user a referrer names, in the key's company. */
export async function referrerIdOf(
  db: DbOrTx,
  companyId: string,
  referrer: z.infer<typeof referrerBody> | undefined,
): Promise<string | null | undefined> {
  if (!referrer) return undefined;
  if (referrer.type === 'outside')
    throw invalid('referrer.type', 'Must be id or email: referrers outside the organization are not kept');
  const found =
    referrer.type === 'id'
      ? /^\d{1,15}$/.test(String(referrer.value))
        ? await repository.uuidOf(db, users, companyId, Number(referrer.value))
        : null
      : await repository.userIdByEmail(db, companyId, String(referrer.value));
  if (!found) throw invalid('referrer.value', 'Must be a user of your organization');
  return found;
}

/** A source by its Harvest id: the name applications carry. */
export async function sourceNameOf(db: DbOrTx, companyId: string, sourceId: number | undefined) {
  if (sourceId === undefined) return undefined;
  const name = (await sourceNames(db, companyId)).find((candidate) => sourceIdOf(candidate) === sourceId);
  if (!name) throw invalid('source_id', 'Must be a source of your organization');
  return name;
}

/** Pool, stage and owner of a prospect application, by Harvest ids. */
async function poolPlacement(
  db: DbOrTx,
  companyId: string,
  input: { poolId?: number; stageId?: number; ownerId?: number },
  fields: { pool: string; stage: string; owner: string },
) {
  if (input.poolId === undefined)
    throw invalid(fields.pool, 'Must be present: a prospect is kept in a prospect pool');
  const poolId = await repository.uuidOf(db, prospectPools, companyId, input.poolId);
  if (!poolId) throw invalid(fields.pool, 'Must be a prospect pool of your organization');
  let stageId: string | null = null;
  if (input.stageId !== undefined) {
    const stage = await repository.poolStageByPublicId(db, companyId, input.stageId);
    if (!stage || stage.poolId !== poolId)
      throw invalid(fields.stage, 'Must be a stage of the prospect pool');
    stageId = stage.id;
  }
  let ownerId: string | null = null;
  if (input.ownerId !== undefined) {
    ownerId = await repository.uuidOf(db, users, companyId, input.ownerId);
    if (!ownerId) throw invalid(fields.owner, 'Must be a user of your organization');
  }
  return { poolId, stageId, ownerId };
}

const prospectFields = {
  poolId: 'prospect_pool_id',
  stageId: 'prospect_pool_stage_id',
  ownerId: 'prospect_owner_id',
};

export const harvestProspectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const fileUrl = (fileId: string) => new URL(`/api/files/${fileId}`, app.config.publicUrl).toString();
  const inOneTransaction = <T>(work: (db: Db) => Promise<T>) =>
    app.db.transaction((tx) => work(tx as unknown as Db));
  const candidateOut = async (companyId: string, candidateId: string) => {
    const row = await repository.candidateByUuid(app.db, companyId, candidateId);
    return (await harvestCandidates(app.db, companyId, [row!], fileUrl))[0]!;
  };
  const prospectOut = async (companyId: string, prospectId: string) => {
    const row = await repository.prospectByUuid(app.db, companyId, prospectId);
    return toHarvestProspectApplication(row!);
  };
  const applicationOut = async (companyId: string, applicationId: string) => {
    const row = await repository.applicationByUuid(app.db, companyId, applicationId);
    return (await harvestApplications(app.db, companyId, [row!], fileUrl))[0]!;
  };

  app.get(
    '/prospect_pools',
    {
      config: access('GET /v1/prospect_pools'),
      schema: {
        tags,
        summary: "Harvest: the organization's prospect pools with their stages",
        querystring: harvestPageQuery.pick({ per_page: true, page: true, skip_count: true }),
        response: { 200: z.array(harvestProspectPoolSchema) },
      },
    },
    async (request) => {
      const all = await repository.prospectPoolList(app.db, companyOf(request));
      const start = (request.query.page - 1) * request.query.per_page;
      return all.slice(start, start + request.query.per_page);
    },
  );

  app.get(
    '/prospect_pools/:id',
    {
      config: access('GET /v1/prospect_pools/:id'),
      schema: {
        tags,
        summary: 'Harvest: retrieve a prospect pool',
        params: harvestIdParam,
        response: { 200: harvestProspectPoolSchema },
      },
    },
    async (request) => {
      const [pool] = await repository.prospectPoolList(app.db, companyOf(request), request.params.id);
      if (!pool) throw new HarvestError(404, 'Resource not found');
      return pool;
    },
  );

  const addProspectBody = harvestNewCandidateBody.omit({ applications: true }).extend({
    application: z
      .object({
        job_ids: z.array(integerId).max(50).default([]),
        source_id: integerId.optional(),
        referrer: referrerBody.optional(),
        prospect_pool_id: integerId.optional(),
        prospect_pool_stage_id: integerId.optional(),
        prospect_owner_id: integerId.optional(),
      })
      .optional(),
  });

  app.post(
    '/prospects',
    {
      config: access('POST /v1/prospects'),
      schema: {
        tags,
        summary:
          'Harvest: add a prospect, into a prospect pool when application.prospect_pool_id is given (On-Behalf-Of required)',
        body: addProspectBody,
        response: { 201: harvestCandidateSchema },
      },
    },
    async (request, reply) => {
      const auth = actorOf(request);
      const { application, ...person } = request.body;
      if (application?.job_ids.length)
        throw invalid(
          'application.job_ids',
          'A prospect is on no job here: convert the prospect to a candidate on a job instead',
        );
      const placement = application?.prospect_pool_id
        ? await poolPlacement(
            app.db,
            auth.companyId,
            {
              poolId: application.prospect_pool_id,
              stageId: application.prospect_pool_stage_id,
              ownerId: application.prospect_owner_id,
            },
            {
              pool: 'application.prospect_pool_id',
              stage: 'application.prospect_pool_stage_id',
              owner: 'application.prospect_owner_id',
            },
          )
        : null;
      if (application?.source_id !== undefined)
        await sourceNameOf(app.db, auth.companyId, application.source_id);
      await referrerIdOf(app.db, auth.companyId, application?.referrer);
      const candidateId = await inOneTransaction(async (db) => {
        const id = await createHarvestCandidate(db, request, auth, { ...person, applications: [] });
        if (placement)
          await asSent(
            {
              poolId: 'application.prospect_pool_id',
              stageId: 'application.prospect_pool_stage_id',
              ownerId: 'application.prospect_owner_id',
            },
            addProspect(db, request, auth, {
              ...placement,
              candidateId: id,
              firstName: '',
              lastName: '',
              email: '',
              note: '',
            }),
          );
        return id;
      });
      return reply.status(201).send(await candidateOut(auth.companyId, candidateId));
    },
  );

  app.post(
    '/candidates/:id/applications',
    {
      config: access('POST /v1/candidates/:id/applications'),
      schema: {
        tags,
        summary:
          'Harvest: add an application to a candidate or prospect: on a job, or with prospect "true" into a prospect pool (On-Behalf-Of required)',
        params: harvestIdParam,
        body: z.object({
          prospect: z.union([z.boolean(), z.enum(['true', 'false'])]).default(false),
          job_id: integerId.optional(),
          job_ids: z.array(integerId).max(50).default([]),
          source_id: integerId.optional(),
          initial_stage_id: integerId.optional(),
          referrer: referrerBody.optional(),
          prospect_pool_id: integerId.optional(),
          prospect_pool_stage_id: integerId.optional(),
          prospect_owner_id: integerId.optional(),
        }),
        response: { 201: harvestApplicationSchema },
      },
    },
    async (request, reply) => {
      const auth = actorOf(request);
      const body = request.body;
      const candidateId = await repository.uuidOf(app.db, candidates, auth.companyId, request.params.id);
      if (!candidateId) throw unknownCandidate();
      if (body.prospect === true || body.prospect === 'true') {
        if (body.job_ids.length)
          throw invalid(
            'job_ids',
            'A prospect is on no job here: add a candidate application with job_id instead',
          );
        const placement = await poolPlacement(
          app.db,
          auth.companyId,
          {
            poolId: body.prospect_pool_id,
            stageId: body.prospect_pool_stage_id,
            ownerId: body.prospect_owner_id,
          },
          { pool: 'prospect_pool_id', stage: 'prospect_pool_stage_id', owner: 'prospect_owner_id' },
        );
        const prospect = await asSent(
          { ...prospectFields, candidateId: 'prospect_pool_id' },
          addProspect(app.db, request, auth, {
            ...placement,
            candidateId,
            firstName: '',
            lastName: '',
            email: '',
            note: '',
          }),
        );
        return reply.status(201).send(await prospectOut(auth.companyId, prospect.id));
      }
      if (body.job_id === undefined) throw invalid('job_id', 'Must be present');
      const jobId = await repository.uuidOf(app.db, jobs, auth.companyId, body.job_id);
      if (!jobId) throw invalid('job_id', 'Must be a job of your organization');
      let stageId: string | null = null;
      if (body.initial_stage_id !== undefined) {
        const stage = await repository.stageByPublicId(app.db, auth.companyId, body.initial_stage_id);
        if (!stage || stage.jobId !== jobId) throw invalid('initial_stage_id', 'Must be a stage of the job');
        stageId = stage.id;
      }
      const source = (await sourceNameOf(app.db, auth.companyId, body.source_id)) ?? 'Harvest API';
      const referrerId = (await referrerIdOf(app.db, auth.companyId, body.referrer)) ?? null;
      const applicationId = await asSent(
        { jobId: 'job_id', stageId: 'initial_stage_id', referrerId: 'referrer.value' },
        addApplication(app.db, request, auth, candidateId, { jobId, stageId, source, referrerId }),
      );
      return reply.status(201).send(await applicationOut(auth.companyId, applicationId));
    },
  );

  app.patch(
    '/applications/:id/convert_prospect',
    {
      config: access('PATCH /v1/applications/:id/convert_prospect'),
      schema: {
        tags,
        summary:
          'Harvest: convert a prospect application to a candidate on a job, in its first stage unless one is named (On-Behalf-Of required)',
        params: harvestIdParam,
        body: z.object({ job_id: integerId, initial_stage_id: integerId.optional() }),
        response: {
          200: z.object({
            success: z.boolean(),
            old_application_id: z.number().int(),
            new_application_id: z.number().int(),
            new_job_id: z.number().int(),
            new_stage_id: z.number().int().nullable(),
          }),
        },
      },
    },
    async (request) => {
      const auth = actorOf(request);
      const prospect = await repository.prospectByPublicId(app.db, auth.companyId, request.params.id);
      if (!prospect) {
        if (await repository.applicationByPublicId(app.db, auth.companyId, request.params.id))
          throw invalid('id', 'Must be a prospect application');
        throw new HarvestError(404, 'Resource not found');
      }
      const jobId = await repository.uuidOf(app.db, jobs, auth.companyId, request.body.job_id);
      if (!jobId) throw invalid('job_id', 'Must be a job of your organization');
      let stageId: string | null = null;
      if (request.body.initial_stage_id !== undefined) {
        const stage = await repository.stageByPublicId(app.db, auth.companyId, request.body.initial_stage_id);
        if (!stage || stage.jobId !== jobId) throw invalid('initial_stage_id', 'Must be a stage of the job');
        stageId = stage.id;
      }
      const converted = await asSent(
        { jobId: 'job_id', stageId: 'initial_stage_id' },
        convertProspect(app.db, request, auth, prospect.prospect.id, { jobId, stageId }),
      );
      const application = await repository.applicationByUuid(
        app.db,
        auth.companyId,
        converted.convertedTo!.applicationId,
      );
      return {
        success: true,
        old_application_id: prospect.prospect.publicId,
        new_application_id: application!.application.publicId,
        new_job_id: application!.jobPublicId,
        new_stage_id: application!.stagePublicId,
      };
    },
  );
};
