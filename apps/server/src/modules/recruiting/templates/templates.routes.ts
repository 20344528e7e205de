import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import {
  emailSenderBodySchema,
  emailSenderSchema,
  emailSenderVerifyBodySchema,
  emailTemplateBodySchema,
  emailTemplateSchema,
  offerTemplateBodySchema,
  offerTemplateSchema,
} from '@atrium/shared/schemas/recruiting/email-templates';
import { requireAuth } from '../../../plugins/auth.ts';
import * as service from './templates.service.ts';

const EMAIL = '/configuration/email-templates';
const OFFER = '/configuration/offer-templates';

/** Email templates, offer templates and the sender address of recruiting mail. */
export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['templates'];
  app.get(
    EMAIL,
    {
      config: { access: 'authenticated', permission: 'rct.settings.email_templates.template.view' },
      schema: {
        tags,
        summary: 'Email templates, by type',
        response: { 200: envelope(z.array(emailTemplateSchema)) },
      },
    },
    async (request) => ({
      message: 'Email templates',
      data: await service.listEmailTemplates(app.db, requireAuth(request)),
    }),
  );
  app.post(
    EMAIL,
    {
      config: { access: 'authenticated', permission: 'rct.settings.email_templates.template.create' },
      schema: {
        tags,
        summary: 'Add an email template',
        body: emailTemplateBodySchema,
        response: { 201: envelope(emailTemplateSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Email template created',
        data: await service.createEmailTemplate(app.db, request, requireAuth(request), request.body),
      }),
  );
  app.get(
    `${EMAIL}/:id`,
    {
      config: { access: 'authenticated', permission: 'rct.settings.email_templates.template.view' },
      schema: {
        tags,
        summary: 'One email template',
        params: idParamSchema,
        response: { 200: envelope(emailTemplateSchema) },
      },
    },
    async (request) => ({
      message: 'Email template',
      data: await service.getEmailTemplate(app.db, requireAuth(request), request.params.id),
    }),
  );
  app.put(
    `${EMAIL}/:id`,
    {
      config: { access: 'authenticated', permission: 'rct.settings.email_templates.template.edit' },
      schema: {
        tags,
        summary: 'Edit an email template',
        params: idParamSchema,
        body: emailTemplateBodySchema,
        response: { 200: envelope(emailTemplateSchema) },
      },
    },
    async (request) => ({
      message: 'Email template saved',
      data: await service.updateEmailTemplate(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );
  app.delete(
    `${EMAIL}/:id`,
    {
      config: { access: 'authenticated', permission: 'rct.settings.email_templates.template.delete' },
      schema: {
        tags,
        summary: 'Delete an email template',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await service.deleteEmailTemplate(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Email template deleted' };
    },
  );

  app.get(
    OFFER,
    {
      config: { access: 'authenticated', permission: 'rct.settings.offer_templates.template.view' },
      schema: { tags, summary: 'Offer templates', response: { 200: envelope(z.array(offerTemplateSchema)) } },
    },
    async (request) => ({
      message: 'Offer templates',
      data: await service.listOfferTemplates(app.db, requireAuth(request)),
    }),
  );
  app.post(
    OFFER,
    {
      config: { access: 'authenticated', permission: 'rct.settings.offer_templates.template.create' },
      schema: {
        tags,
        summary: 'Add an offer template',
        body: offerTemplateBodySchema,
        response: { 201: envelope(offerTemplateSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Offer template created',
        data: await service.createOfferTemplate(app.db, request, requireAuth(request), request.body),
      }),
  );
  app.get(
    `${OFFER}/:id`,
    {
      config: { access: 'authenticated', permission: 'rct.settings.offer_templates.template.view' },
      schema: {
        tags,
        summary: 'One offer template',
        params: idParamSchema,
        response: { 200: envelope(offerTemplateSchema) },
      },
    },
    async (request) => ({
      message: 'Offer template',
      data: await service.getOfferTemplate(app.db, requireAuth(request), request.params.id),
    }),
  );
  app.put(
    `${OFFER}/:id`,
    {
      config: { access: 'authenticated', permission: 'rct.settings.offer_templates.template.edit' },
      schema: {
        tags,
        summary: 'Edit an offer template',
        params: idParamSchema,
        body: offerTemplateBodySchema,
        response: { 200: envelope(offerTemplateSchema) },
      },
    },
    async (request) => ({
      message: 'Offer template saved',
      data: await service.updateOfferTemplate(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );
  app.delete(
    `${OFFER}/:id`,
    {
      config: { access: 'authenticated', permission: 'rct.settings.offer_templates.template.delete' },
      schema: {
        tags,
        summary: 'Delete an offer template',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await service.deleteOfferTemplate(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Offer template deleted' };
    },
  );

  const SENDER = '/configuration/email-sender';
  const senderPermission = 'rct.settings.email_templates.sender.configure' as const;
  app.get(
    SENDER,
    {
      config: { access: 'authenticated', permission: senderPermission },
      schema: {
        tags,
        summary: 'The address recruiting mail is sent as (null until set)',
        response: { 200: envelope(emailSenderSchema.nullable()) },
      },
    },
    async (request) => ({
      message: 'Email sender',
      data: await service.getSender(app.db, requireAuth(request)),
    }),
  );
  app.put(
    SENDER,
    {
      config: {
        access: 'authenticated',
        permission: senderPermission,
        rateLimit: { max: 10, timeWindow: '15 minutes' },
      },
      schema: {
        tags,
        summary: 'Set the sender address (a code is mailed to it)',
        body: emailSenderBodySchema,
        response: { 200: envelope(emailSenderSchema) },
      },
    },
    async (request) => ({
      message: 'We sent a code to that address',
      data: await service.setSender(
        { db: app.db, mailer: app.mailer, log: request.log },
        request,
        requireAuth(request),
        request.body,
      ),
    }),
  );
  app.post(
    `${SENDER}/verify`,
    {
      config: {
        access: 'authenticated',
        permission: senderPermission,
        rateLimit: { max: 20, timeWindow: '15 minutes' },
      },
      schema: {
        tags,
        summary: 'Confirm the sender address with the mailed code',
        body: emailSenderVerifyBodySchema,
        response: { 200: envelope(emailSenderSchema) },
      },
    },
    async (request) => ({
      message: 'Sender address verified',
      data: await service.verifySender(app.db, request, requireAuth(request), request.body.code),
    }),
  );
};
