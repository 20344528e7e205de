import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParamSchema } from '@atrium/shared/schemas/platform/api';
import { interviewPlanBodySchema, interviewPlanSchema } from '@atrium/shared/schemas/recruiting/job-stages';
import { requireAuth } from '../../../plugins/auth.ts';
import { getInterviewPlan, saveInterviewPlan } from './interview-plan.service.ts';

const tags = ['job setup'];

export const interviewPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/:id/interview-plan',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_setup.interview_plan.view' },
      schema: {
        tags,
        summary: "The job's stages in order, each with its interviews",
        params: idParamSchema,
        response: { 200: envelope(interviewPlanSchema) },
      },
    },
    async (request) => ({
      message: 'Interview plan',
      data: await getInterviewPlan(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/jobs/:id/interview-plan',
    {
      config: { access: 'authenticated', permission: 'rct.module.job_setup.interview_plan.edit' },
      schema: {
        tags,
        summary: 'Save the stages between Application Review and Offer, and their interviews',
        params: idParamSchema,
        body: interviewPlanBodySchema,
        response: { 200: envelope(interviewPlanSchema) },
      },
    },
    async (request) => ({
      message: 'Interview plan saved',
      data: await saveInterviewPlan(app.db, request, requireAuth(request), request.params.id, request.body),
    }),
  );
};
