import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import {
  webhookBodySchema,
  webhookDeliverySchema,
  webhookSchema,
} from '@atrium/shared/schemas/recruiting/webhooks';
import { requireAuth } from '../../../plugins/auth.ts';
import { defineWebhookDelivery, scheduleStrandedDeliverySweep, useWebhooks } from './webhook-delivery.ts';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  updateWebhook,
} from './webhooks.service.ts';

const tags = ['configuration'];
const MANAGE = 'rct.settings.dev_center.api_credentials.manage';
const URL = '/configuration/dev-center/webhooks';

/** Dev center → web hooks: endpoints told of candidate and application events, with a delivery log. */
export const webhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const isProduction = app.config.env === 'production';
  defineWebhookDelivery(app.db, app.jobs, isProduction);
  useWebhooks(app.db, { jobs: app.jobs, publicUrl: app.config.publicUrl });
  app.addHook('onReady', () => scheduleStrandedDeliverySweep(app.jobs));

  app.get(
    URL,
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: "The company's web hooks",
        response: { 200: envelope(z.array(webhookSchema)) },
      },
    },
    async (request) => ({ message: 'Web hooks', data: await listWebhooks(app.db, requireAuth(request)) }),
  );

  app.post(
    URL,
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Add a web hook: it is pinged at once, and disabled (saying why) if the ping fails',
        body: webhookBodySchema,
        response: { 201: envelope(webhookSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Web hook saved',
        data: await createWebhook(app.db, request, requireAuth(request), request.body, isProduction),
      }),
  );

  app.put(
    `${URL}/:id`,
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Change a web hook; it is pinged again',
        params: idParamSchema,
        body: webhookBodySchema,
        response: { 200: envelope(webhookSchema) },
      },
    },
    async (request) => ({
      message: 'Web hook saved',
      data: await updateWebhook(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body,
        isProduction,
      ),
    }),
  );

  app.delete(
    `${URL}/:id`,
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Delete a web hook and its log',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await deleteWebhook(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Web hook deleted' };
    },
  );

  app.get(
    `${URL}/:id/deliveries`,
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: "A web hook's last 100 deliveries: event, status, tries, the endpoint's answer",
        params: idParamSchema,
        response: { 200: envelope(z.array(webhookDeliverySchema)) },
      },
    },
    async (request) => ({
      message: 'Deliveries',
      data: await listDeliveries(app.db, requireAuth(request), request.params.id),
    }),
  );
};
