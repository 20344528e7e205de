import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import { criterionBodySchema, criterionSchema } from '@atrium/shared/schemas/onboarding/criteria';
import { requireAuth } from '../../../plugins/auth.ts';
import * as service from './criteria.service.ts';

const tags = ['onboarding'];
const MANAGE = 'onb.settings.plan.other_criteria.manage';

/** Onboarding settings → other criteria: the company's own tags that refine a plan. */
export const onboardingCriteriaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/onboarding/settings/other-criteria',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: "The company's other criteria by name, each with its values in order",
        response: { 200: envelope(z.array(criterionSchema)) },
      },
    },
    async (request) => ({
      message: 'Other criteria',
      data: await service.listCriteria(app.db, requireAuth(request)),
    }),
  );

  app.post(
    '/onboarding/settings/other-criteria',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Add a criterion with its values',
        body: criterionBodySchema,
        response: { 201: envelope(criterionSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createCriterion(app.db, request, requireAuth(request), request.body);
      return reply.status(201).send({ message: 'Criterion created successfully!', data });
    },
  );

  app.put(
    '/onboarding/settings/other-criteria/:id',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Rename a criterion and replace its values (kept by id; one used by the plan stays)',
        params: idParamSchema,
        body: criterionBodySchema,
        response: { 200: envelope(criterionSchema) },
      },
    },
    async (request) => ({
      message: 'Criterion updated successfully!',
      data: await service.updateCriterion(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/onboarding/settings/other-criteria/:id',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Delete a criterion not used by the plan, taking it off every hire',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await service.deleteCriterion(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Criterion deleted successfully!' };
    },
  );
};
