import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import {
  brandedAssetsBodySchema,
  brandedAssetsSchema,
  welcomeExperienceSchema,
  welcomePageBodySchema,
  welcomePageOrderSchema,
  welcomePageSchema,
  welcomePreviewQuerySchema,
  welcomeSettingsBodySchema,
  welcomeSettingsSchema,
} from '@atrium/shared/schemas/onboarding/welcome';
import { requireAuth } from '../../../plugins/auth.ts';
import { defineHireMailJobs, scheduleHireMailSweep } from './hire-mails.ts';
import * as service from './welcome.service.ts';

const tags = ['onboarding'];
const SETTINGS = 'onb.settings.experience.welcome_experience.manage';
const BRANDING = 'onb.settings.experience.branded_assets.manage';
const PAGES = 'onb.settings.experience.pages.manage';
const PREVIEW = 'onb.settings.experience.preview_experience.view';
const pages = { 200: envelope(z.array(welcomePageSchema)) };
const page = { 200: envelope(welcomePageSchema) };

/** Onboarding settings → welcome experience, branded assets, pages, preview; the hire's own view and mails. */
export const onboardingWelcomeRoutes: FastifyPluginAsyncZod = async (app) => {
  defineHireMailJobs({
    db: app.db,
    jobs: app.jobs,
    mailer: app.mailer,
    log: app.log,
    publicUrl: app.config.publicUrl,
  });
  // After the queue's own onReady (app.ts registers it first), so the queue exists.
  app.addHook('onReady', () => scheduleHireMailSweep(app.jobs));

  app.get(
    '/onboarding/welcome/me',
    {
      // One's own welcome, found by new_hires.user_id: anyone may ask, a non-hire gets no pages.
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "The caller's welcome pages (as a new hire), with the company's branding",
        response: { 200: envelope(welcomeExperienceSchema) },
      },
    },
    async (request) => ({ message: 'Welcome', data: await service.myWelcome(app.db, requireAuth(request)) }),
  );

  app.get(
    '/onboarding/settings/welcome-experience',
    {
      config: { access: 'authenticated', permission: SETTINGS },
      schema: {
        tags,
        summary: 'The welcome experience: on or off, and the welcome mail lead',
        response: { 200: envelope(welcomeSettingsSchema) },
      },
    },
    async (request) => ({
      message: 'Welcome experience',
      data: await service.getSettings(app.db, requireAuth(request)),
    }),
  );

  app.put(
    '/onboarding/settings/welcome-experience',
    {
      config: { access: 'authenticated', permission: SETTINGS },
      schema: {
        tags,
        summary: 'Turn the welcome experience on or off; days before the start the welcome mail goes',
        body: welcomeSettingsBodySchema,
        response: { 200: envelope(welcomeSettingsSchema) },
      },
    },
    async (request) => ({
      message: 'Welcome experience saved successfully!',
      data: await service.saveSettings(app.db, request, requireAuth(request), request.body),
    }),
  );

  app.get(
    '/onboarding/settings/branded-assets',
    {
      config: { access: 'authenticated', permission: BRANDING },
      schema: {
        tags,
        summary: "The welcome experience's logo and colours",
        response: { 200: envelope(brandedAssetsSchema) },
      },
    },
    async (request) => ({
      message: 'Branded assets',
      data: await service.getBranding(app.db, requireAuth(request)),
    }),
  );

  app.put(
    '/onboarding/settings/branded-assets',
    {
      config: { access: 'authenticated', permission: BRANDING },
      schema: {
        tags,
        summary: 'Save the logo (an uploaded image) and colours (contrast checked)',
        body: brandedAssetsBodySchema,
        response: { 200: envelope(brandedAssetsSchema) },
      },
    },
    async (request) => ({
      message: 'Branded assets saved successfully!',
      data: await service.saveBranding(app.db, request, requireAuth(request), request.body),
    }),
  );

  app.get(
    '/onboarding/settings/pages',
    {
      config: { access: 'authenticated', permission: PAGES },
      schema: { tags, summary: 'The welcome pages in order', response: pages },
    },
    async (request) => ({ message: 'Pages', data: await service.listPages(app.db, requireAuth(request)) }),
  );

  app.post(
    '/onboarding/settings/pages',
    {
      config: { access: 'authenticated', permission: PAGES },
      schema: {
        tags,
        summary: 'Add a welcome page (last)',
        body: welcomePageBodySchema,
        response: { 201: envelope(welcomePageSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createPage(app.db, request, requireAuth(request), request.body);
      return reply.status(201).send({ message: 'Page created successfully!', data });
    },
  );

  app.put(
    '/onboarding/settings/pages/order',
    {
      config: { access: 'authenticated', permission: PAGES },
      schema: {
        tags,
        summary: 'Reorder the welcome pages (every one of them, once)',
        body: welcomePageOrderSchema,
        response: pages,
      },
    },
    async (request) => ({
      message: 'Pages reordered successfully!',
      data: await service.reorderPages(app.db, request, requireAuth(request), request.body.ids),
    }),
  );

  app.get(
    '/onboarding/settings/pages/:id',
    {
      config: { access: 'authenticated', permission: PAGES },
      schema: { tags, summary: 'A welcome page', params: idParamSchema, response: page },
    },
    async (request) => ({
      message: 'Page',
      data: await service.getPage(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/onboarding/settings/pages/:id',
    {
      config: { access: 'authenticated', permission: PAGES },
      schema: {
        tags,
        summary: 'Edit a welcome page',
        params: idParamSchema,
        body: welcomePageBodySchema,
        response: page,
      },
    },
    async (request) => ({
      message: 'Page updated successfully!',
      data: await service.updatePage(app.db, request, requireAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/onboarding/settings/pages/:id',
    {
      config: { access: 'authenticated', permission: PAGES },
      schema: {
        tags,
        summary: 'Delete a welcome page',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await service.deletePage(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Page deleted successfully!' };
    },
  );

  app.get(
    '/onboarding/settings/preview-experience',
    {
      config: { access: 'authenticated', permission: PREVIEW },
      schema: {
        tags,
        summary: 'The welcome pages as a chosen hire, or a sample hire of the criteria given, would see them',
        querystring: welcomePreviewQuerySchema,
        response: { 200: envelope(welcomeExperienceSchema) },
      },
    },
    async (request) => ({
      message: 'Preview',
      data: await service.previewExperience(app.db, requireAuth(request), request.query),
    }),
  );
};
