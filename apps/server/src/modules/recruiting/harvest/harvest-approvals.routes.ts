import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HarvestEndpoint } from '@atrium/shared/schemas/recruiting/harvest';
import { AppError } from '../../../lib/app-error.ts';
import { createFileStorage } from '../../platform/files/storage.ts';
import { requestJobApproval, type ApprovalDeps } from '../approvals/approvals.service.ts';
import { requestOfferApproval, type OfferDeps } from '../offers/offers.service.ts';
import { actorOf, companyOf, HarvestError, onePage } from './harvest-http.ts';
import { harvestApprovalFlowSchema, harvestPendingApprovalSchema } from './harvest-offer-objects.ts';
import * as repository from './harvest-approvals.repository.ts';
import { flowById, flowsOfJob, pendingApprovalsOf } from './harvest-approvals.service.ts';
import { harvestIdParam, harvestPageQuery } from './harvest-query.ts';

const tags = ['harvest'];
const access = (harvestEndpoint: HarvestEndpoint) => ({ access: 'public' as const, harvestEndpoint });
const notFound = () => new HarvestError(404, 'Resource not found');
/** Greenhouse: 422 when the flow cannot be started (none to ask, already asked, not a draft). */
const notStartable = (message: string) => new HarvestError(422, message, [{ message, field: 'id' }]);

/** Approval flows of jobs and offers, starting one, and a user's pending approvals. */
export const harvestApprovalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = await createFileStorage(app.config);
  const approvalDeps: ApprovalDeps = {
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    publicUrl: app.config.publicUrl,
  };
  const offerDeps: OfferDeps = { ...approvalDeps, storage };

  app.get(
    '/jobs/:id/approval_flows',
    {
      config: access('GET /v1/jobs/:id/approval_flows'),
      schema: {
        tags,
        summary: "Harvest: list a job's approval flows (to start recruiting, for offers, per offer)",
        params: harvestIdParam,
        querystring: harvestPageQuery.pick({ per_page: true, page: true, skip_count: true }),
        response: { 200: z.array(harvestApprovalFlowSchema) },
      },
    },
    async (request, reply) => {
      const companyId = companyOf(request);
      const job = await repository.jobByPublicId(app.db, companyId, request.params.id);
      if (!job) throw notFound();
      const flows = await flowsOfJob(app.db, companyId, job);
      const query = request.query;
      const from = (query.page - 1) * query.per_page;
      return onePage(
        request,
        reply,
        app.config.publicUrl,
        query,
        flows.slice(from, from + query.per_page + 1),
        query.skip_count === 'true' ? null : flows.length,
      );
    },
  );

  app.get(
    '/approval_flows/:id',
    {
      config: access('GET /v1/approval_flows/:id'),
      schema: {
        tags,
        summary: 'Harvest: retrieve an approval flow',
        params: harvestIdParam,
        response: { 200: harvestApprovalFlowSchema },
      },
    },
    async (request) => {
      const found = await flowById(app.db, companyOf(request), request.params.id);
      if (!found) throw notFound();
      return found.flow;
    },
  );

  app.post(
    '/approval_flows/:id/request_approvals',
    {
      config: access('POST /v1/approval_flows/:id/request_approvals'),
      schema: {
        tags,
        summary:
          'Harvest: start an approval flow: its first approvers are asked (On-Behalf-Of: the requester)',
        params: harvestIdParam,
        response: { 200: harvestApprovalFlowSchema },
      },
    },
    async (request) => {
      const auth = actorOf(request);
      const found = await flowById(app.db, auth.companyId, request.params.id);
      if (!found) throw notFound();
      try {
        if (found.flow.approval_type === 'open_job')
          await requestJobApproval(approvalDeps, request, auth, found.job.id);
        else if (found.offer) await requestOfferApproval(offerDeps, request, auth, found.offer.id);
        else
          throw notStartable(
            "A job's offer approvals start per offer: request approvals on the offer's offer_candidate flow",
          );
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 409) throw notStartable(error.message);
        throw error;
      }
      return (await flowById(app.db, auth.companyId, request.params.id))!.flow;
    },
  );

  app.get(
    '/users/:id/pending_approvals',
    {
      config: access('GET /v1/users/:id/pending_approvals'),
      schema: {
        tags,
        summary: "Harvest: a user's approvals waiting on them (due) or on an earlier group (waiting)",
        params: harvestIdParam,
        querystring: z.object({
          type: z.enum(['job', 'offer'], { error: "Must be 'job' or 'offer'" }).optional(),
        }),
        response: { 200: z.array(harvestPendingApprovalSchema) },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const user = await repository.userByPublicId(app.db, companyId, request.params.id);
      if (!user) throw notFound();
      return pendingApprovalsOf(app.db, companyId, user.id, request.query.type);
    },
  );
};
