import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { goalCycleInputSchema, goalCycleSchema } from '@atrium/shared/schemas/performance/goals';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import { anyOf, requireAuth } from '../../../plugins/auth.ts';
import * as service from './goal-cycles.service.ts';

const tags = ['performance'];
const BASE = '/performance/goal-cycles';
const MANAGE = 'prf.settings.goals.cycle.manage';

/** Settings → goal cycles, and the cycles every goal form and filter offers. */
export const performanceGoalCyclesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    {
      config: {
        access: 'authenticated',
        // Whoever sees or sets goals picks and filters by cycle.
        permission: anyOf(
          'prf.module.goals.individual_goal.view',
          'prf.module.goals.department_goal.view',
          'prf.module.goals.company_goal.view',
          MANAGE,
        ),
      },
      schema: {
        tags,
        summary: 'Goal cycles, the newest first, with how many goals each holds',
        response: { 200: envelope(z.array(goalCycleSchema)) },
      },
    },
    async (request) => ({
      message: 'Goal cycles',
      data: await service.listCycles(app.db, requireAuth(request).companyId),
    }),
  );

  app.post(
    BASE,
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Add a goal cycle',
        body: goalCycleInputSchema,
        response: { 201: envelope(goalCycleSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createCycle(app.db, requireAuth(request).companyId, request.body);
      return reply.status(201).send({ message: 'Goal cycle added', data });
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Change a goal cycle, or make it active or inactive',
        params: idParamSchema,
        body: goalCycleInputSchema,
        response: { 200: envelope(goalCycleSchema) },
      },
    },
    async (request) => ({
      message: 'Goal cycle saved',
      data: await service.updateCycle(
        app.db,
        requireAuth(request).companyId,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Delete a goal cycle that holds no goals',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await service.deleteCycle(app.db, requireAuth(request).companyId, request.params.id);
      return { message: 'Goal cycle deleted' };
    },
  );
};
