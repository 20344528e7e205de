import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@atrium/shared/schemas/platform/api';
import { dataFlowBodySchema, dataFlowSchema } from '@atrium/shared/schemas/onboarding/data-flow';
import { requireAuth } from '../../../plugins/auth.ts';
import { defineHandOffJobs, getDataFlow, saveDataFlow, scheduleHandOffSweep } from './hand-off.service.ts';

const tags = ['onboarding'];
const MANAGE = 'onb.settings.integrations.data_flow.manage';

/** Settings → data flow, and the consumer of Recruiting's "candidate hired" events. */
export const onboardingHandOffRoutes: FastifyPluginAsyncZod = async (app) => {
  defineHandOffJobs({ db: app.db, jobs: app.jobs, log: app.log });
  // After the queue's own onReady (app.ts registers it first), so the queue exists.
  app.addHook('onReady', () => scheduleHandOffSweep(app.jobs));

  app.get(
    '/onboarding/settings/data-flow',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: "Which of Recruiting's facts about a hire flow into the new hire",
        response: { 200: envelope(dataFlowSchema) },
      },
    },
    async (request) => ({ message: 'Data flow', data: await getDataFlow(app.db, requireAuth(request)) }),
  );

  app.put(
    '/onboarding/settings/data-flow',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: "Choose which of Recruiting's facts flow (for hires to come)",
        body: dataFlowBodySchema,
        response: { 200: envelope(dataFlowSchema) },
      },
    },
    async (request) => ({
      message: 'Data flow saved successfully!',
      data: await saveDataFlow(app.db, request, requireAuth(request), request.body),
    }),
  );
};
