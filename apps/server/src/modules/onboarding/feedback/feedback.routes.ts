import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema, messageOnly, paged } from '@atrium/shared/schemas/platform/api';
import {
  feedbackAnswersBodySchema,
  feedbackListQuerySchema,
  feedbackRequestSchema,
  feedbackSetBodySchema,
  feedbackSetSchema,
} from '@atrium/shared/schemas/onboarding/feedback';
import { requireAuth } from '../../../plugins/auth.ts';
import { defineFeedbackJobs, scheduleFeedbackSweep } from './feedback-sweep.ts';
import * as service from './feedback.service.ts';

const tags = ['onboarding'];
const MANAGE = 'onb.settings.plan.feedback.manage';

/**
 * Onboarding settings → feedback (question sets sent N days after the start date by a daily sweep),
 * the hire's own answering, and the answers for HR.
 */
export const onboardingFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  defineFeedbackJobs({
    db: app.db,
    jobs: app.jobs,
    mailer: app.mailer,
    log: app.log,
    publicUrl: app.config.publicUrl,
  });
  // After the queue's own onReady (app.ts registers it first), so the queue exists.
  app.addHook('onReady', () => scheduleFeedbackSweep(app.jobs));

  app.get(
    '/onboarding/settings/feedback',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: "The company's feedback sets by days after the start, each with its questions",
        response: { 200: envelope(z.array(feedbackSetSchema)) },
      },
    },
    async (request) => ({
      message: 'Feedback sets',
      data: await service.listFeedbackSets(app.db, requireAuth(request)),
    }),
  );

  app.post(
    '/onboarding/settings/feedback',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Add a feedback set with its questions',
        body: feedbackSetBodySchema,
        response: { 201: envelope(feedbackSetSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createFeedbackSet(app.db, request, requireAuth(request), request.body);
      return reply.status(201).send({ message: 'Feedback set created successfully!', data });
    },
  );

  app.post(
    '/onboarding/settings/feedback/defaults',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Add the default sets (7, 30 and 90 days after the start) not there yet',
        response: { 200: envelope(z.array(feedbackSetSchema)) },
      },
    },
    async (request) => ({
      message: 'Default feedback sets added',
      data: await service.addDefaultFeedbackSets(app.db, request, requireAuth(request)),
    }),
  );

  app.put(
    '/onboarding/settings/feedback/:id',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Change a feedback set and replace its questions (kept by id)',
        params: idParamSchema,
        body: feedbackSetBodySchema,
        response: { 200: envelope(feedbackSetSchema) },
      },
    },
    async (request) => ({
      message: 'Feedback set updated successfully!',
      data: await service.updateFeedbackSet(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/onboarding/settings/feedback/:id',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Delete a feedback set never sent',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await service.deleteFeedbackSet(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Feedback set deleted successfully!' };
    },
  );

  app.get(
    '/onboarding/feedback',
    {
      config: { access: 'authenticated', permission: 'onb.module.new_hires.new_hire.view' },
      schema: {
        tags,
        summary: 'Answered feedback of the hires the caller sees, the newest first',
        querystring: feedbackListQuerySchema,
        response: { 200: envelope(paged(feedbackRequestSchema)) },
      },
    },
    async (request) => ({
      message: 'Feedback',
      data: await service.answeredFeedback(app.db, requireAuth(request), request.query),
    }),
  );

  app.get(
    '/onboarding/new-hires/:id/feedback',
    {
      config: { access: 'authenticated', permission: 'onb.module.new_hires.new_hire.view' },
      schema: {
        tags,
        summary: "A new hire's feedback requests with their answers",
        params: idParamSchema,
        response: { 200: envelope(z.array(feedbackRequestSchema)) },
      },
    },
    async (request) => ({
      message: 'Feedback',
      data: await service.feedbackOfHire(app.db, requireAuth(request), request.params.id),
    }),
  );

  // The hire's own: `new_hires.user_id` must be the caller (anyone else: 404).
  app.get(
    '/onboarding/feedback/:id',
    {
      // A .own grant every employee holds, so the service checks it (no route permission).
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'A feedback request sent to the caller, with its questions (and answers once given)',
        params: idParamSchema,
        response: { 200: envelope(feedbackRequestSchema) },
      },
    },
    async (request) => ({
      message: 'Feedback request',
      data: await service.getOwnFeedbackRequest(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.post(
    '/onboarding/feedback/:id/answers',
    {
      config: { access: 'authenticated', permission: 'onb.module.profile.profile.edit.own' },
      schema: {
        tags,
        summary: 'Answer a feedback request sent to the caller (once)',
        params: idParamSchema,
        body: feedbackAnswersBodySchema,
        response: { 200: envelope(feedbackRequestSchema) },
      },
    },
    async (request) => ({
      message: 'Thank you for your feedback!',
      data: await service.answerFeedbackRequest(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );
};
