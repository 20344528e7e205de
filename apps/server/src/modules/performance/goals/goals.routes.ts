import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import {
  alignmentOptionSchema,
  alignmentOptionsQuerySchema,
  checkInInputSchema,
  goalDetailSchema,
  goalInputSchema,
  goalListQuerySchema,
  goalPageSchema,
  goalTreeQuerySchema,
  goalTreeSchema,
} from '@atrium/shared/schemas/performance/goals';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import { anyOf, requireAuth } from '../../../plugins/auth.ts';
import * as service from './goals.service.ts';

const tags = ['performance'];
const BASE = '/performance/goals';
// Each level has its own permissions; a route takes any level's, and the service holds the goal to
// its own level's (goal-access.ts).
const at = (action: 'create' | 'view' | 'edit' | 'delete') =>
  anyOf(
    ...(['individual', 'department', 'company'] as const).map(
      (level) => `prf.module.goals.${level}_goal.${action}` as PermissionId,
    ),
  );
const VIEW = at('view');
const EDIT = at('edit');

/** Performance → Goals: goals at three levels, key results, alignment, check-ins, the company tree. */
export const performanceGoalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary: "Mine, my team's, departments', the company's or every goal I may see, filtered and sorted",
        querystring: goalListQuerySchema,
        response: { 200: envelope(goalPageSchema) },
      },
    },
    async (request) => ({
      message: 'Goals',
      data: await service.listGoals(app.db, requireAuth(request), request.query),
    }),
  );

  app.get(
    `${BASE}/tree`,
    {
      config: {
        access: 'authenticated',
        permission: anyOf(
          'prf.module.goals.company_goal.view.team',
          'prf.module.goals.company_goal.view.all',
        ),
      },
      schema: {
        tags,
        summary:
          "The company goals with what aligns to them and their rolled-up progress: my team's branches, or all",
        querystring: goalTreeQuerySchema,
        response: { 200: envelope(goalTreeSchema) },
      },
    },
    async (request) => ({
      message: 'Company goals',
      data: await service.goalTree(app.db, requireAuth(request), request.query),
    }),
  );

  app.get(
    `${BASE}/alignment-options`,
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary: 'Open goals a goal of this level may align to, found by title, with their key results',
        querystring: alignmentOptionsQuerySchema,
        response: { 200: envelope(z.array(alignmentOptionSchema)) },
      },
    },
    async (request) => ({
      message: 'Goals to align to',
      data: await service.alignmentOptions(app.db, requireAuth(request), request.query),
    }),
  );

  app.post(
    BASE,
    {
      config: { access: 'authenticated', permission: at('create') },
      schema: {
        tags,
        summary: 'Set a goal with its key results',
        body: goalInputSchema,
        response: { 201: envelope(goalDetailSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createGoal(app.db, requireAuth(request), request.body);
      return reply.status(201).send({ message: 'Goal created', data });
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary: 'A goal with its key results, aligned goals and check-ins',
        params: idParamSchema,
        response: { 200: envelope(goalDetailSchema) },
      },
    },
    async (request) => ({
      message: 'Goal',
      data: await service.getGoal(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated', permission: EDIT },
      schema: {
        tags,
        summary: 'Change a goal and its key results (those left out are removed)',
        params: idParamSchema,
        body: goalInputSchema,
        response: { 200: envelope(goalDetailSchema) },
      },
    },
    async (request) => ({
      message: 'Goal saved',
      data: await service.updateGoal(app.db, requireAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated', permission: at('delete') },
      schema: {
        tags,
        summary: 'Delete a goal with its key results and check-ins; goals aligned to it stay, unaligned',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await service.deleteGoal(app.db, requireAuth(request), request.params.id);
      return { message: 'Goal deleted' };
    },
  );

  app.post(
    `${BASE}/:id/check-ins`,
    {
      config: { access: 'authenticated', permission: EDIT },
      schema: {
        tags,
        summary: "Update a goal's progress (or one key result's), its status and a comment",
        params: idParamSchema,
        body: checkInInputSchema,
        response: { 201: envelope(goalDetailSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.checkIn(app.db, requireAuth(request), request.params.id, request.body);
      return reply.status(201).send({ message: 'Progress updated', data });
    },
  );

  app.post(
    `${BASE}/:id/reopen`,
    {
      config: { access: 'authenticated', permission: EDIT },
      schema: {
        tags,
        summary: 'Reopen a closed goal so it takes check-ins again',
        params: idParamSchema,
        response: { 200: envelope(goalDetailSchema) },
      },
    },
    async (request) => ({
      message: 'Goal reopened',
      data: await service.reopenGoal(app.db, requireAuth(request), request.params.id),
    }),
  );
};
