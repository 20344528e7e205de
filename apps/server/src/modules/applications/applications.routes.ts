import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParamSchema } from '@atrium/shared/schemas/api';
import {
  jobApplicationListSchema,
  jobApplicationsQuerySchema,
  jobPipelineSchema,
} from '@atrium/shared/schemas/applications';
import { requireAuth } from '../../plugins/auth.ts';
import { jobPipeline, listApplicationsForJob } from './job-applications.service.ts';

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
};
