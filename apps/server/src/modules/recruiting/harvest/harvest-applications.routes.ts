import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HarvestEndpoint } from '@atrium/shared/schemas/recruiting/harvest';
import { emailTemplates, jobs, rejectionReasons } from '../../../db/schema/index.ts';
import {
  advanceApplication,
  moveApplication,
  rejectApplication,
  transferApplication,
  unrejectApplication,
  type MoveDeps,
} from '../pipeline/application-moves.service.ts';
import { harvestApplications, toHarvestProspectApplication } from './harvest-candidates.service.ts';
import { actorOf, companyOf, HarvestError, invalid, pageLinks } from './harvest-http.ts';
import { harvestApplicationSchema } from './harvest-objects.ts';
import { harvestIdParam, harvestPageQuery, integerId, windowOfQuery } from './harvest-query.ts';
import * as repository from './harvest.repository.ts';

const tags = ['harvest'];
const access = (harvestEndpoint: HarvestEndpoint) => ({ access: 'public' as const, harvestEndpoint });
const isoTime = z.iso.datetime({ offset: true, error: 'Must be an ISO-8601 timestamp' });

export const harvestApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: MoveDeps = { db: app.db, jobs: app.jobs };
  const fileUrl = (fileId: string) => new URL(`/api/files/${fileId}`, app.config.publicUrl).toString();
  const applicationOut = async (companyId: string, publicId: number) => {
    const row = await repository.applicationByPublicId(app.db, companyId, publicId);
    if (row) return (await harvestApplications(app.db, companyId, [row], fileUrl))[0]!;
    // Not a job application: a prospect one, whose id comes from the same sequence.
    const prospect = await repository.prospectByPublicId(app.db, companyId, publicId);
    if (!prospect) throw new HarvestError(404, 'Resource not found');
    return toHarvestProspectApplication(prospect);
  };
  const applicationIdOf = async (companyId: string, publicId: number) => {
    const row = await repository.applicationByPublicId(app.db, companyId, publicId);
    if (!row) throw new HarvestError(404, 'Resource not found');
    return row.application.id;
  };
  const stageIdOf = async (companyId: string, publicId: number, field: string) => {
    const stage = await repository.stageByPublicId(app.db, companyId, publicId);
    if (!stage) throw invalid(field, 'Must be a job stage of your organization');
    return stage.id;
  };

  app.get(
    '/applications',
    {
      config: access('GET /v1/applications'),
      schema: {
        tags,
        summary: 'Harvest: list applications, oldest first, paged by Link headers',
        querystring: harvestPageQuery.extend({
          job_id: integerId.optional(),
          status: z
            .enum(['active', 'rejected', 'hired', 'converted'], {
              error: 'Must be one of: active, converted, hired, rejected',
            })
            .optional(),
          last_activity_after: isoTime.optional(),
        }),
        response: { 200: z.array(harvestApplicationSchema) },
      },
    },
    async (request, reply) => {
      const companyId = companyOf(request);
      const query = request.query;
      const jobId = query.job_id ? await repository.uuidOf(app.db, jobs, companyId, query.job_id) : undefined;
      const filters: repository.ApplicationFilters = {
        ...windowOfQuery(query),
        ...(query.job_id ? { jobId: jobId ?? '00000000-0000-0000-0000-000000000000' } : {}),
        ...(query.status ? { status: query.status } : {}),
        ...(query.last_activity_after ? { lastActivityAfter: query.last_activity_after } : {}),
      };
      const offset = (query.page - 1) * query.per_page;
      const [rows, total] = await Promise.all([
        repository.applicationsPage(app.db, companyId, filters, query.per_page, offset),
        query.skip_count === 'true'
          ? Promise.resolve(null)
          : repository.countApplications(app.db, companyId, filters),
      ]);
      const hasMore = rows.length > query.per_page;
      const link = pageLinks(request, app.config.publicUrl, {
        page: query.page,
        perPage: query.per_page,
        total,
        hasMore,
      });
      if (link) void reply.header('link', link);
      return harvestApplications(app.db, companyId, rows.slice(0, query.per_page), fileUrl);
    },
  );

  app.get(
    '/applications/:id',
    {
      config: access('GET /v1/applications/:id'),
      schema: {
        tags,
        summary: 'Harvest: retrieve an application',
        params: harvestIdParam,
        response: { 200: harvestApplicationSchema },
      },
    },
    async (request) => applicationOut(companyOf(request), request.params.id),
  );

  app.post(
    '/applications/:id/advance',
    {
      config: access('POST /v1/applications/:id/advance'),
      schema: {
        tags,
        summary: 'Harvest: move an application to the next stage of its job (On-Behalf-Of required)',
        params: harvestIdParam,
        body: z.object({ from_stage_id: integerId }),
        response: { 200: harvestApplicationSchema },
      },
    },
    async (request) => {
      const auth = actorOf(request);
      const id = await applicationIdOf(auth.companyId, request.params.id);
      const fromStageId = await stageIdOf(auth.companyId, request.body.from_stage_id, 'from_stage_id');
      await advanceApplication(deps, request, auth, id, { fromStageId });
      return applicationOut(auth.companyId, request.params.id);
    },
  );

  app.post(
    '/applications/:id/move',
    {
      config: access('POST /v1/applications/:id/move'),
      schema: {
        tags,
        summary: 'Harvest: move an application to any stage of its job (On-Behalf-Of required)',
        params: harvestIdParam,
        body: z.object({ from_stage_id: integerId, to_stage_id: integerId }),
        response: { 200: harvestApplicationSchema },
      },
    },
    async (request) => {
      const auth = actorOf(request);
      const id = await applicationIdOf(auth.companyId, request.params.id);
      await moveApplication(deps, request, auth, id, {
        fromStageId: await stageIdOf(auth.companyId, request.body.from_stage_id, 'from_stage_id'),
        toStageId: await stageIdOf(auth.companyId, request.body.to_stage_id, 'to_stage_id'),
      });
      return applicationOut(auth.companyId, request.params.id);
    },
  );

  app.post(
    '/applications/:id/transfer_to_job',
    {
      config: access('POST /v1/applications/:id/transfer_to_job'),
      schema: {
        tags,
        summary: 'Harvest: transfer an application to another job, into its first stage unless one is named',
        params: harvestIdParam,
        body: z.object({ new_job_id: integerId, new_stage_id: integerId.optional() }),
        response: { 200: harvestApplicationSchema },
      },
    },
    async (request) => {
      const auth = actorOf(request);
      const id = await applicationIdOf(auth.companyId, request.params.id);
      const jobId = await repository.uuidOf(app.db, jobs, auth.companyId, request.body.new_job_id);
      if (!jobId) throw invalid('new_job_id', 'Must be a job of your organization');
      const stageId = request.body.new_stage_id
        ? await stageIdOf(auth.companyId, request.body.new_stage_id, 'new_stage_id')
        : null;
      await transferApplication(deps, request, auth, id, { jobId, stageId });
      return applicationOut(auth.companyId, request.params.id);
    },
  );

  app.post(
    '/applications/:id/reject',
    {
      config: access('POST /v1/applications/:id/reject'),
      schema: {
        tags,
        summary:
          'Harvest: reject an application with a reason, notes and optionally an email (On-Behalf-Of required)',
        params: harvestIdParam,
        body: z.object({
          rejection_reason_id: integerId,
          notes: z.string().trim().max(2000).optional(),
          rejection_email: z
            .object({ send_email_at: isoTime.optional(), email_template_id: integerId })
            .optional(),
        }),
        response: { 200: harvestApplicationSchema },
      },
    },
    async (request) => {
      const auth = actorOf(request);
      const id = await applicationIdOf(auth.companyId, request.params.id);
      const reasonId = await repository.uuidOf(
        app.db,
        rejectionReasons,
        auth.companyId,
        request.body.rejection_reason_id,
      );
      if (!reasonId) throw invalid('rejection_reason_id', 'Must be a rejection reason of your organization');
      const email = request.body.rejection_email;
      const templateId = email
        ? await repository.uuidOf(app.db, emailTemplates, auth.companyId, email.email_template_id)
        : null;
      if (email && !templateId)
        throw invalid('rejection_email.email_template_id', 'Must be an email template of your organization');
      await rejectApplication(deps, request, auth, id, {
        rejectionReasonId: reasonId,
        note: request.body.notes ?? '',
        email: templateId ? { templateId, sendAt: email?.send_email_at ?? null } : null,
      });
      return applicationOut(auth.companyId, request.params.id);
    },
  );

  app.post(
    '/applications/:id/unreject',
    {
      config: access('POST /v1/applications/:id/unreject'),
      schema: {
        tags,
        summary: 'Harvest: make a rejected application active again (On-Behalf-Of required)',
        params: harvestIdParam,
        body: z.object({}).optional(),
        response: { 200: harvestApplicationSchema },
      },
    },
    async (request) => {
      const auth = actorOf(request);
      await unrejectApplication(
        deps,
        request,
        auth,
        await applicationIdOf(auth.companyId, request.params.id),
      );
      return applicationOut(auth.companyId, request.params.id);
    },
  );
};
