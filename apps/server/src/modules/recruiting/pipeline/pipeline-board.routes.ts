import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParamSchema } from '@atrium/shared/schemas/platform/api';
import {
  applicationReviewQuerySchema,
  applicationReviewSchema,
  jobBoardQuerySchema,
  jobBoardSchema,
} from '@atrium/shared/schemas/recruiting/candidates';
import { requireAuth } from '../../../plugins/auth.ts';
import { applicationReview } from './application-review.service.ts';
import { jobBoard } from './pipeline-board.service.ts';

const tags = ['pipeline'];

export const pipelineBoardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/:id/board',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_details.pipeline.view' },
      schema: {
        tags,
        summary:
          "The job's pipeline as a board: each stage with its active candidates, longest waiting first",
        params: idParamSchema,
        querystring: jobBoardQuerySchema,
        response: { 200: envelope(jobBoardSchema) },
      },
    },
    async (request) => ({
      message: 'Board',
      data: await jobBoard(app.db, requireAuth(request), request.params.id, request.query.search),
    }),
  );

  app.get(
    '/application-review',
    {
      config: { access: 'authenticated', permission: 'rct.module.candidates.application.review' },
      schema: {
        tags,
        summary: 'The next new application to review in the jobs one recruits for, and how many wait',
        querystring: applicationReviewQuerySchema,
        response: { 200: envelope(applicationReviewSchema) },
      },
    },
    async (request) => ({
      message: 'Application review',
      data: await applicationReview(app.db, requireAuth(request), request.query),
    }),
  );
};
