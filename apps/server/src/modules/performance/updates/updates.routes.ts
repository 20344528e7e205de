import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commentInputSchema,
  currentUpdateSchema,
  periodStatusPageSchema,
  periodStatusQuerySchema,
  sentimentQuerySchema,
  sentimentTrendSchema,
  updateContentSchema,
  updateDetailSchema,
  updateListQuerySchema,
  updateSummaryPageSchema,
} from '@atrium/shared/schemas/performance/updates';
import { envelope, idParamSchema } from '@atrium/shared/schemas/platform/api';
import { anyOf, requireAuth } from '../../../plugins/auth.ts';
import { scopedPermissions } from '../access/scope.ts';
import * as overview from './period-status.service.ts';
import { defineUpdateReminderJobs, scheduleUpdateReminders } from './update-reminders.ts';
import * as service from './updates.service.ts';

const tags = ['performance'];
const BASE = '/performance/updates';
const VIEW = anyOf(...scopedPermissions('prf.module.updates.update.view'));
const TEAM_VIEW = anyOf('prf.module.updates.update.view.team', 'prf.module.updates.update.view.all');
const EDIT = 'prf.module.updates.update.edit.own' as const;
const COMMENT = 'prf.module.updates.comment.manage.own' as const;

/** Performance → Updates: each person's check-in per period, shared with their manager. */
export const performanceUpdatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ mailer: app.mailer, publicUrl: app.config.publicUrl });
  defineUpdateReminderJobs(app.jobs, {
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    publicUrl: app.config.publicUrl,
  });
  // After the queue's own onReady (app.ts registers it first), so the queue exists.
  app.addHook('onReady', () => scheduleUpdateReminders(app.jobs));

  app.get(
    BASE,
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary: "My updates (drafts included), or a colleague's shared ones (team or all scope)",
        querystring: updateListQuerySchema,
        response: { 200: envelope(updateSummaryPageSchema) },
      },
    },
    async (request) => ({
      message: 'Updates',
      data: await service.listUpdates(app.db, requireAuth(request), request.query),
    }),
  );

  app.get(
    `${BASE}/current`,
    {
      config: { access: 'authenticated', permission: 'prf.module.updates.update.view.own' },
      schema: {
        tags,
        summary: "My update for today's period, or its questions and the priorities it would carry over",
        response: { 200: envelope(currentUpdateSchema) },
      },
    },
    async (request) => ({
      message: 'Current update',
      data: await service.getCurrent(app.db, requireAuth(request)),
    }),
  );

  app.post(
    BASE,
    {
      config: { access: 'authenticated', permission: EDIT },
      schema: {
        tags,
        summary: "Start my update for today's period; `share` shares it with my manager at once",
        body: updateContentSchema,
        response: { 201: envelope(updateDetailSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createUpdate(app.db, deps(), requireAuth(request), request.body);
      return reply
        .status(201)
        .send({ message: data.status === 'shared' ? 'Update shared' : 'Draft saved', data });
    },
  );

  app.get(
    `${BASE}/period`,
    {
      config: { access: 'authenticated', permission: TEAM_VIEW },
      schema: {
        tags,
        summary:
          "Each person's update for the period holding `date`: my team's (team scope) or everyone's (all)",
        querystring: periodStatusQuerySchema,
        response: { 200: envelope(periodStatusPageSchema) },
      },
    },
    async (request) => ({
      message: 'Updates for the period',
      data: await overview.listPeriodStatus(app.db, requireAuth(request), request.query),
    }),
  );

  app.get(
    `${BASE}/sentiment`,
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary: "Shared sentiment over the last weeks: a person's, or my team's average",
        querystring: sentimentQuerySchema,
        response: { 200: envelope(sentimentTrendSchema) },
      },
    },
    async (request) => ({
      message: 'Sentiment',
      data: await overview.sentimentTrend(app.db, requireAuth(request), request.query),
    }),
  );

  app.get(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary: 'An update with its comments (a draft only to its author)',
        params: idParamSchema,
        response: { 200: envelope(updateDetailSchema) },
      },
    },
    async (request) => ({
      message: 'Update',
      data: await service.getUpdate(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated', permission: EDIT },
      schema: {
        tags,
        summary: 'Save my update until it is reviewed; `share` shares a draft with my manager',
        params: idParamSchema,
        body: updateContentSchema,
        response: { 200: envelope(updateDetailSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await service.saveUpdate(app.db, deps(), auth, request.params.id, request.body);
      return { message: request.body.share ? 'Update shared' : 'Update saved', data };
    },
  );

  app.post(
    `${BASE}/:id/review`,
    {
      config: { access: 'authenticated', permission: 'prf.module.updates.update.review.team' },
      schema: {
        tags,
        summary: "Mark a report's shared update reviewed (a manager above its author)",
        params: idParamSchema,
        response: { 200: envelope(updateDetailSchema) },
      },
    },
    async (request) => ({
      message: 'Marked as reviewed',
      data: await service.reviewUpdate(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.post(
    `${BASE}/:id/comments`,
    {
      config: { access: 'authenticated', permission: COMMENT },
      schema: {
        tags,
        summary: 'Comment on a shared update (its author or a manager above them)',
        params: idParamSchema,
        body: commentInputSchema,
        response: { 201: envelope(updateDetailSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.addComment(
        app.db,
        requireAuth(request),
        request.params.id,
        request.body.body,
      );
      return reply.status(201).send({ message: 'Comment added', data });
    },
  );

  app.patch(
    `${BASE}/comments/:id`,
    {
      config: { access: 'authenticated', permission: COMMENT },
      schema: {
        tags,
        summary: 'Edit my comment; answers the update',
        params: idParamSchema,
        body: commentInputSchema,
        response: { 200: envelope(updateDetailSchema) },
      },
    },
    async (request) => ({
      message: 'Comment saved',
      data: await service.editComment(app.db, requireAuth(request), request.params.id, request.body.body),
    }),
  );

  app.delete(
    `${BASE}/comments/:id`,
    {
      config: { access: 'authenticated', permission: COMMENT },
      schema: {
        tags,
        summary: 'Delete my comment; answers the update',
        params: idParamSchema,
        response: { 200: envelope(updateDetailSchema) },
      },
    },
    async (request) => ({
      message: 'Comment deleted',
      data: await service.deleteComment(app.db, requireAuth(request), request.params.id),
    }),
  );
};
