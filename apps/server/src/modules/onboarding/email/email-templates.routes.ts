import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@atrium/shared/schemas/platform/api';
import {
  emailPreviewSchema,
  emailTemplateBodySchema,
  emailTemplateSchema,
  onboardingMailKeySchema,
} from '@atrium/shared/schemas/onboarding/email';
import { requireAuth } from '../../../plugins/auth.ts';
import * as service from './email-templates.service.ts';

const tags = ['onboarding'];
const MANAGE = 'onb.settings.plan.email.manage';

/** Onboarding settings → email: every onboarding mail's template, edited, previewed, reset. */
export const onboardingEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/onboarding/settings/email',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: "Every onboarding mail's template: the company's edit or the built-in default",
        response: { 200: envelope(z.array(emailTemplateSchema)) },
      },
    },
    async (request) => ({
      message: 'Email templates',
      data: await service.listTemplates(app.db, requireAuth(request)),
    }),
  );

  app.put(
    '/onboarding/settings/email',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: "Save the company's subject and body of an onboarding mail",
        body: emailTemplateBodySchema,
        response: { 200: envelope(emailTemplateSchema) },
      },
    },
    async (request) => ({
      message: 'Email template saved successfully!',
      data: await service.saveTemplate(app.db, request, requireAuth(request), request.body),
    }),
  );

  app.post(
    '/onboarding/settings/email/reset',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Put an onboarding mail back to its built-in template',
        body: onboardingMailKeySchema,
        response: { 200: envelope(emailTemplateSchema) },
      },
    },
    async (request) => ({
      message: 'Email template reset to the default',
      data: await service.resetTemplate(app.db, request, requireAuth(request), request.body.key),
    }),
  );

  app.post(
    '/onboarding/settings/email/preview',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'An onboarding mail as typed, filled with sample values (nothing is saved)',
        body: emailTemplateBodySchema,
        response: { 200: envelope(emailPreviewSchema) },
      },
    },
    async (request) => ({
      message: 'Email preview',
      data: await service.previewTemplate(app.db, requireAuth(request), request.body),
    }),
  );
};
