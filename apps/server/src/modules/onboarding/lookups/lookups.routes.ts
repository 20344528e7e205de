import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@atrium/shared/schemas/platform/api';
import {
  onboardingLookupsSchema,
  onboardingPeoplePageSchema,
  onboardingPeopleQuerySchema,
} from '@atrium/shared/schemas/onboarding/lookups';
import { requireAuth } from '../../../plugins/auth.ts';
import * as service from './lookups.service.ts';

const tags = ['onboarding'];
// Whoever sees new hires fills their forms, without a view of company administration's lists.
const VIEW = 'onb.module.new_hires.new_hire.view';

/** Onboarding's pickers: the company's lists and its people. */
export const onboardingLookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/onboarding/lookups',
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary:
          'Departments, locations, groups, other criteria with their values and employment types to pick from',
        response: { 200: envelope(onboardingLookupsSchema) },
      },
    },
    async (request) => ({
      message: 'Onboarding lookups',
      data: await service.onboardingLookups(app.db, requireAuth(request)),
    }),
  );

  app.get(
    '/onboarding/people',
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary: "The company's active people by name or email, in name order, for the person pickers",
        querystring: onboardingPeopleQuerySchema,
        response: { 200: envelope(onboardingPeoplePageSchema) },
      },
    },
    async (request) => ({
      message: 'People',
      data: await service.searchPeople(app.db, requireAuth(request), request.query),
    }),
  );
};
