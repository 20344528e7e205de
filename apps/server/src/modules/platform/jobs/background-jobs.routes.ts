import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@atrium/shared/schemas/platform/api';
import { jobQueueSummariesSchema } from '@atrium/shared/schemas/platform/background-jobs';
import { jobQueueSummaries } from './background-jobs.repository.ts';

/**
 * The background jobs of the whole platform (mail of every company among them), so the platform
 * operator's alone: what waits, what runs and what failed for good, with the last error.
 */
export const backgroundJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/background-jobs',
    {
      config: { access: 'authenticated', permission: 'sso.admin.background_jobs.platform_job.view' },
      schema: {
        tags: ['platform'],
        summary: 'Background job queues: waiting, running and failed jobs, and the last failure',
        response: { 200: envelope(jobQueueSummariesSchema) },
      },
    },
    async () => ({ message: 'Background jobs', data: { items: await jobQueueSummaries(app.database) } }),
  );
};
