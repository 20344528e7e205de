import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema } from '@atrium/shared/schemas/platform/api';
import {
  approvalDecisionBodySchema,
  approvalFlowBodySchema,
  approvalFlowSchema,
  APPROVAL_KIND_LABELS,
  APPROVAL_KINDS,
  jobApprovalsSchema,
  pendingApprovalSchema,
} from '@atrium/shared/schemas/recruiting/approvals';
import { requireAuth } from '../../../plugins/auth.ts';
import {
  decideJobApproval,
  getCompanyFlow,
  getJobApprovals,
  myPendingApprovals,
  requestJobApproval,
  setCompanyFlow,
  setJobFlow,
  type ApprovalDeps,
} from './approvals.service.ts';

const tags = ['approvals'];
const jobApprovals = { 200: envelope(jobApprovalsSchema) };

export const approvalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (log = app.log): ApprovalDeps => ({
    db: app.db,
    mailer: app.mailer,
    log,
    publicUrl: app.config.publicUrl,
  });

  // One address per kind (not a :kind parameter): each is the company's own setting, not a record.
  for (const kind of APPROVAL_KINDS) {
    const url = `/configuration/approval-flows/${kind.replace('_', '-')}`;
    app.get(
      url,
      {
        config: { access: 'authenticated', permission: 'rct.settings.custom_options.job_setup.configure' },
        schema: {
          tags,
          summary: `The company's default flow: ${APPROVAL_KIND_LABELS[kind]}`,
          response: { 200: envelope(approvalFlowSchema) },
        },
      },
      async (request) => ({
        message: 'Approval flow',
        data: await getCompanyFlow(app.db, requireAuth(request), kind),
      }),
    );
    app.put(
      url,
      {
        config: { access: 'authenticated', permission: 'rct.settings.custom_options.job_setup.configure' },
        schema: {
          tags,
          summary: `Set the company's default flow: ${APPROVAL_KIND_LABELS[kind]} (rounds waiting on it restart)`,
          body: approvalFlowBodySchema,
          response: { 200: envelope(approvalFlowSchema) },
        },
      },
      async (request) => ({
        message: 'Approval flow saved',
        data: await setCompanyFlow(deps(request.log), request, requireAuth(request), kind, request.body),
      }),
    );
  }

  app.get(
    '/jobs/:id/approvals',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_details.approval.view' },
      schema: {
        tags,
        summary: "The job's approval flow, its current round and past rounds",
        params: idParamSchema,
        response: jobApprovals,
      },
    },
    async (request) => ({
      message: 'Approvals',
      data: await getJobApprovals(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/jobs/:id/approval-flow',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_details.approval.request' },
      schema: {
        tags,
        summary: 'Give the job its own approval flow (a waiting round restarts)',
        params: idParamSchema,
        body: approvalFlowBodySchema,
        response: jobApprovals,
      },
    },
    async (request) => ({
      message: 'Approval flow saved',
      data: await setJobFlow(
        deps(request.log),
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/jobs/:id/approval-flow',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_details.approval.request' },
      schema: {
        tags,
        summary: "Return to the company's default flow",
        params: idParamSchema,
        response: jobApprovals,
      },
    },
    async (request) => ({
      message: 'The job follows the company flow',
      data: await setJobFlow(deps(request.log), request, requireAuth(request), request.params.id, null),
    }),
  );

  app.post(
    '/jobs/:id/approvals',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_details.approval.request' },
      schema: {
        tags,
        summary: 'Ask for approval to open the job',
        params: idParamSchema,
        response: { 201: envelope(jobApprovalsSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Approval requested',
        data: await requestJobApproval(deps(request.log), request, requireAuth(request), request.params.id),
      }),
  );

  app.post(
    '/jobs/:id/approvals/:requestId/decisions',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_details.approval.approve' },
      schema: {
        tags,
        summary: 'Approve, or reject with a note (the last approval opens the job)',
        params: idParamSchema.extend({ requestId: z.uuid() }),
        body: approvalDecisionBodySchema,
        response: jobApprovals,
      },
    },
    async (request) => ({
      message: request.body.decision === 'approved' ? 'Approved' : 'Rejected',
      data: await decideJobApproval(
        deps(request.log),
        request,
        requireAuth(request),
        request.params.id,
        request.params.requestId,
        request.body,
      ),
    }),
  );

  app.get(
    '/approvals/pending',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Rounds waiting on my decision',
        response: { 200: envelope(z.array(pendingApprovalSchema)) },
      },
    },
    async (request) => ({
      message: 'Pending approvals',
      data: await myPendingApprovals(app.db, requireAuth(request)),
    }),
  );
};
