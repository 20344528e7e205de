import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerRequestSchema,
  createFeedbackRequestSchema,
  declineRequestSchema,
  feedbackRequestDetailSchema,
  feedbackRequestPageSchema,
  requestListQuerySchema,
} from '@atrium/shared/schemas/performance/feedback-requests';
import { feedbackItemSchema } from '@atrium/shared/schemas/performance/feedback';
import { envelope, idParamSchema } from '@atrium/shared/schemas/platform/api';
import { anyOf, requireAuth } from '../../../plugins/auth.ts';
import {
  defineFeedbackRequestReminderJobs,
  scheduleFeedbackRequestReminders,
} from './feedback-request-reminders.ts';
import * as service from './feedback-requests.service.ts';

const tags = ['performance'];
const BASE = '/performance/feedback/requests';
const GIVE = 'prf.module.feedback.feedback.give';
const REQUEST = 'prf.module.feedback.feedback.request';

/** Performance → feedback → requests: ask, answer or decline, cancel; reminders after 3 business days. */
export const performanceFeedbackRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ mailer: app.mailer, publicUrl: app.config.publicUrl });
  defineFeedbackRequestReminderJobs(app.jobs, {
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    publicUrl: app.config.publicUrl,
  });
  // After the queue's own onReady (app.ts registers it first), so the queue exists.
  app.addHook('onReady', () => scheduleFeedbackRequestReminders(app.jobs));

  app.get(
    BASE,
    {
      // Those asked answer with the give permission; those asking hold the request one.
      config: { access: 'authenticated', permission: anyOf(GIVE, REQUEST) },
      schema: {
        tags,
        summary: 'Requests asked of me (`view=asked_of_me`), or those I made with each responder’s status',
        querystring: requestListQuerySchema,
        response: { 200: envelope(feedbackRequestPageSchema) },
      },
    },
    async (request) => ({
      message: 'Feedback requests',
      data: await service.listRequests(app.db, requireAuth(request), request.query),
    }),
  );

  app.post(
    BASE,
    {
      config: { access: 'authenticated', permission: REQUEST },
      schema: {
        tags,
        summary: 'Ask colleagues for feedback about myself or about someone who reports to me',
        body: createFeedbackRequestSchema,
        response: { 201: envelope(feedbackRequestDetailSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createRequest(app.db, deps(), requireAuth(request), request.body);
      return reply.status(201).send({ message: 'Feedback requested', data });
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated', permission: anyOf(GIVE, REQUEST) },
      schema: {
        tags,
        summary: 'A request with the answers I may read (its requester and those asked only)',
        params: idParamSchema,
        response: { 200: envelope(feedbackRequestDetailSchema) },
      },
    },
    async (request) => ({
      message: 'Feedback request',
      data: await service.getRequest(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.post(
    `${BASE}/:id/answer`,
    {
      config: { access: 'authenticated', permission: GIVE },
      schema: {
        tags,
        summary: 'Answer a request asked of me: private feedback about its subject',
        params: idParamSchema,
        body: answerRequestSchema,
        response: { 201: envelope(feedbackItemSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.answerRequest(
        app.db,
        requireAuth(request),
        request.params.id,
        request.body.body,
      );
      return reply.status(201).send({ message: 'Feedback sent', data });
    },
  );

  app.post(
    `${BASE}/:id/decline`,
    {
      config: { access: 'authenticated', permission: GIVE },
      schema: {
        tags,
        summary: 'Decline a request asked of me, saying why',
        params: idParamSchema,
        body: declineRequestSchema,
        response: { 200: envelope(feedbackRequestDetailSchema) },
      },
    },
    async (request) => ({
      message: 'Request declined',
      data: await service.declineRequest(
        app.db,
        requireAuth(request),
        request.params.id,
        request.body.reason,
      ),
    }),
  );

  app.post(
    `${BASE}/:id/cancel`,
    {
      config: { access: 'authenticated', permission: REQUEST },
      schema: {
        tags,
        summary: 'Cancel a request I made; those not yet answering are told',
        params: idParamSchema,
        response: { 200: envelope(feedbackRequestDetailSchema) },
      },
    },
    async (request) => ({
      message: 'Request cancelled',
      data: await service.cancelRequest(app.db, requireAuth(request), request.params.id),
    }),
  );
};
