import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import {
  DASHBOARD_BUCKETS,
  dashboardBucketRowSchema,
  dashboardSummarySchema,
  followedJobSchema,
  goalBodySchema,
  goalSchema,
  myTaskSchema,
  referableJobSchema,
} from '@atrium/shared/schemas/recruiting/dashboard';
import { requireAuth } from '../../../plugins/auth.ts';
import * as service from './dashboard.service.ts';

const tags = ['dashboard'];
const goalList = { 200: envelope(z.array(goalSchema)) };

/** The recruiter's dashboard: buckets for the signed-in user, followed jobs, recruiting goals. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/recruiting',
    {
      config: { access: 'authenticated', permission: 'rct.module.candidates.candidate.view' },
      schema: {
        tags,
        summary: "The signed-in user's buckets: counts, and their next interview",
        response: { 200: envelope(dashboardSummarySchema) },
      },
    },
    async (request) => ({
      message: 'Dashboard',
      data: await service.dashboardSummary(app.db, requireAuth(request)),
    }),
  );
  app.get(
    '/dashboard/buckets',
    {
      config: { access: 'authenticated', permission: 'rct.module.candidates.candidate.view' },
      schema: {
        tags,
        summary: "One bucket's applications or interviews, the longest waiting first",
        querystring: z.object({
          bucket: z.enum(DASHBOARD_BUCKETS),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: envelope(z.array(dashboardBucketRowSchema)) },
      },
    },
    async (request) => ({
      message: 'Bucket',
      data: await service.dashboardBucket(
        app.db,
        requireAuth(request),
        request.query.bucket,
        request.query.limit,
      ),
    }),
  );
  app.get(
    '/dashboard/followed-jobs',
    {
      config: { access: 'authenticated', permission: 'rct.module.dashboard.followed_job.view' },
      schema: {
        tags,
        summary: 'The jobs I follow with their pipeline counts',
        response: { 200: envelope(z.array(followedJobSchema)) },
      },
    },
    async (request) => ({
      message: 'Followed jobs',
      data: await service.myFollowedJobs(app.db, requireAuth(request)),
    }),
  );
  app.get(
    '/dashboard/goals',
    {
      config: { access: 'authenticated', permission: 'rct.module.dashboard.goal.view' },
      schema: { tags, summary: "The company's recruiting goals with their progress", response: goalList },
    },
    async (request) => ({ message: 'Goals', data: await service.listGoals(app.db, requireAuth(request)) }),
  );
  app.post(
    '/dashboard/goals',
    {
      config: { access: 'authenticated', permission: 'rct.module.dashboard.goal.manage' },
      schema: {
        tags,
        summary: 'Set a goal for a person or a team',
        body: goalBodySchema,
        response: { 201: envelope(z.array(goalSchema)) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Goal set',
        data: await service.createGoal(app.db, request, requireAuth(request), request.body),
      }),
  );
  app.put(
    '/dashboard/goals/:id',
    {
      config: { access: 'authenticated', permission: 'rct.module.dashboard.goal.manage' },
      schema: {
        tags,
        summary: 'Change a goal',
        params: idParamSchema,
        body: goalBodySchema,
        response: goalList,
      },
    },
    async (request) => ({
      message: 'Goal saved',
      data: await service.updateGoal(app.db, request, requireAuth(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/dashboard/goals/:id',
    {
      config: { access: 'authenticated', permission: 'rct.module.dashboard.goal.manage' },
      schema: { tags, summary: 'Delete a goal', params: idParamSchema, response: { 200: messageOnly } },
    },
    async (request) => {
      await service.deleteGoal(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Goal deleted' };
    },
  );
  app.get(
    '/dashboard/my-tasks',
    {
      // One's own tasks: a .own grant every employee holds, so the service checks it (no route permission).
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Tasks assigned to me, not done',
        response: { 200: envelope(z.array(myTaskSchema)) },
      },
    },
    async (request) => ({ message: 'My tasks', data: await service.myTasks(app.db, requireAuth(request)) }),
  );
  app.get(
    '/dashboard/referable-jobs',
    {
      // As the referral itself (POST /jobs/:id/referrals) asks.
      config: { access: 'authenticated', permission: 'rct.module.sourcing.referral.create' },
      schema: {
        tags,
        summary: 'Open jobs to refer someone for',
        response: { 200: envelope(z.array(referableJobSchema)) },
      },
    },
    async (request) => ({ message: 'Jobs', data: await service.referableJobs(app.db, requireAuth(request)) }),
  );
};
