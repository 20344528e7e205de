import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParamSchema } from '@atrium/shared/schemas/platform/api';
import { z } from 'zod';
import {
  jobApplicationListSchema,
  jobApplicationsQuerySchema,
  jobPipelineSchema,
  referralBodySchema,
  referralSchema,
} from '@atrium/shared/schemas/recruiting/applications';
import { requireAuth } from '../../../plugins/auth.ts';
import { jobPipeline, listApplicationsForJob } from './job-applications.service.ts';
import { addReferral, listReferrals } from './referrals.service.ts';

const tags = ['applications'];

export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/:id/applications',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_details.pipeline.view' },
      schema: {
        tags,
        summary: "The job's applications, newest first (search by name or email, filter by stage)",
        params: idParamSchema,
        querystring: jobApplicationsQuerySchema,
        response: { 200: envelope(jobApplicationListSchema) },
      },
    },
    async (request) => ({
      message: 'Applications',
      data: await listApplicationsForJob(app.db, requireAuth(request), request.params.id, request.query),
    }),
  );

  app.get(
    '/jobs/:id/pipeline',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_details.pipeline.view' },
      schema: {
        tags,
        summary: "The job's stages in order, with how many active candidates are in each",
        params: idParamSchema,
        response: { 200: envelope(jobPipelineSchema) },
      },
    },
    async (request) => ({
      message: 'Pipeline',
      data: await jobPipeline(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.get(
    '/jobs/:id/referrals',
    {
      config: { access: 'authenticated', permission: 'rct.module.jobs.job.view' },
      schema: {
        tags,
        summary: "The job's referrals (everyone's with referral.view.all, one's own with view.own)",
        params: idParamSchema,
        response: { 200: envelope(z.array(referralSchema)) },
      },
    },
    async (request) => ({
      message: 'Referrals',
      data: await listReferrals(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.post(
    '/jobs/:id/referrals',
    {
      // Every employee may refer, without seeing the jobs list (as in Greenhouse).
      config: { access: 'authenticated', permission: 'rct.module.sourcing.referral.create' },
      schema: {
        tags,
        summary: 'Refer someone for the job: they join Application Review, credited to you',
        params: idParamSchema,
        body: referralBodySchema,
        response: { 201: envelope(z.object({ applicationId: z.string(), merged: z.boolean() })) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Referral added',
        data: await addReferral(app.db, request, requireAuth(request), request.params.id, request.body),
      }),
  );
};
