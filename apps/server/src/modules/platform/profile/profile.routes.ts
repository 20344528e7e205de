import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@atrium/shared/schemas/platform/api';
import {
  changeEmailSchema,
  profileSchema,
  updateProfileSchema,
  verifyEmailBodySchema,
} from '@atrium/shared/schemas/platform/profile';
import { requireAuth } from '../../../plugins/auth.ts';
import { requestEmailChange, verifyEmail, type EmailChangeDeps } from './email-change.service.ts';
import { getMyProfile, updateMyProfile } from './profile.service.ts';

/** Each request mails a link, so a person (not only an address) gets a few per quarter hour. */
export const EMAIL_CHANGE_RATE_LIMIT = {
  max: 5,
  timeWindow: 15 * 60_000,
  keyGenerator: (request: FastifyRequest) => `email-change:${request.auth?.userId ?? request.ip}`,
};
/** Public and code-checking: limited per client address. */
export const VERIFY_EMAIL_RATE_LIMIT = { max: 20, timeWindow: 15 * 60_000 };

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: EmailChangeDeps = {
    db: app.db,
    mailer: app.mailer,
    config: app.config,
    log: app.log,
    userStates: app.userStates,
  };

  app.get(
    '/users/me/profile',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['profile'], summary: 'My profile', response: { 200: envelope(profileSchema) } },
    },
    async (request) => ({ message: 'Profile', data: await getMyProfile(app.db, requireAuth(request)) }),
  );

  app.put(
    '/users/me/profile',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['profile'],
        summary: 'Update my name, phone, timezone and avatar',
        body: updateProfileSchema,
        response: { 200: envelope(profileSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const data = await updateMyProfile(app.db, request, auth, request.body);
      app.userStates.invalidate(auth.userId);
      return { message: 'Profile updated successfully!', data };
    },
  );

  app.post(
    '/users/me/email',
    {
      config: { access: 'authenticated', rateLimit: EMAIL_CHANGE_RATE_LIMIT },
      schema: {
        tags: ['profile'],
        summary: 'Change my email address: a verification link goes to the new address',
        body: changeEmailSchema,
        response: { 200: envelope(z.object({ pendingEmail: z.string() })) },
      },
    },
    async (request) => {
      const message = await requestEmailChange(deps, request, requireAuth(request), request.body.email);
      return { message, data: { pendingEmail: request.body.email } };
    },
  );

  app.post(
    '/auth/verify-email',
    {
      config: { access: 'public', rateLimit: VERIFY_EMAIL_RATE_LIMIT },
      schema: {
        tags: ['profile'],
        summary: 'Confirm a changed email address with the mailed userId and code',
        body: verifyEmailBodySchema,
        response: { 200: envelope(z.object({ email: z.string() })) },
      },
    },
    async (request) => {
      const data = await verifyEmail(deps, request, request.body);
      return { message: 'Your email address has been verified.', data };
    },
  );
};
