import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@atrium/shared/schemas/platform/api';
import { scorecardSettingsSchema } from '@atrium/shared/schemas/recruiting/scorecards';
import { requireAuth } from '../../../plugins/auth.ts';
import { getScorecardSettings, setScorecardSettings } from './scorecard-settings.service.ts';

const tags = ['configuration'];

/** Configuration → organization: who sees colleagues' scorecards. */
export const scorecardSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/configuration/scorecard-settings',
    {
      config: { access: 'authenticated', permission: 'rct.settings.organization.view' },
      schema: {
        tags,
        summary: "Who sees colleagues' scorecards: never, always, or after submitting their own",
        response: { 200: envelope(scorecardSettingsSchema) },
      },
    },
    async (request) => ({
      message: 'Scorecard settings',
      data: await getScorecardSettings(app.db, requireAuth(request)),
    }),
  );

  app.put(
    '/configuration/scorecard-settings',
    {
      config: { access: 'authenticated', permission: 'rct.settings.organization.edit' },
      schema: {
        tags,
        summary: "Set who sees colleagues' scorecards",
        body: scorecardSettingsSchema,
        response: { 200: envelope(scorecardSettingsSchema) },
      },
    },
    async (request) => ({
      message: 'Scorecard settings saved successfully!',
      data: await setScorecardSettings(app.db, request, requireAuth(request), request.body),
    }),
  );
};
