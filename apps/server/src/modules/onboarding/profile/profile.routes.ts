import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParamSchema } from '@atrium/shared/schemas/platform/api';
import {
  profileBodySchema,
  profileSchema,
  revealBodySchema,
  revealedSchema,
} from '@atrium/shared/schemas/onboarding/profile';
import { fieldSealer } from '../../../lib/field-encryption.ts';
import { requireAuth } from '../../../plugins/auth.ts';
import * as service from './profile.service.ts';

const tags = ['onboarding'];

/**
 * Onboarding → profile: the hire's own (`/profile/me`, the hire being the one linked to the caller's
 * account) and HR's view of any hire they see. Bank details and masked fields answer masked; the
 * reveal route answers them in full and is audited.
 */
export const onboardingProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const sealer = fieldSealer(app.config.dataEncryptionKey);

  app.get(
    '/onboarding/profile/me',
    {
      // One's own: a .own grant every employee holds, so the service checks it (no route permission).
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: "The caller's own profile as a new hire, with the company's fields",
        response: { 200: envelope(profileSchema) },
      },
    },
    async (request) => ({
      message: 'Profile',
      data: await service.getOwnProfile(app.db, requireAuth(request)),
    }),
  );

  app.put(
    '/onboarding/profile/me',
    {
      config: { access: 'authenticated', permission: 'onb.module.profile.profile.edit.own' },
      schema: {
        tags,
        summary: "Save the caller's own profile (bank details omitted stay as they are)",
        body: profileBodySchema,
        response: { 200: envelope(profileSchema) },
      },
    },
    async (request) => ({
      message: 'Profile saved successfully!',
      data: await service.saveOwnProfile(app.db, request, requireAuth(request), sealer, request.body),
    }),
  );

  app.get(
    '/onboarding/new-hires/:id/profile',
    {
      config: { access: 'authenticated', permission: 'onb.module.profile.profile.view.all' },
      schema: {
        tags,
        summary: "A new hire's profile, bank details and masked fields masked",
        params: idParamSchema,
        response: { 200: envelope(profileSchema) },
      },
    },
    async (request) => ({
      message: 'Profile',
      data: await service.getHireProfile(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/onboarding/new-hires/:id/profile',
    {
      config: { access: 'authenticated', permission: 'onb.module.profile.profile.edit.all' },
      schema: {
        tags,
        summary: "Save a new hire's profile",
        params: idParamSchema,
        body: profileBodySchema,
        response: { 200: envelope(profileSchema) },
      },
    },
    async (request) => ({
      message: 'Profile saved successfully!',
      data: await service.saveHireProfile(
        app.db,
        request,
        requireAuth(request),
        sealer,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.post(
    '/onboarding/new-hires/:id/profile/reveal',
    {
      config: { access: 'authenticated', permission: 'onb.module.profile.bank_details.view' },
      schema: {
        tags,
        summary: "Reveal a new hire's bank details or one masked field in full (audited)",
        params: idParamSchema,
        body: revealBodySchema,
        response: { 200: envelope(revealedSchema) },
      },
    },
    async (request) => ({
      message: 'Revealed',
      data: await service.reveal(
        app.db,
        request,
        requireAuth(request),
        sealer,
        request.params.id,
        request.body.target,
      ),
    }),
  );
};
