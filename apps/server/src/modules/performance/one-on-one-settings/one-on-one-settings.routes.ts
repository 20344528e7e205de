import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneOnOneSettingsSchema } from '@atrium/shared/schemas/performance/one-on-ones';
import { envelope } from '@atrium/shared/schemas/platform/api';
import { anyOf, requireAuth } from '../../../plugins/auth.ts';
import { scopedPermissions } from '../access/scope.ts';
import * as service from './one-on-one-settings.service.ts';

const tags = ['performance'];
const URL = '/performance/one-on-ones/settings';
const MANAGE = 'prf.settings.one_on_ones.settings.manage';

/** Settings → 1-on-1s: the default cadence and length a new series is scheduled with. */
export const performanceOneOnOneSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    URL,
    {
      // Whoever schedules a series starts from the defaults; whoever sets them reads them.
      config: {
        access: 'authenticated',
        permission: anyOf(...scopedPermissions('prf.module.one_on_ones.meeting.create'), MANAGE),
      },
      schema: {
        tags,
        summary: 'The default cadence and length of a new 1-on-1 series',
        response: { 200: envelope(oneOnOneSettingsSchema) },
      },
    },
    async (request) => ({
      message: '1-on-1 settings',
      data: await service.getSettings(app.db, requireAuth(request).companyId),
    }),
  );

  app.put(
    URL,
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Set the default cadence and length of a new 1-on-1 series',
        body: oneOnOneSettingsSchema,
        response: { 200: envelope(oneOnOneSettingsSchema) },
      },
    },
    async (request) => ({
      message: '1-on-1 settings saved',
      data: await service.saveSettings(app.db, request, requireAuth(request), request.body),
    }),
  );
};
