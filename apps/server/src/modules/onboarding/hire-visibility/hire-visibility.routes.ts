import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@atrium/shared/schemas/platform/api';
import {
  hireVisibilityBodySchema,
  hireVisibilityRoleSchema,
} from '@atrium/shared/schemas/onboarding/hire-visibility';
import { requireAuth } from '../../../plugins/auth.ts';
import * as service from './hire-visibility.service.ts';

const tags = ['onboarding'];
const MANAGE = 'onb.settings.integrations.permission.manage';

/** Onboarding settings → permission: which new hires each role's holders see. */
export const onboardingHireVisibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/onboarding/settings/permission',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary:
          "Each role of the company with the new hires its holders see (all, their department's, their reports')",
        response: { 200: envelope(z.array(hireVisibilityRoleSchema)) },
      },
    },
    async (request) => ({
      message: 'Hire visibility',
      data: await service.listHireVisibility(app.db, requireAuth(request)),
    }),
  );

  app.put(
    '/onboarding/settings/permission',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Set which new hires the roles named see',
        body: hireVisibilityBodySchema,
        response: { 200: envelope(z.array(hireVisibilityRoleSchema)) },
      },
    },
    async (request) => ({
      message: 'Hire visibility saved successfully!',
      data: await service.updateHireVisibility(app.db, request, requireAuth(request), request.body),
    }),
  );
};
