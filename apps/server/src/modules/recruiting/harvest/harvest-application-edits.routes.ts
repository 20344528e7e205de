import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HarvestEndpoint } from '@atrium/shared/schemas/recruiting/harvest';
import { prospectPools, rejectionReasons } from '../../../db/schema/index.ts';
import {
  changeRejectionReason,
  deleteApplication,
  editApplication,
} from '../pipeline/application-edits.service.ts';
import { moveProspect, moveProspectToPool } from '../talent-pool/talent-pool.service.ts';
import { harvestApplications, toHarvestProspectApplication } from './harvest-candidates.service.ts';
import type { Db } from '../../../db/client.ts';
import { setApplicationValues } from '../custom-fields/custom-field-values.service.ts';
import { harvestCustomFieldWrites, saveHarvestCustomFields } from './harvest-custom-field-writes.ts';
import { actorOf, asSent, HarvestError, invalid } from './harvest-http.ts';
import { harvestApplicationSchema } from './harvest-objects.ts';
import { referrerBody, referrerIdOf, sourceNameOf } from './harvest-prospects.routes.ts';
import { harvestIdParam, integerId } from './harvest-query.ts';
import * as repository from './harvest.repository.ts';

const tags = ['harvest'];
const access = (harvestEndpoint: HarvestEndpoint) => ({ access: 'public' as const, harvestEndpoint });
const notKept = (message: string) => z.array(z.unknown()).max(0, message).optional();

/** PATCH, DELETE and the rejection reason of an application, job or prospect, by its Harvest id. */
export const harvestApplicationEditsRoutes: FastifyPluginAsyncZod = async (app) => {
  const fileUrl = (fileId: string) => new URL(`/api/files/${fileId}`, app.config.publicUrl).toString();
  /** A Harvest application id names a job application or a prospect (they share one sequence). */
  const find = async (companyId: string, publicId: number) => {
    const application = await repository.applicationByPublicId(app.db, companyId, publicId);
    if (application) return { application, prospect: null };
    const prospect = await repository.prospectByPublicId(app.db, companyId, publicId);
    if (prospect) return { application: null, prospect };
    throw new HarvestError(404, 'Resource not found');
  };
  const out = async (companyId: string, publicId: number) => {
    const found = await find(companyId, publicId);
    return found.application
      ? (await harvestApplications(app.db, companyId, [found.application], fileUrl))[0]!
      : toHarvestProspectApplication(found.prospect!);
  };

  app.patch(
    '/applications/:id',
    {
      config: access('PATCH /v1/applications/:id'),
      schema: {
        tags,
        summary:
          "Harvest: update an application's source and referrer, or a prospect's pool and stage (On-Behalf-Of required)",
        params: harvestIdParam,
        body: z.object({
          source_id: integerId.optional(),
          referrer: referrerBody.optional(),
          prospect_pool_id: integerId.optional(),
          prospect_stage_id: integerId.optional(),
          custom_fields: harvestCustomFieldWrites,
          rejection_details: z
            .object({ custom_fields: notKept('Rejection custom fields are not kept: leave this empty') })
            .optional(),
        }),
        response: { 200: harvestApplicationSchema },
      },
    },
    async (request) => {
      const auth = actorOf(request);
      const body = request.body;
      const found = await find(auth.companyId, request.params.id);
      if (found.application) {
        if (body.prospect_pool_id !== undefined || body.prospect_stage_id !== undefined)
          throw invalid(
            body.prospect_pool_id !== undefined ? 'prospect_pool_id' : 'prospect_stage_id',
            'Must be left out: this is a candidate application, not a prospect one',
          );
        const source = await sourceNameOf(app.db, auth.companyId, body.source_id);
        const referrerId = await referrerIdOf(app.db, auth.companyId, body.referrer);
        const applicationId = found.application.application.id;
        await app.db.transaction(async (tx) => {
          const inner = tx as unknown as Db;
          await asSent(
            { referrerId: 'referrer.value' },
            editApplication(inner, request, auth, applicationId, {
              ...(source !== undefined ? { source } : {}),
              ...(referrerId !== undefined ? { referrerId } : {}),
            }),
          );
          await saveHarvestCustomFields(tx, auth.companyId, 'application', body.custom_fields, (changes) =>
            setApplicationValues(inner, request, auth, applicationId, changes, 'keeps'),
          );
        });
        return out(auth.companyId, request.params.id);
      }
      const prospect = found.prospect!;
      if (body.source_id !== undefined || body.referrer !== undefined || body.custom_fields?.length)
        throw invalid(
          body.source_id !== undefined
            ? 'source_id'
            : body.referrer !== undefined
              ? 'referrer'
              : 'custom_fields',
          'Must be left out: a prospect application has no source, referrer or custom fields here',
        );
      const fields = { poolId: 'prospect_pool_id', stageId: 'prospect_stage_id' };
      let poolId = prospect.prospect.poolId;
      if (body.prospect_pool_id !== undefined) {
        const chosen = await repository.uuidOf(app.db, prospectPools, auth.companyId, body.prospect_pool_id);
        if (!chosen) throw invalid('prospect_pool_id', 'Must be a prospect pool of your organization');
        poolId = chosen;
      }
      let stageId: string | null = null;
      if (body.prospect_stage_id !== undefined) {
        const stage = await repository.poolStageByPublicId(app.db, auth.companyId, body.prospect_stage_id);
        if (!stage || stage.poolId !== poolId)
          throw invalid('prospect_stage_id', 'Must be a stage of the prospect pool');
        stageId = stage.id;
      }
      if (poolId !== prospect.prospect.poolId)
        await asSent(
          fields,
          moveProspectToPool(app.db, request, auth, prospect.prospect.id, poolId, stageId),
        );
      else if (stageId && stageId !== prospect.prospect.stageId)
        await asSent(fields, moveProspect(app.db, request, auth, prospect.prospect.id, stageId));
      return out(auth.companyId, request.params.id);
    },
  );

  app.delete(
    '/applications/:id',
    {
      config: access('DELETE /v1/applications/:id'),
      schema: {
        tags,
        summary: 'Harvest: delete a candidate application (not a prospect one) (On-Behalf-Of required)',
        params: harvestIdParam,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const auth = actorOf(request);
      const found = await find(auth.companyId, request.params.id);
      if (!found.application)
        throw invalid('id', 'Must be a candidate application: a prospect one cannot be deleted');
      await deleteApplication(app.db, request, auth, found.application.application.id);
      return { message: `Application ${request.params.id} has been deleted.` };
    },
  );

  app.patch(
    '/applications/:id/reject',
    {
      config: access('PATCH /v1/applications/:id/reject'),
      schema: {
        tags,
        summary: "Harvest: change a rejected application's rejection reason (On-Behalf-Of required)",
        params: harvestIdParam,
        body: z.object({ rejection_reason_id: integerId }),
        response: { 200: z.object({ id: z.number().int(), message: z.string(), success: z.boolean() }) },
      },
    },
    async (request) => {
      const auth = actorOf(request);
      const found = await find(auth.companyId, request.params.id);
      if (!found.application)
        throw invalid('id', 'Must be a candidate application: a prospect is never rejected');
      const reasonId = await repository.uuidOf(
        app.db,
        rejectionReasons,
        auth.companyId,
        request.body.rejection_reason_id,
      );
      if (!reasonId) throw invalid('rejection_reason_id', 'Must be a rejection reason of your organization');
      const reason = await asSent(
        { rejectionReasonId: 'rejection_reason_id' },
        changeRejectionReason(app.db, request, auth, found.application.application.id, reasonId),
      );
      return {
        id: request.params.id,
        message: `Rejection reason updated to ${request.body.rejection_reason_id} (${reason.name})`,
        success: true,
      };
    },
  );
};
