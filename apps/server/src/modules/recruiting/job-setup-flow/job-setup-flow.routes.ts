import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@atrium/shared/schemas/platform/api';
import {
  jobSetupFlowAnswerSchema,
  jobSetupFlowSchema,
} from '@atrium/shared/schemas/recruiting/job-setup-flow';
import { requireAuth } from '../../../plugins/auth.ts';
import { getJobSetupFlow, saveJobSetupFlow } from './job-setup-flow.service.ts';

const tags = ['custom options'];
const answer = { 200: envelope(jobSetupFlowAnswerSchema) };

/** Configure job setup flow: which setup steps a new job walks through, and which must be saved. */
export const jobSetupFlowRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/configuration/job-setup-flow',
    {
      config: { access: 'authenticated', permission: 'rct.settings.custom_options.job_setup.configure' },
      schema: { tags, summary: "The company's job setup flow", response: answer },
    },
    async (request) => ({
      message: 'Job setup flow',
      data: await getJobSetupFlow(app.db, requireAuth(request).companyId),
    }),
  );
  app.put(
    '/configuration/job-setup-flow',
    {
      config: { access: 'authenticated', permission: 'rct.settings.custom_options.job_setup.configure' },
      schema: {
        tags,
        summary: 'Choose the steps of the job setup flow and which are required',
        body: jobSetupFlowSchema,
        response: answer,
      },
    },
    async (request) => ({
      message: 'Job setup flow saved',
      data: await saveJobSetupFlow(app.db, request, requireAuth(request), request.body),
    }),
  );
  app.get(
    '/job-setup-flow',
    {
      config: { access: 'authenticated', permission: 'rct.module.jobs.job.view' },
      schema: {
        tags,
        summary: 'The job setup flow a job walks through after it is created',
        response: answer,
      },
    },
    async (request) => ({
      message: 'Job setup flow',
      data: await getJobSetupFlow(app.db, requireAuth(request).companyId),
    }),
  );
};
