import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@atrium/shared/schemas/platform/api';
import {
  organizationSchema,
  organizationSettingsBodySchema,
} from '@atrium/shared/schemas/recruiting/recruiting-settings';
import { requireAuth } from '../../../plugins/auth.ts';
import { getOrganization, setOrganizationSettings } from './organization-settings.service.ts';

const tags = ['configuration'];

/** Configuration → organization: the company as recruiting shows it, and recruiting's defaults. */
export const organizationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/configuration/organization',
    {
      config: { access: 'authenticated', permission: 'rct.settings.organization.view' },
      schema: {
        tags,
        summary:
          "The company's name, logo, time zone, careers page, offices, departments and recruiting defaults",
        response: { 200: envelope(organizationSchema) },
      },
    },
    async (request) => ({
      message: 'Organization',
      data: await getOrganization(app.db, requireAuth(request)),
    }),
  );

  app.put(
    '/configuration/organization',
    {
      config: { access: 'authenticated', permission: 'rct.settings.organization.edit' },
      schema: {
        tags,
        summary:
          "Save recruiting's defaults: the salary currency and interview length new records start with",
        body: organizationSettingsBodySchema,
        response: { 200: envelope(organizationSchema) },
      },
    },
    async (request) => ({
      message: 'Organization settings saved successfully!',
      data: await setOrganizationSettings(app.db, request, requireAuth(request), request.body),
    }),
  );
};
