import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commentInputSchema,
  feedbackCommentSchema,
  feedbackCommentsSchema,
  feedbackItemSchema,
  feedbackListQuerySchema,
  feedbackPageSchema,
  giveFeedbackSchema,
  givenFeedbackSchema,
  praiseWallQuerySchema,
  praiseWallSchema,
  reactionsSchema,
  reactionToggleSchema,
} from '@atrium/shared/schemas/performance/feedback';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import { anyOf, requireAuth } from '../../../plugins/auth.ts';
import { scopedPermissions } from '../access/scope.ts';
import { VIEW_PERMISSION } from './feedback-access.ts';
import * as service from './feedback.service.ts';

const tags = ['performance'];
const BASE = '/performance/feedback';
const VIEW = anyOf(...scopedPermissions(VIEW_PERMISSION));

/** Performance → feedback: give it, the praise wall, the scoped views, reactions and comments. */
export const performanceFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${BASE}/praise`,
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary:
          "The praise wall, newest first a page at a time (`cursor`); a person's praise (`recipientId`), my team's (`team=true`), a value's",
        querystring: praiseWallQuerySchema,
        response: { 200: envelope(praiseWallSchema) },
      },
    },
    async (request) => ({
      message: 'Praise',
      data: await service.praiseWall(app.db, requireAuth(request), request.query),
    }),
  );

  app.get(
    BASE,
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary:
          "Feedback I received or gave, my team's (team scope, what managers may read) or everyone's (all)",
        querystring: feedbackListQuerySchema,
        response: { 200: envelope(feedbackPageSchema) },
      },
    },
    async (request) => ({
      message: 'Feedback',
      data: await service.listFeedback(app.db, requireAuth(request), request.query),
    }),
  );

  app.post(
    BASE,
    {
      config: { access: 'authenticated', permission: 'prf.module.feedback.feedback.give' },
      schema: {
        tags,
        summary: 'Praise 1-6 colleagues on the wall, or give private feedback (one item per colleague)',
        body: giveFeedbackSchema,
        response: { 201: envelope(givenFeedbackSchema) },
      },
    },
    async (request, reply) => {
      const items = await service.giveFeedback(app.db, requireAuth(request), request.body);
      const message = request.body.kind === 'praise' ? 'Praise posted' : 'Feedback sent';
      return reply.status(201).send({ message, data: { items } });
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary: 'One piece of feedback, to those who may read it',
        params: idParamSchema,
        response: { 200: envelope(feedbackItemSchema) },
      },
    },
    async (request) => ({
      message: 'Feedback',
      data: await service.getFeedback(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.post(
    `${BASE}/:id/reactions`,
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary: 'React to praise, or take the reaction back (one of each kind per person)',
        params: idParamSchema,
        body: reactionToggleSchema,
        response: { 200: envelope(reactionsSchema) },
      },
    },
    async (request) => ({
      message: 'Reactions',
      data: {
        reactions: await service.toggleReaction(
          app.db,
          requireAuth(request),
          request.params.id,
          request.body.reaction,
        ),
      },
    }),
  );

  app.get(
    `${BASE}/:id/comments`,
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary: "Praise's comments, oldest first",
        params: idParamSchema,
        response: { 200: envelope(feedbackCommentsSchema) },
      },
    },
    async (request) => ({
      message: 'Comments',
      data: { items: await service.listComments(app.db, requireAuth(request), request.params.id) },
    }),
  );

  app.post(
    `${BASE}/:id/comments`,
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary: 'Comment on praise; its giver and recipients hear of it',
        params: idParamSchema,
        body: commentInputSchema,
        response: { 201: envelope(feedbackCommentSchema) },
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

  app.delete(
    `${BASE}/comments/:id`,
    {
      config: { access: 'authenticated', permission: VIEW },
      schema: {
        tags,
        summary: 'Delete a comment of mine',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await service.deleteComment(app.db, requireAuth(request), request.params.id);
      return { message: 'Comment deleted' };
    },
  );
};
